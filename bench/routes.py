"""`make bench` part "routes": every GET route of the site, measured with wrk (1 thread, 32
connections) next to /healthz in the same run, on one release instance as `make run` serves it
(SQLite, built-in data) with the fake upstreams of the browser tests (KOBIS, TMDB, GIPHY keys set).

The routes come from the server itself (`encore routes`), not from a list kept here: each route
pattern must have a way to fill it below (`SAMPLES`), built from the built-in data and from objects
this script makes first (a profile, a 10-question pack with a finished play and one in progress, a
party room with a player, an archived chart over several days, favourites, an uploaded picture and
GIF, today's 오늘의 퀴즈, a reported GIF in the queue of the profile, made an operator). A route it
does not know fails the bench before anything is measured, so a new route cannot be forgotten.
Pages are measured as a guest and as a signed-in profile.

Prints req/s, p50, p99, × /healthz, the server's CPU time per request (µs, from /proc: where the cost
of a mix goes) and non-2xx per route; goals (#31): ≥ 0.25× /healthz and
p99 ≤ 50 ms for every route, ≥ 0.5× for the pages people land on (home, the four tabs, a group page,
a chart). A row below its goal is then profiled with perf (`cost_profile.py`) and carries where its
CPU goes: its measured reason. Nothing here passes or fails.

  .venv/bin/python bench/routes.py [--seconds 3] [--only REGEX] [--hold] [--no-profile]
"""

import argparse
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import urllib.parse
import urllib.request
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "Tests" / "browser"))
import cost_profile  # noqa: E402
from client import EncoreClient  # noqa: E402
from encore_server import EncoreServer  # noqa: E402
from fake_upstream import FakeUpstream  # noqa: E402
from images import gif, png  # noqa: E402
from room_client import join, make_pack, open_room  # noqa: E402

BINARY = ROOT / ".build" / "release" / "encore"
KEYS = {
    "TMDB_API_KEY": "bench-tmdb-key",
    "KOBIS_API_KEY": "0123456789abcdef0123456789abcdef",
    "GIPHY_API_KEY": "bench-giphy-key",
    "ENCORE_RATE_LIMIT_FACTOR": "100000",
}
LANDING = {"/", "/quiz", "/boxoffice", "/idols", "/gifs", "/idols/groups/:id", "/boxoffice/:kind"}
# Routes wrk cannot measure, each with where it is measured instead.
ELSEWHERE = {"/rooms/:roomID/socket": "a WebSocket: bench/rooms.py"}
CHART_DAYS = [f"2026-11-{day:02d}" for day in range(12, 22)]


def route_table(env):
    """The GET routes the server registers, as `encore routes` prints them."""
    output = subprocess.run(
        [str(BINARY), "routes"], env=env, cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout
    return [match.group(1) for match in re.finditer(r"^\|\s*GET\s*\|\s*(\S+)\s*\|", output, re.M)]


class World:
    """What the routes are filled with, made through the API as a client would."""

    def __init__(self, base):
        self.base = base
        self.host = EncoreClient(base)
        self.nickname = f"벤치{uuid.uuid4().hex[:6]}"
        self.host.create_profile(self.nickname)
        self.pack_id, titles = make_pack(self.host, 10)
        _, packs = self.host.request_json("GET", "/api/v1/quiz/packs")
        self.share_code = next(pack["shareCode"] for pack in packs if pack["id"] == self.pack_id)
        self.finished_play = self.play(titles, finish=True)
        self.live_play = self.play(titles, finish=False)
        self.room = open_room(self.host, self.pack_id)
        self.ticket = join(base, self.room.pin, "벤치손님", "198.51.100.77")
        for day in CHART_DAYS:  # each chart is fetched once (from the fake KOBIS) and archived
            self.host.opener.open(f"{base}/boxoffice/daily?date={day}").read()
        self.movie_code = "20199882"
        self.host.request_json("POST", "/api/v1/idols/favourites", {"kind": "group", "id": "twice"})
        self.host.request_json("POST", "/api/v1/gifs/favourites", {"kind": "giphy", "id": "benchGif1", "title": "b"})
        self.upload = self.host.upload(png())
        self.gif_id = self.upload_gif()
        self.host.request_json("POST", "/api/v1/gifs/favourites", {"kind": "upload", "id": self.gif_id})
        _, self.daily = self.host.request_json("GET", "/api/v1/quiz/daily")
        self.host.request_json("POST", f"/api/v1/quiz/daily/{self.daily['number']}/skip", {})
        self.profile_id = self.host.request_json("GET", "/api/v1/profile")[1]["id"]
        home = self.host.opener.open(f"{base}/idols/groups/twice").read().decode()
        self.card = re.search(r'og:image" content="[^"]*(/og/card\.jpg\?[^"]+)"', home).group(1).replace("&amp;", "&")
        self.image = self.upload["previewURL"]

    def make_operator(self, server):
        """The host gets a password and is made a moderator on the command line, for /operator."""
        fields = {"password": "bench-password", "confirm": "bench-password", "_csrf": self.host.csrf}
        self.host.opener.open(f"{self.base}/settings/password", data=urllib.parse.urlencode(fields).encode()).read()
        server.command("operators", "grant", self.nickname, "--role", "moderator")
        # A GIF of its own in the queue (a reported item leaves the public pages the bench measures).
        reported = {"kind": "gif", "id": self.upload_gif(), "reason": "spam"}
        EncoreClient(self.base).request_json("POST", "/api/v1/reports", reported)

    def play(self, titles, finish):
        _, state = self.host.request_json("POST", f"/api/v1/quiz/packs/{self.pack_id}/plays", {})
        play_id = state["id"]
        for title in titles if finish else titles[:3]:
            self.host.request_json("POST", f"/api/v1/quiz/plays/{play_id}/answer", {"answer": title})
            self.host.request_json("POST", f"/api/v1/quiz/plays/{play_id}/next", {})
        return play_id

    def upload_gif(self):
        boundary = uuid.uuid4().hex
        fields = {"title": "벤치 GIF", "tags": "bench"}
        body = b"".join(
            f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n{value}\r\n'.encode()
            for name, value in fields.items()
        )
        body += (
            (
                f'--{boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.gif"\r\n'
                "Content-Type: image/gif\r\n\r\n"
            ).encode()
            + gif()
            + f"\r\n--{boundary}--\r\n".encode()
        )
        request = urllib.request.Request(
            f"{self.base}/api/v1/gifs/mine",
            data=body,
            headers={"Content-Type": f"multipart/form-data; boundary={boundary}", "X-CSRF-Token": self.host.csrf},
            method="POST",
        )
        return json.load(self.host.opener.open(request))["id"]

    @property
    def member_cookie(self):
        return self.host.cookie_header()


# Each route pattern → the paths that fill it, and who asks ("guest", "member", or both for pages
# that differ by who looks). Built-in data ids (twice, im-nayeon-1995) come from Resources/Data.
def samples(w):
    room, number = w.room, w.daily["number"]
    both, member, guest = ("guest", "member"), ("member",), ("guest",)
    return {
        "/img/:signature/:operation/:source": [(w.image, guest)],
        "/avatars/:profileID": [(f"/avatars/{w.profile_id}", guest)],
        "/idols/art/:kind/:file": [("/idols/art/groups/twice.svg", guest)],
        "/healthz": [("/healthz", guest)],
        "/metrics": [("/metrics", guest)],
        "/api/openapi.json": [("/api/openapi.json", guest)],
        "/": [("/", both)],
        "/quiz": [("/quiz", both)],
        "/quiz/packs/:packID/delete": [(f"/quiz/packs/{w.pack_id}/delete", member)],
        "/quiz/stats": [("/quiz/stats", member)],
        "/quiz/stats/history.svg": [("/quiz/stats/history.svg", member)],
        "/quiz/packs/:packID/stats": [(f"/quiz/packs/{w.pack_id}/stats", both)],
        "/quiz/packs/:packID/stats/:chart": [(f"/quiz/packs/{w.pack_id}/stats/steps.svg", both)],
        "/quiz/daily": [("/quiz/daily", both)],
        "/quiz/daily/archive": [("/quiz/daily/archive", both)],
        "/quiz/daily/stats.svg": [("/quiz/daily/stats.svg", member)],
        "/quiz/daily/:number": [(f"/quiz/daily/{number - 1}", both)],
        "/q/:code": [(f"/q/{w.share_code}", both)],
        "/join": [("/join", both)],
        "/rooms/:roomID/host": [(f"/rooms/{room.id}/host", member)],
        "/rooms/:roomID/remote": [(f"/rooms/{room.id}/remote", member)],
        "/og/card.jpg": [(w.card, guest)],
        "/rooms/:roomID/qr.svg": [(f"/rooms/{room.id}/qr.svg", member)],
        "/rooms/:roomID/report.csv": [(f"/rooms/{room.id}/report.csv", member)],
        "/rooms/:roomID/play": [(f"/rooms/{room.id}/play", ("player",))],
        "/quiz/rooms": [("/quiz/rooms", member)],
        "/join/:pin": [(f"/join/{room.pin}", guest)],
        "/boxoffice": [("/boxoffice", both)],
        "/boxoffice/:kind": [(f"/boxoffice/daily?date={CHART_DAYS[-1]}", both)],
        "/boxoffice/movies/:code": [(f"/boxoffice/movies/{w.movie_code}", both)],
        "/boxoffice/movies/:code/run.svg": [(f"/boxoffice/movies/{w.movie_code}/run.svg", guest)],
        "/idols": [("/idols", both)],
        "/idols/search": [("/idols/search?q=%EC%95%84%EC%9D%B4", both)],
        "/idols/groups/:id": [("/idols/groups/twice", both)],
        "/idols/members/:id": [("/idols/members/im-nayeon-1995", both)],
        "/idols/favourites": [("/idols/favourites", member)],
        "/gifs": [("/gifs", both)],
        "/gifs/random": [("/gifs/random", both)],
        "/gifs/favourites": [("/gifs/favourites", member)],
        "/gifs/mine": [("/gifs/mine", both)],
        "/gifs/mine/:id": [(f"/gifs/mine/{w.gif_id}", both)],
        "/gifs/mine/:id/report": [(f"/gifs/mine/{w.gif_id}/report", guest)],
        "/quiz/packs/:packID/report": [(f"/quiz/packs/{w.pack_id}/report", guest)],
        "/profiles/:profileID/report": [(f"/profiles/{w.profile_id}/report", guest)],
        "/operator": [("/operator", member)],
        "/operator/resolved": [("/operator/resolved", member)],
        "/operator/log": [("/operator/log", member)],
        "/quiz/new": [("/quiz/new", member)],
        "/quiz/packs/:packID/edit": [(f"/quiz/packs/{w.pack_id}/edit", member)],
        "/quiz/plays/:playID": [(f"/quiz/plays/{w.live_play}", member)],
        "/quiz/plays/:playID/result": [(f"/quiz/plays/{w.finished_play}/result", member)],
        "/welcome": [("/welcome", guest)],
        "/settings": [("/settings", member)],
        "/signin": [("/signin", guest)],
        "/api/v1/profile": [("/api/v1/profile", member)],
        "/api/v1/nicknames/check": [("/api/v1/nicknames/check?nickname=%EB%B2%A4%EC%B9%98", guest)],
        "/api/v1/quiz/packs": [("/api/v1/quiz/packs", member)],
        "/api/v1/quiz/packs/:packID/draft": [(f"/api/v1/quiz/packs/{w.pack_id}/draft", member)],
        "/api/v1/quiz/packs/:packID/export": [(f"/api/v1/quiz/packs/{w.pack_id}/export", member)],
        "/api/v1/quiz/daily": [("/api/v1/quiz/daily", member)],
        "/api/v1/quiz/daily/archive": [("/api/v1/quiz/daily/archive", member)],
        "/api/v1/quiz/daily/stats": [("/api/v1/quiz/daily/stats", member)],
        "/api/v1/quiz/daily/titles": [("/api/v1/quiz/daily/titles", guest)],
        "/api/v1/quiz/daily/:number": [(f"/api/v1/quiz/daily/{number}", member)],
        "/api/v1/rooms/:pin": [(f"/api/v1/rooms/{room.pin}", guest)],
        "/api/v1/quiz/movies": [("/api/v1/quiz/movies?query=%EA%B8%B0%EC%83%9D%EC%B6%A9", member)],
        "/api/v1/quiz/movies/:movieID/posters": [("/api/v1/quiz/movies/496243/posters", member)],
        "/api/v1/boxoffice/charts/:kind": [(f"/api/v1/boxoffice/charts/daily?date={CHART_DAYS[-1]}", guest)],
        "/api/v1/boxoffice/movies/:code": [(f"/api/v1/boxoffice/movies/{w.movie_code}", guest)],
        "/api/v1/idols/periods": [("/api/v1/idols/periods", guest)],
        "/api/v1/idols/groups/:id": [("/api/v1/idols/groups/twice", guest)],
        "/api/v1/idols/members/:id": [("/api/v1/idols/members/im-nayeon-1995", guest)],
        "/api/v1/idols/search": [("/api/v1/idols/search?q=%EC%95%84%EC%9D%B4", guest)],
        "/api/v1/idols/birthdays": [("/api/v1/idols/birthdays", guest)],
        "/api/v1/idols/favourites": [("/api/v1/idols/favourites", member)],
        "/api/v1/gifs/favourites": [("/api/v1/gifs/favourites", member)],
        "/api/v1/gifs/mine": [("/api/v1/gifs/mine", guest)],
        "/api/v1/gifs/mine/:id": [(f"/api/v1/gifs/mine/{w.gif_id}", guest)],
        "/api/v1/quiz/packs/:packID/leaderboard": [(f"/api/v1/quiz/packs/{w.pack_id}/leaderboard", member)],
        "/api/v1/quiz/stats": [("/api/v1/quiz/stats", member)],
        "/api/v1/quiz/packs/:packID/stats": [(f"/api/v1/quiz/packs/{w.pack_id}/stats", member)],
        "/api/v1/quiz/plays/:playID": [(f"/api/v1/quiz/plays/{w.live_play}", member)],
        "/api/v1/quiz/plays/:playID/result": [(f"/api/v1/quiz/plays/{w.finished_play}/result", member)],
    }


def cpu_seconds(pid):
    """The process's user + system CPU time so far (/proc/<pid>/stat, in clock ticks)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def wrk(url, seconds, cookie=None, pid=None):
    """req/s, p50, p99, non-2xx and, given the server's pid, its CPU time per request (µs)."""
    command = ["wrk", "-t1", "-c32", f"-d{seconds}s", "--latency"]
    if cookie:
        command += ["-H", f"Cookie: {cookie}"]
    cpu_before = cpu_seconds(pid) if pid else 0
    output = subprocess.run(command + [url], capture_output=True, text=True, check=True).stdout
    cpu = cpu_seconds(pid) - cpu_before if pid else 0
    requests = int(re.search(r"(\d+) requests in", output).group(1))
    rate = float(re.search(r"Requests/sec:\s+([\d.]+)", output).group(1))

    def quantile(name):
        match = re.search(rf"^\s+{name}%\s+([\d.]+)(us|ms|s)", output, re.M)
        value, unit = float(match.group(1)), match.group(2)
        return value / 1000 if unit == "us" else value * 1000 if unit == "s" else value

    non_2xx = re.search(r"Non-2xx or 3xx responses:\s+(\d+)", output)
    cpu_per_request = cpu * 1e6 / max(1, requests)
    return rate, quantile("50"), quantile("99"), int(non_2xx.group(1)) if non_2xx else 0, cpu_per_request


def meets_goal(route, ratio, p99, non_2xx):
    return ratio >= (0.5 if route in LANDING else 0.25) and p99 <= 50 and not non_2xx


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=int, default=3, help="wrk duration per route (default 3)")
    parser.add_argument("--only", help="measure only routes whose pattern matches this regular expression")
    parser.add_argument(
        "--hold", action="store_true", help="set everything up, print the paths and cookies, and serve until killed"
    )
    parser.add_argument(
        "--no-profile",
        action="store_true",
        help="do not profile the rows below goal (perf) to print where their CPU goes",
    )
    args = parser.parse_args()
    if not shutil.which("wrk"):
        sys.exit("wrk is missing: make bench installs it")
    upstream = FakeUpstream().start()
    server = EncoreServer(upstream.base_url, Path("/tmp/encore-bench-routes.log"), binary=BINARY, extra_env=KEYS)
    routes = route_table(server.env)
    server.start()
    try:
        world = World(server.base_url)
        world.make_operator(server)
        table = samples(world)
        unknown = [route for route in routes if route not in table and route not in ELSEWHERE]
        if unknown:
            sys.exit(f"bench/routes.py does not know how to fill {unknown}: add them to samples()")
        cookies = {"guest": None, "member": world.member_cookie, "player": f"encore_room={world.ticket.token}"}
        if args.hold:  # for `perf record -p PID` while wrk asks for one route
            print(f"pid {server.process.pid}, {server.base_url}, cookies {cookies}", flush=True)
            for route in routes:
                for path, audience in table.get(route, []):
                    print(f"{route:42} {' '.join(audience):13} {path}", flush=True)
            signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT, signal.SIGTERM})
            signal.sigwait({signal.SIGINT, signal.SIGTERM})
            return
        # /healthz before and after, averaged: on a busy 2-core machine one run can be far off.
        before = wrk(server.base_url + "/healthz", args.seconds)[0]
        rows = []
        for route in routes:
            if route in ELSEWHERE or (args.only and not re.search(args.only, route)):
                continue
            for path, audience in table[route]:
                for who in audience:
                    url = server.base_url + path
                    subprocess.run(["curl", "-s", "-o", "/dev/null", url], check=False)  # warm
                    rows.append((route, who, wrk(url, args.seconds, cookies[who], server.process.pid)))
        base = (before + wrk(server.base_url + "/healthz", args.seconds)[0]) / 2
        # Each row below its goal carries its measured reason: where the server's CPU went for it.
        reasons = {}
        if not args.no_profile and cost_profile.available():
            for index, (route, who, (rate, _, p99, bad, _)) in enumerate(rows):
                if not meets_goal(route, rate / base, p99, bad):
                    url = server.base_url + next(path for path, audience in table[route] if who in audience)
                    reasons[index] = cost_profile.profile(server.process.pid, url, cookie=cookies[who])
    finally:
        server.stop()
        upstream.stop()
    print(f"\n== routes: wrk -t1 -c32 -d{args.seconds}s, one release instance, SQLite; /healthz {base:.0f} req/s")
    print(f"{'route':42} {'as':7} {'req/s':>8} {'p50 ms':>7} {'p99 ms':>7} {'× hz':>6} {'CPU µs':>7}  goal  non-2xx")
    missed = 0
    for index, (route, who, (rate, p50, p99, bad, cpu)) in enumerate(rows):
        ratio = rate / base
        ok = meets_goal(route, ratio, p99, bad)
        missed += not ok
        mark = "ok" if ok else "MISS"
        print(
            f"{route[:42]:42} {who:7} {rate:8.0f} {p50:7.1f} {p99:7.1f} {ratio:6.2f} {cpu:7.0f}  {mark:4}  {bad or ''}"
        )
        if index in reasons:
            print(f"{'':51}↳ {reasons[index]}")
    for route, reason in ELSEWHERE.items():
        print(f"{route:42} {'':7} measured elsewhere: {reason}")
    print(f"{len(rows)} rows, {missed} below goal")


if __name__ == "__main__":
    main()
