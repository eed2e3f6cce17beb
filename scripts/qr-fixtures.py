#!/usr/bin/env python3
"""Write Tests/QRCodeTests/Fixtures/python-qrcode.json: what python-qrcode computes, step by step,
for the inputs the Swift `QRCode` target is tested against.

Run by hand after changing an input; the Swift tests read the committed file and need no Python.
This script installs nothing:

    .venv/bin/pip install qrcode==8.2
    .venv/bin/python scripts/qr-fixtures.py

Every value comes from python-qrcode's own code (tables, Reed-Solomon, BCH, mask functions, penalty
rules), forced to byte mode and error correction level M like the Swift encoder.

python-qrcode chooses its mask differently from ISO/IEC 18004: it scores each mask on a symbol whose
format and version information are left light (`makeImpl(test=True)`), and its finder-like rule (N3)
only looks inside the symbol. The specification scores the finished symbol, and a light run of four
modules may lie in the quiet zone around it. So, for every input and every one of the eight masks, the
fixtures hold the finished matrix and python-qrcode's four penalty scores on it (N3 on the matrix
padded with the four light quiet-zone modules); `specMask` is the lowest total (first on a tie), which
is what the Swift encoder must choose, and `pythonMask` is what python-qrcode itself picks.
"""

import json
from importlib import metadata
from pathlib import Path

import qrcode
from qrcode import base, constants, exceptions, util

LEVEL = constants.ERROR_CORRECT_M
OUTPUT = Path(__file__).resolve().parent.parent / "Tests/QRCodeTests/Fixtures/python-qrcode.json"
QUIET_ZONE = 4


def text(name, value):
    return {"name": name, "text": value, "bytes": value.encode("utf-8")}


def inputs():
    v7_url = "https://encore.example.com/quiz/party/join/123456?invite=" + "abcdefghijklmnopqrstuvwxyz0123456789" * 2
    long_text = "Encore quiz party room 123456. 앙코르 퀴즈 파티. " * 60
    return [
        text("short ASCII", "hello"),
        text("empty", ""),
        text("join link on localhost", "http://127.0.0.1:8080/join/123456"),
        text("join link", "https://example.com/join/123456"),
        text("Korean", "앙코르 퀴즈 파티: 방 번호 123456에 들어오세요!"),
        text("version 1 full (14 bytes)", "ENCORE-QUIZ-14"),
        text("one byte over version 1 (15 bytes)", "ENCORE-QUIZ-015"),
        text("URL needing version 7", v7_url[:115]),
        text("version 9 full (180 bytes)", ("ROOM-123456 " * 20)[:180]),
        text("version 10, 16-bit count (181 bytes)", ("ROOM-123456 " * 20)[:181]),
        {"name": "every byte value (256 bytes)", "text": None, "bytes": bytes(range(256))},
        {"name": "version 40 full (2331 bytes)", "text": None, "bytes": long_text.encode("utf-8")[:2331]},
    ]


def byte_segment(data):
    return util.QRData(data, mode=util.MODE_8BIT_BYTE)


def make(data, mask=None):
    qr = qrcode.QRCode(error_correction=LEVEL, box_size=1, border=0, mask_pattern=mask)
    qr.add_data(byte_segment(data))
    qr.make(fit=True)
    return qr


def hex_rows(modules):
    """Each row as hex, column 0 in the most significant bit, padded with light modules at the end."""
    rows = []
    for row in modules:
        bits = "".join("1" if module else "0" for module in row)
        bits += "0" * (-len(bits) % 4)
        rows.append("".join(f"{int(bits[i : i + 4], 2):x}" for i in range(0, len(bits), 4)))
    return rows


def with_quiet_zone(modules):
    size = len(modules) + 2 * QUIET_ZONE
    light = [[False] * size for _ in range(QUIET_ZONE)]
    side = [False] * QUIET_ZONE
    return light + [side + list(row) + side for row in modules] + [list(r) for r in light]


def penalties(modules):
    count = len(modules)
    padded = with_quiet_zone(modules)
    return {
        "n1": util._lost_point_level1(modules, count),
        "n2": util._lost_point_level2(modules, count),
        "n3": util._lost_point_level3(padded, len(padded)),
        "n4": util._lost_point_level4(modules, count),
        "n3InsideSymbol": util._lost_point_level3(modules, count),
    }


def codewords(version, data):
    """The data codewords before interleaving (caught on their way into create_bytes), each block's data
    and error correction (create_bytes on that block alone), and the interleaved sequence."""
    caught = {}
    create_bytes = util.create_bytes

    def spy(buffer, rs_blocks):
        caught["data"] = list(buffer.buffer)
        return create_bytes(buffer, rs_blocks)

    util.create_bytes = spy
    try:
        interleaved = util.create_data(version, LEVEL, [byte_segment(data)])
    finally:
        util.create_bytes = create_bytes

    blocks, offset = [], 0
    for block in base.rs_blocks(version, LEVEL):
        block_data = caught["data"][offset : offset + block.data_count]
        offset += block.data_count
        buffer = util.BitBuffer()
        for byte in block_data:
            buffer.put(byte, 8)
        alone = util.create_bytes(buffer, [block])
        blocks.append({"data": bytes(block_data).hex(), "errorCorrection": bytes(alone[block.data_count :]).hex()})
    return bytes(caught["data"]).hex(), blocks, bytes(interleaved).hex()


def fixture(entry):
    data = entry["bytes"]
    chosen = make(data)
    version = chosen.version
    chosen_modules = [list(row) for row in chosen.modules]
    python_mask = chosen.best_mask_pattern()

    masks = []
    for mask in range(8):
        modules = make(data, mask).modules
        masks.append({"mask": mask, "rows": hex_rows(modules), "penalty": penalties(modules)})
    assert masks[python_mask]["rows"] == hex_rows(chosen_modules)

    totals = [sum(v for k, v in m["penalty"].items() if k != "n3InsideSymbol") for m in masks]
    data_codewords, blocks, interleaved = codewords(version, data)
    return {
        "name": entry["name"],
        "text": entry["text"],
        "bytes": data.hex(),
        "version": version,
        "dataCodewords": data_codewords,
        "blocks": blocks,
        "interleaved": interleaved,
        "pythonMask": python_mask,
        "specMask": totals.index(min(totals)),
        "masks": masks,
    }


def byte_capacity(version):
    """The most bytes python-qrcode accepts at this version: it must take n and refuse n + 1."""
    bits = sum(block.data_count for block in base.rs_blocks(version, LEVEL)) * 8
    count_bits = util.length_in_bits(util.MODE_8BIT_BYTE, version)
    n = (bits - 4 - count_bits) // 8
    util.create_data(version, LEVEL, [byte_segment(b"a" * n)])
    try:
        util.create_data(version, LEVEL, [byte_segment(b"a" * (n + 1))])
    except exceptions.DataOverflowError:
        return n
    raise AssertionError(f"version {version} accepted {n + 1} bytes")


def generator(degree):
    """The generator polynomial python-qrcode divides by, highest power first."""
    poly = base.Polynomial([1], 0)
    for i in range(degree):
        poly = poly * base.Polynomial([1, base.gexp(i)], 0)
    return list(poly)


def main():
    versions = range(1, 41)
    ec_degrees = sorted({b.total_count - b.data_count for v in versions for b in base.rs_blocks(v, LEVEL)})
    document = {
        "generatedBy": f"scripts/qr-fixtures.py with qrcode {metadata.version('qrcode')}",
        "versions": [
            {
                "version": v,
                "blocks": [[b.total_count, b.data_count] for b in base.rs_blocks(v, LEVEL)],
                "byteCapacity": byte_capacity(v),
                "characterCountBits": util.length_in_bits(util.MODE_8BIT_BYTE, v),
                "alignmentPositions": util.pattern_position(v),
                "versionBits": util.BCH_type_number(v) if v >= 7 else None,
            }
            for v in versions
        ],
        "generators": [{"degree": d, "coefficients": generator(d)} for d in ec_degrees],
        "formatBits": [util.BCH_type_info((LEVEL << 3) | mask) for mask in range(8)],
        "inputs": [fixture(entry) for entry in inputs()],
    }
    OUTPUT.parent.mkdir(parents=True, exist_ok=True)
    OUTPUT.write_text(json.dumps(document, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    for entry in document["inputs"]:
        note = "" if entry["pythonMask"] == entry["specMask"] else "  (python-qrcode picks another mask)"
        print(f"{entry['name']}: version {entry['version']}, mask {entry['specMask']}{note}")


if __name__ == "__main__":
    main()
