#!/usr/bin/env python3
"""Draws the sandbox's photos: twelve 384x384 RGB PNGs, photo-00.png ... photo-11.png.

Landscapes (sky gradients, sun and moon discs, layered hills and mountains, water with
reflections, stars, dunes, forests) and abstract compositions, with anti-aliased edges, drawn
with canvas.py. Standard library only. The output is deterministic: no clock, no `random`, no
libm, only IEEE arithmetic and sqrt, so the same zlib writes the same bytes.

Usage: generate.py [OUTPUT_FOLDER] (default: this script's folder); `make images`."""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the images
from canvas import SIZE, TAU, Canvas, Random, clamp, hexcolor, lerp, noise, wave  # noqa: E402


def ridge(seed, base, height, scale, octaves=4, sharp=False):
    """Column heights of a hill or mountain line: `base` less up to `height` pixels of noise."""
    heights = []
    for x in range(SIZE):
        n = noise(x / scale, seed, octaves)
        if sharp:
            n = 1 - abs(2 * n - 1)
        heights.append(base - height * n)
    return heights


def peaks(seed, base, count, low, high):
    """Column heights of a mountain range: `count` peaks whose tops lie between rows `low` and
    `high`, each with its own slopes, ragged by a little noise, never below row `base`."""
    r = Random(seed)
    tops = [(r(-30, SIZE + 30), r(low, high), r(0.7, 1.5), r(0.7, 1.5)) for _ in range(count)]
    heights = []
    for x in range(SIZE):
        h = min(top + (px - x) * left if x < px else top + (x - px) * right
                for px, top, left, right in tops)
        heights.append(min(base, h + 7 * noise(x / 7, seed, 3)))
    return heights


def rolling(base, amplitude, period, phase):
    return [base - amplitude * wave(TAU * x / period + phase) for x in range(SIZE)]


def pine(canvas, x, bottom, height, value, alpha=1.0):
    """A pine: a trunk and three stacked triangles."""
    width = height * 0.42
    canvas.rect(x - width * 0.07, bottom - height * 0.15, x + width * 0.07, bottom, value, alpha)
    for tier in range(3):
        base = bottom - height * (0.12 + 0.26 * tier)
        half = width * (0.5 - 0.11 * tier)
        canvas.polygon([(x - half, base), (x + half, base), (x, base - height * 0.46)], value, alpha)


def cloud(canvas, x, y, scale, value, alpha=1.0):
    for dx, dy, r in ((0, 0, 14), (16, -8, 17), (34, -2, 13), (48, 3, 9), (-14, 4, 9)):
        canvas.disc(x + dx * scale, y + dy * scale, r * scale, value, alpha, soft=2.0)
    canvas.rect(x - 14 * scale, y + 2 * scale, x + 48 * scale, y + 12 * scale, value, alpha)


def sunset_mountains():
    c = Canvas([(0, 0x2B1B4F), (0.45, 0xC2477A), (0.75, 0xF58A4B), (1, 0xFFD27A)])
    c.glow(250, 250, 150, 0xFFE2A0, 0.55)
    c.disc(250, 250, 46, 0xFFF1C9)
    for seed, base, height, color in ((1, 250, 120, 0x8E3F78), (2, 290, 110, 0x5E2A66),
                                      (3, 330, 90, 0x3A1C4E), (4, 370, 60, 0x1E0F2E)):
        c.land(ridge(seed, base, height, 70, sharp=seed < 3), color)
    return c


def sailing():
    c = Canvas([(0, 0x3F8FD8), (1, 0xBFE3F7)])
    cloud(c, 60, 80, 1.3, 0xFFFFFF)
    cloud(c, 250, 140, 0.9, 0xF4F9FD)
    c.gradient([(0, 0x2E86C1), (1, 0x0B3D6B)], 250, SIZE)
    c.glow(300, 250, 90, 0xFFFFFF, 0.35)
    r = Random(5)
    for _ in range(60):
        x, y = r(0, SIZE), r(256, SIZE)
        c.rect(x, y, x + r(6, 22) * (y - 230) / 60, y + 1.2, 0xE8F6FF, r(0.25, 0.6))
    c.polygon([(118, 300), (212, 300), (198, 318), (132, 318)], 0x3B2418)
    c.polygon([(166, 296), (166, 170), (222, 296)], 0xFFFFFF)
    c.polygon([(160, 296), (160, 190), (118, 296)], 0xF2E6D0)
    c.rect(162, 165, 165, 300, 0x3B2418)
    return c


def bauhaus():
    c = Canvas([(0, 0xF3EAD8), (1, 0xEADFC8)])
    c.disc(140, 150, 96, 0xE8A33D)
    c.rect(206, 40, 330, 250, 0x1F4E8C)
    c.disc(268, 250, 62, 0xD64933, clip=(0, 250, SIZE, SIZE))
    c.rect(40, 292, 344, 304, 0x1A1A1A)
    c.rect(52, 40, 64, 280, 0x1A1A1A)
    c.polygon([(90, 330), (190, 330), (140, 250)], 0x2A9D8F)
    for i in range(5):
        c.disc(232 + i * 22, 336, 7, 0x1A1A1A)
    return c


def moonlit_night():
    c = Canvas([(0, 0x050A1F), (0.7, 0x1B2A5C), (1, 0x3C3F7A)])
    r = Random(7)
    for _ in range(220):
        c.disc(r(0, SIZE), r(0, 300) ** 1.0, r(0.4, 1.3), 0xFFFFFF, r(0.4, 1.0))
    c.glow(280, 96, 110, 0xB8C8FF, 0.3)
    c.disc(280, 96, 40, 0xF4F1DE, cut=(298, 84, 36))
    c.land(rolling(300, 18, 420, 0.5), 0x141A3A)
    near = rolling(335, 22, 300, 2.4)
    c.land(near, 0x080B1C)
    for i in range(14):
        x = 20 + i * 26 + 9 * wave(i * 1.7)
        pine(c, x, near[int(x)] + 6, 30 + 14 * noise(i * 0.7, 8, 2), 0x080B1C)
    return c


def misty_forest():
    c = Canvas([(0, 0xC9D9CF), (1, 0xEEF3E6)])
    c.disc(270, 110, 34, 0xFBFBF0, 0.9)
    layers = ((0.0, 0x9DB8A8, 160, 40), (0.2, 0x6E9582, 215, 52), (0.45, 0x3F6B55, 275, 68),
              (0.7, 0x1F3F30, 350, 90))
    for layer, (depth, color, base, height) in enumerate(layers):
        r = Random(20 + layer)
        ground = [base + 8 * wave(x / 40 + layer) for x in range(SIZE)]
        c.land(ground, color)
        x = r(-20, 0)
        while x < SIZE + 20:
            pine(c, x, ground[min(SIZE - 1, max(0, int(x)))] + 2, height * r(0.7, 1.2), color)
            x += height * r(0.22, 0.45)
        c.gradient([(0, 0xEEF3E6), (1, 0xEEF3E6)], base - 10, base + 30, 0.18 - depth * 0.2)
    return c


def quarter_tiles():
    c = Canvas([(0, 0x264653), (1, 0x264653)])
    palette = (0x2A9D8F, 0xE9C46A, 0xF4A261, 0xE76F51, 0xF1FAEE, 0x8AB17D)
    r = Random(11)
    tile = SIZE // 4
    for row in range(4):
        for col in range(4):
            x0, y0 = col * tile, row * tile
            background, shape = palette[int(r(0, 6))], palette[int(r(0, 6))]
            if shape == background:
                shape = palette[(palette.index(shape) + 2) % 6]
            c.rect(x0, y0, x0 + tile, y0 + tile, background)
            corner = int(r(0, 4))
            cx, cy = x0 + tile * (corner % 2), y0 + tile * (corner // 2)
            clip = (x0, y0, x0 + tile, y0 + tile)
            if r() < 0.25:
                c.disc(x0 + tile / 2, y0 + tile / 2, tile * 0.34, shape)
            else:
                c.disc(cx, cy, tile - 4, shape, clip=clip)
                c.disc(cx, cy, tile * 0.45, background, clip=clip)
    return c


def desert():
    c = Canvas([(0, 0xF6C68A), (0.6, 0xFBE3B0), (1, 0xFFF4D8)])
    c.glow(110, 150, 120, 0xFFFFFF, 0.5)
    c.disc(110, 150, 34, 0xFFFDF3)
    mesa = [230 - 70 * clamp((1 - abs(x - 275) / 85) * 4) + 6 * noise(x / 9, 31, 2)
            for x in range(SIZE)]
    c.land(mesa, 0xD08B5B)
    for seed, base, amp, period, color in ((0, 250, 14, 330, 0xE7B07A), (1, 292, 20, 260, 0xD9975E),
                                           (2, 335, 18, 210, 0xC77F47), (3, 372, 12, 190, 0xA9633A)):
        c.land([base - amp * wave(TAU * x / period + seed * 1.9)
                - amp * 0.5 * wave(TAU * x / period * 2.3 + seed) for x in range(SIZE)], color)
    c.rect(314, 250, 326, 318, 0x3E6B48)
    c.rect(296, 266, 304, 290, 0x3E6B48)
    c.rect(296, 284, 320, 292, 0x3E6B48)
    c.rect(334, 256, 342, 284, 0x3E6B48)
    c.rect(322, 278, 342, 286, 0x3E6B48)
    for x, y, r in ((320, 250, 6), (300, 266, 4), (338, 256, 4)):
        c.disc(x, y, r, 0x3E6B48)
    return c


def dawn_lake():
    c = Canvas([(0, 0x6C8EBF), (0.55, 0xE8B4B8), (1, 0xFFD9A8)])
    c.glow(190, 236, 120, 0xFFF0D0, 0.5)
    c.disc(190, 236, 26, 0xFFF6E0)
    c.land(ridge(41, 236, 70, 60), 0x8A8FB8)
    c.land(ridge(42, 240, 36, 40), 0x5B6491)
    shore = [238 - 6 * noise(x / 30, 43, 2) for x in range(SIZE)]
    for i in range(30):
        x = i * 13 + 5 * wave(i * 2.1)
        if x < 120 or x > 270:
            pine(c, x, shore[min(SIZE - 1, int(x))] + 2, 22 + 26 * noise(i * 0.4, 44, 2), 0x2E3558)
    c.land(shore, 0x2E3558)
    c.reflect(242, 0x3A4F7A, 0.28, 45)
    for i in range(10):
        y = 262 + i * i * 1.2
        c.rect(120 + 3 * i, y, 260 - 3 * i, y + 1, 0xFFF1D6, 0.35)
    return c


def circles():
    c = Canvas([(0, 0x14142B), (1, 0x22224A)])
    for x, y, r, color in ((140, 150, 90, 0xFF4F79), (240, 150, 90, 0xFFB447),
                           (190, 235, 90, 0x3EC1D3), (90, 290, 50, 0x8E7DFF),
                           (300, 300, 42, 0x5EE08A), (320, 60, 28, 0xFFF07C)):
        c.disc(x, y, r, color, 0.6)
    for i in range(9):
        c.disc(40 + i * 38, 356, 3, 0xFFFFFF, 0.7)
    return c


def aurora():
    c = Canvas([(0, 0x020814), (1, 0x0B2233)])
    r = Random(51)
    for _ in range(150):
        c.disc(r(0, SIZE), r(0, 260), r(0.3, 1.0), 0xFFFFFF, r(0.3, 0.9))
    for band, (base, color, top) in enumerate(((150, 0x3DFFA8, 0xB36BFF), (200, 0x5CFFC8, 0x47C6FF))):
        low, high = hexcolor(color), hexcolor(top)
        for x in range(SIZE):
            yb = base + 36 * wave(x / 55 + band * 2) + 14 * wave(x / 19 + band)
            strength = 0.35 + 0.4 * noise(x / 25, 52 + band, 3)
            for y in range(max(0, int(yb - 110)), min(SIZE, int(yb + 4))):
                t = (yb - y) / 110
                a = (1 - t) ** 2 * strength if t >= 0 else clamp(1 + t * 110 / 4) * strength
                c.blend(y * SIZE + x, lerp(low, high, clamp(t * 1.4)), a)
    range_ = peaks(53, 330, 7, 210, 280)
    c.land(range_, 0x1C2B3F)
    c.land(range_, 0xDDE8F2, 0.85, bottom=[262 + 14 * noise(x / 12, 54, 2) for x in range(SIZE)])
    c.land(rolling(350, 10, 500, 1), 0x08111C)
    return c


def meadow():
    c = Canvas([(0, 0x4FA3E0), (1, 0xD4EEFB)])
    c.glow(310, 70, 100, 0xFFF8D0, 0.6)
    c.disc(310, 70, 28, 0xFFF6C8)
    cloud(c, 40, 110, 1.0, 0xFFFFFF)
    cloud(c, 180, 60, 0.7, 0xFFFFFF)
    for base, amp, period, phase, color in ((250, 24, 380, 0.3, 0x9CCB6B), (285, 30, 330, 2.2, 0x74B052),
                                            (330, 26, 300, 4.0, 0x4E8F3A), (368, 14, 420, 1.0, 0x356E2A)):
        c.land(rolling(base, amp, period, phase), color)
    c.rect(262, 246, 270, 282, 0x5A3D24)
    for dx, dy, r in ((0, 0, 26), (-18, 10, 18), (18, 10, 18)):
        c.disc(266 + dx, 232 + dy, r, 0x2F6B2A)
    return c


def snowy_peaks():
    c = Canvas([(0, 0x1E5AA8), (1, 0xA9D3F5)])
    back = peaks(61, 300, 5, 60, 130)
    c.land(back, 0x7F93B2)
    c.land(back, 0xF7FBFF, bottom=[112 + 22 * noise(x / 10, 62, 3) for x in range(SIZE)])
    front = peaks(63, 300, 6, 135, 200)
    c.land(front, 0x4C6584)
    c.land(front, 0xEAF2FA, bottom=[196 + 16 * noise(x / 9, 64, 3) for x in range(SIZE)])
    valley = rolling(318, 8, 520, 0.7)
    c.land(valley, 0x3D7A4A)
    for i in range(26):
        x = i * 15 + 6 * wave(i * 3.3)
        pine(c, x, valley[min(SIZE - 1, int(x))] + 30, 40 + 30 * noise(i * 0.5, 65, 2), 0x1D4A2E)
    c.land(rolling(360, 6, 300, 2), 0x1D4A2E)
    return c


PHOTOS = (sunset_mountains, sailing, bauhaus, moonlit_night, misty_forest, quarter_tiles, desert,
          dawn_lake, circles, aurora, meadow, snowy_peaks)


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    os.makedirs(folder, exist_ok=True)
    for index, draw in enumerate(PHOTOS):
        data = draw().png()
        path = os.path.join(folder, "photo-%02d.png" % index)
        with open(path, "wb") as file:
            file.write(data)
        print("%s: %s, %d bytes" % (path, draw.__name__.replace("_", " "), len(data)))


if __name__ == "__main__":
    main()
