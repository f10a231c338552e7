import Foundation
import Testing

/// `report --json` says whether a removal was instant (from mutation testing: the value was
/// never checked).
@Suite struct ReportInstantTests {
  /// README: a ripple line's `removal.instant` says the removal did not animate. With
  /// `onUp.animation: "none"` the removal jumps at once (SPEC §6): `true`; the default
  /// animation (a spring for ios17) animates it: `false`.
  @Test(arguments: [(#""none""#, true), (#""default""#, false)])
  func jsonReportSaysWhetherARemovalIsInstant(animation: String, instant: Bool) throws {
    let outcome = try Executable.run(
      ["report", "--json"],
      onTrace: """
        {"ripplescope": 1, "scene": {"width": 300, "height": 80, "children": [\
        {"name": "ripple", "forEach": "ripples", "radius": 50, "fill": "gray"}]}, \
        "recorder": {"onUp": {"animation": \(animation)}}}
        {"t": 0, "type": "down", "pointer": 1, "x": 150, "y": 40}
        {"t": 0.5, "type": "up", "pointer": 1}

        """)
    let line = try #require(
      outcome.stdout.split(separator: "\n").first { $0.contains(#""type":"ripple""#) })
    let ripple = try #require(
      try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    let removal = try #require(ripple["removal"] as? [String: Any])
    #expect(removal["instant"] as? Bool == instant)
  }
}
