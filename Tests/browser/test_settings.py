from conftest import DESKTOP, PHONE, onboard, shot
from playwright.sync_api import expect


def background(page):
    return page.evaluate("getComputedStyle(document.body).backgroundColor")


def test_changing_language_and_theme(open_context):
    page = open_context(viewport=PHONE, color_scheme="light").new_page()
    onboard(page, "설정바꾸기")
    light = background(page)
    page.get_by_role("link", name="내 프로필과 설정").click()
    expect(page.get_by_role("heading", name="설정", exact=True)).to_be_visible()
    shot(page, "settings-phone-ko-light")

    page.get_by_label("언어").select_option("en")
    page.get_by_label("다크").check()
    # The theme previews at once, before saving.
    expect(page.locator("html")).to_have_attribute("data-theme", "dark")
    page.get_by_role("button", name="저장", exact=True).click()

    expect(page.get_by_text("Saved.")).to_be_visible()
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.locator("html")).to_have_attribute("data-theme", "dark")
    expect(page.get_by_role("link", name="Box office")).to_be_visible()
    assert background(page) != light
    shot(page, "settings-phone-en-dark")

    page.goto("/")
    expect(page.get_by_text("Welcome back, 설정바꾸기!")).to_be_visible()
    shot(page, "home-phone-en-dark")


def test_system_theme_follows_the_device(open_context):
    dark_page = open_context(color_scheme="dark").new_page()
    light_page = open_context(color_scheme="light").new_page()

    dark_page.goto("/")
    light_page.goto("/")

    assert background(dark_page) != background(light_page)
    shot(dark_page, "home-desktop-ko-dark-anonymous")
    shot(light_page, "home-desktop-ko-light-anonymous")


def test_tabs_sit_at_the_bottom_on_phones_and_the_top_on_wide_screens(open_context):
    phone = open_context(viewport=PHONE).new_page()
    desktop = open_context(viewport=DESKTOP).new_page()

    phone.goto("/quiz")
    desktop.goto("/quiz")

    phone_tabs = phone.get_by_role("navigation", name="섹션").bounding_box()
    desktop_tabs = desktop.get_by_role("navigation", name="섹션").bounding_box()
    assert phone_tabs["y"] + phone_tabs["height"] >= PHONE["height"] - 2
    assert desktop_tabs["y"] < 80
    for page in (phone, desktop):
        expect(page.get_by_role("link", name="퀴즈", exact=True)).to_have_attribute("aria-current", "page")
        for label in ("퀴즈", "박스오피스", "아이돌", "GIF"):
            expect(page.get_by_role("navigation", name="섹션").get_by_role("link", name=label)).to_be_visible()
    shot(phone, "quiz-preview-phone-ko")
    shot(desktop, "quiz-preview-desktop-ko")


def test_english_browser_gets_english_pages(open_context):
    page = open_context(locale="en-US").new_page()

    page.goto("/")

    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.get_by_role("heading", name="Welcome to Encore")).to_be_visible()
    shot(page, "home-desktop-en-light-anonymous")


def test_text_at_200_percent_keeps_the_layout_usable(open_context):
    page = open_context(viewport=PHONE).new_page()
    page.goto("/")
    page.evaluate("document.documentElement.style.fontSize = '200%'")

    width = page.evaluate("document.documentElement.scrollWidth")

    assert width <= PHONE["width"] + 1, "page scrolls sideways at 200% text"
    shot(page, "home-phone-ko-200pct")
