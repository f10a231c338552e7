import RippleCompositor
import RippleEngine
import RippleRender
import RippleTrace

/// The layers pane: the paint order at the frame, bottom to top (SPEC §4), removed items
/// marked, each ripple with its classification and occluder (SPEC §7), and its phase, alpha,
/// scale and transmittance.
///
/// The pane's first column is the separator from the canvas.
enum LayersPane {
  /// A styled run of text.
  typealias Run = (text: String, style: CellStyle)
  /// One line of the pane.
  typealias Line = [Run]

  /// The number of lines the pane lists at a frame in a pane of a width.
  static func lineCount(of snapshot: FrameSnapshot, width: Int) -> Int {
    lines(of: snapshot, width: width).count
  }

  /// Draws the pane.
  static func draw(
    into grid: inout CellGrid, rect: CellRect, snapshot: FrameSnapshot, state: ViewerState,
    focused: Bool
  ) {
    guard rect.width >= 2, rect.height >= 1 else { return }
    for row in rect.y + 1..<rect.maxY { grid[x: rect.x, y: row] = Cell("│", style: .dim) }
    grid[x: rect.x, y: rect.y] = Cell("┬", style: .dim)
    let pane = CellRect(x: rect.x + 1, y: rect.y, width: rect.width - 1, height: rect.height)
    PaneTitle.draw("Layers", detail: "bottom → top", into: &grid, rect: pane, focused: focused)
    let all = lines(of: snapshot, width: pane.width - 2)
    let rows = pane.height - 1
    let first = min(max(state.layersScroll, 0), max(all.count - rows, 0))
    for (offset, line) in all.dropFirst(first).prefix(rows).enumerated() {
      var column = pane.x + 1
      for run in line {
        column += grid.write(
          run.text, x: column, y: pane.y + 1 + offset, width: pane.maxX - column, style: run.style)
      }
    }
    if first > 0 { grid[x: pane.maxX - 1, y: pane.y + 1] = Cell("↑", style: .dim) }
    if first + rows < all.count {
      grid[x: pane.maxX - 1, y: pane.maxY - 1] = Cell("↓", style: .dim)
    }
  }

  /// The pane's lines at a frame: one per scene leaf, two or three per ripple.
  static func lines(of snapshot: FrameSnapshot, width: Int) -> [Line] {
    let composition = snapshot.composition
    let palette = LayerPalette(scene: snapshot.simulation.header.scene)
    var lines: [Line] = []
    for leaf in composition.leaves {
      guard let id = leaf.ripple else {
        var line: Line = [
          (String(palette.character(for: leaf.name)), .layer), (" " + leaf.name, .plain),
        ]
        if leaf.alpha < RippleVisibility.epsilon {
          line.append(("  α 0, not drawn", .dim))
        } else if leaf.alpha < 1 {
          line.append(("  α \(DecimalText.fixed(leaf.alpha, digits: 2))", .dim))
        }
        lines.append(line)
        continue
      }
      lines += rippleLines(leaf: leaf, id: id, snapshot: snapshot, width: width)
    }
    if lines.isEmpty { lines.append([("nothing painted", .dim)]) }
    return lines
  }

  /// A ripple's lines: its name, then its classification and occluder (on the same line when
  /// they fit), then its phase, alpha, scale and transmittance.
  private static func rippleLines(
    leaf: PaintedLeaf, id: Int, snapshot: FrameSnapshot, width: Int
  ) -> [Line] {
    let visibility = snapshot.visibility(ofRipple: id)
    let classification = visibility?.classification ?? .faded
    let style = FrameRenderer.style(of: classification)
    let glyph: Character =
      switch classification {
      case .occluded: AlphaShade.outline
      case .faded: "·"
      case .visible, .partial: AlphaShade.character(forAlpha: leaf.alpha) ?? "·"
      }
    var name: Line = [(String(glyph), style), (" " + leaf.name, .plain)]
    if leaf.isRemoved { name.append((" (removed)", .warning)) }
    var verdict: Line = [(classification.rawValue, style)]
    if let occluder = visibility?.occluder {
      // Only an occluded ripple is hidden by its occluder; otherwise it is the layer above
      // that covers the most of it (SPEC §7).
      verdict.append(((classification == .occluded ? " by " : " beneath ") + occluder, style))
    }
    var phase: Line = []
    var amounts: Line = []
    if let ripple = snapshot.simulation.ripple(withID: id) {
      let presentation = snapshot.simulation.presentation(of: ripple, at: snapshot.time)
      phase.append((presentation.phase.rawValue, .dim))
      phase.append((" α \(DecimalText.fixed(presentation.alpha, digits: 2))", .dim))
      amounts.append(("scale \(DecimalText.fixed(presentation.values.scale, digits: 2))", .dim))
    }
    if let transmittance = visibility?.transmittance {
      amounts.append((" T \(DecimalText.fixed(transmittance, digits: 2))", .dim))
    }
    let indent: Run = ("  ", .plain)
    let separator: Line = phase.isEmpty || amounts.isEmpty ? [] : [(" ", .dim)]
    let details =
      2 + length(phase) + 1 + length(amounts) <= width
      ? [[indent] + phase + separator + amounts] : [[indent] + phase, [indent] + amounts]
    if length(name) + 2 + length(verdict) <= width {
      return [name + [("  ", .plain)] + verdict] + details
    }
    return [name, [indent] + verdict] + details
  }

  private static func length(_ line: Line) -> Int {
    line.reduce(0) { $0 + $1.text.count }
  }
}
