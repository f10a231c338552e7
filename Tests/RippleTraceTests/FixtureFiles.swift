import Foundation

/// Locates the test fixtures copied into the test bundle.
enum FixtureFiles {
  /// The fixture folder inside the bundle.
  static var root: URL? {
    Bundle.module.url(forResource: "Fixtures", withExtension: nil)
  }

  /// The path of a fixture, e.g. `valid/full.ripple.jsonl`.
  static func path(_ relative: String) -> String {
    root?.appendingPathComponent(relative).path ?? relative
  }

  /// The bytes of a fixture; empty when it is missing (the test then fails on reading).
  static func bytes(_ relative: String) -> [UInt8] {
    (try? Data(contentsOf: URL(fileURLWithPath: path(relative)))).map { Array($0) } ?? []
  }

  /// The names of the files in a fixture folder, sorted.
  static func names(in folder: String) -> [String] {
    guard let root else { return [] }
    let names =
      (try? FileManager.default.contentsOfDirectory(
        atPath: root.appendingPathComponent(folder).path)) ?? []
    return names.filter { $0.hasSuffix(".ripple.jsonl") }.sorted()
  }
}
