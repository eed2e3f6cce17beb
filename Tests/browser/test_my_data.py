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
