# motion-sandbox: Material Motion in Swift on Linux.
#   make demo   install what is missing, build, run the demo
#   make test   install what is missing, build, lint, run every test
#   make bench  release-build benchmarks with ratios against OpenCombine

SWIFT ?= swift
SWIFT_FLAGS ?=

.PHONY: all deps build demo console-demo test lint format bench clean wayland-glue

all: build

deps:
	@bash .ci/install-deps

build: deps
	$(SWIFT) build $(SWIFT_FLAGS)

# With a display: the sandbox in a window. Without one: a headless replay of a recorded
# two-finger pinch on the default scene, every frame captured to out/demo-frames (and a video).
DEMO_REPLAY ?= assets/replays/scalable-two-finger-pinch.jsonl

demo: build
	@if [ -n "$$DISPLAY$$WAYLAND_DISPLAY" ]; then \
	  $(SWIFT) run $(SWIFT_FLAGS) motion-sandbox; \
	else \
	  echo "No display: replaying $(DEMO_REPLAY) headless and capturing its frames."; \
	  $(SWIFT) run $(SWIFT_FLAGS) motion-sandbox --headless --replay $(DEMO_REPLAY) \
	    --capture out/demo-frames --video out/demo.mp4 && \
	  echo "Frames: $$(pwd)/out/demo-frames (frame-000000.png ...), video: $$(pwd)/out/demo.mp4"; \
	fi

console-demo: build
	$(SWIFT) run $(SWIFT_FLAGS) motion-console-demo

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Package.swift

format:
	$(SWIFT) format --in-place --recursive Sources Tests Package.swift

test: deps lint
	$(SWIFT) build --build-tests $(SWIFT_FLAGS)
	$(SWIFT) test --skip-build $(SWIFT_FLAGS)

bench: deps
	bash Benchmarks/run.sh $(BENCH_FLAGS)

clean:
	rm -rf .build

# Regenerates the committed zwp_pointer_gestures_v1 client glue from Debian's wayland-protocols.
wayland-glue:
	sh Sources/CTouchpadGestures/regenerate-wayland-glue.sh
