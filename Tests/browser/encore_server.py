"""Starts the real Encore binary for browser tests: temp data dir, free port, pinned clock,
every upstream pointed at the fake. Stopping it checks the shutdown is graceful (exit code 0)."""

import os
import signal
import socket
import subprocess
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BINARY = ROOT / ".build" / "debug" / "encore"
NOW = "2026-11-22T10:00:00+09:00"


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class EncoreServer:
    def __init__(self, upstream_url, log_path, binary=BINARY, extra_env=None):
        self.binary = binary
        self.port = free_port()
        self.data_dir = tempfile.mkdtemp(prefix="encore-browser-")
        self.log_path = log_path
        self.env = {
            **{
                k: v
                for k, v in os.environ.items()
                if not k.startswith(("ENCORE_", "KOBIS_", "KAKAO_", "TMDB_", "GIPHY_"))
            },
            "ENCORE_DATA_DIR": self.data_dir,
            "ENCORE_NOW": NOW,
            "ENCORE_SECRET": "browser-tests-secret-browser-tests-secret",
            "KOBIS_BASE_URL": f"{upstream_url}/kobis",
            "KAKAO_BASE_URL": f"{upstream_url}/kakao",
            "TMDB_BASE_URL": f"{upstream_url}/tmdb/3",
            "TMDB_IMAGE_BASE_URL": f"{upstream_url}/tmdb-images",
            "GIPHY_BASE_URL": f"{upstream_url}/giphy",
            "ENCORE_IMAGE_ALLOW_PRIVATE_HOSTS": "1",
            # Every browser test comes from 127.0.0.1: room for a whole run's profiles and guesses.
            "ENCORE_RATE_LIMIT_FACTOR": "100",
            # A test that needs a visitor on another connection sends X-Forwarded-For, as nginx would.
            "ENCORE_TRUSTED_PROXIES": "127.0.0.1",
            # The tests move the server's clock instead of sleeping (`conftest.jump_clock`).
            "ENCORE_TEST_CLOCK": "1",
        }
        self.env.pop("DATABASE_URL", None)
        self.env.update(extra_env or {})
        self.process = None

    @property
    def base_url(self):
        return f"http://127.0.0.1:{self.port}"

    def start(self):
        if not self.binary.exists():
            raise RuntimeError(f"{self.binary} is missing: run `swift build` first (make test does)")
        self.log = open(self.log_path, "w")
        subprocess.run(
            [self.binary, "migrate", "--yes"], env=self.env, cwd=ROOT, check=True, stdout=self.log, stderr=self.log
        )
        self.process = subprocess.Popen(
            [self.binary, "serve", "--hostname", "127.0.0.1", "--port", str(self.port)],
            env=self.env,
            cwd=ROOT,
            stdout=self.log,
            stderr=self.log,
        )
        deadline = time.time() + 30
        while time.time() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"encore exited with {self.process.returncode}; see {self.log_path}")
            try:
                with urllib.request.urlopen(f"{self.base_url}/healthz", timeout=1) as response:
                    if response.status == 200:
                        return self
            except OSError:
                time.sleep(0.1)
        raise RuntimeError("encore did not become healthy within 30 s")

    def command(self, *arguments):
        """Runs `encore ARGUMENTS` against this server's database, as an operator would on the
        machine (`encore operators grant …`); its output."""
        done = subprocess.run(
            [self.binary, *arguments], env=self.env, cwd=ROOT, check=True, capture_output=True, text=True
        )
        return done.stdout

    @property
    def pid(self):
        return self.process.pid

    def stop(self):
        """SIGTERM, as a process manager would; returns the exit code (0 = graceful)."""
        self.process.send_signal(signal.SIGTERM)
        try:
            code = self.process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            self.process.kill()
            code = self.process.wait()
        self.log.close()
        return code
