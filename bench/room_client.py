"""A party room as bench/rooms.py drives it (docs/rooms.md): a host who opens a room of a pack made
for the run, players who join through the API and hold a WebSocket each, and for every socket what
it saw: each state frame's version, and when the first frame of each (phase, question) arrived.

Needs the `websockets` package (Tests/browser/requirements.txt; run with .venv/bin/python).
"""

import asyncio
import http.client
import json
import os
import random
import re
import time
import urllib.error
import urllib.parse
from pathlib import Path

from client import EncoreClient
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidStatus

ROOT = Path(__file__).resolve().parents[1]
# Titles with Hangul in them: a 초성 question needs something its clue hides.
TITLES = [
    m["titleKo"]
    for m in json.loads((ROOT / "Resources/Data/movies.json").read_text())["movies"]
    if re.search("[가-힣]", m["titleKo"])
]
RUN_TAG = "".join(random.choices("abcdefghijklmnopqrstuvwxyz0123456789", k=2))
WRONG_ANSWER = "틀린답"


class RoomFailure(Exception):
    """Something the server refused or never did: the run cannot go on, or must not pass."""


# ---------------------------------------------------------------- HTTP: host, pack, room, joins


def _text(data, limit=300):
    """A response body for a message: text as it reads, cut short."""
    return bytes(data or b"")[:limit].decode("utf-8", "replace")


def host_client(base, nickname_prefix, forwarded_for=None):
    """A signed-in host (a new profile; nicknames are 2–10 characters)."""
    last = None
    for _ in range(3):
        client = EncoreClient(base, forwarded_for=forwarded_for)
        nickname = f"{nickname_prefix}{RUN_TAG}{random.randint(0, 9999):04d}"[:10]
        try:
            client.create_profile(nickname)
            return client
        except urllib.error.HTTPError as error:
            last = f"{error.code} {_text(error.read())}"
            if error.code != 409:  # only a taken nickname is worth another try
                break
    raise RoomFailure(f"POST /api/v1/profile on {base}: {last}")


def call(client, method, path, body=None, expect=(200, 201)):
    try:
        status, answer = client.request_json(method, path, body)
    except urllib.error.HTTPError as error:
        raise RoomFailure(f"{method} {path} on {client.base_url}: {error.code} {_text(error.read())}") from None
    except OSError as error:
        raise RoomFailure(f"{method} {path} on {client.base_url}: {error}") from None
    if status not in expect:
        raise RoomFailure(f"{method} {path} on {client.base_url}: {status}, expected {expect}")
    return answer


def make_pack(client, count):
    """A 초성 pack of `count` catalogue titles, made by the host; its answers in question order."""
    titles = random.sample(TITLES, count)
    draft = {
        "title": f"방 벤치 {RUN_TAG} {random.randint(0, 99999)}",
        "level": "beginner",
        "kind": "chosung",
        "questions": [{"title": title, "poster": {}, "areas": []} for title in titles],
    }
    pack = call(client, "POST", "/api/v1/quiz/packs", draft, expect=(201,))
    return pack["id"], titles


class Room:
    def __init__(self, created):
        try:
            self.pin = str(created["pin"])
            self.id = str(created.get("id") or created["roomID"])
        except (KeyError, TypeError, AttributeError):
            raise RoomFailure(f"POST /api/v1/rooms answered without pin and id: {created!r}") from None
        path = created.get("hostSocketPath") or created.get("socketPath") or f"/rooms/{self.id}/socket"
        # The host's socket says who it is with ?role=host (the host page's socketPath does too).
        self.host_socket_path = path if "role=host" in path else path + ("&" if "?" in path else "?") + "role=host"


def open_room(client, pack_id, hints=False):
    return Room(call(client, "POST", "/api/v1/rooms", {"packID": pack_id, "hints": hints}, expect=(201,)))


class Ticket:
    def __init__(self, base, nickname, address, answer):
        self.base, self.nickname, self.address = base, nickname, address
        self.player_id = answer.get("playerID")
        self.token = answer.get("token")
        self.socket_path = answer.get("socketPath")
        if not self.token or not self.socket_path:
            raise RoomFailure(f"{nickname}: the join answered without token and socketPath: {answer!r}")


def _http(base, method, path, headers, body=None):
    parsed = urllib.parse.urlsplit(base)
    connection_type = http.client.HTTPSConnection if parsed.scheme == "https" else http.client.HTTPConnection
    connection = connection_type(parsed.hostname, parsed.port, timeout=30)
    try:
        connection.request(method, path, body=body, headers=headers)
        response = connection.getresponse()
        data = response.read()
        return response.status, response.headers, data
    finally:
        connection.close()


def room_summary(base, pin, address=None):
    """GET /api/v1/rooms/{pin}: (status, body, CSRF token the API hands a client without one)."""
    headers = {"Accept": "application/json"}
    if address:
        headers["X-Forwarded-For"] = address
    status, headers, data = _http(base, "GET", f"/api/v1/rooms/{pin}", headers)
    token = headers.get("X-CSRF-Token")
    if not token:
        for value in headers.get_all("Set-Cookie") or []:
            name, _, rest = value.partition("=")
            if name.strip() == "encore_csrf":
                token = rest.split(";", 1)[0]
    try:
        body = json.loads(data) if data else None
    except ValueError:
        body = data[:300]
    return status, body, token


def join(base, pin, nickname, address):
    """A phone: reads the room by its PIN (which also hands it a CSRF token), then joins as a guest."""
    for attempt in range(4):
        status, body, token = room_summary(base, pin, address)
        if status == 429 and attempt < 3:
            time.sleep(1 + attempt)
            continue
        if status != 200 or not token:
            raise RoomFailure(
                f"{nickname}: GET /api/v1/rooms/{pin} on {base}: {status} {body!r}"
                + ("" if token else " (no CSRF token)")
            )
        headers = {
            "Content-Type": "application/json",
            "Accept": "application/json",
            "X-CSRF-Token": token,
            "Cookie": f"encore_csrf={token}",
            "X-Forwarded-For": address,
        }
        status, headers, data = _http(
            base, "POST", f"/api/v1/rooms/{pin}/players", headers, json.dumps({"nickname": nickname}).encode()
        )
        if status == 429 and attempt < 3:
            time.sleep(float(headers.get("Retry-After") or 1 + attempt))
            continue
        if status != 201:
            raise RoomFailure(f"{nickname}: POST /api/v1/rooms/{pin}/players on {base}: {status} {_text(data)}")
        return Ticket(base, nickname, address, json.loads(data))
    raise RoomFailure(f"{nickname}: still rate limited after 4 tries")


def address_of(number):
    """A forwarded address per simulated phone (believed only behind a trusted proxy)."""
    return f"10.{200 + number // 65536 % 50}.{number // 256 % 256}.{number % 256}"


# ---------------------------------------------------------------- frames

_VALUE = re.compile(r'\s*:\s*("(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|null|true|false)')
_PEEKED = ("type", "version", "phase", "questionNumber", "questionStartedAt")


def peek(raw):
    """The few fields a socket's bookkeeping needs, without parsing the whole frame: with 200
    players a state frame is ~15 KB, and parsing every one would make this process, not the
    server, the slow part of the measurement (str.find runs at memchr speed). The contract has each
    of these names once per frame as a key (`type`, `version` at the top, the others in `room`); a
    name found as a string value is passed over. Check mode compares this with a full parse of every
    frame, so a server that breaks the assumption is caught there."""
    found = {}
    for name in _PEEKED:
        quoted = f'"{name}"'
        at = raw.find(quoted)
        while at >= 0:
            match = _VALUE.match(raw, at + len(quoted))
            if match:
                found[name] = json.loads(match.group(1))
                break
            at = raw.find(quoted, at + 1)
        else:
            found[name] = None
    return found


def head_of(message):
    """The same fields, from a parsed frame."""
    room = message.get("room") if isinstance(message.get("room"), dict) else {}
    version = message.get("version", room.get("version"))
    return {
        "type": message.get("type"),
        "version": version,
        "phase": room.get("phase"),
        "questionNumber": room.get("questionNumber"),
        "questionStartedAt": room.get("questionStartedAt"),
    }


class Seen:
    """The first state frame of one (phase, question) on one socket: when it reached the socket
    (`at`) and when this client read it (`read_at`, later on a busy machine), in ms."""

    __slots__ = ("at", "version", "started_at", "read_at")

    def __init__(self, at, version, started_at, read_at=None):
        self.at, self.version, self.started_at = at, version, started_at
        self.read_at = at if read_at is None else read_at


class RoomSocket:
    """One WebSocket in the room and everything it received.

    full=True parses every frame (the host's one socket, and check mode, which keeps each state by
    version to compare sockets); otherwise frames are only peeked at, and the latest kept raw."""

    def __init__(self, label, url, origin, headers, full=False, keep_states=False):
        self.label, self.url, self.origin, self.headers = label, url, origin, headers
        self.full, self.keep_states = full or keep_states, keep_states
        self.ws = None
        self.reader = None
        self.frames = 0
        self.version = None
        self.backwards = []  # (version before, version after)
        self.seen = {}  # (phase, questionNumber) -> Seen
        self.phase, self.number = None, None
        self.latest_raw = None
        self.latest_message = None  # the latest state, parsed (full only)
        self.states = {}  # version -> room (keep_states)
        self.errors = []  # error frames, as parsed
        self.other = []  # removed frames, unknown types, binary frames
        self.reactions = []  # reaction frames' emoji (only the host's sockets get them)
        self.peek_mismatches = []
        self.closed = None  # why the socket closed, once it did
        self.on_state = None  # callback(socket, head) after each state frame

    async def open(self):
        try:
            self.ws = await connect(
                self.url,
                origin=self.origin,
                additional_headers=self.headers,
                # As a browser: no pings of its own, no proxy from the environment; deflate is offered
                # (browsers offer it too), the server decides.
                ping_interval=None,
                proxy=None,
                open_timeout=20,
                close_timeout=5,
                max_size=4 * 1024 * 1024,
            )
        except InvalidStatus as error:
            raise RoomFailure(
                f"{self.label}: the WebSocket was refused: HTTP {error.response.status_code} "
                f"{_text(error.response.body)} ({self.url})"
            ) from None
        except (TimeoutError, OSError, InvalidHandshake) as error:
            raise RoomFailure(f"{self.label}: the WebSocket did not open: {error!r} ({self.url})") from None
        self.reader = asyncio.create_task(self._read())
        return self

    async def _read(self):
        try:
            async for raw in self.ws:
                at = time.time() * 1000
                self._frame(raw, at)
            self.closed = f"closed by the server ({self.ws.close_code} {self.ws.close_reason!r})"
        except ConnectionClosed as error:
            self.closed = f"connection lost ({error!r})"
        except Exception as error:  # a bug here must not vanish inside a task
            self.closed = f"reader failed: {error!r}"
            raise

    def _frame(self, raw, at, read_at=None):
        self.frames += 1
        if isinstance(raw, bytes):
            self.other.append(("binary", len(raw)))
            return
        message = None
        if self.full:
            message = json.loads(raw)
            head = head_of(message)
            peeked = peek(raw)
            if head["type"] == "state" and peeked != head:
                self.peek_mismatches.append((peeked, head))
        else:
            head = peek(raw)
            if head["type"] is None or (head["type"] == "state" and head["version"] is None):
                message = json.loads(raw)
                head = head_of(message)
        kind = head["type"]
        if kind == "reaction":
            self.reactions.append((message or json.loads(raw)).get("emoji"))
            return
        if kind == "error":
            self.errors.append(message or json.loads(raw))
            return
        if kind != "state":
            self.other.append(message or json.loads(raw))
            return
        version = head["version"]
        if self.version is not None and version < self.version:
            self.backwards.append((self.version, version))
        self.version = version if self.version is None else max(self.version, version)
        self.phase, self.number = head["phase"], head["questionNumber"]
        key = (self.phase, self.number)
        if key not in self.seen:
            self.seen[key] = Seen(at, version, head["questionStartedAt"], read_at)
        self.latest_raw = raw
        self.latest_message = message
        if self.keep_states:
            room = dict(message["room"])
            room.pop("remainingMs", None)  # counted at the frame's serverTime: differs by design
            self.states.setdefault(version, []).append(room)
        if self.on_state:
            self.on_state(self, head)

    @property
    def latest(self):
        """The latest state frame, parsed."""
        if self.latest_message is not None:
            return self.latest_message
        return json.loads(self.latest_raw) if self.latest_raw else None

    def saw(self, phase, number):
        return (phase, number) in self.seen

    async def send(self, message):
        try:
            await self.ws.send(json.dumps(message, ensure_ascii=False))
        except ConnectionClosed as error:
            raise RoomFailure(f"{self.label}: cannot send {message}: the socket is closed ({error!r})") from None

    async def close(self):
        if self.ws is not None:
            try:
                await self.ws.close()
            except Exception:  # closing after the server did is fine
                pass
        if self.reader is not None:
            try:
                await asyncio.wait_for(self.reader, 5)
            except Exception:
                pass


def socket_url(base, path, token=None):
    """ws(s)://host:port/path[?…&token=…] for a base http(s) URL."""
    scheme = "wss" if base.startswith("https:") else "ws"
    url = scheme + base[base.index(":") :].rstrip("/") + (path if path.startswith("/") else "/" + path)
    if token is not None:
        url += ("&" if "?" in path else "?") + "token=" + urllib.parse.quote(token, safe="")
    return url


def page_origin(base):
    """The Origin a page of the site sends: under scripts/cluster.sh the instances' public origin
    (ENCORE_PUBLIC_ORIGIN is nginx's address there) even when a socket goes to one instance directly."""
    return os.environ.get("ENCORE_CLUSTER_URL") or base


def host_socket(base, room, client, full=True, keep_states=False):
    return RoomSocket(
        "host",
        socket_url(base, room.host_socket_path),
        page_origin(base),
        {"Cookie": client.cookie_header(), "Accept-Language": "ko"},
        full=full,
        keep_states=keep_states,
    )


def player_socket(ticket, full=False, keep_states=False, kind=None):
    """`kind`: the socket class (`lean_socket.LeanRoomSocket` in the phone fleet)."""
    return (kind or RoomSocket)(
        ticket.nickname,
        socket_url(ticket.base, ticket.socket_path, ticket.token),
        page_origin(ticket.base),
        {"X-Forwarded-For": ticket.address, "Accept-Language": "ko"},
        full=full,
        keep_states=keep_states,
    )


async def open_all(sockets, at_once=25):
    """Opens the sockets, at most `at_once` handshakes in flight (a crowd, not one SYN burst)."""
    gate = asyncio.Semaphore(at_once)

    async def one(socket):
        async with gate:
            await socket.open()

    results = await asyncio.gather(*(one(s) for s in sockets), return_exceptions=True)
    failures = [r for r in results if isinstance(r, BaseException)]
    if failures:
        raise RoomFailure(f"{len(failures)} of {len(sockets)} sockets did not open; first: {failures[0]}")


async def until(predicate, timeout, step=0.01):
    """Waits until predicate() holds; False when `timeout` seconds pass first."""
    deadline = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() >= deadline:
            return False
        await asyncio.sleep(step)
    return True


def rss_kilobytes(pid):
    """VmRSS of a process, in kB (None when it cannot be read)."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except (OSError, ValueError):
        return None
    return None
