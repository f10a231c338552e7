import RippleCompositor
import RippleRender
import RippleTrace
import Testing

/// The canvas of the seed bug at its insertion and in the middle of its removal (SPEC §8).
@Suite struct FrameRendererTests {
  private func render(
    _ text: String = SeedTrace.text, at time: Double, xray: Bool = true, width: Int = 60,
    height: Int = 16
  ) throws -> (CellGrid, FrameRenderer) {
    let simulation = try SeedTrace.simulation(of: text, at: time)
    let composition = Composition(simulation: simulation, at: time)
    let renderer = FrameRenderer(
      composition: composition, scene: simulation.header.scene, showsOccluded: xray)
    var grid = CellGrid(width: width, height: height)
    renderer.draw(into: &grid, in: grid.bounds)
    return (grid, renderer)
  }

  private func cells(_ grid: CellGrid, where predicate: (Cell) -> Bool) -> [Cell] {
    grid.cells.filter(predicate)
  }

  @Test func midRemovalShowsTheOccludedRippleAsAnOutline() throws {
    let (grid, _) = try render(at: 0.6)
    let outline = cells(grid) { $0.character == AlphaShade.outline }
    #expect(!outline.isEmpty)
    #expect(outline.allSatisfy { $0.style == .occluded })
    #expect(cells(grid) { AlphaShade.ramp.contains($0.character) }.isEmpty)
    // The outline is a ring: the disk's center cell shows the label beneath it.
    let canvas = FrameRenderer.canvasSize(
      sceneWidth: 300, sceneHeight: 80, fitting: grid.bounds)
    let center = grid[x: canvas.width / 2, y: (grid.height - canvas.height) / 2 + canvas.height / 2]
    #expect(center.style == .layer)
  }

  @Test func xrayOffHidesTheOccludedRipple() throws {
    let (grid, renderer) = try render(at: 0.6, xray: false)
    #expect(cells(grid) { $0.character == AlphaShade.outline }.isEmpty)
    #expect(cells(grid) { $0.style == .occluded }.isEmpty)
    #expect(!renderer.legendText.contains("occluded"))
  }

  @Test func insertionShowsTheShadedRippleOnTop() throws {
    let (grid, _) = try render(at: 0.1)
    let shaded = cells(grid) { $0.character == "█" }
    #expect(!shaded.isEmpty)
    #expect(shaded.allSatisfy { $0.style == .visible })
    #expect(cells(grid) { $0.character == AlphaShade.outline }.isEmpty)
  }

  /// At t = 0 the ripple's scale is 0.00001: its disk, of radius 0.0005 about (150, 40),
  /// holds no sample (SPEC §7: faded), but a 23×3 canvas puts a cell's point exactly on its
  /// center.
  @Test func aFadedRippleIsNotDrawnWhereACellFallsInsideIt() throws {
    let (grid, renderer) = try render(at: 0, width: 23, height: 3)
    #expect(renderer.classifications[1] == .faded)
    #expect(cells(grid) { AlphaShade.ramp.contains($0.character) }.isEmpty)
  }

  @Test func ripplesAreShadedByTheirAlpha() throws {
    #expect(AlphaShade.character(forAlpha: 0) == nil)
    #expect(AlphaShade.character(forAlpha: 0.002) == nil)
    #expect(AlphaShade.character(forAlpha: 0.1) == "░")
    #expect(AlphaShade.character(forAlpha: 0.3) == "▒")
    #expect(AlphaShade.character(forAlpha: 0.6) == "▓")
    #expect(AlphaShade.character(forAlpha: 1) == "█")
  }

  @Test func layersHaveDistinctCharactersListedInTheLegend() throws {
    let (grid, renderer) = try render(at: 0.6)
    let characters = renderer.palette.entries.map(\.character)
    #expect(Set(characters).count == characters.count)
    #expect(renderer.palette.entries.map(\.name) == ["base", "background", "label", "dim"])
    for entry in renderer.palette.entries {
      #expect(renderer.legendText.contains("\(entry.character) \(entry.name)"))
    }
    let layerCells = cells(grid) { $0.style == .layer }
    #expect(Set(layerCells.map(\.character)) == [":", "="])  // background and label on top
  }

  @Test(arguments: [
    (60, 16, 60, 8), (60, 4, 30, 4), (1, 1, 1, 1), (0, 5, 0, 0), (300, 1, 8, 1),
  ])
  func canvasKeepsTheAspectRatioWithTallCells(
    width: Int, height: Int, expectedWidth: Int, expectedHeight: Int
  ) {
    let size = FrameRenderer.canvasSize(
      sceneWidth: 300, sceneHeight: 80, fitting: CellRect(x: 0, y: 0, width: width, height: height))
    #expect(size.width == expectedWidth && size.height == expectedHeight)
  }

  /// A size the fit returns is one it keeps when fitted again, so the box drawn around a
  /// canvas of that size holds no blank row: a 20×300 scene in 60×16 cells once got a 2×16
  /// box and a 2×15 canvas, 2.13 columns rounded down holding 15 rows, not 16.
  @Test func aFittedSizeFitsItself() {
    let regions = [(60, 16), (120, 40), (7, 3), (1000, 1000)]
    for (columns, rows) in regions {
      for width in 1...40 {
        for height in [1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 300, 377, 1000] {
          let region = CellRect(x: 0, y: 0, width: columns, height: rows)
          let size = FrameRenderer.canvasSize(
            sceneWidth: Double(width), sceneHeight: Double(height), fitting: region)
          let again = FrameRenderer.canvasSize(
            sceneWidth: Double(width), sceneHeight: Double(height),
            fitting: CellRect(x: 0, y: 0, width: size.width, height: size.height))
          #expect(
            again == size && size.width <= columns && size.height <= rows,
            "\(width)×\(height) in \(columns)×\(rows): \(size), then \(again)")
        }
      }
    }
  }

  /// A 3×2 scene whose `cover` (0.5…2.5 × 0.5…1.5) holds every sample of the ripple that fills
  /// the scene: the ripple is occluded (SPEC §7), so no cell shows it, though 24×8 cells put
  /// points outside the cover.
  @Test(arguments: [true, false])
  func anOccludedRippleIsNeverDrawnAsSeen(xray: Bool) throws {
    let text = """
      {"ripplescope": 1, "scene": {"width": 3, "height": 2, "children": [{"name": "ripple", \
      "forEach": "ripples", "at": "frame", "fill": "gray"}, {"name": "cover", "fill": "blue", \
      "frame": {"x": 0.5, "y": 0.5, "width": 2, "height": 1}}]}}
      {"t": 0, "type": "down", "pointer": 1, "x": 1, "y": 1}

      """
    let (grid, renderer) = try render(text, at: 2, xray: xray, width: 24, height: 8)
    #expect(renderer.classifications[1] == .occluded)
    #expect(cells(grid) { AlphaShade.ramp.contains($0.character) }.isEmpty)
    #expect(cells(grid) { $0.character == AlphaShade.outline }.isEmpty == !xray)
  }

  /// Ripples of radius 1 on a 120×64 scene in 60×16 cells of 2×4 points: no cell's point lies
  /// in their disks. A visible one marks the cell under its center, (60, 32): column 30, row
  /// 8; occluded ones at the right and bottom corners, inside the scene by SPEC §7's inclusive
  /// edges, mark the last column and row with x-ray.
  @Test func ripplesSmallerThanACellMarkTheCellUnderTheirCenter() throws {
    let visible = """
      {"ripplescope": 1, "scene": {"width": 120, "height": 64, "children": [{"name": "cover", \
      "fill": "blue"}, {"name": "ripple", "forEach": "ripples", "radius": 1, "fill": "gray"}]}}
      {"t": 0, "type": "down", "pointer": 1, "x": 60, "y": 32}

      """
    let (shown, _) = try render(visible, at: 2)
    #expect(shown[x: 30, y: 8] == Cell("█", style: .visible))
    let occluded = """
      {"ripplescope": 1, "scene": {"width": 120, "height": 64, "children": [{"name": "ripple", \
      "forEach": "ripples", "radius": 1, "fill": "gray"}, {"name": "cover", "fill": "blue"}]}}
      {"t": 0, "type": "down", "pointer": 1, "x": 120, "y": 64}
      {"t": 0, "type": "down", "pointer": 2, "x": 120, "y": 0}

      """
    let (hidden, _) = try render(occluded, at: 2)
    #expect(hidden[x: 59, y: 15].character == AlphaShade.outline)
    #expect(hidden[x: 59, y: 0].character == AlphaShade.outline)
  }

  /// A cell shows the ripple whose light reaches the screen there, else the leaf whose light
  /// reaches it most. A 40×20 scene, in 40×10 cells of 1×2 points: an opaque ripple of radius
  /// 5 at (20, 10) under a full-scene glaze. At the ripple's center cell (column 20, row 5;
  /// point (20.5, 11)) the glaze at α sends α and the ripple 1 − α: under a glaze of 1/255
  /// (the ripple is visible, T = 254/255) or of 3/4 (partial, T = 1/4, though the glaze sends
  /// more) the ripple shows; an opaque glaze hides it, and shows itself.
  @Test(arguments: [
    ("01", "█", CellStyle.visible), ("C0", "█", .partial), ("FF", ":", .layer),
  ])
  func aCellShowsTheRippleThatReachesTheScreen(glaze: String, shown: Character, style: CellStyle)
    throws
  {
    let text = """
      {"ripplescope": 1, "scene": {"width": 40, "height": 20, "children": [{"name": "base", \
      "fill": "blue"}, {"name": "ripple", "forEach": "ripples", "radius": 5, "fill": "gray"}, \
      {"name": "glaze", "fill": "#FFFFFF\(glaze)"}]}}
      {"t": 0, "type": "down", "pointer": 1, "x": 20, "y": 10}

      """
    let (grid, renderer) = try render(text, at: 2, width: 40, height: 10)
    #expect(renderer.palette.character(for: "glaze") == ":")
    #expect(grid[x: 20, y: 5] == Cell(shown, style: style))
    // Away from the ripple the glaze sends α of light, base 1 − α: base shows under the 1/255
    // glaze, the glaze over it otherwise.
    #expect(grid[x: 2, y: 1].character == (glaze == "01" ? "." : ":"))
  }

  /// A translucent ripple shows over an opaque layer that sends more light: a ripple of α
  /// 0x40/255 = 0.251 (shade ▒, the second of four) over the opaque base, which sends 0.749,
  /// at the same center cell; around it, the base.
  @Test func aTranslucentRippleShowsOverTheLayerBeneath() throws {
    let text = """
      {"ripplescope": 1, "scene": {"width": 40, "height": 20, "children": [{"name": "base", \
      "fill": "blue"}, {"name": "ripple", "forEach": "ripples", "radius": 5, \
      "fill": "#FFFFFF40"}]}}
      {"t": 0, "type": "down", "pointer": 1, "x": 20, "y": 10}

      """
    let (grid, _) = try render(text, at: 2, width: 40, height: 10)
    #expect(grid[x: 20, y: 5] == Cell("▒", style: .visible))
    #expect(grid[x: 2, y: 1] == Cell(".", style: .layer))
  }

  @Test func drawingStaysInsideItsRegion() throws {
    let simulation = try SeedTrace.simulation(at: 0.6)
    let renderer = FrameRenderer(
      composition: Composition(simulation: simulation, at: 0.6), scene: simulation.header.scene)
    var grid = CellGrid(width: 30, height: 10)
    let region = CellRect(x: 5, y: 2, width: 20, height: 5)
    renderer.draw(into: &grid, in: region)
    for row in 0..<grid.height {
      for column in 0..<grid.width where !region.contains(x: column, y: row) {
        #expect(grid[x: column, y: row] == Cell())
      }
    }
  }

  /// A present ripple (α 1) under a half-opaque glaze: the ripple sends 1 × 0.5 = 0.5, the
  /// glaze 0.5. Ties go to the lower leaf (SPEC §7's occluder ties), so the ripple shows.
  @Test func anEqualLightTieShowsTheLowerLeaf() throws {
    let text = """
      {"ripplescope": 1, "name": "glaze tie", "sdk": "ios17", "fps": 60, "scene": {"width": 300, \
      "height": 80, "children": [{"name": "ripple", "forEach": "ripples", "shape": "circle", \
      "radius": 50, "fill": "gray", "transition": {"insertion": "scale", "removal": "opacity"}}, \
      {"name": "glaze", "fill": "blue", "opacity": 0.5}]}}
      {"t": 0, "type": "down", "pointer": 1, "x": 150, "y": 40}

      """
    let (grid, _) = try render(text, at: 1, width: 30, height: 8)
    // The canvas is 30×8; the ripple's center (150, 40) is under cell (15, 4).
    let center = grid[x: 15, y: 4]
    #expect(center.character == "█")
    #expect(center.style == .partial)
  }

  /// A canvas one column narrower than its region is centered with the odd column on the
  /// right: x = region.x + (61 − 60) / 2 = region.x.
  @Test func anOddSpareColumnGoesRight() throws {
    let (_, renderer) = try render(at: 0.1)
    let region = CellRect(x: 0, y: 0, width: 61, height: 8)
    #expect(renderer.canvasRect(in: region) == CellRect(x: 0, y: 0, width: 60, height: 8))
  }
}
