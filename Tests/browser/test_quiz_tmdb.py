import re

from conftest import DESKTOP, onboard, shot
from playwright.sync_api import expect
from test_quiz_editor import click_cell


def test_making_a_pack_from_tmdb_with_another_poster(browser, keyed_server, upstream):
    context = browser.new_context(base_url=keyed_server.base_url, locale="ko-KR", viewport=DESKTOP)
    context.set_default_timeout(10_000)
    page = context.new_page()
    try:
        onboard(page, "티엠디비")
        page.goto("/quiz/new")
        expect(page.get_by_text("TMDB가 설정되지 않아")).to_have_count(0)

        # TMDB search in Korean; the result without a poster is dropped; posters come through our pipeline.
        page.get_by_label("영화 검색").fill("기생충")
        result = page.get_by_role("button", name="기생충 (2019)")
        expect(result).to_be_visible()
        expect(page.get_by_role("button", name="기생충 메이킹")).to_have_count(0)
        expect(result.locator("img")).to_have_attribute("src", re.compile(r"^/img/\w+/cover400/r-"))
        searches = [r for r in upstream.requests if r["path"] == "/tmdb/3/search/movie"]
        assert "language=ko-KR" in searches[-1]["query"]
        result.click()
        page.locator("[data-step='movies']").get_by_role("button", name="다음").click()
        page.get_by_text("초보").click()
        page.locator("[data-step='level']").get_by_role("button", name="다음").click()

        # The search's poster is shown at once; 다른 포스터 lists Korean first, then English, then textless.
        grid_image = page.locator("[data-grid-image]")
        expect(grid_image).to_be_visible()
        first_src = grid_image.get_attribute("src")
        page.get_by_role("button", name="다른 포스터").click()
        choices = page.locator("[data-poster-choices] img")
        expect(choices).to_have_count(3)
        assert [choices.nth(i).get_attribute("alt") for i in range(3)] == ["ko", "en", ""]
        choices.nth(1).click()
        expect(grid_image).not_to_have_attribute("src", first_src)
        expect(page.locator("[data-grid-image]").first).to_have_js_property("naturalWidth", 400)
        for row, column in ((10, 10), (20, 20), (30, 30), (40, 40), (60, 25)):
            click_cell(page, row, column)
        shot(page, "quiz-editor-tmdb-desktop-ko")
        page.locator("[data-next-movie]").click()
        page.get_by_label("퀴즈 이름").fill("TMDB 팩")
        page.get_by_role("button", name="저장").click()
        page.wait_for_url("**/quiz")

        # Playing it fetches the chosen poster (w780, from TMDB's configuration) through the pipeline.
        page.locator("[data-pack-card]").filter(has_text="TMDB 팩").get_by_role("button", name="PLAY").click()
        expect(page.locator(".poster-layer.shown")).to_have_count(1, timeout=6_000)
        fetched = [r["path"] for r in upstream.requests if r["path"].startswith("/tmdb-images/")]
        assert "/tmdb-images/w780/parasite-en.jpg" in fetched
        assert all(not path.startswith("/tmdb-images/original/") for path in fetched)
    finally:
        context.close()
