import json
import re

from conftest import PHONE, jump_clock, onboard, shot
from playwright.sync_api import expect
from quiz_helpers import hide_tab, make_pack_through_api

TITLES = ["괴물", "기생충"]


def test_playing_wrong_right_paused_and_timed_out_without_peeking(open_context):
    # Without the service worker every request shows up as the page's own.
    page = open_context(viewport=PHONE, service_workers="block").new_page()
    onboard(page, "플레이어")
    page.goto("/quiz")
    make_pack_through_api(page, "엿보기 금지")
    page.goto("/quiz")

    # Everything the page receives, in order, to check nothing gives the answer away early.
    received = []

    def keep(response):
        if "/api/" in response.url or "/quiz/plays/" in response.url:
            try:
                received.append((response.url, response.text()))
            except Exception:
                received.append((response.url, ""))
        elif "/img/" in response.url:
            received.append((response.url, ""))

    page.on("response", keep)
    page.locator("[data-pack-card]").filter(has_text="엿보기 금지").get_by_role("button", name="PLAY").click()
    page.wait_for_url(re.compile(r"/quiz/plays/[0-9a-f-]+$"))
    expect(page.locator("[data-progress]")).to_have_text("1 / 2")

    # The first area appears after 3 s (expert) as a server-rendered, masked image.
    expect(page.locator(".poster-layer.shown")).to_have_count(1, timeout=6_000)
    assert "/reveal400-" in page.locator(".poster-layer").first.get_attribute("src")
    shot(page, "quiz-play-asking-phone-ko")

    answer = page.get_by_label("정답")
    answer.fill("살인의 추억")
    answer.press("Enter")
    expect(page.locator("[data-play-message]")).to_have_text("땡! 다시 해보세요")
    expect(answer).to_have_value("")

    answer.fill(" 괴 물! ")
    answer.press("Enter")
    expect(page.locator("[data-verdict]")).to_have_text("정답!")
    expect(page.locator("[data-reveal-title]")).to_have_text("괴물")
    expect(page.locator(".emoji-burst").first).to_be_attached()
    shot(page, "quiz-play-correct-phone-ko")
    page.get_by_role("button", name="건너뛰기").click()

    # Question 2: hide the tab for a while; the server's clock must stand still meanwhile.
    expect(page.locator("[data-progress]")).to_have_text("2 / 2")
    api = page.locator("[data-quiz-play]").get_attribute("data-quiz-play")
    jump_clock(page, 1)
    hide_tab(page, True)
    expect(page.locator("[data-paused-cover]")).to_be_visible()
    paused = page.request.get(api).json()
    assert paused["status"] == "paused"
    jump_clock(page, 4)
    still = page.request.get(api).json()
    assert still["remainingMs"] == paused["remainingMs"] and still["steps"] == paused["steps"]
    shot(page, "quiz-play-paused-phone-ko")
    hide_tab(page, False)
    expect(page.locator("[data-paused-cover]")).to_be_hidden()
    resumed = page.request.get(api).json()
    assert resumed["status"] == "asking"
    assert paused["remainingMs"] - 1_500 <= resumed["remainingMs"] <= paused["remainingMs"]

    # Then let the time run out (the real 20 s): 🤣 and the poster with its title, then the result.
    expect(page.locator("[data-verdict]")).to_have_text("시간 초과", timeout=25_000)
    expect(page.locator("[data-reveal-title]")).to_have_text("기생충")
    expect(page.locator(".emoji-rain").first).to_be_attached()
    shot(page, "quiz-play-timeout-phone-ko")

    page.wait_for_url(re.compile(r"/result$"), timeout=10_000)
    expect(page.locator("[data-score]")).to_have_text("2문제 중 1개 정답")
    expect(page.locator(".result-card h2")).to_have_text(TITLES)
    expect(page.locator(".result-card .verdict")).to_have_text(["정답!", "시간 초과"])
    shot(page, "quiz-result-phone-ko")

    # Nothing before a question ended carried its title or an unmasked poster.
    for title, number in zip(TITLES, (1, 2)):
        first = next(i for i, (_, body) in enumerate(received) if title in body)
        url, body = received[first]
        state = json.loads(body)
        state = state.get("state", state)
        assert state["status"] == "revealed" and state["questionNumber"] == number, f"{title} first seen in {url}"
    first_answer = next(i for i, (url, _) in enumerate(received) if url.endswith("/answer"))
    before = [url for url, _ in received[:first_answer] if "/img/" in url]
    assert any("/reveal400-" in url for url in before), before
    assert all(re.search(r"/img/\w+/(reveal400-|blur480/|avatar)", url) for url in before), before


def test_a_finished_play_cannot_be_resumed_or_answered(open_context):
    page = open_context().new_page()
    onboard(page, "두번은없다")
    page.goto("/quiz")
    pack = make_pack_through_api(page, "한 번만")
    token = page.locator('meta[name="csrf-token"]').get_attribute("content")
    headers = {"X-CSRF-Token": token, "Content-Type": "application/json"}
    play = page.request.post(f"/api/v1/quiz/packs/{pack}/plays", headers=headers, data="{}").json()
    api = f"/api/v1/quiz/plays/{play['id']}"
    for title in TITLES:
        assert page.request.post(f"{api}/answer", headers=headers, data=json.dumps({"answer": title})).json()["correct"]
        page.request.post(f"{api}/next", headers=headers, data="{}")

    again = page.request.post(f"{api}/answer", headers=headers, data=json.dumps({"answer": "괴물"}))
    page.goto(f"/quiz/plays/{play['id']}")

    assert again.status == 409
    page.wait_for_url(re.compile(r"/result$"))
    expect(page.locator("[data-score]")).to_have_text("2문제 중 2개 정답")
    stranger = open_context().new_page()
    onboard(stranger, "남의기록")
    assert stranger.request.get(api).status == 404


def start_playing(page, nickname, title):
    """Onboards, makes a two-question pack and starts playing it."""
    onboard(page, nickname)
    page.goto("/quiz")
    make_pack_through_api(page, title)
    page.goto("/quiz")
    page.locator("[data-pack-card]").filter(has_text=title).get_by_role("button", name="PLAY").click()
    page.wait_for_url(re.compile(r"/quiz/plays/[0-9a-f-]+$"))


def test_hints_one_at_a_time_cost_points(open_context):
    page = open_context(viewport=PHONE, service_workers="block").new_page()
    start_playing(page, "힌트쟁이", "힌트 팩")
    hint = page.get_by_role("button", name=re.compile(r"^힌트 \(\d\)$"))
    expect(hint).to_have_text("힌트 (3)")  # 괴물 in the catalog: genre, director, one letter (no year given)
    expect(page.locator("[data-hint-list] dt")).to_have_count(0)
    hint.click()
    expect(page.locator("[data-hint-list] dd").first).to_have_text("SF, 스릴러, 드라마")
    hint.click()
    expect(page.locator("[data-hint-list] dd").nth(1)).to_have_text("봉준호")
    hint.click()
    expect(page.locator("[data-hint-list] dd").nth(2)).to_have_text("괴○")
    expect(hint).to_be_disabled()
    shot(page, "quiz-play-hints-phone")
    answer = page.get_by_label("정답")
    answer.fill("괴물")
    answer.press("Enter")
    expect(page.locator("[data-verdict]")).to_have_text("정답!")
    expect(page.locator("[data-hints]")).to_be_hidden()


COUNT_AUDIO = """
window.__audio = { contexts: 0, tones: 0 };
const Real = window.AudioContext;
window.AudioContext = class extends Real {
  constructor(...args) { super(...args); window.__audio.contexts += 1; }
  createOscillator() { window.__audio.tones += 1; return super.createOscillator(); }
};
"""


def test_sound_is_off_by_default_and_follows_the_setting(open_context):
    context = open_context(viewport=PHONE, service_workers="block")
    context.add_init_script(COUNT_AUDIO)
    page = context.new_page()
    start_playing(page, "소리꾼", "소리 팩")
    answer = page.get_by_label("정답")
    answer.fill("아니야")
    answer.press("Enter")
    expect(page.locator("[data-play-message]")).to_have_text("땡! 다시 해보세요")
    assert page.evaluate("window.__audio") == {"contexts": 0, "tones": 0}, "no sound unless the setting is on"

    page.get_by_role("button", name="🔇 소리 꺼짐").click()
    expect(page.get_by_role("button", name="🔊 소리 켜짐")).to_have_attribute("aria-pressed", "true")
    answer.fill("아직도 아니야")
    answer.press("Enter")
    expect(page.locator("[data-play-message]")).to_have_text("땡! 다시 해보세요")
    for _ in range(50):  # the background loop and the buzz, synthesised (polled here: the CSP forbids eval)
        if page.evaluate("window.__audio.tones") > 1:
            break
    assert page.evaluate("window.__audio.tones") > 1
    assert page.evaluate("fetch('/api/v1/profile').then(r => r.json()).then(p => p.settings.sound)") is True
    page.reload()
    expect(page.get_by_role("button", name="🔊 소리 켜짐")).to_be_visible()


def test_leaving_from_the_pause_overlay_keeps_the_play_paused(open_context):
    page = open_context(viewport=PHONE, service_workers="block").new_page()
    start_playing(page, "잠깐나감", "나갔다 올 팩")
    play_url = page.url
    api = page.locator("[data-quiz-play]").get_attribute("data-quiz-play")
    expect(page.locator("[data-progress]")).to_have_text("1 / 2")
    page.get_by_role("button", name="일시정지").click()

    cover = page.locator("[data-paused-cover]")
    expect(cover).to_be_visible()
    expect(cover.get_by_role("button", name="계속하기")).to_be_visible()
    leave = cover.get_by_role("link", name="나가기")
    expect(leave).to_be_visible()
    paused = page.request.get(api).json()
    assert paused["status"] == "paused"
    shot(page, "quiz-play-paused-leave-phone-ko")

    leave.click()
    page.wait_for_url(re.compile(r"/quiz$"))
    expect(page.get_by_role("heading", name="퀴즈", exact=True)).to_be_visible()
    # Leaving changes nothing on the server: the play stays paused where it was.
    jump_clock(page, 1)
    still = page.request.get(api).json()
    assert still["status"] == "paused"
    assert still["remainingMs"] == paused["remainingMs"] and still["questionNumber"] == 1

    # Back on the play page the same question waits, paused, until 계속하기.
    page.goto(play_url)
    expect(page.locator("[data-paused-cover]")).to_be_visible()
    page.locator("[data-paused-cover]").get_by_role("button", name="계속하기").click()
    expect(page.locator("[data-paused-cover]")).to_be_hidden()
    assert page.request.get(api).json()["status"] == "asking"


def test_an_answer_sent_before_the_play_has_loaded_still_counts(open_context):
    page = open_context(viewport=PHONE, service_workers="block").new_page()
    # A slow network: the play's first state arrives only after the player has already pressed Enter.
    held = []
    page.route(
        re.compile(r"/api/v1/quiz/plays/[0-9a-f-]+$"),
        lambda route: held.append(route) if held == [] else route.continue_(),
    )
    start_playing(page, "성급한손", "급한 팩")
    page.wait_for_function("() => document.querySelector('[data-progress]') !== null")
    page.get_by_label("정답").fill("괴물")
    page.get_by_label("정답").press("Enter")
    assert len(held) == 1
    held[0].continue_()
    expect(page.locator("[data-verdict]")).to_have_text("정답!")
