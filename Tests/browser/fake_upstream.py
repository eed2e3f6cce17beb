"""A local stand-in for the services Encore calls (KOBIS, Kakao, TMDB, GIPHY, YouTube).

It serves files from `fixtures/<service>/...` by path, records every request so tests can assert
what Encore asked for, and also serves pages from another origin (`fixtures/attacker/`) for
cross-site tests. Tests never reach the internet.
"""
import functools
import json
import threading
import time
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import urlsplit

from fake_giphy import FakeGiphy

FIXTURES = Path(__file__).parent / "fixtures"
CONTENT_TYPES = {".json": "application/json", ".html": "text/html; charset=utf-8",
                 ".jpg": "image/jpeg", ".png": "image/png", ".gif": "image/gif", ".webp": "image/webp"}


class FakeUpstream:
    def __init__(self):
        self.requests = []
        self.failures = {}
        self.lock = threading.Lock()
        self.giphy = FakeGiphy()
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    @property
    def base_url(self):
        host, port = self.server.server_address
        return f"http://{host}:{port}"

    def fail_next(self, prefix, times=1, status=500, body=b"planned failure", content_type="text/plain", delay=0):
        """The next `times` requests whose path starts with `prefix` get this answer instead of their
        fixture, after `delay` seconds (longer than Encore waits: a timeout)."""
        with self.lock:
            self.failures[prefix] = (times, (status, content_type, body, delay))

    def _planned_failure(self, path):
        with self.lock:
            for prefix, (times, answer) in list(self.failures.items()):
                if path.startswith(prefix) and times > 0:
                    self.failures[prefix] = (times - 1, answer)
                    return answer
        return None

    def start(self):
        self.thread.start()
        return self

    def stop(self):
        self.server.shutdown()
        self.server.server_close()

    def _handler(self):
        upstream = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self):
                parts = urlsplit(self.path)
                with upstream.lock:
                    upstream.requests.append({"method": "GET", "path": parts.path, "query": parts.query})
                failure = upstream._planned_failure(parts.path)
                if failure:
                    status, content_type, body, delay = failure
                    time.sleep(delay)
                    self._send(status, content_type, body)
                    return
                answer = upstream.giphy.handle(parts.path, parts.query, upstream.base_url)
                if answer:
                    self._send(*answer)
                    return
                if parts.path.startswith("/tmdb-images/"):
                    # Posters are drawn here, one colour per file name: no real poster in the repository.
                    self._send(200, "image/png", poster_png(parts.path))
                    return
                file = (FIXTURES / parts.path.lstrip("/")).resolve()
                if not file.is_file() and file.with_name(file.name + ".json").is_file():
                    # TMDB has both /movie/{id} and /movie/{id}/images: the first is kept as {id}.json.
                    file = file.with_name(file.name + ".json")
                if FIXTURES.resolve() not in file.parents or not file.is_file():
                    self._send(404, "application/json", json.dumps({"error": "no fixture", "path": parts.path}).encode())
                    return
                self._send(200, CONTENT_TYPES.get(file.suffix, "application/octet-stream"), file.read_bytes())

            def _send(self, status, content_type, body):
                self.send_response(status)
                self.send_header("Content-Type", content_type)
                self.send_header("Content-Length", str(len(body)))
                # GIPHY's API and media allow any origin; the page fetches them (and downloads media) cross-origin.
                self.send_header("Access-Control-Allow-Origin", "*")
                self.end_headers()
                try:
                    self.wfile.write(body)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the page aborted the request (a newer search replaced it)

            def log_message(self, *args):
                pass

        return Handler


@functools.lru_cache(maxsize=32)
def poster_png(name, width=400, height=600):
    """A 2:3 gradient whose colour depends on `name`, standing in for a TMDB poster."""
    from images import png
    seed = zlib.crc32(name.encode())
    return png(width, height, tint=(seed & 0xFF, (seed >> 8) & 0xFF))
