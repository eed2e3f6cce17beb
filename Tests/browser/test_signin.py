from conftest import onboard
from playwright.sync_api import expect


def test_second_browser_signs_in_with_the_password(open_context):
    phone = open_context().new_page()
    onboard(phone, "두기기")
    phone.goto("/settings")
    phone.get_by_label("새 비밀번호 (8자 이상)").fill("popcorn-2026")
    phone.get_by_label("새 비밀번호 확인").fill("popcorn-2026")
    phone.get_by_role("button", name="비밀번호 저장").click()
    expect(phone.get_by_text("비밀번호를 저장했어요.")).to_be_visible()

    laptop = open_context().new_page()
    laptop.goto("/signin")
    laptop.get_by_label("닉네임").fill("두기기")
    laptop.get_by_label("비밀번호").fill("wrong-password")
    laptop.get_by_role("button", name="로그인").click()
    expect(laptop.get_by_role("alert")).to_have_text("닉네임 또는 비밀번호가 맞지 않습니다")
    laptop.get_by_label("비밀번호").fill("popcorn-2026")
    laptop.get_by_role("button", name="로그인").click()

    expect(laptop.locator(".profile-pill")).to_contain_text("두기기")
    laptop.goto("/settings")
    expect(laptop.get_by_label("닉네임")).to_have_value("두기기")


def test_sign_out_forgets_the_profile_in_this_browser_only(open_context):
    page = open_context().new_page()
    onboard(page, "나가기")
    page.goto("/settings")
    expect(page.get_by_text("비밀번호가 없으면 로그아웃한 뒤")).to_be_visible()

    page.get_by_role("button", name="로그아웃").click()

    expect(page.get_by_role("heading", name="Encore에 오신 것을 환영해요")).to_be_visible()
    expect(page.locator(".profile-pill")).to_have_text("로그인")
