"""The GIPHY part of the fake upstream: search, trending, random and get-by-ids answered in the
recorded shape (`fixtures/giphy/gif-template.json`, one real GIF object with its string numbers and
uneven renditions), media and analytics pings served from the fake's own origin.

Search pages repeat one id from the page before, and the first page repeats one of its own (GIPHY
does both), so de-duplication is tested."""

import json
import time
import zlib
from pathlib import Path
from urllib.parse import parse_qs

from images import gif

TEMPLATE = json.loads((Path(__file__).parent / "fixtures" / "giphy" / "gif-template.json").read_text())
MEDIA_PREFIX = "https://media1.giphy.com/media/dxWDp9kNpzqYU/"
ANALYTICS_PREFIX = "https://giphy-analytics.giphy.com/"


class FakeGiphy:
    def __init__(self):
        self.search_total = 96
        self.key_rejected = False
        self.delays = {}  # search query -> seconds to wait before answering
        self.titles = {}
        self.random_count = 0
        self.repeat_trending = False  # every trending offset answers the first page (GIPHY does repeat)

    def handle(self, path, query, base_url):
        """(status, content type, body) for a /giphy/... request, or None when the path is not GIPHY's."""
        params = {name: values[-1] for name, values in parse_qs(query).items()}
        if path.startswith("/giphy-media/"):
            seed = zlib.crc32(path.split("/")[2].encode())
            return 200, "image/gif", gif(64, 64, 3, seed=seed)
        if path.startswith("/giphy-analytics/"):
            return 204, "text/plain", b""
        if not path.startswith("/giphy/v1/gifs"):
            return None
        if self.key_rejected or params.get("api_key") in (None, "", "bad-key"):
            return (
                401,
                "application/json",
                json.dumps({"data": [], "meta": {"status": 401, "msg": "Unauthorized", "response_id": ""}}).encode(),
            )
        endpoint = path[len("/giphy/v1/gifs") :]
        if endpoint == "/search":
            text = params.get("q", "")
            time.sleep(self.delays.get(text, 0))
            offset, limit = int(params.get("offset", 0)), int(params.get("limit", 25))
            ids = [f"q{zlib.crc32(text.encode()):x}n{n}" for n in range(offset, min(offset + limit, self.search_total))]
            if offset > 0 and ids:
                ids[0] = f"q{zlib.crc32(text.encode()):x}n{offset - 1}"  # a repeat from the page before
            elif len(ids) > 5:
                ids[5] = ids[4]  # and a repeat within the page
            items = [self.item(i, f"{text} {i[-3:]} GIF by Encore Tests", base_url) for i in ids]
            return self.page(items, offset)
        if endpoint == "/trending":
            offset, limit = int(params.get("offset", 0)), int(params.get("limit", 25))
            if self.repeat_trending:
                items = [self.item(f"trend{n}", f"Trending {n} GIF", base_url) for n in range(limit)]
                return self.page(items, offset, total=100_000)
            items = [
                self.item(f"trend{n}", f"Trending {n} GIF", base_url) for n in range(offset, min(offset + limit, 72))
            ]
            return self.page(items, offset, total=72)
        if endpoint == "/random":
            if params.get("tag") == "nothing":  # no GIF has this tag: GIPHY answers with an empty list
                return self.json({"data": [], "meta": {"status": 200, "msg": "OK", "response_id": "fake"}})
            self.random_count += 1
            tag = params.get("tag") or "anything"
            item = self.item(
                f"rand{self.random_count}", f"Random {tag} {self.random_count} GIF by Encore Tests", base_url
            )
            return self.json({"data": item, "meta": {"status": 200, "msg": "OK", "response_id": "fake"}})
        if endpoint == "":
            ids = [i for i in params.get("ids", "").split(",") if i]
            items = [self.item(i, self.titles.get(i, f"{i} GIF"), base_url) for i in ids]
            return self.page(items, 0, total=len(items))
        return (
            404,
            "application/json",
            json.dumps({"data": [], "meta": {"status": 404, "msg": "Not Found", "response_id": ""}}).encode(),
        )

    def item(self, gif_id, title, base_url):
        self.titles[gif_id] = title
        text = json.dumps(TEMPLATE)
        text = text.replace(MEDIA_PREFIX, f"{base_url}/giphy-media/{gif_id}/").replace(
            ANALYTICS_PREFIX, f"{base_url}/giphy-analytics/"
        )
        item = json.loads(text.replace("dxWDp9kNpzqYU", gif_id))
        item["title"] = title
        return item

    def page(self, items, offset, total=None):
        total = self.search_total if total is None else total
        return self.json(
            {
                "data": items,
                "pagination": {"total_count": total, "count": len(items), "offset": offset},
                "meta": {"status": 200, "msg": "OK", "response_id": "fake"},
            }
        )

    @staticmethod
    def json(value):
        return 200, "application/json", json.dumps(value).encode()
