# motion-sandbox: Material Motion in Swift on Linux.
#   make demo   install what is missing, build, run the demo
#   make test   install what is missing, build, lint, run every test
#   make bench  release-build benchmarks with ratios against OpenCombine
#   make images redraw the photos in assets/images, make icon the icon (python3, standard library)
#   make install / uninstall   PREFIX (/usr/local) and DESTDIR; make deb   the Debian package
#   make goldens record the motion goldens again (assets/goldens, the example's Tests/Goldens)
#   make lottie-check  every recording as a Lottie: schema-valid, drawn by rlottie as the sandbox did

SWIFT ?= swift
SWIFT_FLAGS ?=

.PHONY: all deps build demo console-demo test test-package example lint format bench clean \
  wayland-glue images icon goldens release install uninstall deb release-check lottie-check

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

# The Swift sources swift-format checks: this package's, the example package's and the fuzzer's.
FORMATTED = Sources Tests Package.swift \
  Examples/MyScenes/Sources Examples/MyScenes/Tests Examples/MyScenes/Package.swift \
  Fuzz/Sources Fuzz/Package.swift

lint:
	$(SWIFT) format lint --strict --recursive $(FORMATTED)

format:
	$(SWIFT) format --in-place --recursive $(FORMATTED)

# Every test: this package's, then the example package's, then the documentation build (DocC
# with warnings, broken symbol links included, as errors).
test: deps lint test-package example docs release-check

# On CI (CI=true) no test writes a golden: swift-snapshot-testing's record mode is never.
NO_RECORDING = $(if $(filter true 1,$(CI)),SNAPSHOT_TESTING_RECORD=never,)

# Unit tests, motion goldens (assets/goldens), headless app tests and live-window tests. The output is kept in
# .build/test-output.log; when a test fails, its lines (swift-testing's ✘, XCTest's error:) are
# printed again at the end, so they are in the last lines of a long CI log.
test-package: deps
	$(SWIFT) build --build-tests $(SWIFT_FLAGS)
	@bash -c 'set -o pipefail; $(NO_RECORDING) $(SWIFT) test --skip-build $(SWIFT_FLAGS) 2>&1 | tee .build/test-output.log' \
	  || { echo "--- failed (from .build/test-output.log):"; \
	       grep -E "✘|error:|Fatal error|Crash|signal code" .build/test-output.log | head -40; exit 1; }

# The example package (Examples/MyScenes) built against this checkout, so the public scene API
# cannot break unnoticed: its scene, its executable and its replay test.
example: deps
	cd Examples/MyScenes && $(SWIFT) build --build-tests $(SWIFT_FLAGS) && \
	  $(NO_RECORDING) $(SWIFT) test --skip-build $(SWIFT_FLAGS)

bench: deps
	bash Benchmarks/run.sh $(BENCH_FLAGS)

# The photos of assets/images (the photo-album scene's), drawn by a script: see its README.md.
images:
	python3 assets/images/generate.py

# The icon of the desktop entry (assets/icon/motion-sandbox.png), drawn by a script like the photos.
icon:
	python3 assets/icon/generate.py

# The release binary, the Swift runtime linked in (--static-swift-stdlib), in its own scratch
# folder; then its man page and completions, generated from its command line (packaging/README.md).
RELEASE_SCRATCH ?= .build-static
RELEASE_FLAGS = -c release --static-swift-stdlib --scratch-path $(RELEASE_SCRATCH)
RELEASE_BINARY = $(RELEASE_SCRATCH)/release/motion-sandbox
GENERATED = $(RELEASE_SCRATCH)/generated
PREFIX ?= /usr/local
DESTDIR ?=

# SDL 2 and SDL_ttf are linked statically, without SDL's audio and KMS/DRM drivers
# (packaging/sdl2-static): the package loads 34 shared libraries at every start instead of 61.
SDL_STATIC = $(abspath $(RELEASE_SCRATCH))/sdl2-static
RELEASE_ENV = PKG_CONFIG_PATH=$(SDL_STATIC)

release: deps
	bash packaging/sdl2-static/setup.sh $(SDL_STATIC)
	$(RELEASE_ENV) $(SWIFT) build $(RELEASE_FLAGS) --product motion-sandbox
	@# The plugin builds its generate-manual tool, then --help returns before it builds anything else.
	$(RELEASE_ENV) $(SWIFT) package --scratch-path $(RELEASE_SCRATCH) plugin generate-manual --help >/dev/null
	bash packaging/generate.sh $(RELEASE_BINARY) \
	  "$$(find $(RELEASE_SCRATCH) -path '*/debug/generate-manual-tool' -type f | head -1)" $(GENERATED)

# FHS layout under $(DESTDIR)$(PREFIX): bin/, share/motion-sandbox (found from bin/ as
# ../share/motion-sandbox), the man page, completions, desktop entry and icon (packaging/install.sh).
install: release
	DESTDIR="$(DESTDIR)" PREFIX="$(PREFIX)" BINARY=$(RELEASE_BINARY) GENERATED=$(GENERATED) \
	  bash packaging/install.sh install

uninstall:
	DESTDIR="$(DESTDIR)" PREFIX="$(PREFIX)" bash packaging/install.sh uninstall

# out/motion-sandbox_VERSION_ARCH.deb: Depends from dpkg-shlibdeps, lintian without errors.
deb: release
	bash packaging/build-deb.sh $(RELEASE_BINARY) $(GENERATED) $(RELEASE_SCRATCH)/deb out

# The package as a user gets it: unpacked into a temporary root (dpkg -x), run from there with no
# Swift toolchain on its library path; its version, man page and completions (packaging/README.md).
release-check: deb
	bash packaging/release-check.sh out/motion-sandbox_$$($(RELEASE_BINARY) --version)_$$(dpkg --print-architecture).deb

# Records every motion golden again on purpose (after a deliberate change of motion or look),
# then checks them: review the diff of assets/goldens before committing it.
goldens: deps
	$(SWIFT) build --build-tests $(SWIFT_FLAGS)
	-SNAPSHOT_TESTING_RECORD=all $(SWIFT) test --skip-build $(SWIFT_FLAGS) --filter MotionGoldenTests >/dev/null 2>&1
	$(SWIFT) test --skip-build $(SWIFT_FLAGS) --filter MotionGoldenTests
	cd Examples/MyScenes && $(SWIFT) build --build-tests $(SWIFT_FLAGS) && \
	  { SNAPSHOT_TESTING_RECORD=all $(SWIFT) test --skip-build $(SWIFT_FLAGS) >/dev/null 2>&1; \
	    $(SWIFT) test --skip-build $(SWIFT_FLAGS); }

clean:
	rm -rf .build Examples/MyScenes/.build

# Regenerates the committed zwp_pointer_gestures_v1 client glue from Debian's wayland-protocols.
wayland-glue:
	sh Sources/CTouchpadGestures/regenerate-wayland-glue.sh

# DocC documentation with swift-docc-plugin, warnings (broken symbol links included) as errors:
# MaterialMotion (articles), MaterialMotionSDL (the platform layer), MaterialMotionChecking
# (traces, checks and reports), MaterialMotionSandbox (the "Your first scene" tutorial),
# MaterialMotionTesting and IndefiniteObservable, into the plugin's output folder. No
# --disable-sandbox: SwiftPM has no plugin sandbox on Linux, and the default output is inside the
# plugin's own work folder.
DOCS_TARGETS = IndefiniteObservable MaterialMotion MaterialMotionSDL MaterialMotionChecking \
  MaterialMotionSandbox MaterialMotionTesting
DOCS_OUTPUT = .build/plugins/Swift-DocC/outputs
# Before DocC runs: every public symbol of the documented targets and of the test support (which
# the example package uses) has a /// comment (.ci/undocumented-public), and every Swift listing
# of the tutorial and every scene in the sandbox's articles and doc comments type-checks against
# the built modules (.ci/typecheck-listings). The tutorial ends with the example package's files,
# verbatim (tutorial listing:example file).
TUTORIAL_RESOURCES = Sources/MaterialMotionSandbox/MaterialMotionSandbox.docc/Tutorials/Resources
TUTORIAL_COPIES = \
  first-scene-package-02.swift:Examples/MyScenes/Package.swift \
  first-scene-main-01.swift:Examples/MyScenes/Sources/my-scenes/main.swift \
  first-scene-slide-06.swift:Examples/MyScenes/Sources/my-scenes/SlideScene.swift \
  first-scene-test-01.swift:Examples/MyScenes/Tests/MyScenesTests/SlideSceneTests.swift \
  first-scene-recording.jsonl:Examples/MyScenes/replays/slide-taps.jsonl

.PHONY: docs
docs: deps
	@for pair in $(TUTORIAL_COPIES); do \
	  listing="$(TUTORIAL_RESOURCES)/$${pair%%:*}"; example="$${pair#*:}"; \
	  cmp -s "$$listing" "$$example" || { echo "$$listing differs from $$example:" \
	    "the tutorial must end with the example's code; update the listing (and its steps)"; \
	    exit 1; }; \
	done
	python3 .ci/undocumented-public $(addprefix Sources/,$(DOCS_TARGETS)) Tests/SandboxTestSupport \
	  Sources/SandboxBenchmarkSupport
	SWIFT="$(SWIFT)" SWIFT_FLAGS="$(SWIFT_FLAGS)" bash .ci/typecheck-listings
	$(SWIFT) package generate-documentation $(addprefix --target ,$(DOCS_TARGETS)) \
	  --warnings-as-errors
	@echo "Documentation archives:"
	@for target in $(DOCS_TARGETS); do echo "  $$(pwd)/$(DOCS_OUTPUT)/$$target.doccarchive"; done
	@echo "Browse one: swift package preview-documentation --target MaterialMotion"

# libFuzzer on the recording parser and the replay pipeline (the Fuzz/ package, so the main build
# never needs -sanitize=fuzzer): FUZZ_SECONDS of mutated recordings, each parsed and, when valid,
# replayed for 30 frames by the sandbox's own headless run; then FUZZ_SECONDS of mutated trace
# goldens (the parser of motion-sandbox check and MaterialMotionTesting). Corpus, findings (crashes, traps, hangs
# past FUZZ_TIMEOUT s, memory past FUZZ_RSS_MB) and the log go to FUZZ_DIR; fails on a finding.
# FUZZ_SANITIZE=address adds AddressSanitizer (Fuzz/run.sh lists every setting).
FUZZ_SECONDS ?= 60
# The command-line fuzzer (Tests/SandboxTestSupport/CommandLineFuzz): cases of a new seed.
FUZZ_CLI_CASES ?= 10000
FUZZ_DIR ?= .build-fuzz
.PHONY: fuzz sanitize
fuzz: deps
	FUZZ_DIR=$(FUZZ_DIR) SWIFT=$(SWIFT) FUZZ_TARGET=replay bash Fuzz/run.sh $(FUZZ_SECONDS)
	FUZZ_DIR=$(FUZZ_DIR) SWIFT=$(SWIFT) FUZZ_TARGET=trace bash Fuzz/run.sh $(FUZZ_SECONDS)
	FUZZ_CLI_CASES=$(FUZZ_CLI_CASES) FUZZ_CLI_SEED=$${FUZZ_CLI_SEED:-$$(date +%s)} \
	  $(SWIFT) test $(SWIFT_FLAGS) --filter CommandLineFuzzTests

# ThreadSanitizer on the capture and encoder tests (PNG pool, video encoder, FrameCapture in
# process; captures, videos, signals and a full disk through the app), built with
# --sanitize=thread in .build-tsan: the app tests run the motion-sandbox next to the test bundle,
# so the sanitized one. Reports go to .build-tsan/reports; any report, or a failing test, fails.
TSAN_TESTS ?= CaptureConcurrencyTests|PNGRoundTripTests|HeadlessDrawingTests|SignalTests|DiskFullTests|ReplayTests/(replaysAreIdenticalAcrossRuns|windowResizeResizesTheFramesAndTheStrip)
sanitize: deps
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan $(SWIFT_FLAGS)
	@rm -rf .build-tsan/reports && mkdir -p .build-tsan/reports
	@status=0; \
	TSAN_OPTIONS="log_path=$(CURDIR)/.build-tsan/reports/tsan halt_on_error=0 history_size=4" \
	  $(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan $(SWIFT_FLAGS) \
	  --filter '$(TSAN_TESTS)' || status=$$?; \
	reports=$$(ls .build-tsan/reports | wc -l); \
	if [ "$$reports" -gt 0 ]; then \
	  cat .build-tsan/reports/*; \
	  echo "sanitize: $$reports ThreadSanitizer report file(s) in $(CURDIR)/.build-tsan/reports"; \
	  exit 1; \
	fi; \
	if [ "$$status" -ne 0 ]; then echo "sanitize: tests failed under ThreadSanitizer"; exit 1; fi; \
	echo "sanitize: no ThreadSanitizer reports"

# Every recording of assets/replays replayed with --lottie and --capture: each file valid against
# the Lottie specification's schema, and drawn by rlottie as the sandbox drew the run, frame by
# frame (the default test run checks a representative few; see Tests/Support/lottie).
lottie-check: deps
	$(SWIFT) build --build-tests $(SWIFT_FLAGS)
	MOTION_SANDBOX_LOTTIE_ALL=1 $(SWIFT) test --skip-build $(SWIFT_FLAGS) --filter LottieReplayTests
