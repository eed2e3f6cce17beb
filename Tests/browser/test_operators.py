"""Operators (#51): the console is the site's 404 for anyone without a role; an operator made on the
command line sees a reported pack with its poster and reasons, quarantines it after giving the
password again, and its maker then sees it quarantined and can only edit or delete it. The console
is keyboard- and screen-reader-friendly in both languages and both themes."""

import re

from a11y import assert_accessible
from conftest import DESKTOP, PHONE, onboard, shot
from images import blocks_png
from playwright.sync_api import expect
from quiz_helpers import make_pack_through_api, make_packs_through_api, poster_png
from room_helpers import TV, join_room, new_player, open_room, phase

PASSWORD = "console-2026"


def make_operator(open_context, server, nickname, **options):
    page = open_context(**options).new_page()
    english = options.get("locale") == "en-US"
    onboard(page, nickname, english=english)
    page.goto("/settings")
    page.get_by_label("New password (8+ characters)" if english else "새 비밀번호 (8자 이상)").fill(PASSWORD)
    page.get_by_label("Confirm new password" if english else "새 비밀번호 확인").fill(PASSWORD)
    page.get_by_role("button", name="Save password" if english else "비밀번호 저장").click()
    expect(page.get_by_text("Password saved." if english else "비밀번호를 저장했어요.")).to_be_visible()
    assert "moderator" in server.command("operators", "grant", nickname, "--role", "moderator")
    return page


def report(open_context, pack, reason):
    guest = open_context(viewport=PHONE).new_page()
    guest.goto(f"/quiz/packs/{pack}/report")
    guest.get_by_label(reason).check()
    guest.get_by_role("button", name="신고하기").click()
    expect(guest.get_by_role("status")).to_be_visible()


def test_an_operator_quarantines_a_reported_pack_and_its_maker_can_only_edit_it(open_context, server):
    player = open_context(viewport=PHONE).new_page()
    onboard(player, "콘솔모름")
    assert player.goto("/operator").status == 404
    expect(player.get_by_role("link", name="로그인")).to_be_visible()

    maker = open_context(viewport=PHONE).new_page()
    onboard(maker, "격리될사람")
    maker.goto("/quiz")
    pack = make_pack_through_api(maker, "격리할 퀴즈")
    report(open_context, pack, "혐오·괴롭힘")

    staff = make_operator(open_context, server, "콘솔운영자", viewport=PHONE)
    assert staff.goto("/operator").status == 200
    entry = staff.locator(".operator-entry").filter(has_text="격리할 퀴즈")
    expect(entry).to_contain_text("혐오·괴롭힘")
    expect(entry).to_contain_text("× 1")
    poster = entry.locator(".operator-pictures img").first
    expect(poster).to_be_visible()
    poster.scroll_into_view_if_needed()
    staff.wait_for_function("img => img.complete && img.naturalWidth > 0", arg=poster.element_handle())
    assert_accessible(staff, "operator queue ko phone")
    shot(staff, "operator-queue-phone-ko")

    entry.get_by_label("사유 분류").select_option("hateful")
    entry.get_by_label("감사 기록에 남길 메모").fill("욕설이 담긴 제목")
    # Without the password the browser keeps the form (the server's refusal is tested in Swift).
    entry.get_by_role("button", name="격리").click()
    assert entry.get_by_label("비밀번호").evaluate("field => field.validity.valueMissing")
    entry.get_by_label("비밀번호").fill(PASSWORD)
    entry.get_by_role("button", name="격리").click()
    expect(staff.get_by_text("결정을 기다리는 신고가 없어요.")).to_be_visible()

    staff.get_by_role("link", name="처리됨").click()
    expect(staff.locator(".operator-entry").filter(has_text="격리할 퀴즈")).to_contain_text("격리")
    staff.get_by_role("link", name="감사 기록").click()
    row = staff.locator("tr").filter(has_text="격리할 퀴즈")
    expect(row).to_contain_text("quarantine")
    expect(row).to_contain_text("콘솔운영자")
    assert_accessible(staff, "operator log ko phone")
    shot(staff, "operator-log-phone-ko")
    staff.get_by_role("link", name="프로필", exact=True).click()
    staff.get_by_label("닉네임 (앞부분도 돼요)").fill("격리될")
    staff.get_by_role("button", name="찾기").click()
    found = staff.locator(".operator-entry").filter(has_text="격리될사람")
    expect(found.get_by_role("button", name="닉네임 초기화")).to_be_visible()
    assert_accessible(staff, "operator profile search ko phone")
    shot(staff, "operator-profiles-phone-ko")
    server.command("operators", "grant", "콘솔운영자", "--role", "admin")
    staff.get_by_role("link", name="금칙어").click()
    staff.get_by_label("막을 말").fill("바보멍청")
    staff.get_by_role("button", name="목록에 더하기").click()
    expect(staff.locator(".operator-words")).to_contain_text("바보멍청")
    assert_accessible(staff, "operator word list ko phone")
    shot(staff, "operator-words-phone-ko")

    maker.goto("/quiz")
    held = maker.locator(".held-packs li").filter(has_text="격리할 퀴즈")
    expect(held).to_contain_text("격리됨")
    expect(held).to_contain_text("혐오·괴롭힘")
    expect(held.get_by_role("link", name="수정")).to_be_visible()
    notice = maker.locator(".maker-notices")
    expect(notice).to_contain_text("내 퀴즈 “격리할 퀴즈”: 운영자가 격리했어요.")
    expect(notice).to_contain_text("혐오·괴롭힘")
    assert_accessible(maker, "quiz home with a maker notice ko phone")
    shot(maker, "quiz-home-quarantined-phone-ko")
    notice.get_by_role("button", name="확인").click()
    expect(maker.locator(".maker-notices")).to_have_count(0)
    expect(maker).to_have_url(f"{server.base_url}/quiz")
    assert start_play_status(maker, pack) == 404, "a quarantined pack is not even its maker's to play"


def start_play_status(page, pack):
    return page.evaluate(
        """async (id) => {
      const token = document.querySelector("meta[name=csrf-token]").content;
      const response = await fetch(`/api/v1/quiz/packs/${id}/plays`, {
        method: "POST", headers: { "X-CSRF-Token": token, "Content-Type": "application/json" }, body: "{}" });
      return response.status;
    }""",
        pack,
    )


def test_the_console_in_english_dark_by_keyboard(open_context, server):
    maker = open_context().new_page()
    onboard(maker, "DarkMaker")
    maker.goto("/quiz")
    pack = make_pack_through_api(maker, "Odd dark quiz")
    report(open_context, pack, "스팸·광고")

    staff = make_operator(open_context, server, "NightDesk", locale="en-US", color_scheme="dark", viewport=DESKTOP)
    staff.goto("/operator")
    entry = staff.locator(".operator-entry").filter(has_text="Odd dark quiz")
    expect(entry).to_contain_text("Spam or advertising")
    assert_accessible(staff, "operator queue en dark desktop")
    shot(staff, "operator-queue-desktop-en-dark")
    entry.get_by_label("Your password").focus()
    staff.keyboard.type(PASSWORD)
    staff.keyboard.press("Tab")
    expect(entry.get_by_role("checkbox", name=re.compile("^Block the pictures too"))).to_be_focused()
    staff.keyboard.press("Tab")
    expect(entry.get_by_role("button", name="Approve")).to_be_focused()
    staff.keyboard.press("Enter")
    expect(staff.get_by_text("Nothing is waiting for a decision.")).to_be_visible()
    staff.get_by_role("link", name="Word list").click()
    expect(staff.get_by_text("Only admins can change the word list.")).to_be_visible()
    assert_accessible(staff, "operator word list en dark desktop")
    maker.goto("/quiz")
    expect(maker.locator("[data-pack-card]").filter(has_text="Odd dark quiz")).to_have_count(1)


def test_a_suspended_player_is_told_why_they_cannot_host_or_publish(open_context, server):
    player = open_context(viewport=PHONE).new_page()
    onboard(player, "정지될출제자")
    player.goto("/quiz")
    make_pack_through_api(player, "정지 전 퀴즈")

    staff = make_operator(open_context, server, "정지운영자", viewport=PHONE)
    staff.goto("/operator/profiles")
    staff.get_by_label("닉네임 (앞부분도 돼요)").fill("정지될출")
    staff.get_by_role("button", name="찾기").click()
    found = staff.locator(".operator-entry").filter(has_text="정지될출제자")
    found.get_by_label("사유 분류").select_option("spam")
    found.get_by_label("기간").select_option("7d")
    found.get_by_label("비밀번호").fill(PASSWORD)
    found.get_by_role("button", name="정지", exact=True).click()
    found = staff.locator(".operator-entry").filter(has_text="정지될출제자")
    expect(found).to_contain_text("KST까지 정지됨")
    expect(found.get_by_role("button", name="정지 풀기")).to_be_visible()
    assert_accessible(staff, "operator suspended profile ko phone")
    shot(staff, "operator-profile-suspended-phone-ko")

    player.goto("/quiz")
    expect(player.locator(".maker-notices")).to_contain_text("운영자가 내 프로필을")
    expect(player.locator(".maker-notices")).to_contain_text("스팸·광고")
    card = player.locator("[data-pack-card]").filter(has_text="정지 전 퀴즈")
    card.get_by_role("button", name="방 만들기").click()
    expect(player.get_by_role("main")).to_contain_text("KST까지 정지되어 있어요")
    assert_accessible(player, "suspended host refusal ko phone")
    shot(player, "room-refused-suspended-phone-ko")

    player.goto("/quiz/new")
    player.get_by_label("영화 검색").fill("괴물")
    player.get_by_role("button", name="괴물 (2006)").click()
    player.locator("[data-step='movies']").get_by_role("button", name="다음").click()
    player.locator("[data-step='level']").get_by_role("radio", name=re.compile("^고수")).check()
    player.locator("[data-step='level']").get_by_role("button", name="다음").click()
    player.get_by_label("사진 올리기").set_input_files(
        {"name": "poster.png", "mimeType": "image/png", "buffer": poster_png()}
    )
    expect(player.locator("[data-area-message]")).to_be_visible()
    expect(player.locator("[data-area-message]")).to_contain_text("정지되어 있어요")
    shot(player, "quiz-editor-refused-suspended-phone-ko")


def test_a_blocked_picture_uploaded_again_at_another_size_is_refused(open_context, server):
    maker = open_context(viewport=PHONE).new_page()
    onboard(maker, "막힌사진출제자")
    maker.goto("/quiz")
    pack = make_packs_through_api(maker, ["막을 사진 퀴즈"], poster_bytes=blocks_png(400, 600, seed=51))[0]
    report(open_context, pack, "성적인 내용")

    staff = make_operator(open_context, server, "사진운영자", viewport=PHONE)
    staff.goto("/operator")
    entry = staff.locator(".operator-entry").filter(has_text="막을 사진 퀴즈")
    entry.get_by_label("사유 분류").select_option("sexual")
    entry.get_by_label("사진도 막기", exact=False).check()
    entry.get_by_label("비밀번호").fill(PASSWORD)
    assert_accessible(staff, "operator queue with block ko phone")
    entry.get_by_role("button", name="삭제").click()
    expect(staff.locator(".operator-entry").filter(has_text="막을 사진 퀴즈")).to_have_count(0)
    staff.get_by_role("link", name="감사 기록").click()
    expect(staff.locator("tr").filter(has_text="block-pictures")).to_contain_text("막을 사진 퀴즈")

    maker.goto("/quiz/new")
    maker.get_by_label("영화 검색").fill("괴물")
    maker.get_by_role("button", name="괴물 (2006)").click()
    maker.locator("[data-step='movies']").get_by_role("button", name="다음").click()
    maker.locator("[data-step='level']").get_by_role("radio", name=re.compile("^고수")).check()
    maker.locator("[data-step='level']").get_by_role("button", name="다음").click()
    maker.get_by_label("사진 올리기").set_input_files(
        {"name": "smaller.png", "mimeType": "image/png", "buffer": blocks_png(200, 300, seed=51)}
    )
    refusal = "이 사진은 Encore에 올릴 수 없어요. 운영자가 막은 사진이에요."
    expect(maker.locator("[data-area-message]")).to_be_visible()
    expect(maker.locator("[data-area-message]")).to_have_text(refusal)
    shot(maker, "quiz-editor-blocked-picture-phone-ko")
    maker.get_by_label("사진 올리기").set_input_files(
        {"name": "other.png", "mimeType": "image/png", "buffer": blocks_png(200, 300, seed=52)}
    )
    expect(maker.locator("[data-grid-image]").first).to_have_js_property("naturalWidth", 400)
    expect(maker.locator("[data-area-message]")).to_have_text("")


def test_an_operator_ends_a_reported_packs_running_room(open_context, server):
    host = open_context(viewport=TV, service_workers="block").new_page()
    onboard(host, "끝날방장")
    host.goto("/quiz")
    pack = make_pack_through_api(host, "끝낼 방 퀴즈")
    pin = open_room(host, "끝낼 방 퀴즈")
    phone = new_player(open_context)
    join_room(phone, pin, "끝날참가")
    report(open_context, pack, "폭력적인 내용")

    staff = make_operator(open_context, server, "방운영자", viewport=DESKTOP)
    staff.goto("/operator")
    entry = staff.locator(".operator-entry").filter(has_text="끝낼 방 퀴즈")
    expect(entry).to_contain_text(f"이 퀴즈로 PIN {pin} 방이 진행 중이에요.")
    assert_accessible(staff, "operator queue with a live room ko desktop")
    shot(staff, "operator-queue-live-room-desktop-ko")
    entry.locator(".operator-room-end").get_by_label("비밀번호").fill(PASSWORD)
    entry.get_by_role("button", name=f"PIN {pin} 방 끝내기").click()
    expect(staff.locator(".operator-entry").filter(has_text="끝낼 방 퀴즈")).not_to_contain_text(f"PIN {pin}")
    phase(phone, "ended")
