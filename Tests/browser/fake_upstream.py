"""A local stand-in for the services Encore calls (KOBIS, Kakao, TMDB, GIPHY, YouTube).

It serves files from `fixtures/<service>/...` by path (GIPHY and Kakao's image search are answered
in code: their answers point back at this server), records every request so tests can assert what
Encore asked for, and also serves pages from another origin (`fixtures/attacker/`) for cross-site
tests. Tests never reach the internet.
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
CONTENT_TYPES = {
    ".json": "application/json",
    ".html": "text/html; charset=utf-8",
    ".jpg": "image/jpeg",
    ".png": "image/png",
    ".gif": "image/gif",
    ".webp": "image/webp",
}


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

    def fail_next(
        self, prefix, times=1, status=500, body=b"planned failure", content_type="text/plain", delay=0, exact=False
    ):
        """The next `times` requests whose path starts with `prefix` (is `prefix`, when `exact`: GIPHY's
        get-by-ids is /v1/gifs, the parent of search and trending) get this answer instead of their
        fixture, after `delay` seconds (longer than Encore waits: a timeout)."""
        with self.lock:
            self.failures[prefix] = (times, exact, (status, content_type, body, delay))

    def stop_failing(self, prefix):
        """Forgets a planned failure that was not used up, so it cannot reach a later test."""
        with self.lock:
            self.failures.pop(prefix, None)

    def _planned_failure(self, path):
        with self.lock:
            for prefix, (times, exact, answer) in list(self.failures.items()):
                if (path == prefix if exact else path.startswith(prefix)) and times > 0:
                    self.failures[prefix] = (times - 1, exact, answer)
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
                answer = upstream.giphy.handle(parts.path, parts.query, upstream.base_url) or kakao_image_search(
                    parts.path, self.headers.get("Authorization", ""), upstream.base_url
                )
                if answer:
                    self._send(*answer)
                    return
                if parts.path.startswith(("/tmdb-images/", "/kakao-images/")):
                    # Posters are drawn here, one colour per file name: no real poster in the repository.
                    self._send(200, "image/png", poster_png(parts.path))
                    return
                file = (FIXTURES / parts.path.lstrip("/")).resolve()
                if not file.is_file() and file.with_name(file.name + ".json").is_file():
                    # TMDB has both /movie/{id} and /movie/{id}/images: the first is kept as {id}.json.
                    file = file.with_name(file.name + ".json")
                if FIXTURES.resolve() not in file.parents or not file.is_file():
                    self._send(
                        404, "application/json", json.dumps({"error": "no fixture", "path": parts.path}).encode()
                    )
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


def kakao_image_search(path, authorization, base_url):
    """Kakao's image search (upstream-apis.md §2): one poster-shaped document pointing back at this
    server, or Kakao's 401 when the `KakaoAK` key is missing. None for any other path."""
    if path != "/kakao/v2/search/image":
        return None
    if not authorization.startswith("KakaoAK ") or authorization == "KakaoAK ":
        return (
            401,
            "application/json",
            json.dumps({"errorType": "AccessDeniedError", "message": "wrong appKey(null) format"}).encode(),
        )
    return 200, "application/json", json.dumps(kakao_page([kakao_document(base_url)])).encode()


def kakao_document(base_url, name="poster"):
    return {
        "collection": "blog",
        "datetime": "2018-12-16T09:40:08.000+09:00",
        "display_sitename": "티스토리",
        "doc_url": "http://filternews.tistory.com/225",
        "height": 600,
        "width": 400,
        "image_url": f"{base_url}/kakao-images/{name}.png",
        "thumbnail_url": f"{base_url}/kakao-images/{name}-thumb.png",
    }


def kakao_page(documents, total=None):
    total = len(documents) if total is None else total
    return {
        "documents": documents,
        "meta": {"is_end": len(documents) >= total, "pageable_count": min(total, 3993), "total_count": total},
    }


@functools.lru_cache(maxsize=32)
def poster_png(name, width=400, height=600):
    """A 2:3 gradient whose colour depends on `name`, standing in for a TMDB poster."""
    from images import png

    seed = zlib.crc32(name.encode())
    return png(width, height, tint=(seed & 0xFF, (seed >> 8) & 0xFF))
