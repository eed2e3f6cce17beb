"""Every upstream a page reaches, failing every way it can: the person sees a friendly message (or
the built-in data), never an error page, never a spinner that spins forever, never a request storm;
and once the upstream is well again, so is the page.

KOBIS is asked by the server for the chart page, TMDB by the server for the quiz editor's movie
search (which falls back to the built-in catalog), Kakao by the server for a film page's poster
(optional by design: the page is whole without it), GIPHY by the browser for its search, trending,
random and the favourites' look-up by ids. YouTube is an embedded player, never an API call.

"A page that repeats" only happens where the app pages through an upstream: GIPHY's search and
trending (here, and `test_gifs.py` for a trending page that repeats itself). KOBIS, TMDB and Kakao
are asked for one page only (a chart's top ten, a film's info, the first page of a movie search,
the first poster found) and never for the next, so for them the enormous page stands in for a page
longer than asked."""

import json
import re
from urllib.parse import parse_qs

import pytest
from conftest import DESKTOP, KAKAO_KEY, PHONE, onboard, shot, star_giphy_favourites
from fake_upstream import kakao_document, kakao_page
from playwright.sync_api import expect

# Longer than Encore's upstream timeout (8 s) and GIPHY's in the page (8 s).
TIMEOUT = {"status": 504, "delay": 10}
MALFORMED = {"status": 200, "content_type": "application/json", "body": b'{"data": [{"id": '}
# Over the server's 4 MiB cap for an upstream answer.
ENORMOUS = {
    "status": 200,
    "content_type": "application/json",
    "body": b'{"padding": "' + b"x" * (5 * 1024 * 1024) + b'"}',
}


def answer(value, status=200):
    return {
        "status": status,
        "content_type": "application/json",
        "body": json.dumps(value, ensure_ascii=False).encode(),
    }


UNAVAILABLE = "외부 서비스가 응답하지 않습니다"
KOBIS_FAULTS = {
    # fault: (planned answer, what the page says)
    "500": ({"status": 500}, UNAVAILABLE),
    "timeout": (TIMEOUT, "외부 서비스의 응답이 너무 늦습니다"),
    "malformed": (MALFORMED, UNAVAILABLE),
    "bad-key": (
        answer({"faultInfo": {"message": "유효하지않은 키값입니다.", "errorCode": "320010"}}),
        "API 키를 거부했습니다",
    ),
    "empty": (
        answer(
            {
                "boxOfficeResult": {
                    "boxofficeType": "일별 박스오피스",
                    "showRange": "20261001~20261001",
                    "dailyBoxOfficeList": [],
                }
            }
        ),
        "이 날의 순위가 없습니다.",
    ),
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
    "500": {"status": 500},
    "timeout": TIMEOUT,
    "malformed": MALFORMED,
    "bad-key": answer(
        {"status_code": 7, "status_message": "Invalid API key: You must be granted a valid key.", "success": False}, 401
    ),
    "enormous": ENORMOUS,
}

# A search of its own per fault, each finding 기생충 in the catalog: the server keeps TMDB's answers
# for ten minutes, so a query an earlier test sent would be answered without asking TMDB at all.
TMDB_QUERIES = {"500": "기생", "timeout": "생충", "malformed": "ㄱㅅㅊ", "bad-key": "기생ㅊ", "enormous": "Parasite"}


@pytest.mark.parametrize("fault", list(TMDB_FAULTS))
def test_tmdb_faults_in_the_editor_fall_back_to_the_catalog(browser, keyed_server, upstream, fault):
    context, page = keyed_page(browser, keyed_server, DESKTOP)
    try:
        onboard(page, f"티엠디비{list(TMDB_FAULTS).index(fault)}")
        page.goto("/quiz/new")
        upstream.fail_next("/tmdb/3/search/movie", **TMDB_FAULTS[fault])

        page.get_by_label("영화 검색").fill(TMDB_QUERIES[fault])

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
        upstream.fail_next(
            "/tmdb/3/search/movie", **answer({"page": 1, "results": [], "total_pages": 0, "total_results": 0})
        )

        page.get_by_label("영화 검색").fill("없는영화제목")

        expect(page.locator("[data-search-notice]")).to_have_text("검색 결과가 없습니다.")
    finally:
        context.close()


KAKAO_SEARCH = "/kakao/v2/search/image"
# A Kakao answer of thousands of documents that is still under the size cap: the first is the poster.
LONG_KAKAO_PAGE = "long"
KAKAO_FAULTS = {
    # fault: planned answer (the film page shows no poster for any of them, except the long page)
    "500": {"status": 500, "body": b"<html>Internal Server Error</html>", "content_type": "text/html"},
    "timeout": TIMEOUT,
    "malformed": MALFORMED,
    # Kakao's key errors echo the key in their message (upstream-apis.md §2).
    "bad-key-401": answer({"errorType": "AccessDeniedError", "message": f"wrong appKey({KAKAO_KEY}) format"}, 401),
    "bad-key-403": answer({"errorType": "AccessDeniedError", "message": "ip mismatched! callerIp=203.0.113.7"}, 403),
    "empty": answer(kakao_page([])),
    "enormous": ENORMOUS,
    LONG_KAKAO_PAGE: None,  # built for its own case: it points at the fake's own address
}


@pytest.mark.parametrize("fault", list(KAKAO_FAULTS))
def test_kakao_faults_leave_the_film_page_whole(browser, kakao_server, upstream, fault):
    planned = KAKAO_FAULTS[fault] or answer(
        kakao_page([kakao_document(upstream.base_url, f"long{n}") for n in range(5000)], total=645946)
    )
    context, page = keyed_page(browser, kakao_server, PHONE)
    since = len(upstream.requests)
    try:
        upstream.fail_next(KAKAO_SEARCH, **planned)
        response = page.goto("/boxoffice/movies/20199882")

        assert response.status == 200
        assert [r["path"] for r in upstream.requests[since:]].count(KAKAO_SEARCH) == 1, (
            "the poster was not looked for on Kakao"
        )
        expect(page.get_by_role("heading", name="경관의 피")).to_be_visible()
        expect(page.get_by_text("119분")).to_be_visible()
        expect(page.get_by_text("15세이상관람가")).to_be_visible()
        # A missing poster is not a problem worth a word: the film icon stands in, and no notice.
        expect(page.locator(".movie-head .notice")).to_have_count(0)
        if fault == LONG_KAKAO_PAGE:
            expect(page.locator("img.movie-poster")).to_have_attribute("src", re.compile(r"^/img/\w+/cover300/r-"))
        else:
            expect(page.locator(".movie-poster.placeholder")).to_be_visible()
            expect(page.locator("img.movie-poster")).to_have_count(0)
        html = page.content()
        for leak in (KAKAO_KEY, "AccessDeniedError", "appKey", "callerIp", "Internal Server Error"):
            assert leak not in html, f"{leak!r} leaked into the page"
        shot(page, f"fault-kakao-{fault}-phone")

        page.reload()  # Kakao is well again, and the poster is back
        expect(page.locator("img.movie-poster")).to_have_attribute("src", re.compile(r"^/img/\w+/cover300/r-"))
        expect(page.locator("img.movie-poster")).not_to_have_js_property("naturalWidth", 0)

        # Found once, the poster is kept: Kakao failing again is not even asked.
        upstream.fail_next(KAKAO_SEARCH, **planned)
        asked = len(upstream.requests)
        page.reload()
        expect(page.locator("img.movie-poster")).to_have_attribute("src", re.compile(r"^/img/\w+/cover300/r-"))
        assert KAKAO_SEARCH not in [r["path"] for r in upstream.requests[asked:]]
    finally:
        upstream.stop_failing(KAKAO_SEARCH)
        context.close()


def giphy_answer(data, total=None):
    pagination = {"total_count": len(data) if total is None else total, "count": len(data), "offset": 0}
    return answer({"data": data, "pagination": pagination, "meta": {"status": 200, "msg": "OK", "response_id": "fake"}})


def enormous_giphy_page(upstream, wanted=()):
    """A valid page a hundred times longer than asked for (with the `wanted` GIFs first): the grid
    keeps one page of it, the favourites only the GIFs they asked for."""
    items = [upstream.giphy.item(gif_id, f"{gif_id} GIF", upstream.base_url) for gif_id in wanted]
    items += [upstream.giphy.item(f"huge{n}", f"Huge {n} GIF", upstream.base_url) for n in range(2400)]
    return giphy_answer(items)


def giphy_calls(upstream, since, path):
    return [r for r in upstream.requests[since:] if r["path"] == path]


def scroll_like_a_person(page, times=4):
    for _ in range(times):
        page.mouse.wheel(0, 4000)
        page.wait_for_timeout(250)


NETWORK = "네트워크 상태를 확인해주세요"
BAD_KEY = "GIPHY API 키가 올바르지 않습니다"
GIPHY_EMPTY = giphy_answer([])
GIPHY_FAULTS = {
    # fault: (planned answer, alert text or None, GIFs shown)
    "500": ({"status": 500}, NETWORK, 0),
    # Far longer than the page waits, so only the page's own timeout can end it.
    "timeout": ({"status": 504, "delay": 60}, NETWORK, 0),
    "malformed": (MALFORMED, NETWORK, 0),
    "bad-key": (answer({"message": "Invalid authentication credentials"}, 401), BAD_KEY, 0),
    # The legacy gateway answers a bad key with 401 or 403 and no meta (upstream-apis.md §4).
    "forbidden": (answer({"message": "Invalid authentication credentials"}, 403), BAD_KEY, 0),
    "empty": (GIPHY_EMPTY, None, 0),
    "enormous": (None, None, 24),  # built only for its own case: enormous_giphy_page
}
GIPHY_LISTS = {
    # list: (GIPHY path, page address)
    "search": ("/giphy/v1/gifs/search", "/gifs?q=fault-{fault}"),
    "trending": ("/giphy/v1/gifs/trending", "/gifs"),  # the GIF tab's first list
}


@pytest.mark.parametrize("fault", list(GIPHY_FAULTS))
@pytest.mark.parametrize("listing", list(GIPHY_LISTS))
def test_giphy_faults_in_the_gif_lists(browser, keyed_server, upstream, listing, fault):
    planned, alert, shown = GIPHY_FAULTS[fault]
    planned = planned or enormous_giphy_page(upstream)
    path, address = GIPHY_LISTS[listing]
    context, page = keyed_page(browser, keyed_server, PHONE)
    since = len(upstream.requests)
    try:
        upstream.fail_next(path, **planned)
        page.goto(address.format(fault=fault))

        if alert:
            expect(page.get_by_role("alert")).to_contain_text(alert, timeout=20_000)
        else:
            expect(page.locator(".gif-cell")).to_have_count(shown)
        if fault == "empty":
            expect(page.get_by_text("검색 결과가 없습니다.")).to_be_visible()
        shot(page, f"fault-giphy-{listing}-{fault}-phone")
        scroll_like_a_person(page)
        calls = giphy_calls(upstream, since, path)
        # A failed or empty list is not asked again until the person asks; a long page scrolls on at a person's pace.
        assert len(calls) == 1 if fault != "enormous" else len(calls) <= 3, (
            f"{len(calls)} GIPHY {listing} calls after a {fault}"
        )
    finally:
        upstream.stop_failing(path)
        context.close()


RANDOM = "/giphy/v1/gifs/random"


@pytest.mark.parametrize("fault", [fault for fault in GIPHY_FAULTS if fault != "empty"])  # empty: test_gifs.py
def test_giphy_faults_in_random(browser, keyed_server, upstream, fault):
    planned, alert, _ = GIPHY_FAULTS[fault]
    planned = planned or enormous_giphy_page(upstream)
    context, page = keyed_page(browser, keyed_server, PHONE)
    since = len(upstream.requests)
    try:
        page.goto("/gifs/random")
        page.get_by_label("태그").fill("fault")
        upstream.fail_next(RANDOM, **planned)
        page.get_by_role("button", name="클릭!").click()

        if alert:
            expect(page.get_by_role("alert")).to_contain_text(alert, timeout=20_000)
            expect(page.locator(".gif-random-title")).to_have_count(0)
        else:  # a list where one GIF was asked for: the first one is it
            expect(page.locator(".gif-random-title")).to_have_text("Huge 0")
        shot(page, f"fault-giphy-random-{fault}-phone")
        page.wait_for_timeout(2000)
        # One 클릭! is one call, whatever GIPHY answered.
        assert len(giphy_calls(upstream, since, RANDOM)) == 1
        if alert == NETWORK:  # and once GIPHY is well again, 다시 시도 brings a GIF
            page.get_by_role("button", name="다시 시도").click()
            expect(page.locator(".gif-random-title")).to_have_text(re.compile(r"^Random fault \d+$"))
            expect(page.get_by_role("alert")).to_be_hidden()
        elif alert == BAD_KEY:
            expect(page.get_by_role("button", name="다시 시도")).to_be_hidden()
    finally:
        upstream.stop_failing(RANDOM)
        context.close()


BY_IDS = "/giphy/v1/gifs"  # get-by-ids: the favourites' GIPHY GIFs are looked up again by id
FAVOURITES = [f"fav{n}" for n in range(60)]  # more than a phone's first look-up of 50 takes


def favourite_look_ups(upstream, since):
    return [parse_qs(r["query"])["ids"][0].split(",") for r in giphy_calls(upstream, since, BY_IDS)]


@pytest.mark.parametrize("fault", list(GIPHY_FAULTS))
def test_giphy_faults_in_the_favourites(browser, keyed_server, upstream, fault):
    planned, alert, _ = GIPHY_FAULTS[fault]
    planned = planned or enormous_giphy_page(upstream, wanted=FAVOURITES)
    context, page = keyed_page(browser, keyed_server, PHONE)
    try:
        onboard(page, f"즐겨찾기{list(GIPHY_FAULTS).index(fault)}")
        star_giphy_favourites(page, FAVOURITES)
        since = len(upstream.requests)
        upstream.fail_next(BY_IDS, exact=True, **planned)
        page.goto("/gifs/favourites")

        expect(page.locator("[data-gif-favourite-count]")).to_have_text("60개")
        if alert:
            expect(page.get_by_role("alert")).to_contain_text(alert, timeout=20_000)
        elif fault == "enormous":
            expect(page.locator(".gif-cell img[src]").first).to_be_attached()
        else:  # GIPHY no longer has them: they stay titled placeholders that link to GIPHY
            expect(page.locator(".gif-cell button").first).to_have_attribute("aria-label", "Favourite fav59")
        shot(page, f"fault-giphy-favourites-{fault}-phone")
        scroll_like_a_person(page)
        page.wait_for_timeout(1500)  # longer than the pacer's second: a look-up it allowed has started

        look_ups = favourite_look_ups(upstream, since)
        # Every favourite stays on the page, as its placeholder or its GIF: nothing from a long answer is added.
        expect(page.locator(".gif-cell")).to_have_count(len(FAVOURITES))
        if alert:
            # After an error nothing is asked again, however far the person scrolls, until 다시 시도.
            assert len(look_ups) == 1, f"{len(look_ups)} look-ups after a {fault}"
        else:
            # The rest are asked for once, paced; nothing is asked twice.
            asked = sum(look_ups, [])
            assert len(look_ups) <= 3 and len(asked) == len(set(asked)), look_ups
            expect(page.get_by_role("alert")).to_be_hidden()
        if alert == NETWORK:
            page.get_by_role("button", name="다시 시도").click()
            expect(page.locator(".gif-cell img[src]").first).to_be_attached()
            expect(page.get_by_role("alert")).to_be_hidden()
        elif alert == BAD_KEY:
            expect(page.get_by_role("button", name="다시 시도")).to_be_hidden()
    finally:
        upstream.stop_failing(BY_IDS)
        context.close()
