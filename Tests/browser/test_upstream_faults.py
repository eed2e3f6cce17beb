"""Every upstream a page reaches, failing every way it can: the person sees a friendly message (or
the built-in data), never an error page, never a spinner that spins forever, never a request storm;
and once the upstream is well again, so is the page.

KOBIS is asked by the server for the chart page, TMDB by the server for the quiz editor's movie
search (which falls back to the built-in catalog), GIPHY by the browser. Kakao is only asked for a
movie's detail poster, which is optional by design (its faults are in the Swift tests); YouTube is
an embedded player, never an API call."""
import json

import pytest
from playwright.sync_api import expect

from conftest import DESKTOP, PHONE, onboard, shot

# Longer than Encore's upstream timeout (8 s) and GIPHY's in the page (8 s).
TIMEOUT = {"status": 504, "delay": 10}
MALFORMED = {"status": 200, "content_type": "application/json", "body": b'{"data": [{"id": '}
# Over the server's 4 MiB cap for an upstream answer.
ENORMOUS = {"status": 200, "content_type": "application/json", "body": b'{"padding": "' + b"x" * (5 * 1024 * 1024) + b'"}'}


def answer(value, status=200):
    return {"status": status, "content_type": "application/json", "body": json.dumps(value, ensure_ascii=False).encode()}


UNAVAILABLE = "외부 서비스가 응답하지 않습니다"
KOBIS_FAULTS = {
    # fault: (planned answer, what the page says)
    "500": ({"status": 500}, UNAVAILABLE),
    "timeout": (TIMEOUT, "외부 서비스의 응답이 너무 늦습니다"),
    "malformed": (MALFORMED, UNAVAILABLE),
    "bad-key": (answer({"faultInfo": {"message": "유효하지않은 키값입니다.", "errorCode": "320010"}}), "API 키를 거부했습니다"),
    "empty": (answer({"boxOfficeResult": {"boxofficeType": "일별 박스오피스", "showRange": "20261001~20261001", "dailyBoxOfficeList": []}}),
              "이 날의 순위가 없습니다."),
    "enormous": (ENORMOUS, UNAVAILABLE),
}


def keyed_page(browser, keyed_server, viewport):
    context = browser.new_context(base_url=keyed_server.base_url, locale="ko-KR", viewport=viewport)
    context.set_default_timeout(10_000)
    context.set_default_navigation_timeout(30_000)
    return context, context.new_page()


@pytest.mark.parametrize("fault", list(KOBIS_FAULTS))
def test_kobis_faults_on_the_chart_page(browser, keyed_server, upstream, fault):
    planned, message = KOBIS_FAULTS[fault]
    # A day of its own per fault: no earlier visit may have left a good copy of it in the archive.
    date = f"2026-10-{list(KOBIS_FAULTS).index(fault) + 1:02d}"
    context, page = keyed_page(browser, keyed_server, PHONE)
    try:
        upstream.fail_next("/kobis/boxoffice/searchDailyBoxOfficeList.json", **planned)
        response = page.goto(f"/boxoffice/daily?date={date}")

        assert response.status != 500
        expect(page.get_by_text(message)).to_be_visible()
        expect(page.locator(".chart-row")).to_have_count(0)
        assert "0123456789abcdef" not in page.content()
        shot(page, f"fault-kobis-{fault}-phone")

        if fault != "empty":  # an empty chart is an answer, kept like any other
            page.reload()
            expect(page.locator(".chart-row")).to_have_count(3)
    finally:
        context.close()


TMDB_FAULTS = {
    "500": {"status": 500}, "timeout": TIMEOUT, "malformed": MALFORMED,
    "bad-key": answer({"status_code": 7, "status_message": "Invalid API key: You must be granted a valid key.", "success": False}, 401),
    "enormous": ENORMOUS,
}


@pytest.mark.parametrize("fault", list(TMDB_FAULTS))
def test_tmdb_faults_in_the_editor_fall_back_to_the_catalog(browser, keyed_server, upstream, fault):
    context, page = keyed_page(browser, keyed_server, DESKTOP)
    try:
        onboard(page, f"티엠디비{list(TMDB_FAULTS).index(fault)}")
        page.goto("/quiz/new")
        upstream.fail_next("/tmdb/3/search/movie", **TMDB_FAULTS[fault])

        page.get_by_label("영화 검색").fill("기생충")

        # The built-in catalog answers, and the notice says TMDB did not (without its key).
        expect(page.get_by_role("button", name="기생충 (2019)")).to_be_visible(timeout=20_000)
        notice = page.locator("[data-search-notice]")
        expect(notice).not_to_be_empty()
        assert "fake-tmdb-key" not in page.content()
        shot(page, f"fault-tmdb-{fault}-desktop")
    finally:
        context.close()


def test_an_empty_tmdb_page_says_nothing_was_found(browser, keyed_server, upstream):
    context, page = keyed_page(browser, keyed_server, PHONE)
    try:
        onboard(page, "빈검색")
        page.goto("/quiz/new")
        upstream.fail_next("/tmdb/3/search/movie", **answer({"page": 1, "results": [], "total_pages": 0, "total_results": 0}))

        page.get_by_label("영화 검색").fill("없는영화제목")

        expect(page.locator("[data-search-notice]")).to_have_text("검색 결과가 없습니다.")
    finally:
        context.close()


def enormous_giphy_page(upstream):
    """A valid page a hundred times longer than asked for: the grid keeps one page of it."""
    items = [upstream.giphy.item(f"huge{n}", f"Huge {n} GIF", upstream.base_url) for n in range(2400)]
    return answer({"data": items, "pagination": {"total_count": 2400, "count": 2400, "offset": 0},
                   "meta": {"status": 200, "msg": "OK", "response_id": "fake"}})


GIPHY_EMPTY = answer({"data": [], "pagination": {"total_count": 0, "count": 0, "offset": 0}, "meta": {"status": 200, "msg": "OK", "response_id": "fake"}})
GIPHY_FAULTS = {
    # fault: (planned answer, alert text or None, GIFs shown)
    "500": ({"status": 500}, "네트워크 상태를 확인해주세요", 0),
    # Far longer than the page waits, so only the page's own timeout can end it.
    "timeout": ({"status": 504, "delay": 60}, "네트워크 상태를 확인해주세요", 0),
    "malformed": (MALFORMED, "네트워크 상태를 확인해주세요", 0),
    "bad-key": (answer({"message": "Invalid authentication credentials"}, 401), "GIPHY API 키가 올바르지 않습니다", 0),
    "empty": (GIPHY_EMPTY, None, 0),
    "enormous": (None, None, 24),  # built only for its own case: enormous_giphy_page
}


@pytest.mark.parametrize("fault", list(GIPHY_FAULTS))
def test_giphy_faults_in_the_gif_search(browser, keyed_server, upstream, fault):
    planned, alert, shown = GIPHY_FAULTS[fault]
    planned = planned or enormous_giphy_page(upstream)
    query = f"fault-{fault}"
    context, page = keyed_page(browser, keyed_server, PHONE)
    since = len(upstream.requests)
    try:
        upstream.fail_next("/giphy/v1/gifs/search", **planned)
        page.goto(f"/gifs?q={query}")

        if alert:
            expect(page.get_by_role("alert")).to_contain_text(alert, timeout=20_000)
        else:
            expect(page.locator(".gif-cell")).to_have_count(shown)
        if fault == "empty":
            expect(page.get_by_text("검색 결과가 없습니다.")).to_be_visible()
        shot(page, f"fault-giphy-{fault}-phone")
        for _ in range(4):
            page.mouse.wheel(0, 4000)
            page.wait_for_timeout(250)
        searches = [r for r in upstream.requests[since:] if r["path"] == "/giphy/v1/gifs/search"]
        # A failed or empty search is not asked again until the person asks; a long page scrolls on at a person's pace.
        assert len(searches) == 1 if fault != "enormous" else len(searches) <= 3, f"{len(searches)} GIPHY searches after a {fault}"
    finally:
        context.close()
