import re

from conftest import DESKTOP, PHONE, onboard, shot
from playwright.sync_api import expect


def stub_youtube(context):
    """No network in tests: the privacy-enhanced embed answers with a local page."""
    embeds = []

    def answer(route):
        embeds.append(route.request.url)
        route.fulfill(
            status=200,
            content_type="text/html",
            body="<!doctype html><title>video</title><p style='color:white'>video</p>",
        )

    context.route(re.compile(r"^https://www\.youtube-nocookie\.com/"), answer)
    return embeds


def test_home_group_video_member_favourite_and_remove(open_context):
    context = open_context(viewport=PHONE)
    embeds = stub_youtube(context)
    page = context.new_page()
    onboard(page, "아이돌팬")

    # Home: a hero group, birthdays, and one scrolling row per debut period, newest first.
    page.goto("/idols")
    expect(page.locator(".idol-hero")).to_be_visible()
    headings = page.locator(".idol-row h2").all_inner_texts()
    assert headings[0] == "2023~년 데뷔" and headings[-1] == "2006~2008년 데뷔", headings
    assert len(headings) == 9
    row = page.locator(".idol-row", has=page.get_by_role("heading", name="2014~2015년 데뷔"))
    scroller = row.locator(".idol-scroller")
    assert scroller.evaluate("el => el.scrollWidth > el.clientWidth"), "a period row scrolls sideways on a phone"
    shot(page, "idols-home-phone-ko")

    # Group: members with current ones first; the signature song plays in an accessible dialog.
    row.get_by_role("link", name=re.compile("트와이스")).click()
    page.wait_for_url("**/idols/groups/twice")
    expect(page.get_by_role("heading", level=1)).to_contain_text("트와이스")
    expect(page.locator(".idol-card .idol-card-name").first).to_have_text("나연")
    page.get_by_role("link", name="대표곡 듣기").click()
    dialog = page.get_by_role("dialog")
    expect(dialog).to_be_visible()
    expect(dialog.get_by_role("heading")).to_have_text("트와이스 · TT")
    expect(dialog.locator("iframe")).to_have_attribute(
        "src", re.compile(r"^https://www\.youtube-nocookie\.com/embed/ePpPVE-GGJw")
    )
    expect(dialog.get_by_role("button", name="닫기")).to_be_focused()
    page.wait_for_timeout(300)
    shot(page, "idols-video-dialog-phone-ko")
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    expect(page.locator("dialog iframe")).to_have_count(0)  # closing stops the video
    expect(page.get_by_role("link", name="대표곡 듣기")).to_be_focused()
    assert embeds and "youtube-nocookie.com" in embeds[0]
    shot(page, "idols-group-phone-ko")

    # Member: every fact, unknowns plainly; favourite with the star in place.
    page.get_by_role("link", name=re.compile("^나연")).first.click()
    page.wait_for_url("**/idols/members/im-nayeon-1995")
    facts = page.locator(".idol-facts")
    expect(facts).to_contain_text("임나연")
    expect(facts).to_contain_text("1995.09.22 (만 31세)")
    expect(facts.locator("dd.unknown").first).to_have_text("알려지지 않음")
    star = page.get_by_role("button", name="즐겨찾는 멤버에 추가")
    star.click()
    expect(page.get_by_role("button", name="즐겨찾는 멤버에서 삭제")).to_have_attribute("aria-pressed", "true")
    shot(page, "idols-member-phone-ko")

    # A second favourite with the same stage name in another group does not replace the first.
    page.goto("/idols/members/ahn-heeyeon-1992")
    page.get_by_role("button", name="즐겨찾는 멤버에 추가").click()
    expect(page.get_by_role("button", name="즐겨찾는 멤버에서 삭제")).to_be_visible()
    page.goto("/idols/members/pham-ngochan-2004")
    page.get_by_role("button", name="즐겨찾는 멤버에 추가").click()
    expect(page.get_by_role("button", name="즐겨찾는 멤버에서 삭제")).to_be_visible()

    # Favourites tab: newest first, removable in place, still so after a reload.
    page.goto("/idols")
    page.get_by_role("link", name=re.compile("즐겨찾기")).click()
    page.get_by_role("link", name=re.compile(r"멤버 \(3\)")).click()
    names = page.locator(".idol-list .idol-member-name")
    expect(names).to_have_text(["하니", "하니", "나연"])
    shot(page, "idols-favourites-phone-ko")
    page.get_by_role("button", name="하니 즐겨찾기에서 삭제").first.click()
    expect(names).to_have_text(["하니", "나연"])
    expect(page.get_by_role("link", name=re.compile(r"멤버 \(2\)"))).to_be_visible()
    page.reload()
    expect(names).to_have_text(["하니", "나연"])
    expect(page.locator(".idol-list .idol-card-sub").first).to_contain_text("이엑스아이디")


def test_search_by_initial_consonants_as_you_type(open_context):
    context = open_context(viewport=DESKTOP)
    page = context.new_page()
    page.goto("/idols")
    field = page.get_by_label("그룹이나 멤버 검색")
    field.press_sequentially("ㅇㅁㅇㄱ", delay=60)
    live = page.locator("#idol-live")
    expect(live.get_by_role("link", name=re.compile("오마이걸"))).to_be_visible()
    shot(page, "idols-search-chosung-desktop-ko")
    field.fill("")
    field.press_sequentially("나연", delay=60)
    expect(live.get_by_role("link", name=re.compile("나연"))).to_be_visible()
    expect(live.get_by_role("link", name=re.compile("오마이걸"))).to_have_count(0)
    field.press("Enter")
    page.wait_for_url(re.compile(r"/idols/search\?q="))
    expect(page.locator(".idol-results").get_by_role("link", name=re.compile("나연"))).to_be_visible()


def test_screens_in_both_languages_themes_and_widths(open_context):
    for locale, scheme, viewport, name in [
        ("en-US", "dark", DESKTOP, "desktop-en-dark"),
        ("ko-KR", "dark", PHONE, "phone-ko-dark"),
        ("en-US", "light", PHONE, "phone-en-light"),
        ("ko-KR", "light", DESKTOP, "desktop-ko-light"),
    ]:
        context = open_context(locale=locale, color_scheme=scheme, viewport=viewport)
        page = context.new_page()
        page.goto("/idols")
        expect(page.locator(".idol-row").first).to_be_visible()
        assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth"), (
            f"no sideways page scroll ({name})"
        )
        shot(page, f"idols-home-{name}")
        page.goto("/idols/groups/oh-my-girl")
        former = page.locator(".idol-card.former").first
        expect(former).to_contain_text("Left" if locale.startswith("en") else "탈퇴")
        shot(page, f"idols-group-{name}")
        page.goto("/idols/members/goo-hara-1991")
        expect(page.locator(".idol-facts")).to_contain_text("2019.11.24")
        shot(page, f"idols-member-{name}")
