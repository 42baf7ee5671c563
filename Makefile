# motion-sandbox: Material Motion in Swift on Linux.
#   make demo   install what is missing, build, run the demo
#   make test   install what is missing, build, lint, run every test
#   make bench  release-build benchmarks with ratios against OpenCombine

SWIFT ?= swift
SWIFT_FLAGS ?=

.PHONY: all deps build demo test lint format bench clean

all: build

deps:
	@bash .ci/install-deps

build: deps
	$(SWIFT) build $(SWIFT_FLAGS)

demo: build
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
