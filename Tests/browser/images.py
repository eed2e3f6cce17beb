"""Pictures made for browser tests (no image files in the repository)."""

import struct
import zlib
from random import Random


def png(width=240, height=160, tint=(200, 0)):
    """A colourful gradient PNG; `tint` sets the blue channel and shifts the green one."""
    blue, shift = tint
    return _png(
        width,
        height,
        lambda x, y: (40 + x * 200 // width, (40 + y * 200 // height + shift) % 256, blue),
    )


def blocks_png(width=400, height=600, seed=1):
    """A PNG of 6 × 9 blocks of colours drawn from `seed`: every gradient test picture looks alike to
    a perceptual hash, and two seeds look as different as two photographs (the picture block list)."""
    random = Random(seed)
    colours = [tuple(random.randrange(256) for _ in range(3)) for _ in range(6 * 9)]
    return _png(width, height, lambda x, y: colours[(y * 9 // height) * 6 + x * 6 // width])


def _png(width, height, colour):
    rows = b"".join(b"\x00" + b"".join(bytes(colour(x, y)) for x in range(width)) for y in range(height))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")


def gif(width=48, height=48, frames=3, seed=0):
    """An animated GIF (4-colour palette, one flat colour per frame). The LZW stream sends a clear code
    after every two pixels, so codes stay 3 bits wide: valid, simple, and no compressor needed."""
    palette = bytes([(seed * 53) % 256, 90, 200, 240, (seed * 97) % 256, 60, 30, 200, (seed * 31) % 256, 250, 250, 250])

    def lzw(pixels):
        codes, bits, out = [], 0, bytearray()
        for i in range(0, len(pixels), 2):
            codes.append(4)
            codes.extend(pixels[i : i + 2])
        codes.append(5)
        acc = 0
        for code in codes:
            acc |= code << bits
            bits += 3
            while bits >= 8:
                out.append(acc & 0xFF)
                acc >>= 8
                bits -= 8
        if bits:
            out.append(acc & 0xFF)
        blocks = b"".join(bytes([len(out[i : i + 255])]) + bytes(out[i : i + 255]) for i in range(0, len(out), 255))
        return bytes([2]) + blocks + b"\x00"

    data = b"GIF89a" + struct.pack("<HHBBB", width, height, 0xF1, 0, 0) + palette
    data += b"\x21\xff\x0bNETSCAPE2.0\x03\x01\x00\x00\x00"
    for frame in range(frames):
        data += b"\x21\xf9\x04\x04" + struct.pack("<H", 10) + b"\x00\x00"
        data += b"\x2c" + struct.pack("<HHHHB", 0, 0, width, height, 0)
        data += lzw([frame % 4] * (width * height))
    return data + b"\x3b"
