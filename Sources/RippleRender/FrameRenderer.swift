import RippleCompositor
import RippleTrace

/// Draws a ``Composition`` into a region of a ``CellGrid``: the button at the largest size
/// that fits, each cell showing what shows most at the scene point under its center.
///
/// Terminal cells are about twice as tall as wide, so a cell covers a scene area twice as
/// tall as wide and the button keeps its aspect ratio. A leaf's light at the point is α × the
/// transmittance of the leaves above that cover it (SPEC §7's T). A cell shows the ripple
/// whose light there is greatest, when one's reaches ε (it reaches the screen there): the
/// ripples are what the canvas is for, and a translucent one over an opaque background shows,
/// though the background sends more light. Elsewhere it shows the leaf whose light is
/// greatest, among leaves with alpha ≥ ε. Ties go to the lower leaf, as SPEC §7's occluder
/// ties do. So a faint glaze over a ripple shows the ripple, and an opaque layer over it
/// shows itself. A scene leaf shows its ``LayerPalette`` character in
/// ``CellStyle/layer``, a ripple its alpha's shade (``AlphaShade``) in the style of its
/// classification, unless it is `faded` or `occluded` (nothing of it reaches the screen,
/// though a cell's point, between samples, may fall outside what hides it): such a ripple
/// still dims what is beneath it. A ripple that shows but covers no cell's point, smaller
/// than a cell, marks the cell under its center when it would show at its center. With
/// x-ray on, every `occluded` ripple is outlined on top with ``AlphaShade/outline`` in
/// ``CellStyle/occluded``: the ripples the user never sees.
public struct FrameRenderer: Sendable {
  /// What is painted, bottom to top.
  public let composition: Composition
  /// The characters of the scene's leaves.
  public let palette: LayerPalette
  /// Whether occluded ripples are outlined (x-ray on) or not shown.
  public var showsOccluded: Bool
  /// Each painted ripple's classification.
  public let classifications: [Int: Visibility]

  /// Prepares to draw a composition of a scene.
  /// - Parameter visibilities: The ripples' visibilities when already computed; `nil`
  ///   computes them.
  public init(
    composition: Composition, scene: Scene, showsOccluded: Bool = true,
    visibilities: [RippleVisibility]? = nil
  ) {
    self.composition = composition
    palette = LayerPalette(scene: scene)
    self.showsOccluded = showsOccluded
    let visibilities = visibilities ?? composition.rippleVisibilities
    classifications = Dictionary(
      visibilities.map { ($0.ripple, $0.classification) }, uniquingKeysWith: { first, _ in first })
  }

  /// The largest canvas, in cells, that shows a `width`×`height`-point button inside a
  /// region with its aspect ratio kept (a cell is twice as tall as wide); at least 1×1 for a
  /// non-empty region. A region of the size it returns gets the same size.
  public static func canvasSize(sceneWidth: Double, sceneHeight: Double, fitting region: CellRect)
    -> (width: Int, height: Int)
  {
    guard !region.isEmpty, sceneWidth > 0, sceneHeight > 0 else { return (0, 0) }
    let rowsForFullWidth = Double(region.width) * sceneHeight / (2 * sceneWidth)
    if rowsForFullWidth <= Double(region.height) {
      // Whole rows, then the columns that keep the ratio at that many: the size fits itself.
      let rows = min(max(Int(rowsForFullWidth.rounded()), 1), region.height)
      let columns = (Double(rows) * 2 * sceneWidth / sceneHeight).rounded()
      return (min(max(Int(columns), 1), region.width), rows)
    }
    let columns = min(
      max(Int((Double(region.height) * 2 * sceneWidth / sceneHeight).rounded()), 1), region.width)
    // Columns rounded down hold fewer rows than the region's: fitted as a region of their own,
    // they give the size that fits itself, where the region's rows would leave some blank.
    guard Double(columns) * sceneHeight / (2 * sceneWidth) >= Double(region.height) else {
      return canvasSize(
        sceneWidth: sceneWidth, sceneHeight: sceneHeight,
        fitting: CellRect(x: 0, y: 0, width: columns, height: region.height))
    }
    return (columns, region.height)
  }

  /// Where the canvas goes inside a region: the fitted size, centered.
  public func canvasRect(in region: CellRect) -> CellRect {
    let bounds = composition.bounds
    let size = Self.canvasSize(
      sceneWidth: bounds.width, sceneHeight: bounds.height, fitting: region)
    return CellRect(
      x: region.x + (region.width - size.width) / 2,
      y: region.y + (region.height - size.height) / 2,
      width: size.width, height: size.height)
  }

  /// Draws the button centered in a region; cells of the region outside the canvas are left
  /// as they are.
  /// - Complexity: O(canvas cells × leaves).
  public func draw(into grid: inout CellGrid, in region: CellRect) {
    let canvas = canvasRect(in: region)
    guard !canvas.isEmpty else { return }
    let mapping = CanvasMapping(bounds: composition.bounds, canvas: canvas)
    let layers = paintedLayers()
    for row in 0..<canvas.height {
      for column in 0..<canvas.width {
        let (x, y) = mapping.scenePoint(column: column, row: row)
        let cell = Self.brightestIndex(of: layers, atX: x, y: y).flatMap { layers[$0].cell }
        grid[x: canvas.x + column, y: canvas.y + row] = cell ?? Cell()
      }
    }
    for (index, layer) in layers.enumerated()
    where layer.leaf.ripple != nil && !covers(layer.leaf, anyCellOf: mapping) {
      let (x, y) = (layer.leaf.frame.midX, layer.leaf.frame.midY)
      guard let cell = layer.cell, Self.brightestIndex(of: layers, atX: x, y: y) == index
      else { continue }
      let (column, row) = mapping.nearestCell(x: x, y: y)
      grid[x: canvas.x + column, y: canvas.y + row] = cell
    }
    guard showsOccluded else { return }
    for leaf in composition.leaves {
      guard let id = leaf.ripple, classifications[id] == .occluded
      else { continue }
      outline(leaf, mapping: mapping, canvas: canvas, into: &grid)
    }
  }

  /// The legend: each scene leaf's character, the ripple shades and the outline; a name
  /// that is not one word is quoted (``ListedName``).
  public var legend: [(symbol: String, meaning: String, style: CellStyle)] {
    var items = palette.entries.map {
      (String($0.character), ListedName.text($0.name), CellStyle.layer)
    }
    items.append((String(AlphaShade.ramp), "ripple α", .visible))
    if showsOccluded { items.append((String(AlphaShade.outline), "occluded (x-ray)", .occluded)) }
    return items
  }

  /// The legend as one line of text.
  public var legendText: String {
    legend.map { "\($0.symbol) \($0.meaning)" }.joined(separator: "  ")
  }

  /// The leaves with alpha ≥ ε, top first, each with the cell it draws, if it is drawn.
  private func paintedLayers() -> [CanvasLayer] {
    composition.leaves.reversed().compactMap { leaf in
      guard leaf.alpha >= RippleVisibility.epsilon else { return nil }
      guard let id = leaf.ripple else {
        return CanvasLayer(leaf: leaf, cell: Cell(palette.character(for: leaf.name), style: .layer))
      }
      // A faded ripple reaches no sample of the scene (SPEC §7), though a cell's point may
      // fall inside a disk too small to hold one.
      let classification = classifications[id] ?? .visible
      guard classification != .faded, classification != .occluded,
        let shade = AlphaShade.character(forAlpha: leaf.alpha)
      else { return CanvasLayer(leaf: leaf, cell: nil) }
      return CanvasLayer(leaf: leaf, cell: Cell(shade, style: Self.style(of: classification)))
    }
  }

  /// The index of the drawn layer a point shows: the ripple whose light reaches the screen
  /// most there, when one's reaches ε, else the layer whose light does. A layer's light is
  /// its alpha times the transmittance of the layers above that cover the point; ties go to
  /// the lower.
  /// - Parameter layers: Top first, as ``paintedLayers()`` gives them.
  private static func brightestIndex(of layers: [CanvasLayer], atX x: Double, y: Double)
    -> Int?
  {
    var transmittance = 1.0
    var brightest: (index: Int, light: Double)?
    var brightestRipple: (index: Int, light: Double)?
    for index in layers.indices where layers[index].covers(x: x, y: y) {
      let alpha = layers[index].leaf.alpha
      let light = alpha * transmittance
      if layers[index].cell != nil {
        if light >= brightest?.light ?? 0 { brightest = (index, light) }
        if layers[index].leaf.ripple != nil, light >= RippleVisibility.epsilon,
          light >= brightestRipple?.light ?? 0
        {
          brightestRipple = (index, light)
        }
      }
      transmittance *= RippleVisibility.complement(of: alpha)
      // No layer beneath can send more light than reaches it: go on while one could still
      // outshine the ripple found, or, before one is, reach ε or outshine the brightest layer.
      let stillMatters =
        brightestRipple.map { transmittance >= $0.light }
        ?? (transmittance >= min(RippleVisibility.epsilon, brightest?.light ?? 0))
      guard transmittance > 0, stillMatters else { break }
    }
    return (brightestRipple ?? brightest)?.index
  }

  /// Whether a leaf covers the point of some cell of the canvas (cells of its frame's span,
  /// corner to corner, whichever way a negative scale turned it).
  private func covers(_ leaf: PaintedLeaf, anyCellOf mapping: CanvasMapping) -> Bool {
    let frame = leaf.frame
    let one = mapping.nearestCell(x: frame.x, y: frame.y)
    let other = mapping.nearestCell(x: frame.x + frame.width, y: frame.y + frame.height)
    for row in min(one.row, other.row)...max(one.row, other.row) {
      for column in min(one.column, other.column)...max(one.column, other.column) {
        let (x, y) = mapping.scenePoint(column: column, row: row)
        if leaf.covers(x: x, y: y) { return true }
      }
    }
    return false
  }

  /// Marks the cells on the edge of a leaf's disk as seen on the canvas; a disk smaller than
  /// a cell marks the cell under its center.
  private func outline(
    _ leaf: PaintedLeaf, mapping: CanvasMapping, canvas: CellRect, into grid: inout CellGrid
  ) {
    let inside = { (column: Int, row: Int) -> Bool in
      guard column >= 0, row >= 0, column < canvas.width, row < canvas.height else { return false }
      let (x, y) = mapping.scenePoint(column: column, row: row)
      return leaf.covers(x: x, y: y)
    }
    let cell = Cell(AlphaShade.outline, style: .occluded)
    var drewAny = false
    for row in 0..<canvas.height {
      for column in 0..<canvas.width where inside(column, row) {
        drewAny = true
        let isEdge =
          !inside(column - 1, row) || !inside(column + 1, row) || !inside(column, row - 1)
          || !inside(column, row + 1)
        if isEdge { grid[x: canvas.x + column, y: canvas.y + row] = cell }
      }
    }
    if !drewAny {
      let (column, row) = mapping.nearestCell(x: leaf.frame.midX, y: leaf.frame.midY)
      grid[x: canvas.x + column, y: canvas.y + row] = cell
    }
  }

  /// The canvas style of a ripple's classification.
  public static func style(of classification: Visibility) -> CellStyle {
    switch classification {
    case .visible: .visible
    case .partial: .partial
    case .occluded: .occluded
    case .faded: .faded
    }
  }
}

/// A leaf with alpha ≥ ε and the cell it draws; `nil` for a ripple that is not drawn
/// (`faded` or `occluded`), which still dims what is beneath it.
private struct CanvasLayer {
  let leaf: PaintedLeaf
  let cell: Cell?

  func covers(x: Double, y: Double) -> Bool { leaf.covers(x: x, y: y) }
}
