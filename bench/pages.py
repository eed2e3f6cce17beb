"""`make bench` part "pages": each HTML page's throughput under wrk (1 thread, 32 connections) next to
/healthz (one SELECT 1) in the same run, on one release instance as `make run` serves it (SQLite,
built-in data). Prints req/s, p50 and p99 and the ratio to /healthz; the goal is ≥ 0.25× and
p99 ≤ 50 ms. Nothing here passes or fails.
"""

import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "Tests" / "browser"))
from encore_server import EncoreServer  # noqa: E402

BINARY = ROOT / ".build" / "release" / "encore"
PAGES = ["/healthz", "/", "/quiz", "/idols", "/idols/search?q=%EC%95%84%EC%9D%B4", "/gifs", "/boxoffice"]
SECONDS = 8


def wrk(url):
    output = subprocess.run(
        ["wrk", "-t1", "-c32", f"-d{SECONDS}s", "--latency", url], capture_output=True, text=True, check=True
    ).stdout
    rate = float(re.search(r"Requests/sec:\s+([\d.]+)", output).group(1))

    def quantile(name):
        match = re.search(rf"^\s+{name}%\s+([\d.]+)(us|ms|s)", output, re.M)
        value, unit = float(match.group(1)), match.group(2)
        return value / 1000 if unit == "us" else value * 1000 if unit == "s" else value

    non_2xx = re.search(r"Non-2xx or 3xx responses:\s+(\d+)", output)
    return rate, quantile("50"), quantile("99"), int(non_2xx.group(1)) if non_2xx else 0


def main():
    if not shutil.which("wrk"):
        sys.exit("wrk is missing: make bench installs it")
    log = Path("/tmp/encore-bench-pages.log")
    server = EncoreServer(
        "http://127.0.0.1:9", log, binary=BINARY, extra_env={"ENCORE_RATE_LIMIT_FACTOR": "1000"}
    ).start()
    try:
        for page in PAGES:  # warm caches (templates, built-in data copies) before measuring
            subprocess.run(["curl", "-s", "-o", "/dev/null", server.base_url + page], check=False)
        results = {page: wrk(server.base_url + page) for page in PAGES}
    finally:
        server.stop()
    base = results["/healthz"][0]
    print(f"\n== pages: wrk -t1 -c32 -d{SECONDS}s, one release instance, SQLite")
    print(f"{'page':32} {'req/s':>9} {'p50 ms':>8} {'p99 ms':>8} {'× healthz':>10}  non-2xx")
    for page, (rate, p50, p99, bad) in results.items():
        print(f"{page:32} {rate:9.0f} {p50:8.1f} {p99:8.1f} {rate / base:10.3f}  {bad or ''}")


if __name__ == "__main__":
    main()
