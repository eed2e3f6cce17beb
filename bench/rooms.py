"""`make bench` part "rooms": party rooms (docs/rooms.md) with each player on a WebSocket of their
own, playing a 초성 pack made for the run: one room of 200 (default) or up to 1,000 players, or up to
40 rooms at once. Each host starts; for every question each phone notes when the first `state` of
that question's `asking` phase arrived, and the latency is that moment minus the question's
`questionStartedAt` (same machine, same clock). Each player answers after 0.5–3 s (right or wrong by
chance) and reacts 👏 at each reveal; the reveal comes when everyone has answered (the host skips if
the clock would run out first), and the host moves on half a second after every phone saw it.

The phones live in a few worker processes (`phone_fleet.py`, at nice 10) on websockets' Sans-I/O
layer (`lean_socket.py`), each frame stamped when its worker's wait for bytes ended: one Python
process reading 1,000 frames through asyncio tasks took ~110 ms for the last one, which measured
this client, not the server.

Prints p50/p99/max of that latency over every (player, question), the frames lost (a phone that
never saw a question's asking state or its reveal, or saw the room's version go backwards) and the
server's memory per connected player (RSS after the sockets are open and have their lobby state,
minus RSS before, / players). Goals: p99 ≤ 100 ms, ≤ 100 KB per player, 0 frames lost. A missed
goal fails nothing; an error does (a refused socket, an error frame, a socket the server dropped).

  .venv/bin/python bench/rooms.py                       a release instance of its own (SQLite)
  .venv/bin/python bench/rooms.py --players 1000        one room of 1,000
  .venv/bin/python bench/rooms.py --url URL [--pid PID] a running server (RSS only with --pid)
  .venv/bin/python bench/rooms.py --rooms 20 --players 50  twenty rooms playing at once
  under scripts/cluster.sh: ENCORE_CLUSTER_URL and the instances' RSS summed

--check (make test-cluster, under scripts/cluster.sh with 2 instances on one PostgreSQL): 6 players
joining and connecting straight to the instances in turn, the host on the first; 3 questions, some
answered right. Every socket on either instance must see every question's asking state and its
reveal at the same room versions, any version seen by several sockets must be the same room, the
final standings must agree, and the end must reach everyone. Exits 1 on any violation.
"""

import argparse
import asyncio
import json
import os
import random
import sys
import time
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(ROOT / "Tests" / "browser"))
try:
    import websockets  # noqa: F401
except ImportError:
    sys.exit(
        "bench/rooms.py needs the `websockets` package: run it with .venv/bin/python "
        "(scripts/install-deps.sh bench or test makes the .venv)"
    )
from phone_fleet import PhoneFleet  # noqa: E402
from room_client import (  # noqa: E402
    RUN_TAG,
    WRONG_ANSWER,
    RoomFailure,
    address_of,
    host_client,
    host_socket,
    join,
    make_pack,
    open_all,
    open_room,
    player_socket,
    room_summary,
    rss_kilobytes,
    until,
)

BINARY = Path(os.environ.get("ENCORE_BINARY") or ROOT / ".build" / "release" / "encore")
if not BINARY.is_absolute():
    BINARY = ROOT / BINARY
GOAL_P99_MS = 100
GOAL_KB_PER_PLAYER = 100
# Answers fold (#31.4): a phone gets a question's start, its own answer, the reveal and little else.
GOAL_FRAMES_PER_QUESTION = 5


# ---------------------------------------------------------------- instances


def cluster_instances():
    """[(port, pid)] from ENCORE_CLUSTER_INSTANCES ("port:pid …"); a pid file in ENCORE_CLUSTER_DIR
    wins, since an instance restarted by an earlier phase has a new pid."""
    directory = os.environ.get("ENCORE_CLUSTER_DIR")
    found = []
    for pair in os.environ.get("ENCORE_CLUSTER_INSTANCES", "").split():
        port, _, pid = pair.partition(":")
        pid_file = Path(directory or "/nonexistent") / f"instance-{port}.pid"
        try:
            pid = pid_file.read_text().strip() if pid_file.exists() else pid
        except OSError:
            pass
        found.append((int(port), int(pid) if pid.isdigit() else None))
    return found


def total_rss(pids):
    """kB summed over the pids, or None when any cannot be read."""
    if not pids:
        return None
    values = [rss_kilobytes(pid) for pid in sorted(set(pids))]
    return None if None in values else sum(values)


def wait_healthy(base, seconds=30):
    deadline = time.time() + seconds
    while time.time() < deadline:
        try:
            with urllib.request.urlopen(f"{base}/healthz", timeout=2) as response:
                if response.status == 200:
                    return
        except OSError:
            pass
        time.sleep(0.2)
    raise RoomFailure(f"{base}/healthz did not answer 200 within {seconds} s")


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * fraction))]


# ---------------------------------------------------------------- the benchmark


class RoomRun:
    """One room of the run: its host, pack and players' tickets, then what its host saw."""

    def __init__(self, base, index, player_count, question_count, pack_id):
        self.index, self.question_count = index, question_count
        self.host = host_client(base, f"rb{index}", forwarded_for=address_of(60000 + 2 * index))
        self.titles = None
        if pack_id is None:
            pack_id, self.titles = make_pack(self.host, question_count)
        self.room = open_room(self.host, pack_id)
        status, summary, _ = room_summary(base, self.room.pin, address_of(60001 + 2 * index))
        if status != 200:
            raise RoomFailure(f"GET /api/v1/rooms/{self.room.pin}: {status} {summary!r}")
        first_phone = index * player_count
        with ThreadPoolExecutor(16) as pool:
            self.tickets = list(
                pool.map(
                    lambda n: join(base, self.room.pin, f"p{RUN_TAG}{n}", address_of(n)),
                    range(first_phone, first_phone + player_count),
                )
            )
        self.host_ws = host_socket(base, self.room, self.host)
        self.skipped = 0
        self.reactions = 0
        self.played = 0
        self.finished = False
        self.kind = None
        self.errors = []


async def play(run, fleet, stagger):
    """The host's side of one room's game: start, wait for each reveal on every phone (skip when the
    clock would run out first), count the phones' reactions, and go on."""
    host_ws, players = run.host_ws, len(run.tickets)
    room_state = host_ws.latest["room"]
    run.kind = room_state.get("kind")
    run.played = played = min(run.question_count, room_state.get("questionCount") or run.question_count)
    # The fullest show: the room's answers on the big screen after every reveal, and reactions.
    await host_ws.send({"type": "options", "answersOnScreen": True, "answerNames": True})
    await asyncio.sleep(run.index * stagger)  # hosts pressing start one after another, not all in one moment
    await host_ws.send({"type": "start"})
    for number in range(1, played + 1):
        if not await until(lambda number=number: host_ws.saw("asking", number) or host_ws.closed, 15) or host_ws.closed:
            raise RoomFailure(
                f"question {number} never started on the host's socket "
                f"(phase {host_ws.phase} {host_ws.number}; closed: {host_ws.closed}; "
                f"errors: {host_ws.errors[-3:]})"
            )
        # Counted from the question's start: a phone that saw the reveal first (on the other instance,
        # say) may react before the reveal reaches the host's own socket.
        reactions_before = len(host_ws.reactions)
        limit = (host_ws.latest["room"].get("timeLimitMs") or 20_000) / 1000

        def revealed(number=number):
            return host_ws.saw("revealed", number) or bool(host_ws.closed)

        if not await until(revealed, limit + 5):
            run.skipped += 1
            await host_ws.send({"type": "skip"})
            if not await until(revealed, 10):
                raise RoomFailure(f"question {number} was not revealed, even after a skip")
        if host_ws.closed:
            raise RoomFailure(f"the host's socket closed during question {number}: {host_ws.closed}")
        await until(
            lambda number=number: fleet.seen(run.index, "revealed", number) + fleet.closed(run.index) >= players, 10
        )
        # Each phone reacts once it sees the reveal.
        await until(lambda before=reactions_before: len(host_ws.reactions) - before >= players, 5)
        await asyncio.sleep(0.5)  # the reveal's frames are read before the next question is timed
        if number < played or played == room_state.get("questionCount"):
            await host_ws.send({"type": "next"})
    run.reactions = len(host_ws.reactions)
    run.finished = played == room_state.get("questionCount")
    if run.finished:
        await until(
            lambda: (
                fleet.seen(run.index, "finished", played) + fleet.closed(run.index) >= players
                and host_ws.saw("finished", played)
            ),
            10,
        )
    await host_ws.send({"type": "end"})
    await until(lambda: fleet.closed(run.index) >= players and host_ws.closed, 5)
    await host_ws.close()


async def bench_rooms(base, pids, rooms, player_count, question_count, pack_id, stagger=0.0):
    """`rooms` rooms at once, their phones in a `PhoneFleet`, merged into one result (every phone's
    latencies and frames)."""
    loop = asyncio.get_running_loop()
    started = time.monotonic()
    runs = await asyncio.gather(
        *(
            loop.run_in_executor(None, RoomRun, base, index, player_count, question_count, pack_id)
            for index in range(rooms)
        )
    )
    join_seconds = time.monotonic() - started
    for run in runs:
        await run.host_ws.open()
    if not await until(lambda: all(run.host_ws.saw("lobby", 0) for run in runs), 10):
        raise RoomFailure("a host's socket got no lobby state within 10 s")
    await asyncio.sleep(0.5)
    rss_before = total_rss(pids)

    started = time.monotonic()
    fleet = PhoneFleet([(run.tickets, run.titles) for run in runs], question_count)
    await fleet.opened(120)

    def everyone_in_lobby():
        return all(fleet.seen(run.index, "lobby", 0) == player_count for run in runs)

    if not await until(everyone_in_lobby, 20):
        missing = sum(player_count - fleet.seen(run.index, "lobby", 0) for run in runs)
        raise RoomFailure(f"{missing} of {rooms * player_count} sockets got no lobby state within 20 s")
    connect_seconds = time.monotonic() - started
    await asyncio.sleep(1)
    rss_after = total_rss(pids)

    fleet.start_counting()
    play_started = time.monotonic()
    try:
        await asyncio.gather(*(play(run, fleet, stagger) for run in runs))
    finally:
        records = await fleet.close()
    play_seconds = time.monotonic() - play_started

    result = {
        "players": rooms * player_count,
        "played": min(run.played for run in runs),
        "kind": runs[0].kind,
        "latencies": [],
        "read_latencies": [],
        "by_question": {},
        "missed_asking": 0,
        "missed_reveal": 0,
        "backwards": 0,
        "rss_before": rss_before,
        "rss_after": rss_after,
        "join_seconds": join_seconds,
        "connect_seconds": connect_seconds,
        "play_seconds": play_seconds,
        "frames": 0,
        "skipped": sum(run.skipped for run in runs),
        "sockets": rooms * player_count,
        "errors": [],
        "finished": all(run.finished for run in runs),
        "reactions": sum(run.reactions for run in runs),
        "rooms": rooms,
        "stagger": stagger,
    }
    for run, phones in zip(runs, records):
        tally(result, run, phones)
    if result["latencies"] and max(abs(value) for value in result["latencies"]) > 3_600_000:
        raise RoomFailure(
            "questionStartedAt is hours away from this machine's clock: does the server run "
            "with ENCORE_NOW? (the latency needs the real clock)"
        )
    return result


def tally(result, run, phones):
    """Adds one room's phones (their records from the fleet) and its host to `result`."""
    # A phone's socket closes after the room's end reaches it; closed without it, it was dropped.
    dropped = [phone for phone in phones if not any(phase == "ended" for phase, _ in phone["seen"])]
    for phone in dropped[:5]:
        result["errors"].append(f"{phone['label']}: {phone['closed'] or 'never saw the end'}")
    if len(dropped) > 5:
        result["errors"].append(f"… {len(dropped)} sockets closed before the end in all")
    for phone in phones:
        result["frames"] += phone["frames"]
        result["backwards"] += phone["backwards"]
        for number in range(1, run.played + 1):
            seen = phone["seen"].get(("asking", number))
            if seen is None:
                result["missed_asking"] += 1
            elif seen[1] is not None:
                result["latencies"].append(seen[0] - seen[1])
                result["read_latencies"].append(seen[2] - seen[1])
                result["by_question"].setdefault((run.index, number), []).append(seen[0] - seen[1])
            if ("revealed", number) not in phone["seen"]:
                result["missed_reveal"] += 1
        for frame in phone["errors"]:
            result["errors"].append(f"{phone['label']}: error frame {json.dumps(frame, ensure_ascii=False)}")
        for frame in phone["other"]:
            result["errors"].append(f"{phone['label']}: unexpected frame {frame!r}")
    for frame in run.host_ws.errors[:3] + run.host_ws.other[:3]:
        result["errors"].append(f"host: unexpected frame {json.dumps(frame, ensure_ascii=False)}")


def report(result, where):
    lost = result["missed_asking"] + result["missed_reveal"] + result["backwards"]
    rooms = result.get("rooms", 1)
    who = f"{rooms} rooms of {result['players'] // rooms} players" if rooms > 1 else f"{result['players']} players"
    if rooms > 1:
        who += f", started {result['stagger']:g} s apart" if result.get("stagger") else ", started in the same moment"
    print(f"\n== rooms: {who}, {result['played']} questions ({result['kind']}), {where}")
    print(f"{'measure':48} {'value':>10}  goal")
    values = result["latencies"]
    if values:
        print(f"{'new question → phone, p50 (ms)':48} {percentile(values, 0.5):10.1f}")
        print(f"{'new question → phone, p99 (ms)':48} {percentile(values, 0.99):10.1f}  ≤ {GOAL_P99_MS}")
        print(f"{'new question → phone, max (ms)':48} {max(values):10.1f}")
        read = result["read_latencies"]
        print(f"{'  … as the phone workers read it, p99 (ms)':48} {percentile(read, 0.99):10.1f}")
    else:
        print(f"{'new question → phone':48} {'none seen':>10}  ≤ {GOAL_P99_MS}")
    print(f"{'frames lost':48} {lost:10d}  0")
    # Whether the tail is a few phones late in every question or whole questions late for every phone.
    slowest = sorted(result["by_question"].items(), key=lambda item: -max(item[1]))[:3]
    if slowest:
        print(
            "  slowest questions (first phone – last phone, ms): "
            + "; ".join(
                (f"room {room} " if rooms > 1 else "") + f"question {number} {min(values):.0f}–{max(values):.0f}"
                for (room, number), values in slowest
            )
        )
    per_question = result["frames"] / max(1, result["players"] * result["played"])  # over every room
    print(f"{'state frames per phone per question':48} {per_question:10.1f}  < {GOAL_FRAMES_PER_QUESTION}")
    if lost:
        print(f"{'  asking states never seen (player × question)':48} {result['missed_asking']:10d}")
        print(f"{'  reveals never seen (player × question)':48} {result['missed_reveal']:10d}")
        print(f"{'  versions going backwards':48} {result['backwards']:10d}")
    before, after = result["rss_before"], result["rss_after"]
    if before is not None and after is not None:
        per_player = (after - before) / result["sockets"]
        print(
            f"{'memory per connected player (KB)':48} {per_player:10.1f}  ≤ {GOAL_KB_PER_PLAYER}"
            f"   (RSS {before / 1024:.1f} → {after / 1024:.1f} MB)"
        )
    else:
        print(f"{'memory per connected player (KB)':48} {'n/a':>10}  ≤ {GOAL_KB_PER_PLAYER}   (no server pid: --pid)")
    print(
        f"joins {result['players']} in {result['join_seconds']:.1f} s; sockets open with their lobby state "
        f"in {result['connect_seconds']:.1f} s; play {result['play_seconds']:.1f} s, "
        f"{result['frames']} state frames to the phones "
        f"({result['frames'] / max(result['play_seconds'], 0.001):.0f}/s), "
        f"answers on screen, {result['reactions']} reactions reached the big screen"
        + (
            f"; {result['skipped']} questions not revealed within their time + 5 s: the host skipped them"
            if result["skipped"]
            else ""
        )
    )


def run_bench(args):
    server = None
    where = args.url
    pids = [args.pid] if args.pid else []
    if args.url:
        instances = cluster_instances()
        if instances and args.url == os.environ.get("ENCORE_CLUSTER_URL"):
            pids = pids or [pid for _, pid in instances if pid]
            where = f"through nginx, {len(instances)} release instances on PostgreSQL"
    else:
        from encore_server import EncoreServer

        server = EncoreServer(
            "http://127.0.0.1:9",
            Path("/tmp/encore-bench-rooms.log"),
            binary=BINARY,
            extra_env={
                "ENCORE_RATE_LIMIT_FACTOR": "1000",
                "MALLOC_ARENA_MAX": os.environ.get("MALLOC_ARENA_MAX", "2"),
                # Each simulated phone has an address of its own (X-Forwarded-For), as behind nginx:
                # more than one address's 250 sockets can then play at once, as a crowd of phones would.
                "ENCORE_TRUSTED_PROXIES": "127.0.0.1,::1",
            },
        )
        # The latency is the phone's clock minus the server's questionStartedAt: the server must run on
        # the machine's real clock, not the browser tests' pinned one.
        server.env.pop("ENCORE_NOW", None)
        where = "one release instance, SQLite"
    try:
        if server is not None:
            server.start()
            args.url = server.base_url
            pids = [server.pid]
        result = asyncio.run(
            asyncio.wait_for(
                bench_rooms(args.url, pids, args.rooms, args.players, args.questions, args.pack, args.stagger),
                120 + 30 * args.rooms + 45 * args.questions,
            )
        )
    except RoomFailure as error:
        sys.exit(f"rooms: ERROR: {error}")
    except TimeoutError:
        sys.exit("rooms: ERROR: the run did not finish in time")
    finally:
        if server is not None and server.process is not None:
            server.stop()
    report(result, where)
    if result["errors"]:
        print("rooms: ERRORS")
        for line in result["errors"]:
            print("  " + line)
        sys.exit(1)


# ---------------------------------------------------------------- the two-instance check


async def check(instances, player_count=6, question_count=3):
    bases = [f"http://127.0.0.1:{port}" for port, _ in instances]
    loop = asyncio.get_running_loop()
    for base in bases:
        await loop.run_in_executor(None, wait_healthy, base)
    violations = []
    host = await loop.run_in_executor(None, host_client, bases[0], "rc", address_of(60010))
    pack_id, titles = await loop.run_in_executor(None, make_pack, host, question_count)
    room = await loop.run_in_executor(None, open_room, host, pack_id)
    for number, base in enumerate(bases):
        status, summary, _ = await loop.run_in_executor(None, room_summary, base, room.pin, address_of(60011 + number))
        if status != 200:
            raise RoomFailure(
                f"GET /api/v1/rooms/{room.pin} on {base} (the room was opened on {bases[0]}): {status} {summary!r}"
            )
        if isinstance(summary, dict) and "pin" in summary and str(summary["pin"]) != room.pin:
            violations.append(f"GET /api/v1/rooms/{room.pin} on {base} answered pin {summary['pin']}")

    # The host's socket first, so the joins on the other instance must reach it.
    host_ws = host_socket(bases[0], room, host, keep_states=True)
    host_ws.label = f"host@{instances[0][0]}"
    await host_ws.open()
    # Teams and the room's answers on the big screen: every instance must show the same show.
    await host_ws.send({"type": "options", "teams": 2, "answersOnScreen": True})
    tickets = []
    for number in range(player_count):
        base = bases[number % len(bases)]
        tickets.append(
            await loop.run_in_executor(None, join, base, room.pin, f"c{RUN_TAG}{number}", address_of(number))
        )
    players = [player_socket(ticket, keep_states=True) for ticket in tickets]
    for ticket, socket in zip(tickets, players):
        socket.label = f"{ticket.nickname}@{ticket.base.rsplit(':', 1)[1]}"
    everyone = [host_ws] + players
    sent = {}  # (nickname, question) -> text

    async def answer_later(socket, number, text):
        await asyncio.sleep(random.uniform(0.5, 1.5))
        if socket.phase == "asking" and socket.number == number and not socket.closed:
            sent[(socket.label.split("@")[0], number)] = text
            try:
                await socket.send({"type": "answer", "text": text})
            except RoomFailure:
                pass  # a socket closed mid-game fails the check where it waits

    answering = set()

    def answerer(index):
        def on_state(socket, head):
            number = head["questionNumber"]
            if head["phase"] == "asking" and (index, number) not in answering:
                answering.add((index, number))
                text = titles[number - 1] if (index + number) % 2 == 0 else WRONG_ANSWER
                task = asyncio.get_running_loop().create_task(answer_later(socket, number, text))
                task.add_done_callback(answering_tasks.discard)
                answering_tasks.add(task)

        return on_state

    answering_tasks = set()
    for index, socket in enumerate(players):
        socket.on_state = answerer(index)
    await open_all(players)

    def everyone_has_all_players():
        return all(s.latest and s.latest["room"].get("playerCount") == player_count for s in everyone)

    if not await until(everyone_has_all_players, 10):
        counts = {s.label: (s.latest or {}).get("room", {}).get("playerCount") for s in everyone}
        raise RoomFailure(f"not every socket sees the {player_count} players within 10 s: {counts}")

    def require(predicate, seconds, what):
        async def wait():
            if not await until(lambda: predicate() or any(s.closed for s in everyone), seconds):
                raise RoomFailure(what())
            closed = [f"{s.label}: {s.closed}" for s in everyone if s.closed]
            if closed:
                raise RoomFailure("sockets closed mid-game: " + "; ".join(closed))

        return wait()

    def missing(phase, number):
        return lambda: (
            f"no {phase} state of question {number} within the time on: "
            + ", ".join(s.label for s in everyone if not s.saw(phase, number))
            + "; errors: "
            + json.dumps([e for s in everyone for e in s.errors][:3], ensure_ascii=False)
        )

    await host_ws.send({"type": "start"})
    for number in range(1, question_count + 1):
        await require(
            lambda number=number: all(s.saw("asking", number) for s in everyone), 10, missing("asking", number)
        )
        limit = (host_ws.latest["room"].get("timeLimitMs") or 20_000) / 1000
        await require(
            lambda number=number: host_ws.saw("revealed", number), min(limit, 20) + 5, missing("revealed", number)
        )
        await require(
            lambda number=number: all(s.saw("revealed", number) for s in everyone), 5, missing("revealed", number)
        )
        shown = host_ws.latest.get("answers")
        if not isinstance(shown, list) or sum(entry.get("count", 0) for entry in shown) != player_count:
            violations.append(f"question {number}: the host's screen lists the room's answers as {shown!r}")
        for socket in players:
            if "answers" in (socket.latest or {}):
                violations.append(f"{socket.label}: a phone got the room's answers at question {number}")
        # A reaction from each phone on the other instance reaches the host's big screen on the first.
        far = [s for s in players if not s.label.endswith(f"@{instances[0][0]}")]
        before = len(host_ws.reactions)
        for socket in far:
            await socket.send({"type": "react", "emoji": "🔥"})
        if not await until(lambda before=before, far=far: len(host_ws.reactions) - before >= len(far), 5):
            violations.append(
                f"question {number}: {len(host_ws.reactions) - before} of {len(far)} reactions sent on the "
                "other instance reached the host's screen"
            )
        await asyncio.sleep(0.3)
        await host_ws.send({"type": "next"})
    await require(
        lambda: all(s.saw("finished", question_count) for s in everyone), 10, missing("finished", question_count)
    )
    await asyncio.sleep(0.3)  # any late duplicate of the podium, to compare too
    final = {s.label: s.latest for s in everyone}

    await host_ws.send({"type": "end"})

    def ended(socket):
        return any(phase == "ended" for phase, _ in socket.seen) and socket.closed

    if not await until(lambda: all(ended(s) for s in everyone), 5):
        late = [s.label for s in everyone if not ended(s)]
        violations.append(f"after the host's end, no ended state or no close within 5 s on: {', '.join(late)}")
    await asyncio.gather(*(s.close() for s in everyone))

    # What every socket saw, compared.
    for socket in everyone:
        if socket.backwards:
            violations.append(f"{socket.label}: the version went backwards: {socket.backwards[:3]}")
        for frame in socket.errors + socket.other:
            violations.append(f"{socket.label}: unexpected frame {json.dumps(frame, ensure_ascii=False)}")
        for peeked, parsed in socket.peek_mismatches[:2]:
            violations.append(f"{socket.label}: bench/room_client.peek read {peeked}, the frame says {parsed}")
    steps = [(phase, number) for number in range(1, question_count + 1) for phase in ("asking", "revealed")]
    steps.append(("finished", question_count))
    sequences = {s.label: [s.seen[step].version for step in steps] for s in everyone}
    if len({tuple(sequence) for sequence in sequences.values()}) > 1:
        violations.append(
            "the sockets saw the phases at different versions ("
            + ", ".join(f"{p} {n}" for p, n in steps)
            + "): "
            + "; ".join(f"{label} {sequence}" for label, sequence in sequences.items())
        )
    versions = sorted({version for s in everyone for version in s.states})
    for version in versions:
        rooms = {}
        for socket in everyone:
            for state in socket.states.get(version, []):
                rooms.setdefault(json.dumps(state, sort_keys=True, ensure_ascii=False), []).append(socket.label)
        if len(rooms) > 1:
            variants = [json.loads(text) for text in rooms]
            keys = sorted({k for v in variants for k in v if any(v.get(k) != w.get(k) for w in variants)})
            violations.append(
                f"version {version} is not one room: {len(rooms)} variants, differing in {keys}, "
                f"on {list(rooms.values())}"
            )

    # The reveals: every answer counted, and judged as sent.
    for number in range(1, question_count + 1):
        room_state = host_ws.states[host_ws.seen[("revealed", number)].version][0]
        if room_state.get("answered") != player_count:
            violations.append(
                f"question {number} was revealed with answered = {room_state.get('answered')} "
                f"of {player_count}: answers lost between instances?"
            )
        reveal = room_state.get("reveal") or {}
        correct = set(reveal.get("correct") or [])
        sent_right = {nickname for (nickname, n), text in sent.items() if n == number and text in titles}
        if not correct <= sent_right:
            violations.append(
                f"question {number}: {sorted(correct - sent_right)} counted right, but they sent {WRONG_ANSWER!r}"
            )
        if reveal.get("title") == titles[number - 1]:
            exact = {nickname for (nickname, n), text in sent.items() if n == number and text == reveal.get("title")}
            if exact != correct:
                violations.append(
                    f"question {number} ({reveal.get('title')}): sent the title {sorted(exact)}, "
                    f"counted right {sorted(correct)}"
                )

    # The podium: the same standings on every socket, and each phone's own score in them.
    def standings(message):
        return [
            (s.get("id"), s.get("nickname"), s.get("score"), s.get("rank"))
            for s in (message or {}).get("room", {}).get("standings") or []
        ]

    teams = {
        label: json.dumps((message or {}).get("room", {}).get("teams"), sort_keys=True)
        for label, message in final.items()
    }
    if len(set(teams.values())) > 1 or json.loads(teams[host_ws.label] or "[]") in (None, []):
        violations.append(f"the team standings are missing or differ between sockets: {teams}")
    tables = {label: standings(message) for label, message in final.items()}
    host_table = tables[host_ws.label]
    if len(host_table) != player_count:
        violations.append(f"the final standings list {len(host_table)} players, not {player_count}: {host_table}")
    for label, table in tables.items():
        if table != host_table:
            violations.append(f"{label}'s final standings differ from the host's: {table} vs {host_table}")
    podiums = {
        label: json.dumps((message or {}).get("room", {}).get("podium"), sort_keys=True)
        for label, message in final.items()
    }
    if len(set(podiums.values())) > 1 or podiums[host_ws.label] in ("null", "[]"):
        violations.append(f"the podium is missing or differs between sockets: {podiums}")
    scores = {str(row[0]).lower(): row[2] for row in host_table}
    for ticket, socket in zip(tickets, players):
        me = (final[socket.label] or {}).get("me") or {}
        me_id = str(me.get("id")).lower()
        if ticket.player_id and me_id != str(ticket.player_id).lower():
            violations.append(f"{socket.label}: me.id {me.get('id')} is not the ticket's playerID {ticket.player_id}")
        if me_id in scores and me.get("score") != scores[me_id]:
            violations.append(f"{socket.label}: me.score {me.get('score')}, the standings say {scores[me_id]}")

    return violations, sequences[host_ws.label], host_table, steps


def run_check():
    instances = cluster_instances()
    if len(instances) < 2:
        sys.exit(
            "rooms check: needs two instances: run it under scripts/cluster.sh --instances 2 "
            "(ENCORE_CLUSTER_INSTANCES is " + repr(os.environ.get("ENCORE_CLUSTER_INSTANCES")) + ")"
        )
    ports = [port for port, _ in instances]
    print(
        f"\n== rooms check: host on :{ports[0]}, 6 players joining and connecting to "
        f"{', '.join(f':{p}' for p in ports)} "
        f"in turn, 3 questions, one PostgreSQL"
    )
    try:
        violations, sequence, table, steps = asyncio.run(asyncio.wait_for(check(instances), 80))
    except RoomFailure as error:
        sys.exit(f"rooms check FAILED: {error}")
    except TimeoutError:
        sys.exit("rooms check FAILED: it did not finish within 80 s")
    print("versions every socket saw: " + ", ".join(f"{p} {n} → v{v}" for (p, n), v in zip(steps, sequence)))
    print("final standings: " + ", ".join(f"{rank}. {nickname} {score}" for _, nickname, score, rank in table))
    if violations:
        print("rooms check FAILED:")
        for line in violations:
            print("  " + line)
        sys.exit(1)
    print("rooms check: every socket on both instances saw the same game")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument(
        "--url",
        default=os.environ.get("ENCORE_CLUSTER_URL"),
        help="a running server (default: ENCORE_CLUSTER_URL, else start one)",
    )
    parser.add_argument("--pid", type=int, help="the server's pid, for its RSS (with --url outside the cluster)")
    parser.add_argument("--players", type=int, default=200)
    parser.add_argument("--questions", type=int, default=5)
    parser.add_argument("--rooms", type=int, default=1, help="rooms playing at once, each with --players players")
    parser.add_argument(
        "--stagger",
        type=float,
        default=0.0,
        help="seconds between room starts (default: all at once)",
    )
    parser.add_argument("--pack", help="play this pack instead of making a 초성 pack (its answers unknown: all wrong)")
    parser.add_argument("--check", action="store_true", help="the two-instance check (under scripts/cluster.sh)")
    args = parser.parse_args()
    if args.check:
        run_check()
    else:
        if not 1 <= args.players <= 1000 or not 1 <= args.questions <= 20 or not 1 <= args.rooms <= 40:
            parser.error("--players 1–1000, --questions 1–20, --rooms 1–40")
        run_bench(args)


if __name__ == "__main__":
    main()
