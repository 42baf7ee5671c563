#!/usr/bin/env python3
"""Renders a Lottie file with rlottie (Debian's librlottie, through ctypes) and compares every
frame with the sandbox's own frames of the same run (a --capture folder of frame-000000.png,
...). Usage: compare.py FILE.json CAPTURE_DIR [FIRST_FRAME]

The captures are decoded by ffmpeg; numpy does the arithmetic. Each rlottie frame is drawn at the captures' pixel size and laid over the captured frame's
background colour (its top-left pixel). The top 48 points of the window are left out: the app's
own title and key lines are drawn there, over the scene (the host's overlay, which is no part
of the run's element tree and so of the animation). So are the boxes of the text layers (ty 5),
which rlottie does not draw: each one's text, as wide as one em a character (wider than any
character of the sandbox's font), from one em above its first baseline to 0.3 em below its
last (lines are `lh` apart), through the
layer's transform in that frame, and a pixel around. Per frame it measures the mean absolute
difference of the colour channels (0 to 255) and the share of pixels whose largest channel
difference is over 48, over the pixels left. It prints one line a frame, "frame N mean M share S", then "worst mean M (frame N)
share S (frame N) frames K", and exits 0; 2 when something cannot be read."""
import ctypes
import json
import math
import os
import struct
import subprocess
import sys

import numpy


def captured_frames(folder, width, height, first):
    """The captured frames from `first` on as RGB arrays, one at a time, decoded by ffmpeg
    (the sandbox's video encoder)."""
    pattern = os.path.join(folder, "frame-%06d.png")
    decoder = subprocess.Popen(
        ["ffmpeg", "-v", "error", "-start_number", str(first), "-i", pattern, "-f", "rawvideo",
         "-pix_fmt", "rgb24", "-s", f"{width}x{height}", "-"], stdout=subprocess.PIPE)
    size = width * height * 3
    try:
        while True:
            data = decoder.stdout.read(size)
            if len(data) < size:
                break
            yield numpy.frombuffer(data, dtype=numpy.uint8).reshape(height, width, 3)
    finally:
        decoder.stdout.close()
        decoder.wait()


def bezier_progress(u, out, into):
    """The progress at time share `u` of a keyframe's bezier easing (handles `out` and `into`,
    x within 0..1): the curve's parameter found by bisection on x, then its y."""
    def coordinate(s, c1, c2):
        return 3 * (1 - s) ** 2 * s * c1 + 3 * (1 - s) * s * s * c2 + s ** 3
    low, high = 0.0, 1.0
    for _ in range(60):
        middle = (low + high) / 2
        if coordinate(middle, out["x"], into["x"]) < u:
            low = middle
        else:
            high = middle
    return coordinate((low + high) / 2, out["y"], into["y"])


def animated(prop, frame):
    """The value of animated property `prop` at `frame`, as a list: each keyframe held (`h`),
    or eased by its bezier handles (linear when they are 0,0 and 1,1)."""
    if not prop.get("a"):
        value = prop["k"]
        return value if isinstance(value, list) else [value]
    keys = prop["k"]
    if frame <= keys[0]["t"]:
        return keys[0]["s"]
    for key, following in zip(keys, keys[1:]):
        if key["t"] <= frame < following["t"]:
            if key.get("h") == 1:
                return key["s"]
            u = (frame - key["t"]) / (following["t"] - key["t"])
            if key["o"]["x"] == 0 and key["i"]["x"] == 1:
                progress = u
            else:
                progress = bezier_progress(u, key["o"], key["i"])
            return [a + (b - a) * progress for a, b in zip(key["s"], following["s"])]
    return keys[-1]["s"]


def text_boxes(animation, frame):
    """The boxes (left, top, right, bottom, in points) of the text layers shown at `frame`."""
    boxes = []
    for layer in animation["layers"]:
        if layer.get("ty") != 5 or not layer["ip"] <= frame < layer["op"]:
            continue
        transform = layer["ks"]
        if animated(transform["o"], frame)[0] <= 0:
            continue
        document = layer["t"]["d"]["k"][0]["s"]
        for key in layer["t"]["d"]["k"]:
            if key["t"] <= frame:
                document = key["s"]
        # Lines are separated by carriage returns, `lh` points apart.
        lines = document["t"].split("\r")
        size = document["s"]
        width = size * max(len(line) for line in lines)
        depth = (len(lines) - 1) * document.get("lh", size)
        left = {0: 0, 1: -width, 2: -width / 2}.get(document.get("j", 0), 0)
        anchor = animated(transform["a"], frame)
        position = animated(transform["p"], frame)
        scale = animated(transform["s"], frame)
        angle = math.radians(animated(transform["r"], frame)[0])
        corners = []
        for x, y in ((left, -size), (left + width, -size), (left, depth + 0.3 * size),
                     (left + width, depth + 0.3 * size)):
            x, y = (x - anchor[0]) * scale[0] / 100, (y - anchor[1]) * scale[1] / 100
            corners.append((position[0] + x * math.cos(angle) - y * math.sin(angle),
                            position[1] + x * math.sin(angle) + y * math.cos(angle)))
        xs, ys = [c[0] for c in corners], [c[1] for c in corners]
        boxes.append((min(xs), min(ys), max(xs), max(ys)))
    return boxes


def png_size(path):
    with open(path, "rb") as f:
        header = f.read(24)
    return struct.unpack(">II", header[16:24])


def main(argv):
    lottie_path, folder = argv[1], argv[2]
    first = int(argv[3]) if len(argv) > 3 else 0
    library = ctypes.CDLL("librlottie.so.0-1")
    library.lottie_animation_from_data.restype = ctypes.c_void_p
    library.lottie_animation_from_data.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_char_p]
    library.lottie_animation_get_totalframe.restype = ctypes.c_size_t
    library.lottie_animation_get_totalframe.argtypes = [ctypes.c_void_p]
    library.lottie_animation_render.argtypes = [
        ctypes.c_void_p, ctypes.c_size_t, ctypes.c_void_p, ctypes.c_size_t, ctypes.c_size_t,
        ctypes.c_size_t]
    with open(lottie_path, "rb") as f:
        animation = library.lottie_animation_from_data(f.read(), lottie_path.encode(), b"")
    if not animation:
        print(f"rlottie cannot read {lottie_path}")
        return 2
    total = library.lottie_animation_get_totalframe(animation)
    with open(lottie_path) as f:
        lottie = json.load(f)
    points_wide = lottie["w"]
    # The animation has one size, the window's when it was written; a run whose window was
    # resized captured frames of other sizes, which are left out (counted as "other size").
    first_width, _ = png_size(os.path.join(folder, "frame-%06d.png" % first))
    pixels_a_point = max(1, round(first_width / points_wide))
    width, height = points_wide * pixels_a_point, lottie["h"] * pixels_a_point
    sizes = []
    while os.path.exists(os.path.join(folder, "frame-%06d.png" % (first + len(sizes)))):
        sizes.append(png_size(os.path.join(folder, "frame-%06d.png" % (first + len(sizes)))))
    other_size = 0
    top = int(round(48 * pixels_a_point))
    buffer = numpy.zeros(width * height, dtype=numpy.uint32)
    worst_mean, worst_share, count = (0.0, -1), (0.0, -1), 0
    for index, frame in enumerate(captured_frames(folder, width, height, first)):
        if index >= total:
            break
        if tuple(sizes[index]) != (width, height):
            other_size += 1
            continue
        frame = frame.astype(numpy.int32)
        library.lottie_animation_render(
            animation, index, buffer.ctypes.data, width, height, width * 4)
        pixels = buffer.reshape(height, width)
        alpha = (pixels >> 24).astype(numpy.int32)
        background = frame[0, 0]
        rendered = numpy.stack(
            [((pixels >> shift) & 255).astype(numpy.int32) for shift in (16, 8, 0)], axis=-1)
        rendered += background[None, None, :] * (255 - alpha[..., None]) // 255
        compared = numpy.ones((height, width), dtype=bool)
        compared[:top] = False
        for left, upper, right, lower in text_boxes(lottie, index):
            compared[max(0, int(upper * pixels_a_point) - 1):max(0, int(lower * pixels_a_point) + 2),
                     max(0, int(left * pixels_a_point) - 1):max(0, int(right * pixels_a_point) + 2)] = False
        differences = numpy.abs(rendered - frame)[compared]
        mean = float(differences.mean()) if differences.size else 0.0
        share = float((differences.max(axis=-1) > 48).mean()) if differences.size else 0.0
        print(f"frame {index} mean {mean:.3f} share {share:.5f}")
        worst_mean = max(worst_mean, (mean, index))
        worst_share = max(worst_share, (share, index))
        count += 1
    print(f"worst mean {worst_mean[0]:.3f} (frame {worst_mean[1]}) share {worst_share[0]:.5f} "
          f"(frame {worst_share[1]}) frames {count} other size {other_size}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
