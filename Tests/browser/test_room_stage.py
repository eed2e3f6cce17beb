"""The host's screen is a stage (#29): on the screens rooms are cast to, the lobby's QR code, the
question's poster and the reveal's poster sit wholly inside the viewport, nothing covers any of
their corners, and the page never scrolls. No room screen offers the site's navigation."""

from conftest import shot
from playwright.sync_api import expect
from room_helpers import answer, join_room, new_host, new_player, open_room, phase

# Projectors, TVs, laptops, a 4K screen and a tablet on a stand.
STAGES = ((1024, 768), (1280, 720), (1366, 768), (1280, 800), (1920, 1080), (3840, 2160), (768, 1024))

# Where the element is, whether it is inside the viewport, and which of its corners (inset past the
# rounded border) another element covers; and how far the page could scroll.
MEASURE = """(selector) => {
  const element = document.querySelector(selector);
  const box = element.getBoundingClientRect();
  const inset = Math.max(16, Math.min(box.width, box.height) * 0.04);
  const corners = [
    [box.left + inset, box.top + inset], [box.right - inset, box.top + inset],
    [box.left + inset, box.bottom - inset], [box.right - inset, box.bottom - inset],
  ];
  const covered = corners.filter(([x, y]) => {
    const hit = document.elementFromPoint(x, y);
    return !hit || !(hit === element || element.contains(hit));
  }).map(([x, y]) => {
    const hit = document.elementFromPoint(x, y);
    return `${Math.round(x)},${Math.round(y)}: ${hit ? hit.tagName + "." + hit.className : "nothing"}`;
  });
  const scroller = document.scrollingElement;
  // Reactions float up a layer no click reaches (elementFromPoint looks through it): by its box.
  const layer = document.querySelector("[data-reactions]")?.getBoundingClientRect();
  const underReactions = Boolean(layer) && layer.left < box.right && box.left < layer.right &&
    layer.top < box.bottom && box.top < layer.bottom;
  return {
    underReactions,
    inside: box.width > 0 && box.height > 0 && box.left >= 0 && box.top >= 0 &&
      box.right <= innerWidth + 0.5 && box.bottom <= innerHeight + 0.5,
    box: [box.left, box.top, box.width, box.height].map(Math.round),
    covered,
    scrolls: scroller.scrollHeight > innerHeight + 1 || scroller.scrollWidth > innerWidth + 1,
  };
}"""


def assert_on_stage(page, selector, moment):
    """At every stage size: the element is whole, uncovered, and the page does not scroll."""
    for width, height in STAGES:
        page.set_viewport_size({"width": width, "height": height})
        expect(page.locator(selector)).to_be_visible()
        # Two frames drawn at the new size (a signal, not a guess at how long layout takes).
        page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
        measured = page.evaluate(MEASURE, selector)
        where = f"{moment} at {width}×{height}: {measured}"
        assert measured["inside"], f"outside the viewport, {where}"
        assert not measured["covered"], f"corners covered, {where}"
        assert not measured["scrolls"], f"the page scrolls, {where}"
        assert not measured["underReactions"], f"reactions would float over it, {where}"
        # Large enough to read across a room: a poster nearly half the screen's height, the QR code
        # a third of its shorter side.
        least = min(width, height) * 0.3 if selector == "img.join-qr" else height * 0.45
        assert measured["box"][3] >= least, f"too small, {where}"
        shot(page, f"rooms-stage-{moment}-{width}x{height}")


def test_the_poster_and_the_qr_code_are_never_covered_at_any_stage_size(open_context):
    host = new_host(open_context, "무대감독", "무대 크기 시험", ("괴물", "기생충"))
    pin = open_room(host, "무대 크기 시험")
    phone = new_player(open_context)
    join_room(phone, pin, "관객")
    for page in (host, phone):
        expect(page.locator(".topbar, nav.tabs")).to_have_count(0)
    expect(host.get_by_role("button", name="전체 화면")).to_be_visible()
    assert_on_stage(host, "img.join-qr", "lobby")
    # The fullest reveal: teams, and the room's answers with names, beside the poster.
    host.set_viewport_size({"width": 1920, "height": 1080})
    host.get_by_role("button", name="설정").click()
    host.get_by_label("팀", exact=True).select_option("2")
    host.get_by_label("정답 공개 뒤 방의 답 보여 주기").check()
    host.get_by_label("답한 사람 이름도 보여 주기").check()
    host.get_by_role("button", name="닫기").click()

    host.set_viewport_size({"width": 1920, "height": 1080})
    host.get_by_role("button", name="시작").click()
    phase(host, "asking")
    expect(host.locator(".host-step.shown")).to_have_count(1)  # the first area is on the poster
    assert_on_stage(host, "[data-stage]", "question")

    answer(phone, "괴물", last=True)
    phase(host, "revealed")
    expect(host.locator("[data-answers] .answer-text")).to_have_text(["괴물"])
    expect(host.locator("[data-team-standings] .name")).to_have_text(["빨강 팀", "파랑 팀"])
    expect(host.locator("[data-reveal-poster]")).not_to_have_js_property("naturalWidth", 0)
    assert_on_stage(host, "[data-reveal-poster]", "reveal")
