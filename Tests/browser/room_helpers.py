"""Shortcuts for the party-room browser tests: a host with a pack, players joining by PIN, answers,
and a log of every WebSocket frame a page receives (to check nothing gives an answer away)."""

import json
import re

from conftest import onboard
from playwright.sync_api import expect
from quiz_helpers import make_packs_through_api

TV = {"width": 1920, "height": 1080}
SMALL_PHONE = {"width": 375, "height": 812}

KO = {"nickname": "닉네임", "join": "입장하기", "host": "방 만들기", "answer": "정답", "sent": "답을 보냈어요"}
EN = {"nickname": "Nickname", "join": "Join", "host": "Host a room", "answer": "Answer", "sent": "Answer sent"}


def onboard_in_english(page, nickname):
    page.goto("/welcome")
    page.get_by_label("Nickname").fill(nickname)
    page.get_by_role("button", name="Start").click()
    page.wait_for_url("**/")


def new_host(open_context, nickname, pack_title, questions, locale="ko-KR"):
    """A signed-in host on a big screen, with a poster pack of `questions` (their titles)."""
    page = open_context(viewport=TV, locale=locale, service_workers="block").new_page()
    (onboard_in_english if locale.startswith("en") else onboard)(page, nickname)
    page.goto("/quiz")
    make_packs_through_api(page, [pack_title], questions)
    return page


def open_room(page, pack_title, words=KO):
    """Opens a room of the pack from its card on /quiz; returns the room's PIN once the host's
    socket has drawn the lobby."""
    page.goto("/quiz")
    card = page.locator("[data-pack-card]").filter(has_text=pack_title)
    card.get_by_role("button", name=words["host"]).click()
    page.wait_for_url(re.compile(r"/rooms/[^/]+/host$"))
    expect(page.locator("[data-room-host]")).to_have_attribute("data-version", re.compile(r"\d"))
    pin = page.locator("[data-pin]").inner_text().strip()
    assert re.fullmatch(r"\d{6}", pin), pin
    return pin


def new_player(open_context, locale="ko-KR"):
    return open_context(viewport=SMALL_PHONE, locale=locale, service_workers="block").new_page()


def join_room(page, pin, nickname, words=KO):
    """Joins through /join/<pin> and waits until the phone's socket has drawn the room."""
    page.goto(f"/join/{pin}")
    page.get_by_label(words["nickname"], exact=True).fill(nickname)
    page.get_by_role("button", name=words["join"]).click()
    page.wait_for_url(re.compile(r"/rooms/[^/]+/play$"))
    expect(page.locator("[data-room-play]")).to_have_attribute("data-version", re.compile(r"\d"))


def answer(page, text, words=KO, last=False):
    """Types an answer and sends it. The last player to answer ends the question at once, so only
    the others can be seen waiting with their box disabled."""
    box = page.get_by_label(words["answer"], exact=True)
    expect(box).to_be_enabled()
    box.fill(text)
    box.press("Enter")
    if not last:
        expect(page.get_by_text(words["sent"])).to_be_visible()
        expect(box).to_be_disabled()


def progress(page):
    return page.locator("[data-progress]")


def phase(page, value):
    """Waits for a screen to have drawn a phase (lobby, asking, paused, revealed, finished, ended)."""
    root = page.locator("[data-room-host], [data-room-play]")
    expect(root).to_have_attribute("data-phase", value)


class FrameLog:
    """Every frame a page's room sockets receive, in order, as text."""

    def __init__(self, page):
        self.frames = []
        page.on("websocket", self._watch)

    def _watch(self, socket):
        if re.search(r"/rooms/[^/]+/socket", socket.url):
            socket.on("framereceived", self._keep)

    def _keep(self, payload):
        self.frames.append(payload if isinstance(payload, str) else payload.decode("utf-8", "replace"))

    def states(self):
        return [frame for frame in map(_parse, self.frames) if frame and frame.get("type") == "state"]


def _parse(text):
    try:
        return json.loads(text)
    except ValueError:
        return None


def _readable(text):
    """The frame as sent and with any \\u escapes undone, so a title cannot hide behind JSON escaping.
    A player's own answer echoed back to them (`me.sentAnswer`) is left out: it is their own words,
    and tells them nothing they did not type."""
    frame = _parse(text)
    if frame is None:
        return text
    me = frame.get("me") or {}
    if "sentAnswer" in me:
        me.pop("sentAnswer")
        return json.dumps(frame) + json.dumps(frame, ensure_ascii=False)
    return text + json.dumps(frame, ensure_ascii=False)


def _is_reveal_of(text, number):
    frame = _parse(text)
    if not frame or frame.get("type") != "state":
        return False
    room = frame["room"]
    return room["questionNumber"] == number and room["phase"] in ("revealed", "finished") and room["reveal"]


def assert_no_title_before_its_reveal(log, titles, who):
    """No frame before question n's reveal carries question n's title; the reveal itself does."""
    assert log.frames, f"{who} received no frames"
    for number, title in enumerate(titles, start=1):
        reveal = next((i for i, text in enumerate(log.frames) if _is_reveal_of(text, number)), None)
        assert reveal is not None, f"{who} never saw question {number} revealed"
        early = [text for text in log.frames[:reveal] if title in _readable(text)]
        assert not early, f"{who} received {title!r} before its reveal: {early[0][:300]}"
        assert title in _readable(log.frames[reveal]), f"{who}'s reveal of question {number} lacks {title!r}"


# Opens a second socket from a player's page (same cookie, same origin) and sends what no client
# should: the error frames that come back, and whether the socket is still open after them.
SEND_JUNK = """
async (path) => {
  const socket = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + path);
  const codes = [];
  socket.addEventListener("message", (event) => {
    const frame = JSON.parse(event.data);
    if (frame.type === "error") codes.push(frame.code);
  });
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve);
    socket.addEventListener("error", () => reject(new Error("the socket was refused")));
  });
  socket.send("not json");
  socket.send(JSON.stringify({ type: "bogus" }));
  socket.send("x".repeat(2000));
  const deadline = Date.now() + 5000;
  while (codes.length < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  await new Promise((resolve) => setTimeout(resolve, 300));
  const open = socket.readyState === WebSocket.OPEN;
  socket.close();
  return { codes, open };
}
"""


def send_junk(page):
    path = page.locator("[data-room-play]").get_attribute("data-socket")
    return page.evaluate(SEND_JUNK, path)
