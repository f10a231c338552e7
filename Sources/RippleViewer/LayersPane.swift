import RippleCompositor
import RippleEngine
import RippleRender
import RippleTrace

/// The layers pane: the paint order at the frame, bottom to top (SPEC §4), removed items
/// marked, each ripple with its classification and occluder (SPEC §7) and a second line with
/// its phase, alpha, scale and transmittance.
enum LayersPane {
  /// One line of the pane, as styled runs of text.
  typealias Line = [(text: String, style: CellStyle)]

  /// The number of lines the pane lists at a frame.
  static func lineCount(of snapshot: FrameSnapshot) -> Int {
    lines(of: snapshot, palette: LayerPalette(scene: snapshot.simulation.header.scene)).count
  }

  /// Draws the pane.
  static func draw(
    into grid: inout CellGrid, rect: CellRect, snapshot: FrameSnapshot, state: ViewerState,
    focused: Bool
  ) {
    guard !rect.isEmpty else { return }
    PaneTitle.draw("Layers", detail: "bottom → top", into: &grid, rect: rect, focused: focused)
    let palette = LayerPalette(scene: snapshot.simulation.header.scene)
    let all = lines(of: snapshot, palette: palette)
    let rows = rect.height - 1
    let first = min(max(state.layersScroll, 0), max(all.count - rows, 0))
    for (offset, line) in all.dropFirst(first).prefix(rows).enumerated() {
      var column = rect.x + 1
      for run in line {
        column += grid.write(run.text, x: column, y: rect.y + 1 + offset, width: rect.maxX - column, style: run.style)
      }
    }
    if first > 0 { grid[x: rect.maxX - 1, y: rect.y + 1] = Cell("↑", style: .dim) }
    if first + rows < all.count { grid[x: rect.maxX - 1, y: rect.maxY - 1] = Cell("↓", style: .dim) }
  }

  /// The pane's lines at a frame.
  static func lines(of snapshot: FrameSnapshot, palette: LayerPalette) -> [Line] {
    let composition = snapshot.composition
    var lines: [Line] = []
    for leaf in composition.leaves {
      guard let id = leaf.ripple else {
        var line: Line = [(String(palette.character(for: leaf.name)), .layer), (" " + leaf.name, .plain)]
        if leaf.alpha < AlphaShade.epsilon {
          line.append(("  α 0, not drawn", .dim))
        } else if leaf.alpha < 1 {
          line.append(("  α \(DecimalText.fixed(leaf.alpha, digits: 2))", .dim))
        }
        lines.append(line)
        continue
      }
      lines += rippleLines(leaf: leaf, id: id, snapshot: snapshot)
    }
    if lines.isEmpty { lines.append([("nothing painted", .dim)]) }
    return lines
  }

  private static func rippleLines(leaf: PaintedLeaf, id: Int, snapshot: FrameSnapshot) -> [Line] {
    let visibility = snapshot.composition.visibility(ofRipple: id)
    let classification = visibility?.classification ?? .faded
    let style = FrameRenderer.style(of: classification)
    let glyph =
      classification == .occluded
      ? AlphaShade.outline : (AlphaShade.character(forAlpha: leaf.alpha) ?? "·")
    var first: Line = [(String(glyph), style), (" " + leaf.name, .plain)]
    if leaf.isRemoved { first.append((" removed", .warning)) }
    first.append(("  " + classification.rawValue, style))
    if let occluder = visibility?.occluder { first.append((" by " + occluder, style)) }
    var second: Line = [("  ", .plain)]
    if let ripple = snapshot.simulation.ripple(withID: id) {
      let presentation = snapshot.simulation.presentation(of: ripple, at: snapshot.time)
      second.append((presentation.phase.rawValue, .dim))
      second.append(("  α \(DecimalText.fixed(presentation.alpha, digits: 2))", .dim))
      second.append(("  scale \(DecimalText.fixed(presentation.values.scale, digits: 2))", .dim))
    }
    if let transmittance = visibility?.transmittance {
      second.append(("  T \(DecimalText.fixed(transmittance, digits: 2))", .dim))
    }
    return [first, second]
  }
}
