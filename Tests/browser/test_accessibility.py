"""Every page works for everyone (#30): axe-core finds no serious or critical violation on any page,
in Korean and English, light and dark, on a phone and a desktop, signed in or not, and on the
party room's screens (host, phone, remote) at each of their moments."""

import pytest
from a11y import assert_accessible
from conftest import ARTIFACTS, DESKTOP, PHONE, onboard
from encore_server import EncoreServer
from playwright.sync_api import expect
from quiz_helpers import make_pack_through_api
from room_helpers import answer, join_room, open_room, phase

PUBLIC = (
    "/",
    "/welcome",
    "/signin",
    "/quiz",
    "/quiz/daily",
    "/quiz/daily/archive",
    "/join",
    "/boxoffice",
    "/idols",
    "/idols/groups/twice",
    "/idols/members/im-nayeon-1995",
    "/gifs",
    "/no-such-page",
)
KEYED = ("/boxoffice/daily?date=2026-11-12", "/gifs")


@pytest.fixture(scope="module")
def keyed_server(upstream):
    """An Encore with upstream keys of its own: these page loads (eight times each) must not spend
    the per-address upstream allowance the other tests' keyed server counts on."""
    keys = {
        "TMDB_API_KEY": "fake-tmdb-key",
        "KOBIS_API_KEY": "0123456789abcdef0123456789abcdef",
        "GIPHY_API_KEY": "fake-giphy-key",
    }
    encore = EncoreServer(upstream.base_url, ARTIFACTS / "server-a11y.log", extra_env=keys).start()
    yield encore
    assert encore.stop() == 0, "encore (accessibility) did not shut down gracefully"


@pytest.mark.parametrize("locale", ["ko-KR", "en-US"])
@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_every_public_page(open_context, keyed_server, locale, scheme, viewport):
    page = open_context(locale=locale, viewport=viewport, color_scheme=scheme, service_workers="block").new_page()
    for path in PUBLIC:
        page.goto(path)
        assert_accessible(page, f"{path} {locale} {scheme} {viewport['width']}")
    keyed = open_context(
        locale=locale, viewport=viewport, color_scheme=scheme, service_workers="block", base_url=keyed_server.base_url
    ).new_page()
    for path in KEYED:
        keyed.goto(path)
        assert_accessible(keyed, f"{path} (with keys) {locale} {scheme} {viewport['width']}")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_signed_in_pages_and_a_party_room(open_context, scheme):
    host = open_context(viewport=DESKTOP, color_scheme=scheme, service_workers="block").new_page()
    onboard(host, f"접근성{scheme}")
    host.goto("/quiz")
    pack = make_pack_through_api(host, f"접근성 팩 {scheme}")
    for path in ("/quiz", "/quiz/new", "/quiz/stats", "/settings", f"/quiz/packs/{pack}/stats", "/quiz/rooms"):
        host.goto(path)
        assert_accessible(host, f"{path} {scheme}")

    pin = open_room(host, f"접근성 팩 {scheme}")
    phone = open_context(viewport=PHONE, color_scheme=scheme, service_workers="block").new_page()
    phone.goto(f"/join/{pin}")
    assert_accessible(phone, f"join {scheme}")
    join_room(phone, pin, f"접근{scheme}")
    assert_accessible(host, f"host lobby {scheme}")
    assert_accessible(phone, f"phone lobby {scheme}")
    host.get_by_role("button", name="시작").click()
    phase(host, "asking")
    answer_box = phone.get_by_label("정답", exact=True)
    answer_box.wait_for(state="visible")
    assert_accessible(host, f"host question {scheme}")
    assert_accessible(phone, f"phone question {scheme}")
    answer(phone, "괴물", last=True)
    phase(host, "revealed")
    assert_accessible(host, f"host reveal {scheme}")
    assert_accessible(phone, f"phone reveal {scheme}")
    remote = host.context.new_page()
    remote.set_viewport_size(PHONE)
    remote.goto(host.url.replace("/host", "/remote"))
    expect(remote.locator("[data-room-remote]")).to_have_attribute("data-phase", "revealed")
    assert_accessible(remote, f"remote {scheme}")
