"""Sharing a quiz: the maker shares the link, someone in a fresh browser (no profile) plays it at once,
and shares a result that gives no answer away."""

import re

from conftest import PHONE, onboard, shot
from playwright.sync_api import expect
from quiz_helpers import make_pack_through_api


def test_playing_through_a_share_link_in_a_fresh_browser(open_context):
    maker = open_context(viewport=PHONE).new_page()
    onboard(maker, "공유왕")
    maker.goto("/quiz")
    make_pack_through_api(maker, "친구야 맞혀봐")
    maker.goto("/quiz")
    card = maker.locator("[data-pack-card]").filter(has_text="친구야 맞혀봐")
    maker.context.grant_permissions(["clipboard-read", "clipboard-write"])
    card.get_by_role("button", name="공유").click()
    link = maker.evaluate("navigator.clipboard.readText()")
    match = re.search(r"(http://127\.0\.0\.1:\d+/q/([2-9A-HJKMNP-Z]{8}))$", link)
    assert match and "친구야 맞혀봐" in link, link
    url, code = match.group(1), match.group(2)

    friend = open_context(viewport=PHONE, service_workers="block").new_page()
    friend.goto(url.replace(code, code.lower()))  # typed in lower case, still found
    expect(friend).to_have_url(re.compile(f"/q/{code}$"))
    expect(friend.get_by_role("heading", name="친구야 맞혀봐")).to_be_visible()
    expect(friend.get_by_text(code)).to_be_visible()
    expect(friend.get_by_text("프로필 없이 바로 플레이할 수 있어요")).to_be_visible()
    assert "괴물" not in friend.content() and "기생충" not in friend.content()
    shot(friend, "quiz-share-landing-phone")
    friend.get_by_role("button", name="PLAY").click()
    friend.wait_for_url(re.compile(r"/quiz/plays/[0-9a-f-]+$"))
    expect(friend.locator(".profile-pill")).to_contain_text("손님")

    for title in ("괴물", "기생충"):
        answer = friend.get_by_label("정답")
        answer.fill(title)
        answer.press("Enter")
        expect(friend.locator("[data-verdict]")).to_have_text("정답!")
        friend.get_by_role("button", name="건너뛰기").click()
    friend.wait_for_url(re.compile(r"/result$"))
    friend.context.grant_permissions(["clipboard-read", "clipboard-write"])
    friend.get_by_role("button", name="결과 공유").click()
    expect(friend.get_by_text("링크를 복사했어요.")).to_be_visible()
    shared = friend.evaluate("navigator.clipboard.readText()")
    assert shared.startswith("Encore 퀴즈 2/2 🎬 ‘친구야 맞혀봐’ http://") and shared.endswith(f"/q/{code}"), shared
    assert "괴물" not in shared and "기생충" not in shared
    shot(friend, "quiz-share-result-phone")
    # Their statistics, and the pack's: charts drawn on the server, with the same numbers as tables.
    friend.get_by_role("link", name="내 기록").click()
    expect(friend.get_by_role("heading", name="내 기록")).to_be_visible()
    expect(friend.locator(".stat-tiles dd").nth(1)).to_have_text("100%")
    chart = friend.locator(".stat-chart img")
    expect(chart).not_to_have_js_property("naturalWidth", 0)
    assert "정답률" in chart.get_attribute("alt")
    expect(friend.locator(".stat-table tbody tr")).to_have_count(1)
    shot(friend, "quiz-stats-phone")
    friend.go_back()
    friend.get_by_role("link", name="이 퀴즈의 통계").click()
    expect(friend.get_by_role("heading", name="‘친구야 맞혀봐’ 통계")).to_be_visible()
    expect(friend.locator(".stat-chart img").first).not_to_have_js_property("naturalWidth", 0)
    assert "괴물" not in friend.content()  # only the maker sees the answers next to the numbers
    shot(friend, "quiz-pack-stats-phone")
