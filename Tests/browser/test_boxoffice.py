import re

from conftest import DESKTOP, PHONE, onboard, shot
from playwright.sync_api import expect


def keyed_page(browser, keyed_server, viewport=DESKTOP, **options):
    context = browser.new_context(base_url=keyed_server.base_url, locale="ko-KR", viewport=viewport, **options)
    context.set_default_timeout(10_000)
    return context, context.new_page()


def test_yesterdays_chart_layout_switch_and_date_picker(browser, keyed_server, upstream):
    context, page = keyed_page(browser, keyed_server, viewport=PHONE)
    try:
        onboard(page, "박스팬")
        page.goto("/boxoffice")

        # Yesterday in Korea (ENCORE_NOW is 2026-11-22 10:00 KST); today cannot be picked.
        date = page.get_by_label("날짜")
        expect(date).to_have_value("2026-11-21")
        expect(date).to_have_attribute("max", "2026-11-21")
        rows = page.locator(".chart-row")
        expect(rows).to_have_count(3)
        expect(rows.nth(0)).to_contain_text("신작")
        expect(rows.nth(0)).to_contain_text("오늘 64,050 / 총 69,228")
        expect(rows.nth(1)).to_contain_text("▼1")
        expect(rows.nth(1)).to_contain_text("약 625만")
        expect(rows.nth(2)).to_contain_text("▲2")
        asked = [r for r in upstream.requests if r["path"] == "/kobis/boxoffice/searchDailyBoxOfficeList.json"]
        assert "targetDt=20261121" in asked[-1]["query"]
        shot(page, "boxoffice-list-phone-ko")

        # Grid in place, remembered in the profile after a reload.
        page.get_by_role("button", name="격자").click()
        expect(page.locator("[data-chart-rows]")).to_have_class(re.compile("layout-grid"))
        page.wait_for_timeout(300)
        page.reload()
        expect(page.locator("[data-chart-rows]")).to_have_class(re.compile("layout-grid"))
        expect(page.get_by_role("button", name="격자")).to_have_attribute("aria-pressed", "true")
        shot(page, "boxoffice-grid-phone-ko")

        # Picking a date shows that day's chart; previous/next move a day.
        page.get_by_label("날짜").fill("2026-11-10")
        page.wait_for_url(re.compile(r"date=2026-11-10"))
        expect(page.get_by_label("날짜")).to_have_value("2026-11-10")
        page.get_by_role("link", name="다음").click()
        page.wait_for_url(re.compile(r"date=2026-11-11"))
        expect(rows).to_have_count(3)

        # The detail: KOBIS info with units, a poster through our pipeline, the run drawn as SVG.
        page.get_by_role("link", name="경관의 피").click()
        page.wait_for_url(re.compile(r"/boxoffice/movies/20199882$"))
        expect(page.get_by_role("heading", name="경관의 피")).to_be_visible()
        expect(page.get_by_text("119분")).to_be_visible()
        expect(page.get_by_text("15세이상관람가")).to_be_visible()
        poster = page.locator(".movie-poster")
        expect(poster).to_have_attribute("src", re.compile(r"^/img/\w+/cover300/r-"))
        expect(page.locator(".movie-poster").first).to_have_js_property("naturalWidth", 300)
        chart = page.locator("img.run-chart")
        expect(chart).to_have_attribute("alt", re.compile(r"10위 안에 \d+일"))
        expect(page.locator("img.run-chart").first).not_to_have_js_property("naturalWidth", 0)
        shot(page, "boxoffice-detail-phone-ko")
    finally:
        context.close()


def test_weekly_kinds_and_filters(browser, keyed_server, upstream):
    context, page = keyed_page(browser, keyed_server)
    try:
        page.goto("/boxoffice")
        page.get_by_role("link", name="주말").click()
        page.wait_for_url(re.compile(r"/boxoffice/weekend"))
        expect(page.locator(".chart-range")).to_contain_text("2011-12-30 ~ 2012-01-01")
        page.get_by_label("국적").select_option("foreign")
        page.wait_for_url(re.compile(r"nation=foreign"))
        asked = [r for r in upstream.requests if r["path"] == "/kobis/boxoffice/searchWeeklyBoxOfficeList.json"]
        assert "weekGb=1" in asked[-1]["query"] and "repNationCd=F" in asked[-1]["query"]
        shot(page, "boxoffice-weekend-desktop-ko")
    finally:
        context.close()


def test_an_error_then_retry(browser, keyed_server, upstream):
    context, page = keyed_page(browser, keyed_server)
    try:
        upstream.fail_next("/kobis/", times=1, status=500)
        page.goto("/boxoffice/daily?date=2026-11-03")

        alert = page.get_by_role("alert")
        expect(alert).to_be_visible()
        shot(page, "boxoffice-error-desktop-ko")
        alert.get_by_role("link", name="다시 시도").click()

        expect(page.locator(".chart-row")).to_have_count(3)
        assert "0123456789abcdef" not in page.content()
    finally:
        context.close()


def test_without_a_key_the_section_explains_itself(open_context):
    """What the tab is for and where to go instead; the setup steps only because this test's browser
    is on the machine that runs the server (a visitor from elsewhere never sees them)."""
    for viewport, name in (({"width": 1280, "height": 800}, "desktop"), ({"width": 390, "height": 844}, "phone")):
        page = open_context(color_scheme="dark", viewport=viewport).new_page()
        errors = []
        page.on("pageerror", lambda error, errors=errors: errors.append(str(error)))

        page.goto("/boxoffice")

        expect(page.get_by_text("박스오피스는 매일 가장 많이 본 영화와 흥행 기록을 보여 주는 곳이에요")).to_be_visible()
        expect(page.get_by_role("link", name="영화 포스터 퀴즈 풀기")).to_have_attribute("href", "/quiz")
        expect(page.locator("input[type=date]")).to_have_count(0)  # no controls that lead nowhere
        expect(page.get_by_role("alert")).to_have_count(0)
        expect(page.get_by_text("KOBIS_API_KEY").first).to_be_visible()
        shot(page, f"boxoffice-nokey-{name}-ko-dark")
        assert not errors, errors


def test_the_grid_has_two_columns_on_phones(browser, keyed_server):
    for width in (375, 360, 390):
        context, page = keyed_page(browser, keyed_server, viewport={"width": width, "height": 800})
        try:
            onboard(page, f"격자{width}")
            page.goto("/boxoffice/daily?date=2026-11-12")
            page.get_by_role("button", name="격자").click()
            rows = page.locator(".chart-row")
            expect(rows).to_have_count(3)
            expect(page.locator("[data-chart-rows]")).to_have_class(re.compile("layout-grid"))
            first, second, third = (rows.nth(i).bounding_box() for i in range(3))
            assert abs(first["y"] - second["y"]) < 1 and second["x"] > first["x"] + first["width"], (first, second)
            assert third["y"] > first["y"] + first["height"] and abs(third["x"] - first["x"]) < 1
            # Everything in a card fits inside it: rank, change, title, audience, figures.
            for index in range(3):
                overflowing = rows.nth(index).evaluate(
                    "row => [...row.children].filter(child => child.getBoundingClientRect().right"
                    " > row.getBoundingClientRect().right + 0.5).map(child => child.className)"
                )
                assert overflowing == [], (width, index, overflowing)
            assert page.evaluate("document.documentElement.scrollWidth") <= width
            if width == 375:
                shot(page, "boxoffice-grid-375-phone-ko")
        finally:
            context.close()


def test_a_kobis_error_on_a_film_page_offers_to_try_again(browser, keyed_server, upstream):
    context, page = keyed_page(browser, keyed_server, viewport=PHONE)
    try:
        page.goto("/boxoffice/daily?date=2026-11-13")  # the film's run is in the archive from here on
        expect(page.locator(".chart-row")).to_have_count(3)
        upstream.fail_next("/kobis/movie/", times=1, status=500)
        page.goto("/boxoffice/movies/20210028")

        notice = page.locator(".movie-head .notice")
        expect(notice).to_be_visible()
        retry = notice.get_by_role("link", name="다시 시도")
        expect(retry).to_have_attribute("href", "/boxoffice/movies/20210028")
        expect(page.get_by_text("119분")).to_have_count(0)
        expect(page.get_by_role("heading", name="배우")).to_have_count(0)
        shot(page, "boxoffice-detail-kobis-error-phone-ko")

        retry.click()
        expect(page.get_by_text("119분")).to_be_visible()
        expect(page.get_by_role("heading", name="배우")).to_be_visible()
        expect(page.locator(".movie-head .notice")).to_have_count(0)
    finally:
        context.close()
