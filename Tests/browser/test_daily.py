"""오늘의 퀴즈 (#30) as people play it: a guest on a phone who runs out of tries, a profile on a desktop
who solves it with the guess box's suggestions and shares the result, in Korean and English. What the
server sends is recorded: the film is in no response before the player is done."""

import re

from a11y import assert_accessible
from conftest import DESKTOP, PHONE, onboard, shot
from playwright.sync_api import expect

TODAY = 326  # 2026-11-22 in Korea, the browser tests' clock


def record_bodies(page):
    """Every text response the page receives, in order."""
    bodies = []

    def keep(response):
        kind = response.headers.get("content-type", "")
        if "html" in kind or "json" in kind:
            try:
                bodies.append(response.text())
            except Exception:  # a redirect has no body to read
                pass

    page.on("response", keep)
    return bodies


def lose_by_skipping(page):
    for tries_left in range(6, 0, -1):
        expect(page.get_by_text(f"{tries_left}번 남았어요")).to_be_visible()
        page.get_by_role("button", name="건너뛰기 (단서 더 보기)").click()
    expect(page.get_by_role("status").filter(has_text="이번엔 놓쳤어요")).to_be_visible()


def test_a_guest_runs_out_of_tries_and_a_profile_solves_it(open_context):
    guest = open_context(viewport=PHONE, service_workers="block").new_page()
    bodies = record_bodies(guest)
    guest.goto("/quiz/daily")
    expect(guest.get_by_role("heading", name=f"오늘의 퀴즈 #{TODAY}")).to_be_visible()
    clues = guest.locator(".daily-clue")
    expect(clues).to_have_count(1)
    shot(guest, "daily-phone-start")
    lose_by_skipping(guest)
    expect(clues).to_have_count(6)
    title = guest.locator("#daily-answer-title").inner_text().split(" (")[0]
    shot(guest, "daily-phone-lost")
    # Until the last skip's page, nothing the server sent named the film (but the guess box's list
    # of every catalog title).
    final = next(index for index, body in enumerate(bodies) if "daily-answer-title" in body)
    sent = [re.sub(r"<datalist.*?</datalist>", "", body, flags=re.S) for body in bodies[:final]]
    assert title and all(title not in body for body in sent), title
    expect(guest.locator(".daily-share-row")).to_have_text("⬛⬛⬛⬛⬛⬛")

    # Someone else, on another connection: a profile on the guest's connection, who could have read
    # the film there, would solve it too but not for their record (the Swift suite's DailyRecordRulesTests).
    player = open_context(
        viewport=DESKTOP, service_workers="block", extra_http_headers={"X-Forwarded-For": "198.51.100.30"}
    ).new_page()
    onboard(player, "매일한편")
    player.goto("/quiz/daily")
    box = player.get_by_label("영화 제목")
    suggestions = player.locator("#daily-titles option")
    assert suggestions.count() > 300
    wrong = next(value for value in suggestions.evaluate_all("els => els.map(e => e.value)") if value != title)
    box.fill(wrong)
    box.press("Enter")
    expect(player.get_by_text(f"‘{wrong}’은(는) 아니에요")).to_be_visible()
    expect(box).to_be_focused()
    expect(player.locator(".daily-clue")).to_have_count(2)
    box.fill(wrong)
    box.press("Enter")
    expect(player.get_by_role("alert")).to_have_text("이미 입력한 제목이에요. 다른 제목을 입력해 보세요.")
    expect(box).to_have_value(wrong)
    box.fill(title)
    box.press("Enter")
    expect(player.get_by_role("status").filter(has_text="2번째에 맞혔어요")).to_be_visible()
    expect(player.locator(".daily-stats")).to_contain_text("현재 연속")
    shot(player, "daily-desktop-solved")

    player.context.grant_permissions(["clipboard-read", "clipboard-write"])
    player.get_by_role("button", name="결과 공유").click()
    shared = player.evaluate("navigator.clipboard.readText()")
    link = rf"http://127\.0\.0\.1:\d+/quiz/daily/{TODAY}\?r=xo"
    assert re.fullmatch(rf"Encore 오늘의 퀴즈 #{TODAY} 🟥🟩⬜⬜⬜⬜ {link}", shared), shared
    assert title not in shared

    player.goto("/")
    card = player.locator(".daily-card")
    expect(card).to_contain_text("2번째에 맞혔어요")
    expect(card).to_contain_text("연속 1일")
    shot(player, "daily-home-card")


def test_the_archive_and_an_english_reader(open_context):
    page = open_context(locale="en-US", viewport=PHONE, service_workers="block").new_page()
    page.goto("/quiz/daily/archive")
    entries = page.locator(".daily-archive-entry")
    expect(entries).to_have_count(56)  # eight weeks to a page
    expect(entries.first).to_contain_text(f"#{TODAY}")
    expect(page.get_by_role("link", name="Older ›")).to_have_attribute("href", "/quiz/daily/archive?page=2")
    entries.nth(25).get_by_role("link").click()
    expect(page.get_by_role("heading", name=f"Encore Daily #{TODAY - 25}")).to_be_visible()
    expect(page.get_by_text("does not count towards your streak")).to_be_visible()
    clue = page.locator(".daily-clue dd").first.inner_text()
    assert re.fullmatch(r"[A-Z0-9#][A-Za-z0-9_ :,.'’!?&–-]*", clue) and "_" in clue, clue
    shot(page, "daily-english-past")


def test_the_daily_is_accessible_at_each_moment(open_context):
    for locale, scheme, viewport in (("ko-KR", "light", PHONE), ("en-US", "dark", DESKTOP)):
        page = open_context(locale=locale, viewport=viewport, color_scheme=scheme, service_workers="block").new_page()
        page.goto("/quiz/daily")
        assert_accessible(page, f"daily new {locale} {scheme}")
        page.locator("form[data-daily-form] button.link-button").click()
        page.wait_for_load_state()
        assert_accessible(page, f"daily playing {locale} {scheme}")
        for _ in range(5):
            page.locator("form[data-daily-form] button.link-button").click()
            page.wait_for_load_state()
        expect(page.locator(".daily-answer")).to_be_visible()
        assert_accessible(page, f"daily over {locale} {scheme}")
        page.goto("/quiz/daily/archive")
        assert_accessible(page, f"daily archive {locale} {scheme}")
