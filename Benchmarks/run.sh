#!/usr/bin/env bash
# Release-builds the benchmark harness and prints the MaterialMotion / OpenCombine ratio table,
# then the allocation counts (with ordo-one/malloc-interposer preloaded).
#
#   bash Benchmarks/run.sh            full run (a few minutes, including the release build)
#   bash Benchmarks/run.sh --quick    smoke run: a tenth of the work, 3 repetitions
#
# Any other flag goes to motion-bench (see `--help`), e.g. `--repetitions 9`, `--only "(d)"`,
# `--strict` (exit 1 when a ratio is over budget), `--verbose`.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
swift="${SWIFT:-swift}"
cd "$here"

started=$SECONDS
build_log="$(mktemp)"
trap 'rm -f "$build_log"' EXIT
echo "building motion-bench (release)..."
if ! "$swift" build -c release >"$build_log" 2>&1; then
  cat "$build_log"
  echo "run.sh: release build failed" >&2
  exit 1
fi
bin="$("$swift" build -c release --show-bin-path)"

status=0
"$bin/motion-bench" "$@" || status=$?

echo
echo "allocations (malloc-interposer preloaded; timings above ran without it):"
case "$(uname -s)" in
  Darwin)
    DYLD_INSERT_LIBRARIES="$bin/libMallocInterposerSwift.dylib" \
      "$bin/motion-bench" --allocations-only "$@" || status=$?
    ;;
  *)
    LD_PRELOAD="$bin/libMallocInterposerSwift.so" \
      "$bin/motion-bench" --allocations-only "$@" || status=$?
    ;;
esac

echo
echo "run.sh: done in $((SECONDS - started)) s"
exit "$status"
