from conftest import onboard, shot
from playwright.sync_api import expect


def test_a_forged_form_post_from_another_site_is_refused(open_context, upstream, server):
    page = open_context().new_page()
    onboard(page, "피해자")

    page.goto(f"{upstream.base_url}/attacker/forged-settings.html?target={server.base_url}/settings")
    page.get_by_role("button", name="Claim prize").click()

    expect(page.get_by_text("보안 확인에 실패했습니다")).to_be_visible()
    shot(page, "csrf-refused-desktop-ko")
    page.goto(f"{server.base_url}/settings")
    expect(page.get_by_label("닉네임")).to_have_value("피해자")
    expect(page.locator("html")).to_have_attribute("data-theme", "system")


def visit_without_problems(page, paths):
    problems = []
    page.on("console", lambda message: problems.append(message.text) if message.type == "error" else None)
    page.on("pageerror", lambda error: problems.append(str(error)))
    onboard(page, "깨끗한콘솔")
    for path in paths:
        page.goto(path)
        page.wait_for_load_state("networkidle")
    return problems


def test_no_console_errors_or_csp_violations_on_the_main_pages(open_context):
    page = open_context().new_page()
    problems = visit_without_problems(
        page,
        (
            "/",
            "/settings",
            "/quiz",
            "/boxoffice",
            "/idols",
            "/idols/groups/twice",
            "/idols/members/im-nayeon-1995",
            "/idols/favourites",
            "/idols/search?q=ㅇㅁㅇㄱ",
            "/gifs",
            "/gifs/favourites",
            "/gifs/mine?q=x",
            "/signin",
        ),
    )

    assert problems == []


def test_no_console_errors_or_csp_violations_on_the_giphy_pages(open_context, keyed_server):
    """GIPHY's API, media and analytics pings come from another origin: the CSP must let exactly those in."""
    page = open_context(base_url=keyed_server.base_url).new_page()
    problems = visit_without_problems(page, ("/gifs", "/gifs?q=cat", "/gifs/random", "/gifs/favourites", "/gifs/mine"))

    assert problems == []


def test_unknown_pages_are_friendly(open_context):
    page = open_context().new_page()

    response = page.goto("/does-not-exist")

    assert response.status == 404
    expect(page.get_by_text("찾는 페이지가 없습니다.")).to_be_visible()
    expect(page.get_by_role("link", name="홈으로 가기")).to_be_visible()
    shot(page, "not-found-desktop-ko")
