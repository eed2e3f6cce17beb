import os
import re
import time
from pathlib import Path

import pytest
from encore_server import EncoreServer
from fake_upstream import FakeUpstream
from playwright.sync_api import expect, sync_playwright

# A busy 2-core machine runs the server, Chromium and the tests at once: checks wait as long as
# actions do (a room's host also counts 3, 2, 1 before the first question).
expect.set_options(timeout=10_000)

ARTIFACTS = Path(__file__).parent / "artifacts"
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}


@pytest.fixture(scope="session")
def upstream():
    fake = FakeUpstream().start()
    yield fake
    fake.stop()


@pytest.fixture(scope="session")
def server(upstream):
    ARTIFACTS.mkdir(exist_ok=True)
    encore = EncoreServer(upstream.base_url, ARTIFACTS / "server.log").start()
    yield encore
    exit_code = encore.stop()
    assert exit_code == 0, f"encore did not shut down gracefully (exit code {exit_code})"


@pytest.fixture(scope="session")
def keyed_server(upstream):
    """A second Encore with keys for TMDB, KOBIS and GIPHY, all being the fake upstream."""
    ARTIFACTS.mkdir(exist_ok=True)
    keys = {
        "TMDB_API_KEY": "fake-tmdb-key",
        "KOBIS_API_KEY": "0123456789abcdef0123456789abcdef",
        "GIPHY_API_KEY": "fake-giphy-key",
    }
    encore = EncoreServer(upstream.base_url, ARTIFACTS / "server-keyed.log", extra_env=keys).start()
    yield encore
    exit_code = encore.stop()
    assert exit_code == 0, f"encore (with keys) did not shut down gracefully (exit code {exit_code})"


KAKAO_KEY = "kakao-browser-tests-key"


@pytest.fixture
def kakao_server(upstream):
    """An Encore with KOBIS and Kakao keys but none for TMDB: a film's poster can only come from
    Kakao's image search (TMDB is asked first whenever it is configured). A fresh one for each test:
    a poster found once is kept for a day (`MoviePosterCache`), and each fault must meet Kakao."""
    ARTIFACTS.mkdir(exist_ok=True)
    keys = {"KOBIS_API_KEY": "0123456789abcdef0123456789abcdef", "KAKAO_REST_API_KEY": KAKAO_KEY}
    encore = EncoreServer(upstream.base_url, ARTIFACTS / "server-kakao.log", extra_env=keys).start()
    yield encore
    exit_code = encore.stop()
    assert exit_code == 0, f"encore (with a Kakao key) did not shut down gracefully (exit code {exit_code})"


@pytest.fixture(scope="session")
def browser():
    args = ["--no-sandbox"] if os.geteuid() == 0 else []
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=args)
        yield chromium
        chromium.close()


@pytest.fixture
def open_context(browser, server, request):
    """Opens fresh browser contexts (a new visitor each) and screenshots their pages on failure."""
    contexts = []

    def open_(locale="ko-KR", viewport=DESKTOP, color_scheme="light", base_url=None, **options):
        context = browser.new_context(
            base_url=base_url or server.base_url, locale=locale, viewport=viewport, color_scheme=color_scheme, **options
        )
        context.set_default_timeout(10_000)
        contexts.append(context)
        return context

    yield open_
    failed = getattr(request.node, "rep_call", None) is not None and request.node.rep_call.failed
    for index, context in enumerate(contexts):
        if failed:
            for page_index, page in enumerate(context.pages):
                name = re.sub(r"[^\w-]", "_", request.node.name)
                page.screenshot(path=str(ARTIFACTS / f"FAILED-{name}-{index}-{page_index}.png"), full_page=True)
        context.close()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    setattr(item, f"rep_{report.when}", report)


def shot(page, name):
    """Saves a screenshot to look at (Tests/browser/artifacts)."""
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)


def onboard(page, nickname, english=False):
    page.goto("/welcome")
    page.get_by_label("Nickname" if english else "닉네임").fill(nickname)
    page.get_by_role("button", name="Start" if english else "시작하기").click()
    page.wait_for_url("**/")


def jump_clock(page, seconds):
    """Moves the server's clock forward (`ENCORE_TEST_CLOCK`): what those seconds bring on the
    server (a question's time running, a poster area coming out) happens without sleeping."""
    response = page.request.post(f"/_test/clock?seconds={seconds}", headers={"X-Encore-Test-Clock": "1"})
    assert response.ok, response.status


def eventually(check, seconds=10):
    """Waits for a condition the page causes without showing it (a fire-and-forget request reaching an
    upstream): it is polled, and only a condition still false after `seconds` fails the test."""
    deadline = time.monotonic() + seconds
    while not check():
        assert time.monotonic() < deadline, "the condition never became true"
        time.sleep(0.1)


def star_giphy_favourites(page, ids):
    """Stars GIPHY GIFs through the API, as the dialog's star does, one after another (the
    favourites page lists them newest first). The page must belong to a signed-in profile."""
    page.evaluate(
        """async (ids) => {
        const token = document.querySelector('meta[name="csrf-token"]').content;
        for (const id of ids) {
            const response = await fetch("/api/v1/gifs/favourites", {
                method: "POST", headers: { "Content-Type": "application/json", "X-CSRF-Token": token },
                body: JSON.stringify({ kind: "giphy", id, title: `Favourite ${id}` }) });
            if (!response.ok) throw new Error(`starring ${id} answered ${response.status}`);
        }
    }""",
        ids,
    )
