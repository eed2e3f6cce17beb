"""Keyboard only (#30): a solo question and a party room's phone, played with Tab, typing and Enter,
never the mouse. Each control is reached in the page's own tab order."""

import re

from conftest import PHONE, onboard
from playwright.sync_api import expect
from quiz_helpers import make_pack_through_api
from room_helpers import new_host, open_room, phase

IS_FOCUSED = "(element) => element === document.activeElement"


def tab_to(page, locator, presses=120):
    """Presses Tab until `locator` has the focus; fails when the tab order never reaches it."""
    target = locator.element_handle()
    for _ in range(presses):
        if target.evaluate(IS_FOCUSED):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {locator}")


def test_a_solo_question_by_keyboard(open_context):
    page = open_context(viewport=PHONE, service_workers="block").new_page()
    onboard(page, "자판")
    page.goto("/quiz")
    make_pack_through_api(page, "자판으로 풀기")
    page.goto("/quiz")

    card = page.locator("[data-pack-card]").filter(has_text="자판으로 풀기")
    tab_to(page, card.get_by_role("button", name="PLAY"))
    page.keyboard.press("Enter")
    page.wait_for_url(re.compile(r"/quiz/plays/[0-9a-f-]+$"))
    answer = page.get_by_label("정답")
    tab_to(page, answer)
    page.keyboard.type("괴물")
    page.keyboard.press("Enter")
    expect(page.locator("[data-verdict]")).to_have_text("정답!")
    tab_to(page, page.get_by_role("button", name="건너뛰기"))
    page.keyboard.press("Enter")
    expect(page.locator("[data-progress]")).to_have_text("2 / 2")


def test_a_room_phone_by_keyboard(open_context):
    host = new_host(open_context, "자판방장", "자판 방", ("괴물",))
    pin = open_room(host, "자판 방")
    phone = open_context(viewport=PHONE, service_workers="block").new_page()
    phone.goto(f"/join/{pin}")
    nickname = phone.get_by_label("닉네임", exact=True)
    tab_to(phone, nickname)
    phone.keyboard.type("자판손님")
    phone.keyboard.press("Enter")
    phone.wait_for_url(re.compile(r"/rooms/[^/]+/play$"))
    phase(phone, "lobby")

    host.get_by_role("button", name="시작").click()
    box = phone.get_by_label("정답", exact=True)
    expect(box).to_be_visible()  # the question is on (the lobby's hidden box is enabled too)
    expect(box).to_be_enabled()  # and the 3, 2, 1 is over
    tab_to(phone, box)
    phone.keyboard.type("괴물")
    phone.keyboard.press("Enter")
    phase(phone, "revealed")
    expect(phone.locator("[data-verdict]")).to_have_text("정답!")

    # A reaction, and 나가기 asks first: Escape keeps the player in the room.
    tab_to(phone, phone.get_by_role("button", name="박수"))
    phone.keyboard.press("Enter")
    expect(host.locator("[data-reactions] .reaction")).to_have_count(1)
    tab_to(phone, phone.get_by_role("button", name="나가기"))
    phone.keyboard.press("Enter")
    expect(phone.get_by_role("dialog")).to_be_visible()
    phone.keyboard.press("Escape")
    expect(phone.get_by_role("dialog")).to_be_hidden()
    phase(phone, "revealed")


def test_the_daily_by_keyboard(open_context):
    page = open_context(viewport=PHONE, service_workers="block").new_page()
    page.goto("/quiz/daily")
    box = page.get_by_label("영화 제목")
    tab_to(page, box)
    page.keyboard.type("자판으로 친 제목")
    page.keyboard.press("Enter")
    expect(page.get_by_text("‘자판으로 친 제목’은(는) 아니에요")).to_be_visible()
    expect(box).to_be_focused()  # straight on to the next try
    for tries_left in range(5, 0, -1):
        expect(page.get_by_text(f"{tries_left}번 남았어요")).to_be_visible()
        tab_to(page, page.get_by_role("button", name="건너뛰기 (단서 더 보기)"))
        page.keyboard.press("Enter")
    expect(page.get_by_role("status").filter(has_text="이번엔 놓쳤어요")).to_be_visible()
    tab_to(page, page.get_by_role("button", name="결과 공유"))
