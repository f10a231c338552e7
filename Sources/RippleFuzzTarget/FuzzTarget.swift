// The libFuzzer target for the trace reader and the engine (issue #5).
//
// Built by Fuzz/run.sh with `--sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address`: libFuzzer
// provides `main` and calls `LLVMFuzzerTestOneInput` with each input (give the binary files
// instead of folders to replay them). This file holds declarations only, so that in a plain
// `swift build` the target is a harmless executable that does nothing; its logic lives in
// RippleFuzz's `ReaderFuzzInput`, which the tests call directly.

import RippleFuzz

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs one input; aborts (a crash libFuzzer keeps) when an engine self-check fails.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard case .replayed(let outcome) = ReaderFuzzInput.exercise(bytes), !outcome.isEmpty else {
    return 0
  }
  for check in outcome.failedChecks {
    let message = outcome.evidence(for: check)?.message ?? ""
    printError("engine self-check \(check.name) failed: \(message)")
  }
  abort()
}

/// Writes a line to standard error.
func printError(_ message: String) {
  let bytes = Array((message + "\n").utf8)
  _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}
