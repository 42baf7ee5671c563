#!/usr/bin/env python3
"""Draws the sandbox's icon: motion-sandbox.png, 256x256 RGBA, for the desktop entry.

A rounded tile in Material's dark blue-grey; on it a square tossed along an arc, its earlier
frames as fading ghosts (the onion skin), the last one with an elevation shadow. Every edge is
anti-aliased from its signed distance. Standard library only and deterministic (no clock, no
`random`, no libm: rotations use fixed sines and cosines), like assets/images/generate.py.

Usage: generate.py [OUTPUT_FOLDER] (default: this script's folder); `make icon`."""
import os
import struct
import sys
import zlib

SIZE = 256
# (sin, cos) of the ghosts' and the square's angles: 0, 10, 20 and 30 degrees, to 9 places.
TURNS = [(0.0, 1.0), (0.173648178, 0.984807753), (0.342020143, 0.939692621),
         (0.5, 0.866025404)]


def clamp(v):
    return 0.0 if v < 0 else 1.0 if v > 1 else v


def rounded_box(px, py, cx, cy, half, radius, turn=(0.0, 1.0)):
    """Signed distance from (px, py) to a square of half-size `half` centred at (cx, cy), turned
    by the angle whose (sin, cos) is `turn`, with corners of `radius`."""
    s, c = turn
    dx, dy = px - cx, py - cy
    x, y = abs(c * dx + s * dy), abs(-s * dx + c * dy)
    qx, qy = x - half + radius, y - half + radius
    outside = (max(qx, 0) ** 2 + max(qy, 0) ** 2) ** 0.5
    return outside + min(max(qx, qy), 0) - radius


class Picture:
    """SIZE x SIZE premultiplied RGBA floats, shapes composited over with their coverage."""

    def __init__(self):
        self.px = [(0.0, 0.0, 0.0, 0.0)] * (SIZE * SIZE)

    def shape(self, distance, color, alpha=1.0, soft=1.0):
        """Composites `color` (0xRRGGBB) where `distance(x, y)` < 0, edges `soft` pixels wide."""
        r, g, b = (color >> 16) & 255, (color >> 8) & 255, color & 255
        for y in range(SIZE):
            for x in range(SIZE):
                a = clamp(0.5 - distance(x + 0.5, y + 0.5) / soft) * alpha
                if a > 0:
                    o = self.px[y * SIZE + x]
                    k = 1 - a
                    self.px[y * SIZE + x] = (r * a + o[0] * k, g * a + o[1] * k, b * a + o[2] * k,
                                             255 * a + o[3] * k)

    def png(self):
        """The picture as PNG bytes (8-bit RGBA, straight alpha, filter None, zlib level 9)."""
        rows = []
        for y in range(SIZE):
            row = bytearray([0])
            for r, g, b, a in self.px[y * SIZE:(y + 1) * SIZE]:
                unpremultiply = 255 / a if a > 0 else 0
                row += bytes(min(255, int(v * unpremultiply + 0.5)) for v in (r, g, b))
                row.append(min(255, int(a + 0.5)))
            rows.append(bytes(row))

        def chunk(kind, data):
            body = kind + data
            return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

        header = struct.pack(">IIBBBBB", SIZE, SIZE, 8, 6, 0, 0, 0)
        return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
                + chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b""))


def draw():
    picture = Picture()
    picture.shape(lambda x, y: rounded_box(x, y, 128, 128, 116, 40), 0x263238)
    # The toss: from lower left up and to the right, each frame turned 10 degrees more.
    path = [(70, 182), (98, 140), (132, 112), (170, 98)]
    for (cx, cy), turn, alpha in zip(path[:3], TURNS[:3], (0.22, 0.36, 0.55)):
        picture.shape(lambda x, y: rounded_box(x, y, cx, cy, 26, 6, turn), 0x80CBC4, alpha)
    cx, cy = path[3]
    picture.shape(lambda x, y: rounded_box(x, y, cx + 3, cy + 9, 34, 8, TURNS[3]), 0x000000,
                  0.45, soft=14)
    picture.shape(lambda x, y: rounded_box(x, y, cx, cy, 34, 8, TURNS[3]), 0x1DE9B6)
    return picture


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, "motion-sandbox.png")
    data = draw().png()
    with open(path, "wb") as file:
        file.write(data)
    print("%s: %d bytes" % (path, len(data)))


if __name__ == "__main__":
    main()
