import Foundation
import RippleTrace
import Testing

@Test func tmpBench() throws {
  let start = Date()
  var reader = try TraceReader(path: "/tmp/big.ripple.jsonl")
  var count = 0
  while try reader.next() != nil { count += 1 }
  print("BENCH \(count) lines in \(Date().timeIntervalSince(start)) s")
}
