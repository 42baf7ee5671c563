#!/usr/bin/env bash
# Builds the libFuzzer target for the recording parser and the replay pipeline (release, with
# -sanitize=fuzzer) and runs it for as long as asked, on a corpus seeded from assets/replays with
# the format's dictionary. `make fuzz` runs this; see README.md, "Fuzzing".
#
#   bash Fuzz/run.sh [SECONDS]        default FUZZ_SECONDS or 60
#
# Environment: FUZZ_DIR (corpus, findings and log; default .build-fuzz), FUZZ_TIMEOUT (seconds one
# input may take before it counts as a hang; default 10), FUZZ_MAX_LEN (bytes; default 4096),
# FUZZ_RSS_MB (memory limit; default 2048), FUZZ_SANITIZE=address (also AddressSanitizer, C code
# included: the PNG encoder, the touchpad glue; about 5x slower), SWIFT. Exits 1 when a finding
# (crash, trap, hang, memory past the limit, a rejection that is not one line naming the line)
# was written.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$here")"
swift="${SWIFT:-swift}"
seconds="${1:-${FUZZ_SECONDS:-60}}"
dir="${FUZZ_DIR:-$root/.build-fuzz}"
case "$dir" in /*) ;; *) dir="$root/$dir" ;; esac
timeout_s="${FUZZ_TIMEOUT:-10}"
max_len="${FUZZ_MAX_LEN:-4096}"
rss_mb="${FUZZ_RSS_MB:-2048}"

# -enable-testing: the fuzzer drives the sandbox's own run (SandboxRun, internal) with
# @testable import. lld: gold cannot link libFuzzer with Swift's debug info here.
# FUZZ_TARGET=trace fuzzes the trace golden parser instead (trace-fuzzer, seeded from
# assets/goldens/*.trace.txt).
target="${FUZZ_TARGET:-replay}"
case "$target" in
  replay) product=replay-fuzzer seeds=("$root"/assets/replays/*.jsonl) dict=(-dict="$here/recording.dict") ;;
  trace) product=trace-fuzzer seeds=("$root"/assets/goldens/*.trace.txt) dict=() ;;
  *)
    echo "fuzz: FUZZ_TARGET may be replay or trace (got $target)" >&2
    exit 2
    ;;
esac
flags=(-c release -Xswiftc -sanitize=fuzzer -Xswiftc -enable-testing -Xswiftc -use-ld=lld
  --product "$product")
scratch="$here/.build"
extra=()
if [ "${FUZZ_SANITIZE:-}" = address ]; then
  scratch="$here/.build-asan"
  flags+=(--sanitize=address)
  # SDL, fontconfig and the Swift runtime keep allocations for the process's life: not leaks.
  export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"
  extra+=(-detect_leaks=0)
  rss_mb="${FUZZ_RSS_MB:-4096}"
elif [ -n "${FUZZ_SANITIZE:-}" ]; then
  echo "fuzz: FUZZ_SANITIZE may only be address" >&2
  exit 2
fi
flags+=(--scratch-path "$scratch")
build_log="$(mktemp)"
trap 'rm -f "$build_log"' EXIT
echo "fuzz: building the fuzzer (release, -sanitize=fuzzer${FUZZ_SANITIZE:+,$FUZZ_SANITIZE})"
for attempt in 1 2 3; do
  if (cd "$here" && "$swift" build "${flags[@]}") >"$build_log" 2>&1; then
    break
  fi
  # The main package's sources may be edited while this builds: try again.
  if [ "$attempt" = 3 ] || ! grep -q "was modified during the build" "$build_log"; then
    cat "$build_log"
    exit 1
  fi
  sleep 5
done
fuzzer="$scratch/release/$product"
[ "$target" = replay ] || dir="$dir-$target"

mkdir -p "$dir/corpus" "$dir/findings"
# The fuzzer's scratch folder (the input being replayed, its final frame) stays inside FUZZ_DIR.
rm -rf "$dir/tmp"
mkdir -p "$dir/tmp"
export TMPDIR="$dir/tmp"
for seed in "${seeds[@]}"; do
  [ -e "$dir/corpus/$(basename "$seed")" ] || cp "$seed" "$dir/corpus/"
done
# The Swift runtime's backtracer would take a trap's signal before libFuzzer's handler, which
# then never saves the input: off, so a trap is a finding like any crash.
export SWIFT_BACKTRACE=enable=no
before="$(ls "$dir/findings" | wc -l)"
log="$dir/last-run.log"
echo "fuzz: ${seconds} s on $(ls "$dir/corpus" | wc -l) corpus files in $dir/corpus" \
  "(findings go to $dir/findings, the whole output to $log)"

# The sandbox's one-line notes (a torn last line was skipped) are expected: kept in the log only.
status=0
"$fuzzer" "$dir/corpus" ${dict[@]+"${dict[@]}"} -max_len="$max_len" \
  -timeout="$timeout_s" -rss_limit_mb="$rss_mb" -max_total_time="$seconds" \
  -artifact_prefix="$dir/findings/" -print_final_stats=1 -print_funcs=0 "${extra[@]}" 2>&1 |
  tee "$log" | grep --line-buffered -v -e ': note: ' || status=${PIPESTATUS[0]}

after="$(ls "$dir/findings" | wc -l)"
echo
if [ "$after" -gt "$before" ]; then
  echo "fuzz: $((after - before)) new finding(s) in $dir/findings:"
  ls -t "$dir/findings" | head -n $((after - before)) | sed "s|^|  $dir/findings/|"
  grep -h -e "FINDING" -e "Fatal error" -e "ERROR: libFuzzer" -e "SUMMARY" "$log" | sort -u |
    sed 's/^/  /' || true
  if [ "$target" = trace ]; then
    how="motion-sandbox check --replay RECORDING --goldens DIR with FILE as its trace golden"
  else
    how="motion-sandbox --headless --replay FILE --frames 30"
  fi
  echo "fuzz: reproduce one with: $fuzzer FILE (or $how)"
  exit 1
fi
if [ "$status" -ne 0 ]; then
  echo "fuzz: the fuzzer stopped with status $status and no finding; see $log"
  exit "$status"
fi
runs="$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo '?')"
echo "fuzz: no findings in ${seconds} s ($runs inputs; corpus now $(ls "$dir/corpus" | wc -l) files)"
