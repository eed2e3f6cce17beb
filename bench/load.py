"""A realistic mix of Encore users against one instance or the cluster (scripts/cluster.sh), with
faults: visitors browsing the four tabs, players playing packs to the end with hints, makers
creating packs, idol searches and favourites. Loopback only, bounded in time.

Prints per route p50/p95/p99, req/s and errors, and each instance's peak RSS. Every write the
server acknowledged (a pack, an answer, a favourite) is checked afterwards; with --check the exit
code says whether the run kept its promises (no 5xx in a phase without faults, no acknowledged
write lost in any phase).

  python3 bench/load.py --url http://127.0.0.1:8080 --users 50 --seconds 15 --phases clean,kill --check

--think 0 (the default) sends each user's next request as soon as the last one is answered: the
server is saturated and latency is mostly queueing (users / throughput), which is what the fault
phases want. --think S waits 0.5–1.5 × S seconds before each request, as a person reading a page or
a question does before the next click; with it, "200 users" means 200 people using the site at once.

Each simulated user sends X-Forwarded-For with an address of its own (a string, nothing is sent
there), so behind a trusted proxy the per-client limits see 50 clients, as they would in production.
"""

import argparse
import collections
import http.client
import json
import os
import random
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.parse
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MOVIES = [m["titleKo"] for m in json.loads((ROOT / "Resources/Data/movies.json").read_text())["movies"]]
GROUPS = [g["id"] for g in json.loads((ROOT / "Resources/Data/idols.json").read_text())["groups"]]
PAGES = ["/", "/quiz", "/idols", "/gifs", "/boxoffice", "/idols/search?q=%EC%95%84"]
SEARCHES = ["아이", "ㅇㅁㅇㄱ", "blackpink", "트와이스", "kim", "ㄴㅈ", "레드", "mina"]


class Stats:
    def __init__(self):
        self.lock = threading.Lock()
        self.latency = collections.defaultdict(list)
        self.statuses = collections.defaultdict(collections.Counter)
        self.failures = []  # (route, status or exception text)

    def record(self, route, status, seconds):
        with self.lock:
            self.latency[route].append(seconds)
            self.statuses[route][status] += 1
            if not isinstance(status, int) or status >= 500:
                self.failures.append((route, status))


class OneWriteConnection(http.client.HTTPConnection):
    """Sends a request's head and body in one write, as browsers do. Python 3.11's http.client
    writes them separately; the server starts timing at the head, so a body that waits for this
    process's scheduler would be counted as the server's time."""

    def _send_output(self, message_body=None, encode_chunked=False):
        if isinstance(message_body, bytes):
            self._buffer.extend((b"", message_body))
            message = b"\r\n".join(self._buffer)
            del self._buffer[:]
            self.send(message)
        else:
            super()._send_output(message_body, encode_chunked)


class Client:
    """One browser: keep-alive connection, cookies, CSRF token, its own forwarded address."""

    def __init__(self, base, stats, address):
        parsed = urllib.parse.urlparse(base)
        self.host, self.port = parsed.hostname, parsed.port or 80
        self.stats, self.address = stats, address
        self.cookies = {}
        self.connection = None
        self.think = 0  # mean seconds before each request (a person reading); the checks set it to 0
        self.deadline = 0

    def pause(self):
        """Waits as a person reading does; False when the phase ends first. Such a request is not
        sent: cutting every user's pause short at the deadline would send all of them at once, a
        burst no real crowd makes, and its queue was most of the mix's p95 and p99."""
        if not self.think:
            return True
        wait = self.think * random.uniform(0.5, 1.5)
        if time.time() + wait >= self.deadline:
            time.sleep(max(0.0, self.deadline - time.time()))
            return False
        time.sleep(wait)
        return True

    def request(self, method, path, route, body=None):
        if not self.pause():
            return None, None
        headers = {"X-Forwarded-For": self.address, "Accept-Language": "ko"}
        if self.cookies:
            headers["Cookie"] = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        if body is not None:
            headers["Content-Type"] = "application/json"
            body = json.dumps(body).encode()
        if method != "GET" and "encore_csrf" in self.cookies:
            headers["X-CSRF-Token"] = self.cookies["encore_csrf"]
        start = time.perf_counter()
        try:
            if self.connection is None:
                self.connection = OneWriteConnection(self.host, self.port, timeout=30)
                self.connection.connect()
                # As browsers do: no small write waits for an earlier one's acknowledgement.
                self.connection.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            self.connection.request(method, path, body=body, headers=headers)
            response = self.connection.getresponse()
            data = response.read()
            for header, value in response.getheaders():
                if header.lower() == "set-cookie":
                    name, _, rest = value.partition("=")
                    cookie_value = rest.split(";", 1)[0]
                    if cookie_value and "Max-Age=0" not in value:
                        self.cookies[name] = cookie_value
            status = response.status
        except (OSError, http.client.HTTPException) as error:
            self.connection = None
            self.stats.record(route, type(error).__name__, time.perf_counter() - start)
            return None, None
        self.stats.record(route, status, time.perf_counter() - start)
        try:
            return status, json.loads(data) if data[:1] in (b"{", b"[") else data
        except ValueError:
            return status, data


class World:
    """What the users made and what the server acknowledged, to check afterwards."""

    def __init__(self):
        self.lock = threading.Lock()
        self.packs = []  # (pack id, answers, maker client)
        self.favourites = []  # (client, group id)
        self.answers = []  # (client, play id, correct answers acknowledged)

    def add(self, kind, item):
        with self.lock:
            getattr(self, kind).append(item)

    def any_pack(self):
        with self.lock:
            return random.choice(self.packs) if self.packs else None


RUN_TAG = "".join(random.choices("abcdefghijklmnopqrstuvwxyz0123456789", k=2))


def ensure_profile(client, number, phase):
    if "encore_session" in client.cookies:
        return True
    client.request("GET", "/", "page /")
    # A nickname per run, phase and user (two Hangul letters, the run's tag, the phase's letter,
    # five digits: within 10), so a second run against the same database does not find them taken.
    nickname = f"부하{RUN_TAG}{'가나다라마바사아'[phase % 8]}{number:05d}"
    status, _ = client.request("POST", "/api/v1/profile", "api profile create", {"nickname": nickname})
    return status == 201


def make_pack(client, world):
    titles = random.sample(MOVIES, 3)
    draft = {
        "title": f"부하 팩 {random.randint(0, 99999)}",
        "level": "beginner",
        "kind": "chosung",
        "questions": [{"title": t, "poster": {}, "areas": []} for t in titles],
    }
    status, pack = client.request("POST", "/api/v1/quiz/packs", "api pack create", draft)
    if status == 201 and isinstance(pack, dict):
        world.add("packs", (pack["id"], titles, client))


def play_pack(client, world):
    chosen = world.any_pack()
    if chosen is None:
        return make_pack(client, world)
    pack_id, answers, _ = chosen
    status, state = client.request("POST", f"/api/v1/quiz/packs/{pack_id}/plays", "api play start", {})
    if status != 201 or not isinstance(state, dict):
        return
    play_id = state["id"]
    play = f"/api/v1/quiz/plays/{play_id}"
    correct = 0
    for answer in answers:
        if random.random() < 0.3:
            client.request("POST", play + "/hint", "api play hint", {})
        client.request("POST", play + "/answer", "api play answer", {"answer": "틀린 답"})
        status, result = client.request("POST", play + "/answer", "api play answer", {"answer": answer})
        if status == 200 and isinstance(result, dict) and result.get("correct"):
            correct += 1
        status, _ = client.request("POST", play + "/next", "api play next", {})
        if status != 200:
            break
    world.add("answers", (client, play_id, correct))
    client.request("GET", play + "/result", "api play result")


def browse(client, world):
    path = random.choice(PAGES)
    client.request("GET", path, "page " + path.split("?")[0])


def search(client, world):
    q = urllib.parse.quote(random.choice(SEARCHES))
    client.request("GET", f"/api/v1/idols/search?q={q}", "api idol search")


def favourite(client, world):
    group = random.choice(GROUPS)
    status, _ = client.request("POST", "/api/v1/idols/favourites", "api idol favourite", {"kind": "group", "id": group})
    if status in (200, 201):
        world.add("favourites", (client, group))


MIX = [(browse, 40), (play_pack, 25), (make_pack, 10), (search, 15), (favourite, 10)]


def user(number, phase, base, stats, world, deadline, think):
    client = Client(base, stats, f"10.{number // 65536 % 256}.{number // 256 % 256}.{number % 256}")
    client.think, client.deadline = think, deadline
    # People arrive over the first moments, not all in the same millisecond.
    time.sleep(random.uniform(0, think * 2))
    actions, weights = zip(*MIX)
    while time.time() < deadline:
        if not ensure_profile(client, number, phase):
            time.sleep(0.2)
            continue
        random.choices(actions, weights)[0](client, world)


def instances():
    """(port, pid file) of each cluster instance, or nothing for a single server."""
    directory = os.environ.get("ENCORE_CLUSTER_DIR")
    if not directory:
        return []
    return sorted((int(p.stem.split("-")[1]), p) for p in Path(directory).glob("instance-*.pid"))


class RSSWatcher(threading.Thread):
    def __init__(self, pids):
        super().__init__(daemon=True)
        self.pids, self.peak, self.running = pids, collections.Counter(), True

    def run(self):
        while self.running:
            for label, pid_of in self.pids.items():
                try:
                    for line in Path(f"/proc/{pid_of()}/status").read_text().splitlines():
                        if line.startswith("VmRSS:"):
                            self.peak[label] = max(self.peak[label], int(line.split()[1]))
                except (OSError, ValueError):
                    pass
            time.sleep(0.5)


def kill_and_restart(report):
    ports = instances()
    if not ports:
        report.append("kill: no cluster (ENCORE_CLUSTER_DIR unset), nothing killed")
        return
    port, pid_file = ports[0]
    pid = int(pid_file.read_text())
    os.kill(pid, signal.SIGKILL)
    report.append(f"kill: SIGKILL to the instance on port {port} (pid {pid})")
    time.sleep(2)
    started = time.time()
    subprocess.run([os.environ["ENCORE_CLUSTER_DIR"] + "/restart-instance", str(port)], check=True)
    report.append(f"kill: the instance on port {port} is healthy again {time.time() - started:.1f} s after its restart")


def restart_postgres(report):
    directory = os.environ.get("ENCORE_CLUSTER_DIR")
    ports = instances()
    if not directory or not ports:
        report.append("postgres: no cluster, nothing restarted")
        return
    port = ports[-1][0]
    seen = collections.Counter()
    stop = threading.Event()

    def watch():
        while not stop.is_set():
            try:
                connection = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
                connection.request("GET", "/healthz")
                seen[connection.getresponse().status] += 1
            except OSError:
                seen["refused"] += 1
            time.sleep(0.1)

    watcher = threading.Thread(target=watch, daemon=True)
    watcher.start()
    subprocess.run([directory + "/restart-postgres"], check=True)
    deadline = time.time() + 30
    recovered = False
    while time.time() < deadline:
        seen_before = seen[200]
        time.sleep(0.5)
        if seen[200] > seen_before:
            recovered = True
            break
    stop.set()
    report.append(
        f"postgres: restarted; /healthz on port {port} answered {dict(seen)}; "
        + ("back to 200 without restarting Encore" if recovered else "NOT back to 200 within 30 s")
    )
    return recovered


def checked(client, path, route, tries=5):
    """GET for a check: a 429 or 5xx right after a fault says nothing of the write, so ask again."""
    for attempt in range(tries):
        status, body = client.request("GET", path, route)
        if status == 200 or (status is not None and status < 500 and status != 429):
            return status, body
        time.sleep(1 + attempt)
    return status, body


def verify(world, base, report):
    """Every acknowledged write must still be there."""
    lost = []
    for client in {
        id(c): c
        for c in [m for _, _, m in world.packs] + [c for c, _ in world.favourites] + [c for c, _, _ in world.answers]
    }.values():
        client.connection = None  # connections cut by a fault are not the writes' fault
        client.think = 0
    for pack_id, _, maker in world.packs:
        status, _ = checked(maker, f"/api/v1/quiz/packs/{pack_id}/draft", "verify pack")
        if status != 200:
            lost.append(f"pack {pack_id}: {status}")
    by_client = collections.defaultdict(set)
    for client, group in world.favourites:
        by_client[client].add(group)
    for client, groups in by_client.items():
        status, favourites = checked(client, "/api/v1/idols/favourites", "verify favourites")
        text = json.dumps(favourites, ensure_ascii=False) if status == 200 else ""
        lost.extend(f"favourite {g}" for g in groups if f'"{g}"' not in text)
    for client, play_id, correct in world.answers:
        status, state = checked(client, f"/api/v1/quiz/plays/{play_id}", "verify play")
        if status != 200 or not isinstance(state, dict) or state.get("correctCount", 0) < correct:
            found = state.get("correctCount") if status == 200 and isinstance(state, dict) else f"status {status}"
            lost.append(f"play {play_id}: {correct} correct acknowledged, found {found}")
    report.append(
        f"writes: {len(world.packs)} packs, {len(world.favourites)} favourites, "
        f"{sum(c for _, _, c in world.answers)} correct answers acknowledged; lost: {len(lost)}"
    )
    for item in lost[:10]:
        report.append("  lost " + item)
    return not lost


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * fraction))] * 1000


def print_stats(name, stats, seconds):
    print(f"\n== {name}: {sum(len(v) for v in stats.latency.values())} requests in {seconds:.1f} s")
    print(f"{'route':28} {'n':>6} {'req/s':>7} {'p50 ms':>8} {'p95 ms':>8} {'p99 ms':>8}  errors")
    for route in sorted(stats.latency):
        values = stats.latency[route]
        errors = {k: v for k, v in stats.statuses[route].items() if not isinstance(k, int) or k >= 500}
        print(
            f"{route:28} {len(values):6d} {len(values) / seconds:7.1f} {percentile(values, 0.5):8.1f} "
            f"{percentile(values, 0.95):8.1f} {percentile(values, 0.99):8.1f}  {errors or ''}"
        )
    every = [v for values in stats.latency.values() for v in values]
    if every:
        errors = sum(
            n for counts in stats.statuses.values() for k, n in counts.items() if not isinstance(k, int) or k >= 500
        )
        print(
            f"{'all requests':28} {len(every):6d} {len(every) / seconds:7.1f} {percentile(every, 0.5):8.1f} "
            f"{percentile(every, 0.95):8.1f} {percentile(every, 0.99):8.1f}  {errors} errors"
        )


def run_phase(name, index, base, users, seconds, fault, think):
    stats, world, report = Stats(), World(), []
    deadline = time.time() + seconds
    threads = [
        threading.Thread(target=user, args=(n, index, base, stats, world, deadline, think), daemon=True)
        for n in range(users)
    ]
    started = time.time()
    for thread in threads:
        thread.start()
    if fault:
        time.sleep(seconds * 0.3)
        fault(report)
    for thread in threads:
        thread.join(timeout=seconds + 60)
    elapsed = time.time() - started
    print_stats(name, stats, elapsed)
    kept = verify(world, base, report)
    for line in report:
        print(line)
    return stats, kept, report


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--url", default=os.environ.get("ENCORE_CLUSTER_URL", "http://127.0.0.1:8080"))
    parser.add_argument("--users", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=15)
    parser.add_argument("--think", type=float, default=0, help="mean seconds a user waits before each request")
    parser.add_argument("--phases", default="clean", help="comma list of clean, kill, postgres")
    parser.add_argument("--check", action="store_true", help="exit 1 on a 5xx in a clean phase or a lost write")
    args = parser.parse_args()

    pids = {f"instance {port}": (lambda p=pid_file: int(p.read_text())) for port, pid_file in instances()}
    watcher = RSSWatcher(pids)
    watcher.start()
    faults = {"clean": None, "kill": kill_and_restart, "postgres": restart_postgres}
    ok = True
    for index, phase in enumerate(args.phases.split(",")):
        stats, kept, report = run_phase(phase, index, args.url, args.users, args.seconds, faults[phase], args.think)
        if not kept:
            ok = False
        if phase == "clean" and stats.failures:
            print(f"FAIL: {len(stats.failures)} failed requests in a phase without faults: {stats.failures[:5]}")
            ok = False
        if phase == "postgres" and any("NOT back" in line for line in report):
            ok = False
    watcher.running = False
    for label, kilobytes in sorted(watcher.peak.items()):
        print(f"peak RSS {label}: {kilobytes / 1024:.0f} MB")
    print("load: " + ("kept every promise" if ok else "FAILED"))
    if args.check and not ok:
        sys.exit(1)


if __name__ == "__main__":
    main()
