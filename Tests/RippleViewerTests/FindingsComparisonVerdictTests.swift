import RippleFindings
import RippleRender
import Testing

@testable import RippleViewer

/// The fix comparison's verdicts: a code the fix leaves at the same count is `still there`,
/// not `fewer`.
@Suite struct FindingsComparisonVerdictTests {
  /// traces/two-finger-remove-first.ripple.jsonl under `onUp.remove: matching`: the
  /// occlusion codes keep their counts (2 → 2, 1 → 1); wrong-ripple-removed goes (1 → 0).
  @Test func anUnchangedCountIsStillThere() throws {
    let name = "two-finger-remove-first.ripple.jsonl"
    let model = try Fixtures.bundledModel(name)
    let fix = Fix.removal(.matching)
    let fixed = try Fixtures.bundledModel(name, fix: fix)
    var state = ViewerState()
    state.fix = fix
    let rows = ViewerScreen.render(state, model: fixed, baseline: model, width: 120, height: 40)
      .lines.filter { $0.contains(" → ") && !$0.contains("Layers") }
    let removal = try #require(rows.first { $0.contains("removal-occluded") })
    #expect(removal.contains("2 → 2") && removal.hasSuffix("still there"), "\(removal)")
    let insertion = try #require(rows.first { $0.contains("insertion-occluded") })
    #expect(insertion.contains("1 → 1") && insertion.hasSuffix("still there"), "\(insertion)")
    #expect(!rows.contains { $0.contains("fewer") })
  }
}
