import Foundation
import RippleRender
import Testing

/// Text snapshots of screens under `Snapshots/`: the characters, then one letter per cell
/// for its style. `RECORD_SNAPSHOTS=1 swift test` writes them; otherwise they are compared.
enum Snapshot {
  /// The letter of each style in the style map.
  static func letter(_ style: CellStyle) -> Character {
    switch style {
    case .plain: "."
    case .dim: "d"
    case .title: "T"
    case .highlight: "H"
    case .layer: "l"
    case .visible: "v"
    case .partial: "p"
    case .occluded: "o"
    case .faded: "f"
    case .error: "E"
    case .warning: "W"
    case .info: "i"
    }
  }

  /// A grid as snapshot text.
  static func text(of grid: CellGrid) -> String {
    var lines = ["\(grid.width)x\(grid.height)"]
    for row in 0..<grid.height {
      lines.append("|" + String((0..<grid.width).map { grid[x: $0, y: row].character }) + "|")
    }
    lines.append("styles")
    for row in 0..<grid.height {
      lines.append("|" + String((0..<grid.width).map { letter(grid[x: $0, y: row].style) }) + "|")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Compares a grid with `Snapshots/NAME.txt`, or records it when `RECORD_SNAPSHOTS=1`.
  static func assertMatches(
    _ grid: CellGrid, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let url = Fixtures.testsFolder.appendingPathComponent("Snapshots/\(name).txt")
    let actual = text(of: grid)
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
      try actual.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      Issue.record(
        "no snapshot \(url.path): run RECORD_SNAPSHOTS=1 swift test", sourceLocation: sourceLocation
      )
      return
    }
    guard expected != actual else { return }
    Issue.record(
      "snapshot \(name) differs:\n\(diff(expected: expected, actual: actual))",
      sourceLocation: sourceLocation)
  }

  /// The differing lines, numbered.
  static func diff(expected: String, actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var lines: [String] = []
    for index in 0..<max(old.count, new.count) {
      let before = index < old.count ? String(old[index]) : "<none>"
      let after = index < new.count ? String(new[index]) : "<none>"
      if before != after {
        lines.append("line \(index + 1):\n- \(before)\n+ \(after)")
      }
    }
    return lines.joined(separator: "\n")
  }
}
