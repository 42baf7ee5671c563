#!/usr/bin/env bash
# Release-builds the benchmark harness and motion-sandbox and prints, in order:
#   1. the MaterialMotion / OpenCombine ratio table (a)-(d) and the motion frame (e);
#   2. the allocation counts (with ordo-one/malloc-interposer preloaded);
#   3. the app tables: (f) stress frame time vs a bare SDL loop and a Cairo loop, (g) capture,
#      (h) replay speed, (l) paused window, (m) photo-album frame time vs an SDL image grid and
#      with shadows vs without, (s) the stress scene's scaling curve, and (k) input-to-frame
#      latency of a touchpad pinch against a mouse drag, and (q) the timeline's scrub jumps in a
#      5-minute run, and (r) the gesture lab's statistics at 1 kHz, and (t) reading a 64 MiB
#      recording;
#   4. one line summing up every budget.
#
#   bash Benchmarks/run.sh            full run (about 6-8 minutes, including the release builds)
#   bash Benchmarks/run.sh --quick    smoke run: less work, fewer repetitions (about 1 minute)
#
# Flags for everything: --quick, --repetitions N, --only TEXT (e.g. --only "(f)"), --strict (exit 1
# when a budget is missed), --verbose. --side ours|opencombine times one side of (a)-(e) only and
# skips the app tables; --no-app skips the app tables (and the motion-sandbox build).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
swift="${SWIFT:-swift}"
cd "$here"

common=()
bench_only=()
run_app=1
while (($#)); do
  case "$1" in
    --quick | --strict | --verbose) common+=("$1") ;;
    --repetitions | --only)
      if (($# < 2)); then
        echo "run.sh: $1 needs a value" >&2
        exit 2
      fi
      common+=("$1" "$2")
      shift
      ;;
    --side)
      if (($# < 2)); then
        echo "run.sh: $1 needs a value" >&2
        exit 2
      fi
      bench_only+=("$1" "$2")
      run_app=0
      shift
      ;;
    --no-app) run_app=0 ;;
    *) bench_only+=("$1") ;;
  esac
  shift
done

started=$SECONDS
build_log="$(mktemp)"
budget_log="$(mktemp)"
trap 'rm -f "$build_log" "$budget_log"' EXIT
echo "machine: $(nproc) cores; $(uptime | sed 's/^ *//')"

# Builds in release, retrying when a source file changed during the build (the main package's
# sources may be edited while the benchmarks build).
build() {
  local attempt
  for attempt in 1 2 3; do
    if "$swift" build -c release "$@" >"$build_log" 2>&1; then
      return 0
    fi
    if ! grep -q "was modified during the build" "$build_log"; then
      break
    fi
    echo "  (a source changed during the build; building again)"
    sleep 5
  done
  cat "$build_log"
  return 1
}

# Incremental release builds here can keep code compiled against an older layout of a changed
# main-package class (seen as a crash after adding a stored property), so when the main package's
# sources changed since the last build, the release products are rebuilt from scratch. Package
# checkouts are kept: nothing is fetched again.
fingerprint="$(cd "$here/.." && {
  git ls-files -s Sources Package.swift
  git diff HEAD -- Sources Package.swift
  git ls-files --others --exclude-standard Sources | xargs -r md5sum
} | md5sum | cut -d' ' -f1)"
for dir in "$here/.build" "$here/../.build-benchsdl"; do
  if [ -d "$dir" ] && [ "$(cat "$dir/.sources-fingerprint" 2>/dev/null)" != "$fingerprint" ]; then
    echo "main package sources changed since the last benchmark build: rebuilding $(basename "$dir") from scratch"
    rm -rf "$dir"/*/release "$dir"/release
  fi
done

echo "building motion-bench, sdl-bare-loop, sdl-cairo-loop, sdl-image-grid, png-save-peer, app-bench (release)..."
if ! build; then
  echo "run.sh: release build of the benchmarks failed" >&2
  exit 1
fi
bin="$("$swift" build -c release --show-bin-path)"
if ((run_app)); then
  # Linked as issue 34's package is to ship it: the Swift runtime and Foundation statically, which
  # takes about 15 ms off every start on the 2-core machine (see (h) in README.md).
  echo "building motion-sandbox (release, --static-swift-stdlib, --scratch-path .build-benchsdl)..."
  if ! (cd "$here/.." && build --static-swift-stdlib --scratch-path .build-benchsdl \
    --product motion-sandbox); then
    echo "run.sh: release build of motion-sandbox failed" >&2
    exit 1
  fi
  sandbox_bin="$(cd "$here/.." && "$swift" build -c release --static-swift-stdlib \
    --scratch-path .build-benchsdl --show-bin-path)"
fi
for dir in "$here/.build" "$here/../.build-benchsdl"; do
  [ -d "$dir" ] && echo "$fingerprint" >"$dir/.sources-fingerprint"
done
echo "builds done in $((SECONDS - started)) s"
echo

status=0
"$bin/motion-bench" ${common[@]+"${common[@]}"} ${bench_only[@]+"${bench_only[@]}"} \
  --budget-log "$budget_log" || status=$?

echo
"$bin/fit-bench" ${common[@]+"${common[@]}"} --budget-log "$budget_log" || status=$?

# The allocation pass; prints nothing when --only selected no workload of motion-bench.
case "$(uname -s)" in
  Darwin) preload=(env DYLD_INSERT_LIBRARIES="$bin/libMallocInterposerSwift.dylib") ;;
  *) preload=(env LD_PRELOAD="$bin/libMallocInterposerSwift.so") ;;
esac
allocations="$("${preload[@]}" "$bin/motion-bench" --allocations-only ${common[@]+"${common[@]}"} \
  ${bench_only[@]+"${bench_only[@]}"})" || status=$?
if [[ -n "$allocations" ]]; then
  echo
  echo "allocations (malloc-interposer preloaded; timings above ran without it):"
  echo "$allocations"
fi

if ((run_app)); then
  echo
  "$bin/app-bench" --sandbox "$sandbox_bin/motion-sandbox" --bare-loop "$bin/sdl-bare-loop" \
    --cairo-loop "$bin/sdl-cairo-loop" --png-peer "$bin/png-save-peer" \
    --image-grid "$bin/sdl-image-grid" --repository "$here/.." \
    --replay "$here/../assets/replays/scalable-two-finger-pinch.jsonl" \
    ${common[@]+"${common[@]}"} --budget-log "$budget_log" || status=$?
  echo
  "$bin/input-latency-bench" ${common[@]+"${common[@]}"} --budget-log "$budget_log" || status=$?
  echo
  "$bin/timeline-bench" ${common[@]+"${common[@]}"} --budget-log "$budget_log" || status=$?
  echo
  "$bin/gesture-lab-bench" ${common[@]+"${common[@]}"} --budget-log "$budget_log" || status=$?
  echo
  "$bin/recording-read-bench" ${common[@]+"${common[@]}"} --budget-log "$budget_log" || status=$?
fi

echo
checked=$(grep -c . "$budget_log" || true)
over=$(grep -c '^over ' "$budget_log" || true)
if ((checked == 0)); then
  echo "budgets: none checked"
elif ((over == 0)); then
  echo "budgets: all within ($checked checked)"
else
  echo "budgets: $over over (of $checked checked):"
  grep '^over ' "$budget_log" | sed 's/^over /  /'
fi
echo "machine at end: $(uptime | sed 's/^ *//')"
echo "run.sh: done in $((SECONDS - started)) s"
exit "$status"
