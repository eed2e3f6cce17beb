import re

import pytest
from conftest import ARTIFACTS, PHONE, onboard, shot
from encore_server import EncoreServer
from playwright.sync_api import expect
from quiz_helpers import make_pack_through_api, make_packs_through_api


def positions(page):
    return page.locator("[data-pack-position]").all_text_contents()


def test_deleting_a_middle_card_keeps_the_carousel_intact(open_context):
    page = open_context(viewport=PHONE).new_page()
    onboard(page, "카드정리")
    page.goto("/quiz")
    for title in ("첫째 팩", "둘째 팩", "셋째 팩"):
        make_pack_through_api(page, title)
    page.goto("/quiz")
    cards = page.locator("[data-pack-card]")
    total = cards.count()
    assert positions(page) == [f"{i} / {total}" for i in range(1, total + 1)]
    expect(cards.nth(0)).to_contain_text("셋째 팩")  # newest first
    shot(page, "quiz-home-phone-ko")

    # Cancelling keeps the card; confirming removes it in place and renumbers the rest.
    middle = cards.filter(has_text="둘째 팩")
    middle.get_by_role("link", name="삭제").click()
    dialog = page.get_by_role("dialog")
    expect(dialog).to_contain_text("퀴즈를 삭제하시겠습니까?")
    dialog.get_by_role("button", name="취소").click()
    expect(middle).to_be_visible()
    middle.get_by_role("link", name="삭제").click()
    dialog.get_by_role("button", name="삭제").click()

    expect(middle).to_have_count(0)
    assert positions(page) == [f"{i} / {total - 1}" for i in range(1, total)]
    expect(cards.nth(0)).to_contain_text("셋째 팩")
    expect(cards.nth(1)).to_contain_text("첫째 팩")
    box = cards.nth(1).bounding_box()
    assert box["width"] > 200 and box["height"] > 300
    page.reload()
    expect(page.locator("[data-pack-card]").filter(has_text="둘째 팩")).to_have_count(0)
    shot(page, "quiz-home-after-delete-phone-ko")


def test_only_the_maker_sees_delete_and_others_are_refused(open_context):
    maker = open_context().new_page()
    onboard(maker, "내퀴즈")
    maker.goto("/quiz")
    pack = make_pack_through_api(maker, "남이 못 지움")
    visitor = open_context().new_page()
    onboard(visitor, "구경꾼")
    visitor.goto("/quiz")

    card = visitor.locator("[data-pack-card]").filter(has_text="남이 못 지움")
    expect(card).to_be_visible()
    expect(card.get_by_role("link", name="삭제")).to_have_count(0)
    assert visitor.request.get(f"/quiz/packs/{pack}/delete").status == 403


def test_the_quiz_in_english_and_dark(open_context):
    page = open_context(locale="en-US", color_scheme="dark").new_page()
    page.goto("/welcome")
    page.get_by_label("Nickname").fill("NightOwl")
    page.get_by_role("button", name="Start").click()
    page.wait_for_url("**/")
    page.goto("/quiz")
    make_pack_through_api(page, "Late show")
    page.goto("/quiz")

    card = page.locator("[data-pack-card]").filter(has_text="Late show")
    expect(card).to_contain_text("Expert")
    expect(card).to_contain_text("2 questions")
    expect(page.get_by_role("link", name="+ Make a quiz")).to_be_visible()
    shot(page, "quiz-home-desktop-en-dark")
    card.get_by_role("button", name="PLAY").click()
    expect(page.get_by_placeholder("Type the movie title")).to_be_visible()
    expect(page.get_by_role("button", name="Pause")).to_be_visible()
    shot(page, "quiz-play-desktop-en-dark")


@pytest.fixture(scope="module")
def crowded_server(upstream):
    """An Encore of its own for more than a page of packs, so the shared server's list stays short."""
    encore = EncoreServer(upstream.base_url, ARTIFACTS / "server-crowded.log").start()
    yield encore
    assert encore.stop() == 0


def test_paging_through_more_than_fifty_packs(open_context, crowded_server):
    page = open_context(viewport=PHONE, base_url=crowded_server.base_url).new_page()
    onboard(page, "다작왕")
    page.goto("/quiz")
    make_packs_through_api(page, [f"팩 {number}번" for number in range(1, 53)], questions=["괴물"])
    page.goto("/quiz")

    carousel = page.locator("[data-pack-carousel]")
    total = int(carousel.get_attribute("data-total"))
    assert total > 52
    cards = page.locator("[data-pack-card]")
    expect(cards).to_have_count(50)
    expect(cards.first).to_contain_text("팩 52번")
    assert positions(page) == [f"{i} / {total}" for i in range(1, 51)]
    pages = page.get_by_role("navigation", name="퀴즈 팩 페이지")
    expect(pages).to_contain_text("1 / 2 페이지")
    expect(pages.get_by_role("link", name="이전")).to_have_count(0)
    pages.scroll_into_view_if_needed()
    shot(page, "quiz-home-pages-phone-ko")

    pages.get_by_role("link", name="다음").click()
    expect(page).to_have_url(re.compile(r"/quiz\?page=2$"))
    expect(cards.first).to_contain_text("팩 2번")
    assert positions(page) == [f"{i} / {total}" for i in range(51, total + 1)]
    expect(pages).to_contain_text("2 / 2 페이지")

    # Deleting on the second page renumbers from 51, out of one pack fewer.
    cards.filter(has_text="팩 2번").get_by_role("link", name="삭제").click()
    page.get_by_role("dialog").get_by_role("button", name="삭제").click()
    expect(cards.filter(has_text="팩 2번")).to_have_count(0)
    assert positions(page) == [f"{i} / {total - 1}" for i in range(51, total)]
    shot(page, "quiz-home-page-2-phone-ko")

    pages.get_by_role("link", name="이전").click()
    expect(page).to_have_url(re.compile(r"/quiz$"))
    expect(cards).to_have_count(50)
