"""`make bench` part "cached images through nginx": run under scripts/cluster.sh. One uploaded
picture is asked for once through the cluster's nginx (a miss that fills `proxy_cache`), then hit
under wrk; the same bytes are then served from disk by a plain nginx with the same worker count.
Prints both rates and the ratio (goal ≥ 0.9). Nothing here passes or fails.
"""

import os
import sys
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from client import EncoreClient  # noqa: E402
from images import make_inputs, nginx_rate, variant, wrk  # noqa: E402

# The cluster's nginx (scripts/cluster.sh) runs one worker; the reference gets the same.
CLUSTER_WORKERS = 1


def cache_status(url):
    request = urllib.request.Request(url, headers={"Accept": "image/jpeg"})
    with urllib.request.urlopen(request) as response:
        return response.headers.get("X-Cache", "none"), response.read()


def main():
    base = os.environ.get("ENCORE_CLUSTER_URL")
    if not base:
        sys.exit("run me under scripts/cluster.sh (make bench does)")
    client = EncoreClient(base)
    client.create_profile("cachebench")
    url = base + client.upload(variant(make_inputs()["photo.jpg"], 7))["previewURL"]
    first, body = cache_status(url)
    second, _ = cache_status(url)
    through_nginx = wrk(url)
    from_disk = nginx_rate(body, workers=CLUSTER_WORKERS)
    print(f"\n== cached images through the cluster's nginx ({len(body)} bytes; X-Cache {first} then {second})")
    print(f"{'measure':52} {'req/s':>10} {'ratio':>8}  goal")
    print(f"{'cached hits through nginx proxy_cache (wrk -t2 -c16)':52} {through_nginx:10.0f}")
    print(
        f"{'  vs nginx serving the same bytes from disk':52} {from_disk:10.0f} {through_nginx / from_disk:8.2f}  ≥ 0.9"
    )


if __name__ == "__main__":
    main()
