"""오늘의 퀴즈 on two instances (scripts/cluster.sh): both must serve the same puzzle, and one player's
guesses sent to either instance must make one game and one record. Exit 1 on any disagreement.

  ENCORE_BINARY=.build/release/encore scripts/cluster.sh --instances 2 --port 0 -- python3 bench/daily_check.py
"""

import http.cookiejar
import json
import os
import sys
import urllib.error
import urllib.request


def instance_urls():
    ports = [entry.split(":")[0] for entry in os.environ["ENCORE_CLUSTER_INSTANCES"].split()]
    if len(ports) < 2:
        sys.exit("daily_check: needs two instances (ENCORE_CLUSTER_INSTANCES)")
    return [f"http://127.0.0.1:{port}" for port in ports[:2]]


class Player:
    """One browser's cookies, sent to whichever instance a request names."""

    def __init__(self):
        self.jar = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.jar))

    def cookie(self, name):
        return next((cookie.value for cookie in self.jar if cookie.name == name), None)

    def call(self, base, path, body=None):
        headers = {"Accept": "application/json"}
        data = None
        if body is not None:
            data = json.dumps(body).encode()
            headers |= {"Content-Type": "application/json", "X-CSRF-Token": self.cookie("encore_csrf") or ""}
        request = urllib.request.Request(base + path, data=data, headers=headers, method="POST" if data else "GET")
        try:
            with self.opener.open(request, timeout=10) as response:
                return response.status, json.loads(response.read() or b"null")
        except urllib.error.HTTPError as error:
            return error.code, json.loads(error.read() or b"null")


def main():
    first, second = instance_urls()
    problems = []

    def expect(condition, message):
        if not condition:
            problems.append(message)

    player = Player()
    status_a, today_a = player.call(first, "/api/v1/quiz/daily")
    status_b, today_b = player.call(second, "/api/v1/quiz/daily")
    expect(status_a == status_b == 200, f"today's puzzle: {status_a} and {status_b}")
    same = ("number", "date", "ladder", "clues", "posterURL")
    expect(all(today_a.get(key) == today_b.get(key) for key in same), "the instances show different puzzles")
    number = today_a["number"]

    player.call(first, "/api/v1/idols/periods")  # the CSRF cookie
    status, _ = player.call(first, "/api/v1/profile", {"nickname": "매일확인"})
    expect(status == 201, f"profile: {status}")
    for index in range(6):  # six skips, alternating instances: one lost game
        base = (first, second)[index % 2]
        status, state = player.call(base, f"/api/v1/quiz/daily/{number}/skip", {})
        expect(status == 200 and len(state["guesses"]) == index + 1, f"skip {index + 1} on {base}: {status}")
    seen = [player.call(base, f"/api/v1/quiz/daily/{number}")[1] for base in (first, second)]
    expect(seen[0]["status"] == seen[1]["status"] == "failed", "the game did not end the same on both")
    expect(seen[0].get("answer") == seen[1].get("answer") is not None, "the answer differs between instances")
    stats = [player.call(base, "/api/v1/quiz/daily/stats")[1] for base in (first, second)]
    expect(stats[0] == stats[1] and stats[0]["played"] == 1, f"the record differs: {stats}")

    print(f"daily_check: #{number} on {first} and {second}: {'OK' if not problems else 'FAILED'}")
    for problem in problems:
        print("  " + problem)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
