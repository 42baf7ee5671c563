#!/usr/bin/env python3
"""First start of motion-sandbox binaries: the time from starting the process to its first
presented frame (headless: SDL's dummy driver handed the frame; in a window: its pixels sent to
the X server), headless and in a window under an Xvfb of its own.

first-frame.c, preloaded, takes the time and ends the process at that frame. Each binary gets one
unmeasured run per mode (a warm page cache), then RUNS measured ones; with several binaries the
runs alternate between them, so a change of the machine's load falls on all alike. The run is a
replay of the checkout's two-finger pinch (assets/replays), headless with --draw-every-frame, and
the same without --headless in the window. Standard library and a C compiler only.

Usage: measure.py [--runs N] BINARY [BINARY...]   (N default 21)
Prints, per binary and mode, the wall time's median (min-max) and the CPU time's (user + system)
median and min, in ms. On a machine other processes load, the CPU time is the steadier figure:
the wall time then includes waiting for a core."""
import os
import statistics
import subprocess
import sys
import tempfile
import time

here = os.path.dirname(os.path.abspath(__file__))
arguments = sys.argv[1:]
runs = 21
if arguments[:1] == ["--runs"]:
    runs, arguments = int(arguments[1]), arguments[2:]
if not arguments:
    sys.exit("measure.py: name the motion-sandbox binaries to measure; see the usage at the top")
binaries = [os.path.abspath(path) for path in arguments]
work = tempfile.mkdtemp(prefix="first-start.")
shim = os.path.join(work, "first-frame.so")
subprocess.run(["cc", "-O2", "-shared", "-fPIC", "-o", shim, os.path.join(here, "first-frame.c"),
                "-ldl"], check=True)
replay = os.path.normpath(os.path.join(here, "../../assets/replays/scalable-two-finger-pinch.jsonl"))
headless = ["--headless", "--replay", replay, "--draw-every-frame"]
window = ["--replay", replay]


def first_frame(binary, arguments, environment):
    """(wall ms, CPU ms) from the start of `binary` to its first presented frame."""
    out = os.path.join(work, "times")
    # SDL_VIDEO_DUMMY_SAVE_FRAMES: the dummy driver opens a file for each presented frame, which
    # the shim catches (the file is never written); a window ignores it.
    env = dict(environment, LD_PRELOAD=shim, FIRST_FRAME_OUT=out, SDL_VIDEO_DUMMY_SAVE_FRAMES="1")
    env["FIRST_FRAME_START_NS"] = str(time.clock_gettime_ns(time.CLOCK_MONOTONIC))
    subprocess.run([binary] + arguments, env=env, cwd=work, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL, timeout=60)
    if not os.path.exists(out):
        sys.exit("measure.py: %s %s presented no frame" % (binary, " ".join(arguments)))
    with open(out) as file:
        wall, cpu = (int(field) / 1e6 for field in file.read().split())
    os.remove(out)
    return wall, cpu


def measure(mode, arguments, environment):
    samples = {binary: [] for binary in binaries}
    for binary in binaries:
        first_frame(binary, arguments, environment)
    for _ in range(runs):
        for binary in binaries:
            samples[binary].append(first_frame(binary, arguments, environment))
    for binary in binaries:
        walls = sorted(sample[0] for sample in samples[binary])
        cpus = sorted(sample[1] for sample in samples[binary])
        print("%-8s wall %6.1f ms (%5.1f-%5.1f)  CPU %5.1f ms (min %5.1f)  %s"
              % (mode, statistics.median(walls), walls[0], walls[-1], statistics.median(cpus),
                 cpus[0], binary))


base = {"PATH": "/usr/bin:/bin", "HOME": work}
measure("headless", headless, base)
display = None
for number in range(400, 500):
    if not os.path.exists("/tmp/.X%d-lock" % number) and not os.path.exists(
            "/tmp/.X11-unix/X%d" % number):
        display = ":%d" % number
        break
xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
try:
    for _ in range(200):
        if os.path.exists("/tmp/.X11-unix/X" + display[1:]):
            break
        time.sleep(0.05)
    measure("window", window, dict(base, DISPLAY=display))
finally:
    xvfb.terminate()
    xvfb.wait()
