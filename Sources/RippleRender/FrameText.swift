import RippleCompositor
import RippleEngine
import RippleTrace

/// The text under a rendered frame: the instant, the paint order and every live ripple's
/// phase, alpha, scale, classification, transmittance and occluder (SPEC §4, §6, §7).
public enum FrameText {
  /// The column titles of the ripple table.
  static let columns = ["ripple", "phase", "alpha", "scale", "visibility", "transmittance"]
  static let widths = [8, 11, 8, 8, 12, 15]

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
    lines.append(row(columns + ["occluder"]))
    let visibilities = Dictionary(
      (visibilities ?? composition.rippleVisibilities).map { ($0.ripple, $0) },
      uniquingKeysWith: { first, _ in first })
    for ripple in live {
      let presentation = simulation.presentation(of: ripple, at: time)
      let visibility = visibilities[ripple.id]
      lines.append(
        row([
          "#\(ripple.id)", presentation.phase.rawValue, DecimalText.fixed(presentation.alpha),
          DecimalText.fixed(presentation.values.scale),
          visibility?.classification.rawValue ?? "—",
          visibility?.transmittance.map { DecimalText.fixed($0) } ?? "—",
          visibility?.occluder ?? "—",
        ]))
    }
    return lines
  }

  /// Every painted leaf bottom to top, removed items marked: `ripple#1 (removed)`.
  public static func paintOrder(of composition: Composition) -> [String] {
    composition.leaves.map { $0.isRemoved ? "\($0.name) (removed)" : $0.name }
  }

  private static func row(_ cells: [String]) -> String {
    var line = ""
    for (index, cell) in cells.enumerated() {
      let width = index < widths.count ? widths[index] : 0
      line += cell + String(repeating: " ", count: max(width - cell.count, 1))
    }
    while line.last == " " { line.removeLast() }
    return line
  }
}
