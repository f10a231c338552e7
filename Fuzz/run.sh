#!/usr/bin/env bash
# Builds the libFuzzer target for the trace reader and the engine (issue #5) and runs it.
#
#   Fuzz/run.sh SECONDS [libFuzzer options…]
#
# The seed corpus is made fresh from every trace under traces/ (Fuzz/corpus/seed); inputs
# libFuzzer finds interesting go to Fuzz/corpus/work and crashes to Fuzz/corpus/crashes
# (all git-ignored). A crash input becomes a test: copy it into
# Tests/RippleFuzzTests/CrashInputs.swift (see that file).
#
# Build flags as TOOLCHAIN.md says: `--sanitize=fuzzer` for SwiftPM (so libFuzzer's `main`
# is used) plus `-Xswiftc -sanitize=fuzzer,address` (so every compile job instruments for
# both), in a scratch path of its own. The configuration is release (about 9× the exec/s of
# debug here, still with ASan); FUZZ_CONFIGURATION=debug builds TOOLCHAIN.md's debug binary.
set -euo pipefail

seconds=${1:?usage: Fuzz/run.sh SECONDS [libFuzzer options…]}
shift
cd "$(dirname "$0")/.."
configuration=${FUZZ_CONFIGURATION:-release}

swift build -c "$configuration" --scratch-path .build-fuzz --product RippleFuzzTarget \
  --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address

rm -rf Fuzz/corpus/seed
mkdir -p Fuzz/corpus/seed Fuzz/corpus/work Fuzz/corpus/crashes
find traces -name '*.ripple.jsonl' -exec cp {} Fuzz/corpus/seed/ \;

# The Swift runtime's backtracer would race ASan's report on the abort of a failed check.
SWIFT_BACKTRACE=enable=no exec ".build-fuzz/$configuration/RippleFuzzTarget" Fuzz/corpus/work Fuzz/corpus/seed \
  -dict=Fuzz/trace.dict -max_total_time="$seconds" -max_len=16384 -timeout=10 \
  -rss_limit_mb=4096 -print_final_stats=1 -artifact_prefix=Fuzz/corpus/crashes/ "$@"
