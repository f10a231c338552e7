import RippleFuzz
import RippleTrace
import Testing

/// Nothing malformed is accepted silently, and no input crashes the reader.
@Suite struct RobustnessTests {
  @Test func anErrorOnTheLastLineIsReported() throws {
    var bytes = try FixtureFiles.bytes("valid/full.ripple.jsonl")
    _ = try Trace(bytes: bytes, file: "ok")
    bytes += Array(#"{"t": 3, "type": "up", "pointer": 1, "x": 1}"#.utf8)
    do {
      _ = try Trace(bytes: bytes, file: "bad")
      Issue.record("the last line was accepted")
    } catch {
      #expect(error.location.line == 19)
      #expect(error.message.contains("'y' is missing"))
    }
  }

  @Test func randomMutationsThrowTraceErrorsOrSucceed() throws {
    let original = try FixtureFiles.bytes("valid/full.ripple.jsonl")
    var random = SplitMix64(seed: 0x5EED)
    let interesting =
      Array(#"{}[]",:-.0123456789eE+tfnul\/ "#.utf8) + [0x00, 0x0A, 0x0D, 0x80, 0xC3, 0xE2, 0xFF]
    var failures = 0
    var successes = 0
    for _ in 0..<2000 {
      var bytes = original
      for _ in 0..<(1 + random.below(4)) {
        guard !bytes.isEmpty else { break }
        let position = random.below(bytes.count)
        switch random.below(5) {
        case 0: bytes[position] = UInt8(truncatingIfNeeded: random.below(256))
        case 1: bytes[position] = interesting[random.below(interesting.count)]
        case 2: bytes.remove(at: position)
        case 3: bytes.insert(interesting[random.below(interesting.count)], at: position)
        default: bytes.removeSubrange(position...)
        }
      }
      do {
        let trace = try Trace(bytes: bytes, file: "fuzz")
        _ = TraceWriter.text(for: trace)
        successes += 1
      } catch {
        #expect(error.location.line >= 1 && error.location.column >= 1)
        #expect(!error.message.isEmpty)
        failures += 1
      }
    }
    // Most mutations break the trace, but some keep it valid: both paths were exercised.
    #expect(failures > 1000)
    #expect(successes > 0)
  }

  @Test func randomBytesThrowTraceErrors() {
    var random = SplitMix64(seed: 42)
    for _ in 0..<500 {
      let bytes = (0..<random.below(300)).map { _ in
        UInt8(truncatingIfNeeded: random.below(256))
      }
      #expect(throws: TraceError.self) { _ = try Trace(bytes: bytes + [0x7B], file: "noise") }
    }
  }
}
