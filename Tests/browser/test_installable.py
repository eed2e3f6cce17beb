from conftest import PHONE, shot
from playwright.sync_api import expect


def test_manifest_and_icons_are_served(open_context):
    page = open_context().new_page()
    page.goto("/")

    manifest = page.evaluate("""async () => {
        const link = document.querySelector('link[rel=manifest]');
        const response = await fetch(link.href);
        return response.json();
    }""")

    assert manifest["display"] == "standalone"
    assert manifest["start_url"] == "/"
    for icon in manifest["icons"]:
        status = page.evaluate("async (src) => (await fetch(src)).status", icon["src"])
        assert status == 200, icon["src"]
    assert {icon["sizes"] for icon in manifest["icons"]} >= {"192x192", "512x512"}


def test_offline_page_when_the_network_drops(open_context):
    context = open_context(viewport=PHONE)
    page = context.new_page()
    page.goto("/")
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.wait_for_function("navigator.serviceWorker.controller !== null || (location.reload(), false)", timeout=10_000)

    context.set_offline(True)
    page.goto("/boxoffice")

    expect(page.get_by_role("heading", name="인터넷 연결이 끊겼어요")).to_be_visible()
    expect(page.get_by_role("heading", name="You're offline")).to_be_visible()
    shot(page, "offline-phone")
    context.set_offline(False)
