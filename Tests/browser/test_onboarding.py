import re

from conftest import PHONE, onboard, shot
from playwright.sync_api import expect


def test_bad_then_good_nickname_with_live_messages(open_context):
    page = open_context(viewport=PHONE).new_page()
    page.goto("/")
    nickname = page.get_by_label("닉네임")
    message = page.locator("#nickname-message")

    nickname.press_sequentially("가")
    expect(message).to_have_text("닉네임을 두글자 이상 입력해주세요")
    expect(nickname).to_have_attribute("aria-invalid", "true")
    nickname.press_sequentially(" 나")
    expect(message).to_have_text("공백은 포함할 수 없습니다")
    nickname.fill("가나다라마바사아자차카")
    nickname.press("End")
    nickname.press_sequentially("!")
    expect(message).to_have_text("닉네임은 10글자 이하로 입력해주세요")
    shot(page, "onboarding-phone-ko-error")

    nickname.fill("")
    nickname.press_sequentially("팝콘러버")
    expect(message).to_have_text("사용해도 좋은 닉네임입니다!")
    expect(nickname).to_have_attribute("aria-invalid", "false")
    shot(page, "onboarding-phone-ko-ok")
    page.get_by_role("button", name="시작하기").click()

    expect(page.get_by_text("팝콘러버님, 반가워요!")).to_be_visible()
    expect(page.get_by_label("닉네임")).to_have_count(0)
    expect(page.locator(".profile-pill")).to_contain_text("팝콘러버")
    shot(page, "home-phone-ko-signed-in")


def test_server_refuses_a_bad_nickname_even_without_javascript(open_context):
    page = open_context(java_script_enabled=False).new_page()
    page.goto("/welcome")

    page.get_by_label("닉네임").fill("a")
    page.get_by_role("button", name="시작하기").click()

    expect(page.locator("#nickname-message")).to_have_text("닉네임을 두글자 이상 입력해주세요")
    page.get_by_label("닉네임").fill("노자바스크립트")
    page.get_by_role("button", name="시작하기").click()
    expect(page.get_by_text("노자바스크립트님, 반가워요!")).to_be_visible()


def test_a_taken_nickname_is_flagged_while_typing(open_context):
    first = open_context().new_page()
    first.goto("/welcome")
    first.get_by_label("닉네임").fill("선착순")
    first.get_by_role("button", name="시작하기").click()
    first.wait_for_url("**/")

    second = open_context().new_page()
    second.goto("/welcome")
    second.get_by_label("닉네임").press_sequentially("선착순")

    expect(second.locator("#nickname-message")).to_have_text("이미 사용 중인 닉네임입니다")


def test_onboarding_works_with_the_keyboard_alone(open_context):
    page = open_context().new_page()
    page.goto("/")

    page.keyboard.press("Tab")
    expect(page.get_by_role("link", name="본문으로 건너뛰기")).to_be_focused()
    for _ in range(20):
        if page.evaluate("document.activeElement.id") == "nickname":
            break
        page.keyboard.press("Tab")
    page.keyboard.type("키보드만")
    expect(page.locator("#nickname-message")).to_have_text("사용해도 좋은 닉네임입니다!")
    page.keyboard.press("Enter")

    expect(page.get_by_text("키보드만님, 반가워요!")).to_be_visible()


def refused_nickname(page, button):
    """Submits "a" as the nickname and returns the field the server sent back."""
    with page.expect_response(lambda response: response.request.method == "POST") as answer:
        page.get_by_label("닉네임").fill("a")
        page.get_by_role("button", name=button, exact=True).click()
    assert answer.value.status == 422
    nickname = page.get_by_label("닉네임")
    expect(page.locator("#nickname-message")).to_have_text("닉네임을 두글자 이상 입력해주세요")
    expect(nickname).to_have_attribute("aria-invalid", "true")
    return nickname


def animation(locator):
    return locator.evaluate("element => getComputedStyle(element).animationName")


def test_a_refused_nickname_comes_back_shaking_unless_motion_is_reduced(open_context):
    page = open_context(viewport=PHONE).new_page()
    page.goto("/welcome")
    expect(page.get_by_label("닉네임")).not_to_have_class(re.compile("shake"))
    nickname = refused_nickname(page, "시작하기")
    expect(nickname).to_have_class(re.compile(r"\bshake\b"))
    assert animation(nickname) == "shake"
    shot(page, "onboarding-refused-shake-phone-ko")

    # The settings form refuses the same way.
    onboard(page, "흔들흔들")
    page.goto("/settings")
    nickname = refused_nickname(page, "저장")
    expect(nickname).to_have_class(re.compile(r"\bshake\b"))
    assert animation(nickname) == "shake"
    shot(page, "settings-refused-shake-phone-ko")

    calm = open_context(viewport=PHONE, reduced_motion="reduce").new_page()
    calm.goto("/welcome")
    nickname = refused_nickname(calm, "시작하기")
    assert animation(nickname) == "none", "no shake when the system asks for reduced motion"
