"""Where a route's server CPU goes: `perf record` on the server while wrk asks for the route, summed
into the costs #31 found behind slow pages. `bench/routes.py` prints this beside every row below its
goal, so the row carries its measured reason.

Each share is the percentage of the server's on-CPU samples inside that kind of work (inclusive,
from `perf report --children`); shares can overlap (a Fluent read runs SQLite), and the rest is the
HTTP server, the event loops and the route's own code.
"""

import re
import shutil
import subprocess
import tempfile
from pathlib import Path

# (label, demangled symbols whose inclusive share is that work's cost; shares of one label add up
# when its symbols never nest, as SQLite's prepare and step do not).
KINDS = [
    ("Leaf rendering", ["LeafRenderer.serialize(_:context:)"]),
    ("Leaf context encoding", ["static LeafEncoder.encode<A>(_:)"]),
    ("SQLite prepare", ["sqlite_nio_sqlite3_prepare_v3"]),
    ("SQLite step", ["sqlite_nio_sqlite3_step"]),
    ("Fluent model decoding", ["Fields.output(from:)"]),
    ("plain row decoding", ["SQLRowDecoder.decode<A, B>(_:from:)"]),
    ("JSON encoding", ["JSONEncoder.encode<A>(_:)"]),
    ("JSON decoding", ["JSONDecoder.decode<A>(_:from:)"]),
    ("image work (libvips)", ["vips_"]),
    ("response writing", ["HTTPServerHandler.serialize(_:for:context:)"]),
]


def available():
    return shutil.which("perf") is not None and shutil.which("swift") is not None


def profile(pid, url, seconds=2, cookie=None):
    """Samples the server while wrk asks for `url`; the kinds of work that take ≥ 3%, largest first."""
    with tempfile.TemporaryDirectory() as folder:
        data = Path(folder) / "perf.data"
        recorder = subprocess.Popen(
            ["perf", "record", "-F", "999", "-g", "-p", str(pid), "-o", str(data), "--", "sleep", str(seconds)],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        command = ["wrk", "-t1", "-c32", f"-d{seconds}s"]
        if cookie:
            command += ["-H", f"Cookie: {cookie}"]
        subprocess.run(command + [url], capture_output=True, check=False)
        recorder.wait()
        report = subprocess.run(
            ["perf", "report", "-i", str(data), "--children", "--sort", "symbol", "-g", "none", "--stdio"],
            capture_output=True,
            text=True,
            check=False,
        ).stdout
    demangled = subprocess.run(
        ["swift", "demangle", "--simplified"], input=report, capture_output=True, text=True, check=False
    ).stdout
    return summarize(report, demangled)


LINE = re.compile(r"\s*([\d.]+)%\s+[\d.]+%\s+\[\.\]\s+(.*\S)")


def summarize(report, demangled):
    """'Leaf rendering 18% · SQLite step 9% · …; own code: X 12%, Y 8%' from a `perf report --children`
    listing, as perf printed it and demangled line for line."""
    children = {}
    own = []  # Encore's own functions (mangled in module Encore), the route's code
    for raw, line in zip(report.splitlines(), demangled.splitlines()):
        match = LINE.match(line)
        if not match:
            continue
        symbol, share = match.group(2), float(match.group(1))
        children[symbol] = max(children.get(symbol, 0.0), share)
        raw_match = LINE.match(raw)
        if (
            raw_match
            and raw_match.group(2).startswith("$s6Encore")
            and not re.match(r"(closure|partial|thunk|protocol witness|specialized)", symbol)
        ):
            own.append((share, symbol))
    shares = []
    for label, roots in KINDS:
        share = sum(max((value for symbol, value in children.items() if root in symbol), default=0.0) for root in roots)
        if share >= 3:
            shares.append((share, label))
    shares.sort(reverse=True)
    kinds = " · ".join(f"{label} {share:.0f}%" for share, label in shares) or "no single kind of work ≥ 3%"
    # Async functions show once per resumption: a name counts once, at its largest share.
    named = {}
    for share, symbol in own:
        name = symbol.split("(")[0]
        named[name] = max(named.get(name, 0.0), share)
    top = sorted(((share, name) for name, share in named.items() if share >= 3), reverse=True)[:3]
    return kinds + ("; own code: " + ", ".join(f"{name} {share:.0f}%" for share, name in top) if top else "")
