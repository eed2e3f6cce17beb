import re

from conftest import PHONE, onboard, shot
from images import png
from playwright.sync_api import expect


def test_uploading_an_avatar_shows_it_everywhere(open_context):
    page = open_context(viewport=PHONE).new_page()
    onboard(page, "프사바꾸기")
    page.goto("/settings")

    page.get_by_label("새 아바타 사진").set_input_files({"name": "me.png", "mimeType": "image/png", "buffer": png()})
    page.get_by_role("button", name="사진 올리기").click()

    expect(page.get_by_text("아바타를 바꿨어요.")).to_be_visible()
    pill = page.locator(".profile-pill img")
    expect(pill).to_have_attribute("src", re.compile(r"^/img/"))
    expect(page.locator(".profile-pill img")).to_have_js_property("naturalWidth", 128)
    shot(page, "settings-phone-ko-avatar")


def test_a_file_that_is_not_a_picture_is_explained(open_context):
    page = open_context().new_page()
    onboard(page, "가짜사진")
    page.goto("/settings")

    page.get_by_label("새 아바타 사진").set_input_files(
        {"name": "evil.png", "mimeType": "image/png", "buffer": b"<svg onload=alert(1)>"}
    )
    page.get_by_role("button", name="사진 올리기").click()

    expect(page.get_by_role("alert")).to_have_text("JPEG, PNG, WebP, GIF 이미지만 올릴 수 있습니다.")
