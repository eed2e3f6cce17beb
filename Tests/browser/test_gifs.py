"""GIF: GIPHY search, dialog, favourites and random against the fake GIPHY (keyed server), and the
uploaded-GIF library that the tab shows without a GIPHY key (plain server)."""

import json
import re

from conftest import DESKTOP, PHONE, eventually, onboard, shot, star_giphy_favourites
from images import gif
from playwright.sync_api import expect


def giphy_searches(upstream, since, first_pages_only=False):
    found = [r for r in upstream.requests[since:] if r["path"] == "/giphy/v1/gifs/search"]
    return [r for r in found if query_of(r).get("offset") == "0"] if first_pages_only else found


def query_of(request):
    from urllib.parse import parse_qs

    return {k: v[-1] for k, v in parse_qs(request["query"]).items()}


def watch_requests(page, server):
    """Every request the page makes to our own server, to prove GIPHY media never goes through it."""
    ours = []
    page.on("request", lambda request: ours.append(request.url) if request.url.startswith(server.base_url) else None)
    return ours


def test_trending_then_search_typed_fast_then_slow(open_context, keyed_server, upstream):
    context = open_context(viewport=PHONE, base_url=keyed_server.base_url)
    page = context.new_page()
    ours = watch_requests(page, keyed_server)
    page.goto("/gifs")
    expect(page.locator("[data-gif-heading]")).to_have_text("지금 인기")
    expect(page.locator(".gif-cell").nth(23)).to_be_attached()
    expect(page.get_by_text("Powered by GIPHY")).to_be_visible()
    # Three columns on a phone.
    boxes = [page.locator(".gif-cell").nth(i).bounding_box() for i in range(4)]
    assert boxes[0]["y"] == boxes[1]["y"] == boxes[2]["y"] < boxes[3]["y"]
    expect(page.locator(".gif-cell img[src]").first).to_be_visible()
    shot(page, "gifs-trending-phone")

    # Fast typing: one search for the whole word, none for its beginnings.
    since = len(upstream.requests)
    search = page.get_by_label("GIF 검색")
    search.press_sequentially("happy", delay=40)
    expect(page.locator("[data-gif-heading]")).to_have_text("‘happy’ 검색 결과")
    expect(page.locator(".gif-cell button").first).to_have_attribute("aria-label", re.compile("^happy "))
    assert [query_of(r)["q"] for r in giphy_searches(upstream, since, first_pages_only=True)] == ["happy"]
    assert query_of(giphy_searches(upstream, since)[0])["rating"] == "g"

    # Slow typing where the first answer arrives last: the latest query still wins.
    upstream.giphy.delays["s"] = 1.5
    search.fill("")
    since = len(upstream.requests)
    search.press_sequentially("s", delay=0)
    for _ in range(50):  # wait until the slow search for "s" is on its way
        if [r for r in giphy_searches(upstream, since) if query_of(r)["q"] == "s"]:
            break
        page.wait_for_timeout(100)
    search.press_sequentially("o", delay=0)
    expect(page.locator("[data-gif-heading]")).to_have_text("‘so’ 검색 결과")
    page.wait_for_timeout(2000)  # the slow answer for "s" has arrived by now, and must be ignored
    labels = page.locator(".gif-cell button").evaluate_all("cells => cells.map(c => c.getAttribute('aria-label'))")
    assert len(labels) >= 23 and all(label.startswith("so ") for label in labels), labels[:3]
    assert [query_of(r)["q"] for r in giphy_searches(upstream, since, first_pages_only=True)] == ["s", "so"]
    upstream.giphy.delays.clear()

    # Enter puts the keyboard away.
    search.focus()
    search.press("Enter")
    assert page.evaluate("document.activeElement.id") != "gif-q"
    assert not [url for url in ours if "giphy-media" in url or "/v1/gifs" in url], (
        "GIPHY media or API went through our server"
    )


def test_infinite_scroll_to_page_three_without_duplicates(open_context, keyed_server, upstream):
    context = open_context(viewport=DESKTOP, base_url=keyed_server.base_url)
    page = context.new_page()
    ours = watch_requests(page, keyed_server)
    media = []
    page.on("request", lambda request: media.append(request.url) if "/giphy-media/" in request.url else None)
    upstream.giphy.search_total = 72  # three pages, then the end
    since = len(upstream.requests)
    try:
        page.goto("/gifs?q=scroll")
        expect(page.locator("[data-gif-heading]")).to_have_text("‘scroll’ 검색 결과")
        for _ in range(20):
            if any(query_of(r).get("offset") == "48" for r in giphy_searches(upstream, since)):
                break
            page.mouse.wheel(0, 4000)
            page.wait_for_timeout(300)
        # Page 1 repeats one of its ids, pages 2 and 3 one from the page before: 23 + 23 + 23 distinct GIFs.
        expect(page.locator(".gif-cell")).to_have_count(69)
        expect(page.get_by_text("마지막 GIF까지 모두 봤어요.")).to_be_visible()
    finally:
        upstream.giphy.search_total = 96
    keys = page.locator(".gif-cell").evaluate_all("cells => cells.map(c => c.dataset.key)")
    assert len(keys) == len(set(keys))
    offsets = [query_of(r)["offset"] for r in giphy_searches(upstream, since)]
    assert offsets == ["0", "24", "48"], offsets
    assert all(query_of(r)["limit"] == "24" for r in giphy_searches(upstream, since))
    # Scrolled far past the first row, its pictures are dropped again.
    page.mouse.wheel(0, 20000)
    page.wait_for_timeout(500)
    expect(page.locator(".gif-cell").first.locator("img")).not_to_have_attribute("src", re.compile("."))
    assert media and all(url.startswith(upstream.base_url) for url in media)
    assert not [url for url in ours if "giphy-media" in url or "/v1/gifs" in url]


def test_a_trending_page_that_repeats_itself_does_not_start_a_request_storm(open_context, keyed_server, upstream):
    # GIPHY repeats results across offsets: a page that adds nothing used to ask for the next one at
    # once, again and again (1,534 trending calls in 30 s). Now: at most a page a second, and the
    # list ends after three pages in a row that bring nothing new.
    context = open_context(viewport=PHONE, base_url=keyed_server.base_url)
    page = context.new_page()
    upstream.giphy.repeat_trending = True
    since = len(upstream.requests)
    try:
        page.goto("/gifs")
        expect(page.locator(".gif-cell").first).to_be_visible()
        for _ in range(12):
            page.mouse.wheel(0, 4000)
            page.wait_for_timeout(500)
        calls = [r for r in upstream.requests[since:] if r["path"] == "/giphy/v1/gifs/trending"]
        assert 1 <= len(calls) <= 5, f"{len(calls)} trending calls in 6 s"
        expect(page.locator(".gif-cell")).to_have_count(24)
        expect(page.locator("[data-gif-end]")).to_be_visible()
    finally:
        upstream.giphy.repeat_trending = False


# Records when the page asks GIPHY for GIFs by id, by the page's own clock (the one the pacer keeps).
RECORD_LOOK_UPS = """
window.lookUpTimes = [];
const originalFetch = window.fetch;
window.fetch = (url, ...rest) => {
  if (String(url).includes("/v1/gifs?")) window.lookUpTimes.push(performance.now());
  return originalFetch(url, ...rest);
};
"""
# A screen tall enough for 200 favourites to come near it at once (five a row, 40 rows of about
# 215 px): the number of look-ups is then known, and only the pacer keeps them apart.
TALL_SCREEN = {"width": 1280, "height": 8000}


def favourite_look_ups(upstream, since):
    return [query_of(r)["ids"].split(",") for r in upstream.requests[since:] if r["path"] == "/giphy/v1/gifs"]


def open_long_favourites_list(open_context, keyed_server, nickname, count=200):
    context = open_context(viewport=TALL_SCREEN, base_url=keyed_server.base_url)
    context.add_init_script(RECORD_LOOK_UPS)
    page = context.new_page()
    onboard(page, nickname)
    ids = [f"long{n}" for n in range(count)]
    star_giphy_favourites(page, ids)
    return page, ids


def test_a_long_favourites_list_is_looked_up_in_paced_batches(open_context, keyed_server, upstream):
    # The look-ups used to go out back to back, each as soon as the one before answered.
    page, ids = open_long_favourites_list(open_context, keyed_server, "즐겨찾기부자")
    since = len(upstream.requests)
    page.goto("/gifs/favourites")

    expect(page.locator("[data-gif-favourite-count]")).to_have_text("200개")
    expect(page.locator(".gif-cell img[src]")).to_have_count(200, timeout=20_000)
    look_ups = favourite_look_ups(upstream, since)
    asked = sum(look_ups, [])
    assert len(look_ups) == 4 and sorted(asked) == sorted(ids), [len(batch) for batch in look_ups]
    times = page.evaluate("window.lookUpTimes")
    gaps = [later - earlier for earlier, later in zip(times, times[1:])]
    assert len(times) == 4 and min(gaps) >= 900, f"look-ups {gaps} ms apart (the pacer allows one a second)"


def test_favourites_giphy_no_longer_has_end_their_look_ups(open_context, keyed_server, upstream):
    # GIPHY answers every look-up with nothing: after three in a row the rest are not asked for, and
    # the favourites stay titled placeholders that link to GIPHY.
    page, ids = open_long_favourites_list(open_context, keyed_server, "사라진짤")
    nothing = json.dumps(
        {
            "data": [],
            "pagination": {"total_count": 0, "count": 0, "offset": 0},
            "meta": {"status": 200, "msg": "OK", "response_id": "fake"},
        }
    ).encode()
    since = len(upstream.requests)
    upstream.fail_next(
        "/giphy/v1/gifs", exact=True, times=10, status=200, content_type="application/json", body=nothing
    )
    try:
        page.goto("/gifs/favourites")
        eventually(lambda: len(favourite_look_ups(upstream, since)) >= 3)
        page.wait_for_timeout(3000)  # three of the pacer's seconds: time for a fourth, were it allowed

        assert len(favourite_look_ups(upstream, since)) == 3
        expect(page.locator(".gif-cell")).to_have_count(200)
        expect(page.locator(".gif-cell img[src]")).to_have_count(0)
        expect(page.get_by_role("alert")).to_be_hidden()
    finally:
        upstream.stop_failing("/giphy/v1/gifs")


def test_dialog_favourite_unfavourite_and_favourites_order(open_context, keyed_server, upstream):
    context = open_context(viewport=DESKTOP, base_url=keyed_server.base_url, color_scheme="dark")
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    page = context.new_page()
    onboard(page, "짤수집가")
    page.goto("/gifs")
    cells = page.locator(".gif-cell button")
    expect(cells.nth(23)).to_be_attached()
    since = len(upstream.requests)

    cells.nth(0).click()
    dialog = page.locator("dialog[data-gif-dialog]")
    expect(dialog).to_be_visible()
    expect(dialog.locator("h2")).to_have_text("Trending 0")  # " GIF" cut from "Trending 0 GIF"
    expect(dialog.locator('[data-field="user"]')).to_have_text("Encore Tests")
    expect(dialog.locator('[data-field="rating"]')).to_have_text("G")
    expect(dialog.locator('[data-field="source"]')).to_have_text(re.compile("popkey.co"))
    expect(page.locator("[data-gif-close]")).to_be_focused()
    shot(page, "gifs-dialog-dark")
    star = dialog.get_by_role("button", name="즐겨찾기", exact=True)
    star.click()
    expect(dialog.locator("[data-gif-favourite]")).to_have_attribute("aria-pressed", "true")
    dialog.get_by_role("button", name="마크다운 복사").click()
    expect(dialog.locator("[data-gif-status]")).to_have_text("복사했어요.")
    assert re.fullmatch(
        r"!\[Trending 0\]\(http://127\.0\.0\.1:\d+/giphy-media/trend0/giphy\.gif\?.*\)",
        page.evaluate("navigator.clipboard.readText()"),
    )
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    expect(page.locator(".gif-cell").nth(0)).to_have_class(re.compile("is-favourite"))

    for index in (1, 2):
        cells.nth(index).click()
        dialog.locator("[data-gif-favourite]").click()
        expect(dialog.locator("[data-gif-favourite]")).to_have_attribute("aria-pressed", "true")
        page.mouse.click(5, 5)  # the backdrop closes the dialog
        expect(dialog).to_be_hidden()
    # Unfavourite the middle one again.
    cells.nth(1).click()
    dialog.locator("[data-gif-favourite]").click()
    expect(dialog.locator("[data-gif-favourite]")).to_have_attribute("aria-pressed", "false")
    page.keyboard.press("Escape")

    def pings():
        return [r for r in upstream.requests[since:] if r["path"].startswith("/giphy-analytics/")]

    # Pings are fire-and-forget and queue behind the grid's "SEEN" pings and media downloads.
    eventually(lambda: {"CLICK", "SENT"} <= {query_of(r).get("action_type") for r in pings()})
    assert any("pingback" in r["path"] for r in pings())

    for _attempt in range(2):  # the order survives a reload
        page.goto("/gifs/favourites")
        expect(page.locator("[data-gif-favourite-count]")).to_have_text("2개")
        expect(page.locator(".gif-cell")).to_have_count(2)
        expect(page.locator(".gif-cell button").nth(0)).to_have_attribute("aria-label", "Trending 2")
        expect(page.locator(".gif-cell button").nth(1)).to_have_attribute("aria-label", "Trending 0")
    expect(page.locator(".gif-cell img[src]")).to_have_count(2)
    shot(page, "gifs-favourites-dark")
    # Unstarring in the dialog takes the cell off the page at once; the last one leaves the empty message.
    for _ in range(2):
        page.locator(".gif-cell button").first.click()
        dialog.locator("[data-gif-favourite]").click()
        page.keyboard.press("Escape")
    expect(page.locator(".gif-cell")).to_have_count(0)
    expect(page.get_by_text("즐겨찾기 한 이미지가 없습니다.")).to_be_visible()
    expect(page.get_by_text("별 모양을 눌러 즐겨찾기 기능을 이용해 보세요.")).to_be_visible()


def test_random_with_an_error_then_success(open_context, keyed_server, upstream):
    context = open_context(viewport=PHONE, base_url=keyed_server.base_url)
    page = context.new_page()
    page.goto("/gifs/random")
    page.get_by_role("button", name="공유").click()
    expect(page.get_by_text("클릭! 버튼을 먼저 눌러주세요")).to_be_visible()
    page.get_by_label("태그").fill("nothing")
    page.get_by_role("button", name="클릭!").click()
    expect(page.get_by_role("alert")).to_contain_text("검색 결과가 없습니다.")
    upstream.fail_next("/giphy/v1/gifs/random", times=1, status=503)
    page.get_by_label("태그").fill("cat")
    page.get_by_role("button", name="클릭!").click()
    expect(page.get_by_role("alert")).to_contain_text("네트워크 상태를 확인해주세요")
    page.get_by_role("button", name="클릭!").click()
    expect(page.locator(".gif-random-title")).to_have_text(re.compile(r"^Random cat \d+$"))
    expect(page.get_by_role("alert")).to_be_hidden()
    shot(page, "gifs-random-phone")


def test_a_rejected_key_says_so(open_context, keyed_server, upstream):
    context = open_context(viewport=DESKTOP, base_url=keyed_server.base_url, locale="en-US")
    page = context.new_page()
    upstream.giphy.key_rejected = True
    try:
        page.goto("/gifs")
        expect(page.get_by_role("alert")).to_contain_text("The GIPHY API key is not valid")
        expect(page.get_by_role("button", name="Try again")).to_be_hidden()
        page.get_by_role("button", name="Dismiss").click()
        expect(page.get_by_role("alert")).to_be_hidden()
    finally:
        upstream.giphy.key_rejected = False


def test_my_gifs_upload_search_favourite_and_delete_without_giphy(open_context, server):
    context = open_context(viewport=PHONE)
    page = context.new_page()
    onboard(page, "움짤장인")
    page.goto("/gifs")
    expect(page.get_by_text("GIPHY가 설정되지 않아")).to_be_visible()
    page.get_by_text("GIF 올리기").click()
    page.get_by_label("GIF 파일").set_input_files(
        {"name": "dance.gif", "mimeType": "image/gif", "buffer": gif(80, 60, 4, seed=7)}
    )
    page.get_by_label("제목").fill("춤추는 고양이")
    page.get_by_label("태그 (쉼표로 구분)").fill("cat, #dance, 귀여움")
    page.get_by_role("button", name="올리기").click()
    page.wait_for_url(re.compile(r"/gifs/mine/[0-9a-f-]{36}$"))
    expect(page.get_by_role("heading", name="춤추는 고양이")).to_be_visible()
    expect(page.get_by_role("link", name="#dance")).to_be_visible()
    page.get_by_role("button", name="즐겨찾기", exact=True).click()
    expect(page.get_by_role("button", name="즐겨찾기 해제")).to_be_visible()
    shot(page, "gifs-mine-detail-phone")

    for query, found in (("ㅊㅊ", True), ("dance", True), ("귀여", True), ("강아지", False)):
        page.goto("/gifs")
        page.get_by_label("내 GIF 검색").fill(query)
        page.get_by_label("내 GIF 검색").press("Enter")
        page.wait_for_url(re.compile(r"q="))
        expect(page.locator(".gif-cell")).to_have_count(1 if found else 0)
    page.goto("/gifs/mine?q=cat")
    page.locator(".gif-cell a").first.click()
    dialog = page.locator("dialog[data-gif-dialog]")
    expect(dialog.locator("h2")).to_have_text("춤추는 고양이")
    expect(dialog.locator("[data-gif-favourite]")).to_have_attribute("aria-pressed", "true")
    expect(dialog.locator('[data-field="tags"]')).to_have_text("#cat #dance #귀여움")
    shot(page, "gifs-mine-dialog-phone")
    page.keyboard.press("Escape")

    page.goto("/gifs/favourites")
    expect(page.locator(".gif-cell")).to_have_count(1)
    page.goto("/gifs/mine?owner=me")
    page.goto(page.locator(".gif-cell a").first.get_attribute("href"))
    page.get_by_text("삭제", exact=True).click()
    page.get_by_role("button", name="삭제하기").click()
    page.wait_for_url(re.compile(r"/gifs/mine\?owner=me$"))
    expect(page.locator(".gif-cell")).to_have_count(0)
    page.goto("/gifs/favourites")
    expect(page.get_by_text("즐겨찾기 한 이미지가 없습니다.")).to_be_visible()


def test_gif_pages_fit_a_small_phone_in_english_and_dark(open_context, keyed_server):
    context = open_context(
        viewport={"width": 360, "height": 740}, base_url=keyed_server.base_url, locale="en-US", color_scheme="dark"
    )
    page = context.new_page()
    page.goto("/welcome")
    page.get_by_label("Nickname").fill("GifFan")
    page.get_by_role("button", name="Start").click()
    page.wait_for_url("**/")
    for path, name in (
        ("/gifs", "search"),
        ("/gifs/random", "random"),
        ("/gifs/favourites", "favourites"),
        ("/gifs/mine", "library"),
    ):
        page.goto(path)
        page.wait_for_load_state("networkidle")
        assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth"), f"{path} scrolls sideways"
        shot(page, f"gifs-{name}-en-dark-phone")
    expect(page.get_by_role("link", name="My GIFs")).to_have_attribute("aria-current", "page")
    page.goto("/gifs")
    expect(page.locator("[data-gif-heading]")).to_have_text("Trending now")
    boxes = [page.locator(".gif-cell").nth(i).bounding_box() for i in range(4)]
    assert boxes[0]["y"] == boxes[1]["y"] == boxes[2]["y"] < boxes[3]["y"], "three columns on a 360 px phone"
    page.locator(".gif-cell button").first.click()
    expect(page.get_by_role("button", name="Add to favourites")).to_be_visible()


def test_a_failed_search_waits_for_retry(open_context, keyed_server, upstream):
    context = open_context(viewport=PHONE, base_url=keyed_server.base_url)
    page = context.new_page()
    since = len(upstream.requests)
    upstream.fail_next("/giphy/v1/gifs/search", times=1, status=503)
    page.goto("/gifs?q=oops")
    expect(page.get_by_role("alert")).to_contain_text("네트워크 상태를 확인해주세요")
    page.wait_for_timeout(1000)
    assert len(giphy_searches(upstream, since)) == 1, "a failing GIPHY must not be asked again and again"
    shot(page, "gifs-network-error-phone")
    page.get_by_role("button", name="다시 시도").click()
    expect(page.locator(".gif-cell").first).to_be_attached()
    expect(page.get_by_role("alert")).to_be_hidden()
