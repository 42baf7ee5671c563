"""The drawing the photo generator (generate.py) uses: a SIZE x SIZE picture of float RGB
channels with anti-aliased shapes blended over it, deterministic noise, and a PNG writer (zlib and
struct only). No libm: waves are polynomials, so every machine computes the same bits."""
import struct
import zlib

SIZE = 384
MASK = (1 << 64) - 1
TAU = 6.283185307179586


def mix(n):
    """SplitMix64's finaliser: a well-spread 64-bit hash of n."""
    n = (n + 0x9E3779B97F4A7C15) & MASK
    n = ((n ^ (n >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    n = ((n ^ (n >> 27)) * 0x94D049BB133111EB) & MASK
    return n ^ (n >> 31)


def unit(i, seed):
    """A number in [0, 1) from an integer and a seed."""
    return (mix((i & MASK) * 0x100000001B3 + seed) >> 11) / 9007199254740992.0


class Random:
    """A seeded sequence of numbers in [0, 1)."""

    def __init__(self, seed):
        self.seed, self.index = seed, 0

    def __call__(self, low=0.0, high=1.0):
        self.index += 1
        return low + (high - low) * unit(self.index, self.seed)


def wave(x):
    """sin(x) as a polynomial after range reduction (the same bits on every machine)."""
    x -= TAU * int(x / TAU)
    if x > 3.141592653589793:
        x -= TAU
    elif x < -3.141592653589793:
        x += TAU
    if x > 1.5707963267948966:
        x = 3.141592653589793 - x
    elif x < -1.5707963267948966:
        x = -3.141592653589793 - x
    s = x * x
    return x * (1 - s / 6 * (1 - s / 20 * (1 - s / 42 * (1 - s / 72 * (1 - s / 110)))))


def noise(x, seed, octaves=4):
    """Smooth value noise in about [0, 1]: octaves of interpolated random values."""
    total, amplitude, weight = 0.0, 1.0, 0.0
    for octave in range(octaves):
        i = int(x // 1)
        f = x - i
        a, b = unit(i, seed + octave), unit(i + 1, seed + octave)
        total += amplitude * (a + (b - a) * f * f * (3 - 2 * f))
        weight += amplitude
        x, amplitude = x * 2.03, amplitude * 0.5
    return total / weight


def clamp(v):
    return 0.0 if v < 0 else 1.0 if v > 1 else v


def hexcolor(value):
    return ((value >> 16) & 255, (value >> 8) & 255, value & 255)


def lerp(a, b, t):
    return tuple(a[k] + (b[k] - a[k]) * t for k in range(3))


class Canvas:
    """A SIZE x SIZE picture of float channels; every shape is blended with its coverage."""

    def __init__(self, stops):
        self.px = [None] * (SIZE * SIZE)
        self.gradient(stops, 0, SIZE)

    def gradient(self, stops, top, bottom, alpha=1.0):
        """Rows from `top` to `bottom` in colours interpolated between (position, hex) stops."""
        for y in range(max(0, int(top)), min(SIZE, int(bottom))):
            t = (y + 0.5 - top) / (bottom - top)
            for k in range(len(stops) - 1):
                (p0, c0), (p1, c1) = stops[k], stops[k + 1]
                if t <= p1 or k == len(stops) - 2:
                    color = lerp(hexcolor(c0), hexcolor(c1), clamp((t - p0) / (p1 - p0)))
                    break
            for x in range(SIZE):
                self.blend(y * SIZE + x, color, alpha)

    def blend(self, i, color, a):
        old = self.px[i]
        if a >= 1 or old is None:
            self.px[i] = color
        elif a > 0:
            self.px[i] = (old[0] + (color[0] - old[0]) * a, old[1] + (color[1] - old[1]) * a,
                          old[2] + (color[2] - old[2]) * a)

    def disc(self, cx, cy, r, value, alpha=1.0, soft=1.0, cut=None, clip=None):
        """A disc (less the disc `cut` = (x, y, r)), edges `soft` pixels wide."""
        color = hexcolor(value)
        x0, y0, x1, y1 = clip or (0, 0, SIZE, SIZE)
        for y in range(max(y0, int(cy - r - soft)), min(y1, int(cy + r + soft) + 1)):
            for x in range(max(x0, int(cx - r - soft)), min(x1, int(cx + r + soft) + 1)):
                dx, dy = x + 0.5 - cx, y + 0.5 - cy
                a = clamp((r - (dx * dx + dy * dy) ** 0.5) / soft + 0.5)
                if cut and a > 0:
                    ex, ey = x + 0.5 - cut[0], y + 0.5 - cut[1]
                    a *= clamp(((ex * ex + ey * ey) ** 0.5 - cut[2]) / soft + 0.5)
                if a > 0:
                    self.blend(y * SIZE + x, color, a * alpha)

    def glow(self, cx, cy, r, value, alpha):
        """A halo fading from `alpha` at the centre to nothing at radius r."""
        self.disc(cx, cy, r / 2, value, alpha, soft=r)

    def land(self, heights, value, alpha=1.0, bottom=None):
        """Fills each column x from heights[x] down (to bottom[x]), anti-aliased along the slope."""
        color = hexcolor(value)
        for x in range(SIZE):
            h = heights[x]
            slope = (heights[min(x + 1, SIZE - 1)] - heights[max(x - 1, 0)]) / 2
            k = 1 / (1 + slope * slope) ** 0.5
            end = bottom[x] if bottom else SIZE + 1.0
            for y in range(max(0, int(h - 0.5 - 0.5 / k)), min(SIZE, int(end) + 1)):
                a = clamp((y + 0.5 - h) * k + 0.5) * clamp(end - y)
                if a > 0:
                    self.blend(y * SIZE + x, color, a * alpha)

    def polygon(self, points, value, alpha=1.0):
        """A convex polygon (either winding), anti-aliased."""
        color = hexcolor(value)
        area = sum(points[i - 1][0] * p[1] - p[0] * points[i - 1][1] for i, p in enumerate(points))
        sign = 1 if area > 0 else -1
        edges = []
        for i, (bx, by) in enumerate(points):
            ax, ay = points[i - 1]
            length = ((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5
            edges.append((ax, ay, sign * (bx - ax) / length, sign * (by - ay) / length))
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        for y in range(max(0, int(min(ys)) - 1), min(SIZE, int(max(ys)) + 2)):
            for x in range(max(0, int(min(xs)) - 1), min(SIZE, int(max(xs)) + 2)):
                px, py = x + 0.5, y + 0.5
                d = min((py - ay) * ex - (px - ax) * ey for ax, ay, ex, ey in edges)
                a = clamp(d + 0.5)
                if a > 0:
                    self.blend(y * SIZE + x, color, a * alpha)

    def rect(self, x0, y0, x1, y1, value, alpha=1.0):
        self.polygon([(x0, y0), (x1, y0), (x1, y1), (x0, y1)], value, alpha)

    def reflect(self, horizon, tint, amount, seed):
        """Mirrors the rows above `horizon` below it, rippled and mixed with `tint`."""
        color = hexcolor(tint)
        for y in range(horizon, SIZE):
            depth = y - horizon
            source = max(0, horizon - 1 - int(depth * 0.9))
            shift = int(2.5 * wave(depth * 0.9 + 7 * noise(depth * 0.05, seed, 2)))
            mixed = clamp(amount + depth / (SIZE - horizon) * 0.25)
            row = [self.px[source * SIZE + min(SIZE - 1, max(0, x + shift))] for x in range(SIZE)]
            for x in range(SIZE):
                self.px[y * SIZE + x] = lerp(row[x], color, mixed)

    def png(self):
        """The picture as PNG bytes: each row's filter (Sub, Up or Average) the one with the
        smallest sum of absolute differences, then zlib at level 9."""
        rows, previous = [], bytes(SIZE * 3)
        for y in range(SIZE):
            row = bytes(int(c + 0.5) if c < 255 else 255
                        for p in self.px[y * SIZE:(y + 1) * SIZE] for c in p)
            sub = bytes((row[i] - (row[i - 3] if i >= 3 else 0)) & 255 for i in range(len(row)))
            up = bytes((row[i] - previous[i]) & 255 for i in range(len(row)))
            average = bytes((row[i] - (((row[i - 3] if i >= 3 else 0) + previous[i]) >> 1)) & 255
                            for i in range(len(row)))
            cost = lambda data: sum(b if b < 128 else 256 - b for b in data)
            best = min((cost(data), kind, data) for kind, data in ((1, sub), (2, up), (3, average)))
            rows.append(bytes([best[1]]) + best[2])
            previous = row

        def chunk(kind, data):
            body = kind + data
            return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

        header = struct.pack(">IIBBBBB", SIZE, SIZE, 8, 2, 0, 0, 0)
        return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
                + chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b""))
