"""Reports on two instances (scripts/cluster.sh): a pack a guest reports through one instance must
leave the other instance's quiz tab and pack list at once (no kept list, page body or fragment
may still show it), and its maker must still see it there, under review. Exit 1 on any disagreement.

  ENCORE_BINARY=.build/release/encore scripts/cluster.sh --instances 2 --port 0 -- python3 bench/safety_check.py
"""

import sys
import urllib.request
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from client import EncoreClient  # noqa: E402
from daily_check import instance_urls  # noqa: E402
from room_client import make_pack  # noqa: E402


def page(client, base, path):
    """A page of `base` with the client's cookies (the jar serves every port of 127.0.0.1)."""
    return client.opener.open(urllib.request.Request(base + path), timeout=10).read().decode()


def main():
    first, second = instance_urls()
    problems = []

    def expect(condition, message):
        if not condition:
            problems.append(message)

    maker = EncoreClient(first)
    maker.create_profile(f"신고확인{uuid.uuid4().hex[:4]}")
    pack_id, _ = make_pack(maker, 3)
    _, listed = maker.request_json("GET", "/api/v1/quiz/packs")
    title = next(pack["title"] for pack in listed if pack["id"] == pack_id)
    bystander = EncoreClient(second)
    # The second instance lists the pack first, so a list it kept would have it.
    expect(title in page(bystander, second, "/quiz"), "the second instance did not list the new pack")

    guest = EncoreClient(first)
    status, _ = guest.request_json("POST", "/api/v1/reports", {"kind": "pack", "id": pack_id, "reason": "spam"})
    expect(status == 204, f"the report through the first instance answered {status}")

    expect(title not in page(bystander, second, "/quiz"), "the second instance's quiz tab still shows the pack")
    api = bystander.opener.open(urllib.request.Request(second + "/api/v1/quiz/packs"), timeout=10).read().decode()
    expect(pack_id not in api, "the second instance's pack list still has the pack")
    own = page(maker, second, "/quiz")
    expect(title in own and "검토 중" in own, "the maker does not see the pack under review on the second instance")

    if problems:
        for problem in problems:
            print(f"safety_check: {problem}", file=sys.stderr)
        sys.exit(1)
    print("safety_check: a report through one instance hid the pack on the other at once; its maker still sees it")


if __name__ == "__main__":
    main()
