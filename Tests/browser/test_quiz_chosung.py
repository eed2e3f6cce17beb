"""초성 quiz: made in the editor without posters, played as initial consonants with hints."""

import re

from conftest import PHONE, onboard, shot
from playwright.sync_api import expect


def test_making_and_playing_a_chosung_pack_with_a_hint(open_context):
    page = open_context(viewport=PHONE, service_workers="block").new_page()
    onboard(page, "초성왕")
    page.goto("/quiz")
    page.get_by_role("link", name="+ 퀴즈 만들기").click()
    search = page.get_by_label("영화 검색")
    search.fill("ㄱㅅㅊ")
    page.get_by_role("button", name="기생충 (2019)").click()
    search.fill("부산행")
    page.get_by_role("button", name=re.compile(r"^부산행 \(\d{4}\)$")).click()
    page.locator("[data-step='movies']").get_by_role("button", name="다음").click()
    page.get_by_text("초보").click()
    page.get_by_role("radio", name=re.compile(r"^초성 퀴즈")).check()
    page.locator("[data-step='level']").get_by_role("button", name="다음").click()
    # No posters and no areas: straight to the name.
    expect(page.locator("[data-step='name']")).to_be_visible()
    page.locator("[data-pack-title]").fill("초성 맞히기")
    page.locator("[data-save]").click()
    page.wait_for_url(re.compile(r"/quiz$"))
    card = page.locator("[data-pack-card]").filter(has_text="초성 맞히기")
    expect(card.locator(".kind-badge")).to_have_text("초성 퀴즈")
    shot(page, "quiz-chosung-card-phone")

    card.get_by_role("button", name="PLAY").click()
    page.wait_for_url(re.compile(r"/quiz/plays/[0-9a-f-]+$"))
    expect(page.locator(".chosung-card")).to_have_text("ㄱㅅㅊ")
    assert "기생충" not in page.content()
    page.get_by_role("button", name=re.compile(r"^힌트 \(\d\)$")).click()
    expect(page.locator("[data-hint-list] dd").first).to_have_text("2019")
    shot(page, "quiz-chosung-asking-phone")
    answer = page.get_by_label("정답")
    answer.fill("기생충")
    answer.press("Enter")
    expect(page.locator("[data-verdict]")).to_have_text("정답!")
    expect(page.locator("[data-reveal-title]")).to_have_text("기생충")
    page.get_by_role("button", name="건너뛰기").click()
    expect(page.locator(".chosung-card")).to_have_text("ㅂㅅㅎ")
