import Testing

@testable import RippleViewer

/// A ripple's details in the layers pane: one line when they fit the width exactly.
@Suite struct LayersPaneWidthTests {
  @Test func detailsExactlyAsWideAsThePaneStayOnOneLine() throws {
    let model = try Fixtures.seedModel()
    let snapshot = model.snapshot(at: 0)
    let wide = LayersPane.lines(of: snapshot, width: 1000)
    // The seed paints base, background, label, dim, then ripple#1: its name and verdict on
    // one line, its phase, alpha, scale (and transmittance) on the last.
    let details = try #require(wide.last)
    let width = details.reduce(0) { $0 + $1.text.count }
    #expect(details.first?.text == "  ")
    #expect(width == 29)  // "  inserting α 1.00 scale 0.00"
    let exact = LayersPane.lines(of: snapshot, width: width)
    #expect(exact.count == wide.count)
    #expect(exact.last?.map(\.text).joined() == details.map(\.text).joined())
    // One column narrower, they wrap.
    #expect(LayersPane.lines(of: snapshot, width: width - 1).count == wide.count + 1)
  }
}
