"""The 코드로 참여 box (/join): a friend types the code they were told (any case, with spaces) or
pastes the link, on a phone, and lands on the pack; a code nobody has shows the form again."""

import re

from conftest import PHONE, onboard, shot
from playwright.sync_api import expect
from quiz_helpers import make_pack_through_api
from room_helpers import new_host, open_room


def share_code(page, pack_id):
    """The share code of a pack, read from the list as any client would."""
    packs = page.request.get("/api/v1/quiz/packs").json()
    return next(pack["shareCode"] for pack in packs if pack["id"] == pack_id)


def test_joining_by_code_on_a_phone(open_context):
    maker = open_context().new_page()
    onboard(maker, "코드출제")
    maker.goto("/quiz")
    code = share_code(maker, make_pack_through_api(maker, "코드로 들어와"))

    friend = open_context(viewport=PHONE, service_workers="block").new_page()
    friend.goto("/quiz")
    friend.get_by_role("link", name="코드로 참여").click()
    expect(friend).to_have_url(re.compile(r"/join$"))
    box = friend.get_by_label("코드", exact=True)
    expect(box).to_be_focused()
    expect(box).not_to_have_class(re.compile("shake"))
    shot(friend, "quiz-join-phone-ko")

    # A code nobody has: the same form, the message, the typed code kept, the field refused.
    with friend.expect_response(re.compile(r"/join\?code=")) as answer:
        box.fill("zzzz zzzz")
        box.press("Enter")
    assert answer.value.status == 404
    expect(friend.get_by_role("alert")).to_have_text("이 코드의 퀴즈를 찾을 수 없습니다. 코드를 다시 확인해주세요.")
    box = friend.get_by_label("코드", exact=True)
    expect(box).to_have_value("zzzz zzzz")
    expect(box).to_have_attribute("aria-invalid", "true")
    expect(box).to_have_class(re.compile(r"\bshake\b"))
    shot(friend, "quiz-join-unknown-phone-ko")

    # Six digits are a room's PIN: nobody has this one, and the message is about a room.
    box.fill("123456")
    box.press("Enter")
    expect(friend.get_by_role("alert")).to_have_text("이 PIN의 방을 찾을 수 없어요. PIN을 다시 확인해 주세요.")

    # The real code, typed in lower case with a space, opens the pack.
    friend.get_by_label("코드", exact=True).fill(f" {code[:4].lower()} {code[4:].lower()} ")
    friend.get_by_role("button", name="참여하기").click()
    expect(friend).to_have_url(re.compile(f"/q/{code}$"))
    expect(friend.get_by_role("heading", name="코드로 들어와")).to_be_visible()
    expect(friend.get_by_role("button", name="PLAY")).to_be_visible()
    shot(friend, "quiz-join-found-phone-ko")

    # The whole link pasted works as well.
    friend.goto("/join")
    friend.get_by_label("코드", exact=True).fill(f"{friend.url.split('/q/')[0]}/q/{code.lower()}")
    friend.get_by_role("button", name="참여하기").click()
    expect(friend).to_have_url(re.compile(f"/q/{code}$"))


def test_joining_works_without_javascript_and_in_english(open_context):
    maker = open_context().new_page()
    onboard(maker, "노스크립트")
    maker.goto("/quiz")
    code = share_code(maker, make_pack_through_api(maker, "No script needed"))

    page = open_context(locale="en-US", viewport=PHONE, java_script_enabled=False).new_page()
    page.goto("/join")
    expect(page.get_by_role("heading", name="Join with a code")).to_be_visible()
    page.get_by_role("button", name="Join").click()
    expect(page.get_by_role("alert")).to_have_text("Please enter a code.")
    page.get_by_label("Code", exact=True).fill("not a code!")
    page.get_by_role("button", name="Join").click()
    expect(page.get_by_role("alert")).to_contain_text("A code is 6 or 8 letters and digits.")
    shot(page, "quiz-join-invalid-phone-en")
    page.get_by_label("Code", exact=True).fill(code.lower())
    page.get_by_role("button", name="Join").click()
    expect(page).to_have_url(re.compile(f"/q/{code}$"))
    expect(page.get_by_role("heading", name="No script needed")).to_be_visible()


def test_the_home_page_joins_a_party_by_pin_or_a_pack_by_code(open_context):
    """#30: the first thing on the home page is the box a guest at a party needs, then 파티 열기."""
    host = new_host(open_context, "홈방장", "홈에서 파티", ("괴물",))
    pin = open_room(host, "홈에서 파티")
    code = share_code(host, make_pack_through_api(host, "홈에서 코드로"))

    guest = open_context(viewport=PHONE, service_workers="block").new_page()
    guest.goto("/")
    box = guest.get_by_label("방 PIN(숫자 6자리) 또는 퀴즈 코드")
    expect(box).to_be_visible()
    expect(guest.get_by_role("link", name="파티 열기")).to_have_attribute("href", "/quiz")
    shot(guest, "home-join-phone-ko")
    box.fill(pin)
    box.press("Enter")
    expect(guest).to_have_url(re.compile(rf"/join/{pin}$"))
    expect(guest.get_by_text("홈에서 파티")).to_be_visible()

    guest.goto("/")
    guest.get_by_label("방 PIN(숫자 6자리) 또는 퀴즈 코드").fill(code.lower())
    guest.get_by_role("button", name="참여하기").click()
    expect(guest.get_by_role("heading", name="홈에서 코드로")).to_be_visible()
