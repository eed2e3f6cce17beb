"""Encore's starter packs and the quick 초성 game: drawn from the catalog, or from any poster pack."""

import json
import re
import time
from pathlib import Path

from conftest import PHONE, onboard, shot
from playwright.sync_api import expect
from quiz_helpers import make_pack_through_api

DATA = Path(__file__).resolve().parents[2] / "Resources" / "Data"
INITIALS = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"


def chosung(title):
    return "".join(INITIALS[(ord(c) - 0xAC00) // 588] if 0xAC00 <= ord(c) <= 0xD7A3 else c for c in title)


def famous_korean_titles():
    movies = {m["id"]: m for m in json.loads((DATA / "movies.json").read_text())["movies"]}
    famous = json.loads((DATA / "quiz-starters.json").read_text())["quickGame"]["famous"]["ko"]
    return [movies[i]["titleKo"] for i in famous]


def test_a_quick_beginner_game_asks_famous_korean_films_with_hints(open_context):
    page = open_context(viewport=PHONE, service_workers="block").new_page()
    onboard(page, "빠른초성")
    page.goto("/quiz")
    quick = page.locator(".quick-chosung")
    expect(quick.get_by_role("radio", name=re.compile("^한국어 제목"))).to_be_checked()
    shot(page, "quiz-home-quick-phone")
    quick.get_by_role("button", name=re.compile("^초보")).click()
    page.wait_for_url(re.compile(r"/quiz/plays/[0-9a-f-]+$"))
    expect(page.locator(".play-head h1")).to_have_text("영화 초성 퀴즈 · 초보")
    card = page.locator(".chosung-card")
    expect(card).not_to_be_empty()
    clue = card.inner_text().strip()
    candidates = [t for t in famous_korean_titles() if chosung(t) == clue]
    assert candidates, f"{clue} is not a famous Korean film's 초성"
    assert all(t not in page.content() for t in candidates), "the answer is in the page"
    page.get_by_role("button", name=re.compile(r"^힌트 \(\d\)$")).click()
    expect(page.locator("[data-hint-list] dd").first).to_have_text(re.compile(r"^(19|20)\d\d$"))
    shot(page, "quiz-quick-asking-phone")
    answer = page.get_by_label("정답")
    answer.fill(candidates[0])
    answer.press("Enter")
    expect(page.locator("[data-verdict]")).to_have_text("정답!")
    expect(page.locator("[data-reveal-title]")).to_have_text(candidates[0])
    # The drawn game is the player's own: it does not join the pack list.
    page.goto("/quiz")
    expect(page.locator("[data-pack-card]").filter(has_text="영화 초성 퀴즈 · 초보")).to_have_count(0)


def test_encores_english_starter_pack_shows_first_letters(open_context):
    page = open_context(locale="en-US", viewport=PHONE, service_workers="block", color_scheme="dark").new_page()
    page.goto("/quiz")
    card = page.locator("[data-pack-card]").filter(has_text="Initials: Hollywood Hits")
    expect(card.locator(".maker-pill")).to_have_text("Encore")
    expect(page.locator(".quick-chosung").get_by_role("radio", name=re.compile("^English titles"))).to_be_checked()
    card.scroll_into_view_if_needed()
    shot(page, "quiz-home-starters-en-dark-phone")
    card.get_by_role("button", name="PLAY").click()
    # Playing needs a profile: the welcome page comes first, then back to the tab.
    page.wait_for_url(re.compile(r"/welcome"))
    page.get_by_label("Nickname").fill("Initials")
    page.get_by_role("button", name="Start").click()
    page.goto("/quiz")
    page.locator("[data-pack-card]").filter(has_text="Initials: Hollywood Hits").get_by_role(
        "button", name="PLAY"
    ).click()
    page.wait_for_url(re.compile(r"/quiz/plays/[0-9a-f-]+$"))
    expect(page.locator(".chosung-card")).to_have_text("T______")  # Titanic, the pack's first film
    shot(page, "quiz-starter-en-asking-dark-phone")
    answer = page.get_by_label("Answer")
    answer.fill("타이타닉")
    answer.press("Enter")
    expect(page.locator("[data-verdict]")).to_have_text("Correct!")


def test_any_poster_pack_plays_as_chosung(open_context):
    page = open_context(viewport=PHONE, service_workers="block").new_page()
    onboard(page, "포스터를초성")
    page.goto("/quiz")
    make_pack_through_api(page, "초성으로 바꿔 풀기")
    page.goto("/quiz")
    page.locator("[data-pack-card]").filter(has_text="초성으로 바꿔 풀기").get_by_role(
        "button", name="초성으로 풀기"
    ).click()
    page.wait_for_url(re.compile(r"/quiz/plays/[0-9a-f-]+$"))
    expect(page.locator(".play-head h1")).to_have_text("초성으로 바꿔 풀기 · 초성")
    expect(page.locator(".chosung-card")).to_have_text("ㄱㅁ")
    answer = page.get_by_label("정답")
    answer.fill("괴물")
    answer.press("Enter")
    expect(page.locator("[data-verdict]")).to_have_text("정답!")


def test_poster_starter_packs_appear_once_tmdb_is_configured(open_context, keyed_server):
    page = open_context(base_url=keyed_server.base_url, viewport=PHONE, service_workers="block").new_page()
    page.goto("/quiz")  # the first visit starts fetching the posters in the background
    for _ in range(50):
        packs = page.evaluate("() => fetch('/api/v1/quiz/packs').then(r => r.json())")
        posters = [p for p in packs if p["origin"] == "starter" and p["kind"] == "poster"]
        if posters:
            break
        time.sleep(0.2)
    # Only the two films the fake TMDB knows: every other id answers 404 and is left out.
    assert [(p["title"], p["questionCount"], p["maker"]["nickname"]) for p in posters] == [
        ("한국 영화 명작 포스터", 2, "Encore")
    ]
    page.goto("/quiz")
    card = page.locator("[data-pack-card]").filter(has_text="한국 영화 명작 포스터")
    expect(card.locator(".pack-cover img")).to_have_js_property("complete", True)
    expect(card.locator(".pack-cover img")).not_to_have_js_property("naturalWidth", 0)
    card.scroll_into_view_if_needed()
    shot(page, "quiz-home-poster-starter-phone")
