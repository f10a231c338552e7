import Foundation
import RippleFindings

@testable import RippleViewer

/// Paths of the test fixtures and the package, found from this file's location.
enum Fixtures {
  /// This test target's folder.
  static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  /// The package's root folder.
  static let packageRoot = testsFolder.deletingLastPathComponent().deletingLastPathComponent()

  /// The seed bug: one press at (150, 40), down at 0, up at 0.5 (SPEC §8).
  static let seedTrace = testsFolder.appendingPathComponent(
    "Fixtures/seed-removal-occluded.ripple.jsonl"
  ).path

  /// Loads a trace of the package's `traces/` folder with its findings, under a fix if any.
  static func bundledModel(_ name: String, fix: Fix? = nil) throws -> TraceModel {
    let path = packageRoot.appendingPathComponent("traces/\(name)").path
    let model = try TraceModel(path: path, fix: fix)
    try model.analyzeFindings()
    return model
  }

  /// Loads the seed trace with its findings.
  static func seedModel() throws -> TraceModel {
    let model = try TraceModel(path: seedTrace)
    try model.analyzeFindings()
    return model
  }
}
