#!/usr/bin/env bash
# Compares `ripplescope report --json` with the yardstick of issue #6 — orjson merely
# decoding every line (../shared/bench/parse_baseline.py) — on the same generated trace.
#
#     Benchmarks/compare.sh                  # 1,000,000 presses (the report takes minutes)
#     PRESSES=20000 RUNS=3 Benchmarks/compare.sh
#
# Environment: PRESSES (default 1000000), RUNS (default 5), SHARED (default ../shared/bench),
# SCRATCH (a --scratch-path for swift build, default the package's .build), HYPERFINE=1 (let
# hyperfine time each command's runs in a row, instead of alternating the two).
# Prints both medians, their ratio and the peak memory of one report run.
set -euo pipefail

cd "$(dirname "$0")/.."
PRESSES=${PRESSES:-1000000}
RUNS=${RUNS:-5}
SHARED=${SHARED:-../shared/bench}
SCRATCH_ARGS=()
if [[ -n "${SCRATCH:-}" ]]; then SCRATCH_ARGS=(--scratch-path "$SCRATCH"); fi

# The workload, generated once per size (under .build, so git ignores it).
mkdir -p .build/bench
TRACE=.build/bench/big-$PRESSES.ripple.jsonl
if [[ ! -s "$TRACE" ]]; then
  echo "generating $TRACE ($PRESSES presses, seed 1)…"
  python3 "$SHARED/gen_trace.py" --presses "$PRESSES" --seed 1 >"$TRACE.partial"
  mv "$TRACE.partial" "$TRACE"
fi
echo "trace: $TRACE, $(wc -l <"$TRACE") lines, $(awk -v b="$(stat -c %s "$TRACE")" 'BEGIN { printf "%.1f", b / 1e6 }') MB"

echo "building ripplescope (release)…"
swift build -c release --product ripplescope "${SCRATCH_ARGS[@]}" >/dev/null
BIN="$(swift build -c release --show-bin-path "${SCRATCH_ARGS[@]}")/ripplescope"

REPORT=("$BIN" report "$TRACE" --json)
BASELINE=(python3 "$SHARED/parse_baseline.py" "$TRACE")

median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
since() { awk -v start="$1" -v now="$(date +%s.%N)" 'BEGIN { printf "%.3f", now - start }'; }
divide() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }

cat "$TRACE" >/dev/null # both start with the file in the page cache
if [[ -n "${HYPERFINE:-}" ]] && command -v hyperfine >/dev/null; then
  RESULTS=.build/bench/compare-$PRESSES.json
  hyperfine --runs "$RUNS" --export-json "$RESULTS" \
    --command-name report "${REPORT[*]} > /dev/null" \
    --command-name yardstick "${BASELINE[*]} > /dev/null"
  read -r REPORT_MEDIAN BASELINE_MEDIAN < <(python3 -c '
import json, sys
results = {r["command"]: r["median"] for r in json.load(open(sys.argv[1]))["results"]}
print(results["report"], results["yardstick"])' "$RESULTS")
else
  REPORT_TIMES=()
  BASELINE_TIMES=()
  for ((run = 1; run <= RUNS; run++)); do
    start=$(date +%s.%N)
    "${REPORT[@]}" >/dev/null
    REPORT_TIMES+=("$(since "$start")")
    start=$(date +%s.%N)
    "${BASELINE[@]}" >/dev/null
    BASELINE_TIMES+=("$(since "$start")")
    echo "run $run: report ${REPORT_TIMES[-1]} s, yardstick ${BASELINE_TIMES[-1]} s"
  done
  REPORT_MEDIAN=$(printf '%s\n' "${REPORT_TIMES[@]}" | median)
  BASELINE_MEDIAN=$(printf '%s\n' "${BASELINE_TIMES[@]}" | median)
fi

PEAK_KB=$(/usr/bin/time -v "${REPORT[@]}" 2>&1 >/dev/null |
  awk -F: '/Maximum resident set size/ { gsub(/ /, "", $2); print $2 }')

echo
echo "presses:                 $PRESSES ($RUNS runs each)"
printf 'report --json median:    %.3f s\n' "$REPORT_MEDIAN"
printf 'yardstick median:        %.3f s\n' "$BASELINE_MEDIAN"
echo "report / yardstick:      $(divide "$REPORT_MEDIAN" "$BASELINE_MEDIAN")×"
echo "report peak memory:      $(divide "$PEAK_KB" 1024) MiB"
