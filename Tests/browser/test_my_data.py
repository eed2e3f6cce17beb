"""내 데이터 내려받기 (#51): Settings hands the player one JSON file with their own quizzes, plays
and favourites; the page stays keyboard- and screen-reader-friendly."""

import json

from a11y import assert_accessible
from conftest import PHONE, onboard, shot
from playwright.sync_api import expect
from quiz_helpers import make_pack_through_api


def test_a_player_downloads_their_data_from_settings(open_context):
    page = open_context(viewport=PHONE).new_page()
    onboard(page, "내려받는사람")
    page.goto("/quiz")
    make_pack_through_api(page, "내 데이터 퀴즈")

    page.goto("/settings")
    link = page.get_by_role("link", name="내 데이터 내려받기")
    link.scroll_into_view_if_needed()
    expect(link).to_be_visible()
    assert_accessible(page, "settings with my data ko phone")
    shot(page, "settings-my-data-phone-ko")
    with page.expect_download() as download_info:
        link.click()
    download = download_info.value
    assert download.suggested_filename.startswith("encore-data-")
    data = json.loads(open(download.path(), encoding="utf-8").read())
    assert data["profile"]["nickname"] == "내려받는사람"
    assert [pack["title"] for pack in data["packs"]] == ["내 데이터 퀴즈"]
    assert len(data["packs"][0]["questions"]) == 2


def test_a_player_deletes_their_profile_from_settings(open_context):
    page = open_context(viewport=PHONE).new_page()
    onboard(page, "떠나는사람")
    page.goto("/quiz")
    make_pack_through_api(page, "떠나는 퀴즈")

    page.goto("/settings")
    form = page.locator("#delete-profile")
    form.scroll_into_view_if_needed()
    shot(page, "settings-delete-phone-ko")
    # Without the box ticked the browser keeps the form (the server's refusal is tested in Swift).
    form.get_by_role("button", name="프로필 삭제").click()
    assert form.get_by_label("되돌릴 수 없다는 것을 이해했어요").evaluate("box => box.validity.valueMissing")
    form.get_by_label("되돌릴 수 없다는 것을 이해했어요").check()
    form.get_by_role("button", name="프로필 삭제").click()
    expect(page.get_by_role("status")).to_contain_text("프로필을 삭제했어요")
    assert_accessible(page, "home after deleting a profile ko phone")
    shot(page, "home-after-delete-phone-ko")

    other = open_context().new_page()
    other.goto("/quiz")
    expect(other.locator("[data-pack-card]").filter(has_text="떠나는 퀴즈")).to_have_count(0)
    other.goto("/welcome")
    other.get_by_label("닉네임").fill("떠나는사람")
    other.get_by_role("button", name="시작하기").click()
    expect(other.get_by_text("이미 사용 중인 닉네임")).to_be_visible()
