"""A tiny HTTP client for benchmarks: one Encore profile (cookies + CSRF token) and uploads."""

import http.cookiejar
import json
import urllib.request
import uuid


class EncoreClient:
    def __init__(self, base_url, forwarded_for=None):
        self.base_url = base_url
        self.jar = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.jar))
        if forwarded_for:  # an address of its own for per-client limits, behind a trusted proxy
            self.opener.addheaders.append(("X-Forwarded-For", forwarded_for))
        self.opener.open(f"{base_url}/").read()

    @property
    def csrf(self):
        return next(cookie.value for cookie in self.jar if cookie.name == "encore_csrf")

    def create_profile(self, nickname):
        request = urllib.request.Request(
            f"{self.base_url}/api/v1/profile",
            data=json.dumps({"nickname": nickname}).encode(),
            headers={"Content-Type": "application/json", "X-CSRF-Token": self.csrf},
            method="POST",
        )
        return json.load(self.opener.open(request))

    def upload(self, data):
        boundary = uuid.uuid4().hex
        body = (
            (
                f'--{boundary}\r\nContent-Disposition: form-data; name="file"; filename="f"\r\n'
                f"Content-Type: application/octet-stream\r\n\r\n"
            ).encode()
            + data
            + f"\r\n--{boundary}--\r\n".encode()
        )
        request = urllib.request.Request(
            f"{self.base_url}/api/v1/uploads",
            data=body,
            headers={"Content-Type": f"multipart/form-data; boundary={boundary}", "X-CSRF-Token": self.csrf},
            method="POST",
        )
        return json.load(self.opener.open(request))

    def request_json(self, method, path, body=None):
        """JSON in and out, with the session and the CSRF token. A refusal raises
        urllib.error.HTTPError (its status and body say why)."""
        data = None if body is None else json.dumps(body).encode()
        headers = {"Accept": "application/json", "X-CSRF-Token": self.csrf}
        if data is not None:
            headers["Content-Type"] = "application/json"
        request = urllib.request.Request(f"{self.base_url}{path}", data=data, headers=headers, method=method)
        with self.opener.open(request) as response:
            raw = response.read()
            return response.status, json.loads(raw) if raw else None

    def cookie_header(self):
        """This profile's cookies as one Cookie header (for a WebSocket, which the jar does not serve)."""
        return "; ".join(f"{cookie.name}={cookie.value}" for cookie in self.jar)

    def get(self, path, accept="image/jpeg"):
        request = urllib.request.Request(f"{self.base_url}{path}", headers={"Accept": accept})
        with urllib.request.urlopen(request) as response:
            return response.read()
