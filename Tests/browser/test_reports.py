"""신고 (#51): a guest reports a pack from its card and it leaves everyone else's carousel at once; its
maker still sees it, under review; the report page is keyboard- and screen-reader-friendly in both
languages and both themes."""

import re

import pytest
from a11y import assert_accessible
from conftest import DESKTOP, PHONE, onboard, shot
from playwright.sync_api import expect
from quiz_helpers import make_pack_through_api
from room_helpers import answer, join_room, new_host, new_player, open_room, phase
from test_room_show import set_options


def test_a_guest_reports_a_pack_and_it_leaves_other_carousels(open_context):
    maker = open_context(viewport=DESKTOP).new_page()
    onboard(maker, "신고당할사람")
    maker.goto("/quiz")
    make_pack_through_api(maker, "수상한 퀴즈")
    maker.goto("/quiz")
    own_card = maker.locator("[data-pack-card]").filter(has_text="수상한 퀴즈")
    expect(own_card.get_by_role("link", name="신고")).to_have_count(0)

    bystander = open_context(viewport=DESKTOP).new_page()
    bystander.goto("/quiz")
    expect(bystander.locator("[data-pack-card]").filter(has_text="수상한 퀴즈")).to_have_count(1)

    guest = open_context(viewport=PHONE).new_page()
    guest.goto("/quiz")
    card = guest.locator("[data-pack-card]").filter(has_text="수상한 퀴즈")
    card.get_by_role("link", name="신고").click()
    expect(guest.get_by_role("heading", name="신고하기")).to_be_visible()
    assert_accessible(guest, "report form ko phone")
    # Sending without a reason is refused by the browser; the server says so too (tested in Swift).
    guest.get_by_label("스팸·광고").check()
    guest.get_by_label("자세한 내용").fill("다른 사이트 광고만 있어요")
    shot(guest, "report-form-phone-ko")
    guest.get_by_role("button", name="신고하기").click()
    expect(guest.get_by_role("status")).to_contain_text("수상한 퀴즈")
    assert_accessible(guest, "report sent ko phone")
    shot(guest, "report-sent-phone-ko")

    bystander.reload()
    expect(bystander.locator("[data-pack-card]").filter(has_text="수상한 퀴즈")).to_have_count(0)
    maker.reload()
    held = maker.locator(".held-packs")
    expect(held).to_contain_text("수상한 퀴즈")
    expect(held).to_contain_text("검토 중")
    shot(maker, "quiz-home-under-review-desktop-ko")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_report_page_in_english_by_keyboard(open_context, scheme):
    maker = open_context().new_page()
    onboard(maker, f"Rep{scheme}")
    maker.goto("/quiz")
    pack = make_pack_through_api(maker, f"Odd quiz {scheme}")

    page = open_context(locale="en-US", color_scheme=scheme).new_page()
    page.goto(f"/quiz/packs/{pack}/report")
    assert_accessible(page, f"report form en {scheme}")
    page.get_by_label("Something else").focus()
    page.keyboard.press("Space")
    page.get_by_label("More detail").focus()
    page.keyboard.type("It only links to a shop")
    page.get_by_role("button", name="Send report").focus()
    page.keyboard.press("Enter")
    expect(page.get_by_role("heading", name="Thanks, we got your report")).to_be_visible()
    shot(page, f"report-sent-desktop-en-{scheme}")


def test_reports_from_a_room_the_big_screens_players_and_answers_and_the_phones_pack(open_context):
    host = new_host(open_context, "방신고호스트", "방 신고 퀴즈", ("괴물", "기생충"))
    pin = open_room(host, "방 신고 퀴즈")
    set_options(host, answers=True, names=True)
    member = new_player(open_context)
    onboard(member, "프로필회원")
    join_room(member, pin, "방닉네임")
    guest = new_player(open_context)
    join_room(guest, pin, "손님")

    # The lobby: 신고 beside 내보내기 for a player with a profile; a guest who has none has no link.
    chips = host.locator("[data-player-list] .player-chip")
    expect(chips).to_have_count(2)
    report = chips.filter(has_text="방닉네임").get_by_role("link", name="방닉네임 신고하기")
    expect(report).to_have_attribute("href", re.compile(r"^/profiles/[0-9A-Fa-f-]{36}/report$"))
    expect(report).to_have_attribute("target", "_blank")
    expect(chips.filter(has_text="손님").get_by_role("link")).to_have_count(0)
    assert_accessible(host, "room lobby with report links")
    shot(host, "room-lobby-report-links-ko")

    # The phone: 신고 for the host's pack, in a new tab, so the room keeps running here.
    pack_report = member.get_by_role("link", name="이 퀴즈 신고하기")
    expect(pack_report).to_be_visible()
    with member.context.expect_page() as opened:
        pack_report.click()
    form = opened.value
    expect(form.get_by_role("heading", name="신고하기")).to_be_visible()
    expect(form.locator("main")).to_contain_text("방 신고 퀴즈")
    form.close()
    shot(member, "room-phone-lobby-report-ko")

    host.get_by_role("button", name="시작").click()
    phase(host, "asking")
    expect(member.get_by_role("link", name="이 퀴즈 신고하기")).to_be_hidden()
    answer(member, "괴물")
    answer(guest, "괴물", last=True)
    phase(host, "revealed")

    # Answers on screen: each name that has a profile is its 신고 link.
    names = host.locator("[data-answers] .answer-names")
    expect(names).to_have_text(re.compile(r"방닉네임, 손님|손님, 방닉네임"))
    expect(names.get_by_role("link", name="방닉네임 신고하기")).to_have_count(1)
    expect(names.get_by_role("link")).to_have_count(1)
    shot(host, "room-answers-report-links-ko")
