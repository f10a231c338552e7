import RippleCompositor
import RippleEngine
import RippleTrace

/// The text under a rendered frame: the instant, the paint order and every live ripple's
/// phase, alpha, scale, classification, transmittance and occluder (SPEC §4, §6, §7).
public enum FrameText {
  /// The column titles of the ripple table, but the last (`occluder`).
  static let columns = ["ripple", "phase", "alpha", "scale", "visibility", "transmittance"]
  /// Their least widths: a column is one wider than its longest cell when that is wider.
  static let leastWidths = [8, 11, 8, 8, 12, 15]

  /// The lines describing a composition of a simulation at its instant.
  /// - Parameters:
  ///   - frame: The frame index, when the instant is a frame instant.
  ///   - visibilities: The painted ripples' visibilities when already computed; `nil`
  ///     computes them.
  public static func lines(
    simulation: Simulation, composition: Composition, frame: Int?,
    visibilities: [RippleVisibility]? = nil
  ) -> [String] {
    let time = composition.time
    let position =
      frame.map { "frame \($0)" } ?? "between frames"
    var lines = [
      "t = \(DecimalText.fixed(time)) s · \(position) · \(JSONText.number(simulation.header.fps)) fps",
      "paint order (bottom → top): " + paintOrder(of: composition).joined(separator: ", "),
    ]
    let live = simulation.ripples.filter {
      simulation.presentation(of: $0, at: time).phase != .gone
    }
    guard !live.isEmpty else {
      lines.append("no live ripples")
      return lines
    }
    let visibilities = Dictionary(
      (visibilities ?? composition.rippleVisibilities).map { ($0.ripple, $0) },
      uniquingKeysWith: { first, _ in first })
    var rows = [columns + ["occluder"]]
    for ripple in live {
      let presentation = simulation.presentation(of: ripple, at: time)
      let visibility = visibilities[ripple.id]
      rows.append([
        "#\(ripple.id)", presentation.phase.rawValue, DecimalText.fixed(presentation.alpha),
        DecimalText.fixed(presentation.values.scale),
        visibility?.classification.rawValue ?? "—",
        visibility?.transmittance.map { DecimalText.fixed($0) } ?? "—",
        visibility?.occluder.map(ListedName.text) ?? "—",
      ])
    }
    // A column widens for a cell longer than its width (an id of 1,000,000 or more, a scale
    // of 1000 or more), so the columns stay aligned.
    let widths = leastWidths.indices.map { column in
      rows.reduce(leastWidths[column]) { max($0, $1[column].count + 1) }
    }
    lines += rows.map { row($0, widths: widths) }
    return lines
  }

  /// Every painted leaf bottom to top, removed items marked: `ripple#1 (removed)`; a name
  /// that is not one word is quoted (``ListedName``).
  public static func paintOrder(of composition: Composition) -> [String] {
    composition.leaves.map { leaf in
      let name = ListedName.text(leaf.name)
      return leaf.isRemoved ? "\(name) (removed)" : name
    }
  }

  private static func row(_ cells: [String], widths: [Int]) -> String {
    var line = ""
    for (index, cell) in cells.enumerated() {
      let width = index < widths.count ? widths[index] : 0
      line += cell + String(repeating: " ", count: max(width - cell.count, 1))
    }
    while line.last == " " { line.removeLast() }
    return line
  }
}
