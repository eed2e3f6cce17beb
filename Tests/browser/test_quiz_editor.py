import re

from conftest import DESKTOP, PHONE, onboard, shot
from playwright.sync_api import expect
from quiz_helpers import poster_png


def click_cell(page, row, column):
    """Clicks the middle of one cell of the 50 × 75 grid."""
    box = page.locator("[data-grid]").bounding_box()
    page.mouse.click(box["x"] + (column + 0.5) * box["width"] / 50, box["y"] + (row + 0.5) * box["height"] / 75)


def upload_poster(page):
    page.get_by_label("사진 올리기").set_input_files(
        {"name": "poster.png", "mimeType": "image/png", "buffer": poster_png()}
    )
    expect(page.locator("[data-grid-image]")).to_be_visible()
    expect(page.locator("[data-grid-image]").first).to_have_js_property("naturalWidth", 400)


def test_making_a_two_question_pack_with_uploaded_posters(open_context):
    page = open_context(viewport=DESKTOP).new_page()
    onboard(page, "퀴즈장인")
    page.goto("/quiz")
    page.get_by_role("link", name="+ 퀴즈 만들기").click()

    # Movies from the built-in catalog (no TMDB key here), found by title and by initial consonants; order kept.
    search = page.get_by_label("영화 검색")
    search.fill("괴물")
    page.get_by_role("button", name="괴물 (2006)").click()
    search.fill("ㄱㅅㅊ")
    page.get_by_role("button", name="기생충 (2019)").click()
    expect(page.get_by_text("선택된 영화: 2")).to_be_visible()
    expect(page.locator("[data-selected-movies] li")).to_have_text(["괴물 빼기", "기생충 빼기"])
    shot(page, "quiz-editor-movies-desktop-ko")
    page.locator("[data-step='movies']").get_by_role("button", name="다음").click()

    # Level: 고수, three areas per poster.
    page.locator("[data-step='level']").get_by_role("button", name="다음").click()
    expect(page.get_by_text("난이도를 골라주세요")).to_be_visible()
    page.get_by_text("고수").click()
    page.locator("[data-step='level']").get_by_role("button", name="다음").click()

    # First poster: upload, then the grid rules with the reference's messages.
    expect(page.get_by_text("1 / 2 · 괴물")).to_be_visible()
    upload_poster(page)
    click_cell(page, 0, 0)
    expect(page.get_by_role("alert").filter(has_text="조금 더 안쪽")).to_have_text("조금 더 안쪽 부분을 선택해주세요!")
    click_cell(page, 10, 10)
    click_cell(page, 12, 12)
    expect(page.locator("[data-area-message]")).to_have_text("같은 영역을 선택할 수 없습니다!")
    click_cell(page, 37, 25)
    page.locator("[data-next-movie]").click()
    expect(page.locator("[data-area-message]")).to_have_text("3곳의 영역을 선택해주세요")
    click_cell(page, 65, 40)
    click_cell(page, 30, 10)
    expect(page.locator("[data-area-message]")).to_have_text("영역 선택은 최대 3개까지 가능합니다!")
    expect(page.get_by_text("선택한 영역 3 / 3")).to_be_visible()
    shot(page, "quiz-editor-grid-desktop-ko")

    # The draft survives a reload.
    page.reload()
    expect(page.get_by_text("1 / 2 · 괴물")).to_be_visible()
    expect(page.locator(".grid-area")).to_have_count(3)
    page.locator("[data-next-movie]").click()

    # Second poster by keyboard only: Enter selects the block under the cursor, arrows move it.
    expect(page.get_by_text("2 / 2 · 기생충")).to_be_visible()
    upload_poster(page)
    grid = page.locator("[data-grid]")
    grid.focus()
    grid.press("Enter")
    for _ in range(2):
        grid.press("Shift+ArrowUp")
    grid.press("Enter")
    grid.press("Backspace")
    expect(page.locator(".grid-area")).to_have_count(1)
    grid.press("Shift+ArrowUp")
    grid.press("Enter")
    for _ in range(6):
        grid.press("Shift+ArrowDown")
    grid.press("Enter")
    expect(page.locator(".grid-area")).to_have_count(3)
    page.get_by_label("추가 정답").fill("패러사이트, Parasite")
    page.locator("[data-next-movie]").click()

    # The name is required and trimmed.
    page.get_by_role("button", name="저장").click()
    expect(page.get_by_text("이름을 정해주세요")).to_be_visible()
    page.get_by_label("퀴즈 이름").fill("  봉준호 특집  ")
    page.get_by_role("button", name="저장").click()

    page.wait_for_url("**/quiz")
    card = page.locator("[data-pack-card]").filter(has_text="봉준호 특집")
    expect(card).to_be_visible()
    expect(card).to_contain_text("고수")
    expect(card).to_contain_text("2문제")
    expect(card.locator(".pack-cover img")).to_have_attribute("src", re.compile(r"/blur480/s-"))
    assert "괴물" not in page.content() and "기생충" not in page.content()
    assert page.evaluate("localStorage.getItem('encore.quiz.draft.v1.new')") is None
    shot(page, "quiz-home-desktop-ko")

    # The maker can edit it: the editor opens on the saved pack, areas and answers included.
    card.get_by_role("link", name="수정").click()
    expect(page.get_by_text("1 / 2 · 괴물")).to_be_visible()
    expect(page.locator(".grid-area")).to_have_count(3)
    page.locator("[data-next-movie]").click()
    expect(page.get_by_label("추가 정답")).to_have_value("패러사이트, Parasite")
    page.locator("[data-next-movie]").click()
    page.get_by_label("퀴즈 이름").fill("봉준호 특집 2")
    page.get_by_role("button", name="저장").click()
    page.wait_for_url("**/quiz")
    expect(page.locator("[data-pack-card]").filter(has_text="봉준호 특집 2")).to_contain_text("2문제")


def test_the_editor_fits_a_phone(open_context):
    page = open_context(viewport=PHONE, color_scheme="dark").new_page()
    onboard(page, "폰출제")
    page.goto("/quiz/new")
    page.get_by_label("영화 검색").fill("spirited")
    expect(page.get_by_role("button", name="센과 치히로의 행방불명 (2001)")).to_be_visible()
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    shot(page, "quiz-editor-phone-ko-dark")
