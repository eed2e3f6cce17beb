"""Pictures made for browser tests (no image files in the repository)."""
import struct
import zlib


def png(width=240, height=160, tint=(200, 0)):
    """A colourful gradient PNG; `tint` sets the blue channel and shifts the green one."""
    blue, shift = tint
    rows = b"".join(
        b"\x00" + b"".join(bytes((40 + x * 200 // width, (40 + y * 200 // height + shift) % 256, blue)) for x in range(width))
        for y in range(height))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")
