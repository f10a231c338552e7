import RippleCompositor
import RippleRender
import RippleTrace
import Testing

/// Which leaf a cell shows when two send the same light, and where a narrower canvas goes.
@Suite struct FrameRendererTieAndCenteringTests {
  /// A present ripple (α 1) under a half-opaque glaze: the ripple sends 1 × 0.5 = 0.5, the
  /// glaze 0.5. Ties go to the lower leaf (SPEC §7's occluder ties), so the ripple shows.
  static let glazeTie = """
    {"ripplescope": 1, "name": "glaze tie", "sdk": "ios17", "fps": 60, "scene": {"width": 300, "height": 80, "children": [{"name": "ripple", "forEach": "ripples", "shape": "circle", "radius": 50, "fill": "gray", "transition": {"insertion": "scale", "removal": "opacity"}}, {"name": "glaze", "fill": "blue", "opacity": 0.5}]}}
    {"t": 0, "type": "down", "pointer": 1, "x": 150, "y": 40}

    """

  @Test func anEqualLightTieShowsTheLowerLeaf() throws {
    let simulation = try SeedTrace.simulation(of: Self.glazeTie, at: 1)
    let composition = Composition(simulation: simulation, at: 1)
    let renderer = FrameRenderer(composition: composition, scene: simulation.header.scene)
    var grid = CellGrid(width: 30, height: 8)
    renderer.draw(into: &grid, in: grid.bounds)
    // The canvas is 30×8; the ripple's center (150, 40) is under cell (15, 4).
    let center = grid[x: 15, y: 4]
    #expect(center.character == "█")
    #expect(center.style == .partial)
  }

  /// A canvas one column narrower than its region is centered with the odd column on the
  /// right: x = region.x + (61 − 60) / 2 = region.x.
  @Test func anOddSpareColumnGoesRight() throws {
    let simulation = try SeedTrace.simulation(at: 0.1)
    let composition = Composition(simulation: simulation, at: 0.1)
    let renderer = FrameRenderer(composition: composition, scene: simulation.header.scene)
    let region = CellRect(x: 0, y: 0, width: 61, height: 8)
    #expect(renderer.canvasRect(in: region) == CellRect(x: 0, y: 0, width: 60, height: 8))
  }
}
