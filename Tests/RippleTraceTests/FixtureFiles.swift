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

  /// The bytes of a fixture.
  /// - Throws: Why it cannot be read (it is missing).
  static func bytes(_ relative: String) throws -> [UInt8] {
    Array(try Data(contentsOf: URL(fileURLWithPath: path(relative))))
  }

  /// The names of the trace files in a fixture folder, sorted; none when it cannot be read,
  /// which each user's count check catches (the names are test arguments, which cannot
  /// throw).
  static func names(in folder: String) -> [String] {
    guard let root else { return [] }
    let names =
      (try? FileManager.default.contentsOfDirectory(
        atPath: root.appendingPathComponent(folder).path)) ?? []
    return names.filter { $0.hasSuffix(".ripple.jsonl") }.sorted()
  }
}
