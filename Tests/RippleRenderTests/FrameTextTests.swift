import Foundation
import RippleCompositor
import RippleRender
import Testing

/// The text under a frame and `ripplescope frame` on the seed bug (SPEC §8).
@Suite struct FrameTextTests {
  @Test func midRemovalListsTheOccludedRippleAndItsOccluder() throws {
    let simulation = try SeedTrace.simulation(at: 0.6)
    let composition = Composition(simulation: simulation, at: 0.6)
    let lines = FrameText.lines(simulation: simulation, composition: composition, frame: 36)
    #expect(lines[0].hasPrefix("t = 0.600 s · frame 36"))
    #expect(
      lines[1] == "paint order (bottom → top): ripple#1 (removed), base, background, label, dim")
    let row = try #require(lines.first { $0.hasPrefix("#1") })
    let columns = row.split(separator: " ").map(String.init)
    #expect(columns == ["#1", "removing", "0.684", "0.992", "occluded", "0.000", "base"])
  }

  /// The seed bug with `base` named `—` and `background` named `a, b`: in the paint order,
  /// the occluder column and the legend, each is one name and `—` is not "no occluder".
  @Test func namesThatAreNotOneWordAreQuoted() throws {
    let text = SeedTrace.text.replacingOccurrences(of: "\"base\"", with: "\"—\"")
      .replacingOccurrences(of: "\"background\"", with: "\"a, b\"")
    let simulation = try SeedTrace.simulation(of: text, at: 0.6)
    let composition = Composition(simulation: simulation, at: 0.6)
    let lines = FrameText.lines(simulation: simulation, composition: composition, frame: 36)
    #expect(
      lines[1] == #"paint order (bottom → top): ripple#1 (removed), "—", "a, b", label, dim"#)
    let row = try #require(lines.first { $0.hasPrefix("#1") })
    #expect(row.hasSuffix(#"occluded    0.000          "—""#))
    let legend = FrameRenderer(composition: composition, scene: simulation.header.scene)
      .legendText
    #expect(legend.hasPrefix(#". "—"  : "a, b"  = label"#))
  }

  /// An insertion `{"scale": 1000}` starts at scale 1000: `1000.000` fills the scale
  /// column's 8 places, which widens, so the row's cells still start under their titles.
  @Test func aCellWiderThanItsColumnWidensIt() throws {
    let text = SeedTrace.text.replacingOccurrences(
      of: #"{"insertion": "scale""#, with: #"{"insertion": {"scale": 1000}"#)
    let simulation = try SeedTrace.simulation(of: text, at: 0)
    let composition = Composition(simulation: simulation, at: 0)
    let lines = FrameText.lines(simulation: simulation, composition: composition, frame: 0)
    let titles = try #require(lines.first { $0.hasPrefix("ripple") })
    let row = try #require(lines.first { $0.hasPrefix("#1") })
    #expect(row.contains(" 1000.000 "))
    for (title, cell) in [("visibility", "visible"), ("transmittance", "1.000")] {
      let titleColumn = try #require(titles.range(of: title)).lowerBound.utf16Offset(in: titles)
      let found = try #require(row.range(of: " \(cell) ", options: .backwards))
      let cellColumn = found.lowerBound.utf16Offset(in: row)
      #expect(cellColumn + 1 == titleColumn, "\(title)")
    }
  }

  @Test func insertionListsAVisibleRipple() throws {
    let simulation = try SeedTrace.simulation(at: 0.1)
    let composition = Composition(simulation: simulation, at: 0.1)
    let lines = FrameText.lines(simulation: simulation, composition: composition, frame: 6)
    #expect(lines[1].hasSuffix("base, background, label, dim, ripple#1"))
    let row = try #require(lines.first { $0.hasPrefix("#1") })
    #expect(
      row.split(separator: " ").map(String.init) == [
        "#1", "inserting", "1.000", "0.316", "visible", "1.000", "—",
      ])
  }

  @Test func afterTheRippleIsGoneThereAreNoLiveRipples() throws {
    let simulation = try SeedTrace.simulation(at: 1.31)
    let composition = Composition(simulation: simulation, at: 1.31)
    let lines = FrameText.lines(simulation: simulation, composition: composition, frame: nil)
    #expect(lines.contains("no live ripples"))
    #expect(lines[0].contains("between frames"))
  }

  @Test func frameRunPrintsTheCanvasLegendAndTable() throws {
    let path = try SeedTrace.file()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let lines = try FrameRun.lines(path: path, at: .frame(36))
    #expect(lines[0] == "seed RButton")
    #expect(lines[1] == "┌" + String(repeating: "─", count: 60) + "┐")
    #expect(lines.count(where: { $0.hasPrefix("│") }) == 8)
    #expect(lines.contains { $0.contains(AlphaShade.outline) })
    #expect(lines.contains { $0.hasPrefix(". base  : background") })
    #expect(lines.contains { $0.hasPrefix("#1") && $0.hasSuffix("base") })
  }

  /// The seed trace's last event is the up at 0.5 and its ripple is gone at 1.30825 (SPEC
  /// §8): at 2 s the button is at rest, past the end, which the frame says; at 1.3 s, past
  /// the last event, the ripple still fades, and at 0.1 s the up is still to come: no note.
  @Test func frameRunSaysWhenTheInstantIsPastTheEnd() throws {
    let path = try SeedTrace.file()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let note = "(past the end of the trace: its last event is at t = 0.500 s)"
    #expect(try FrameRun.lines(path: path, at: .seconds(2)).last == note)
    #expect(try !FrameRun.lines(path: path, at: .seconds(1.3)).contains(note))
    #expect(try !FrameRun.lines(path: path, at: .seconds(0.1)).contains(note))
  }

  /// The seed trace without its up: the ripple is never removed, so the trace ends at its
  /// last event, the down at 0 (SPEC §7), and past it the ripple stays, which the note says.
  @Test func frameRunSaysWhenPastTheEndARippleStays() throws {
    let path = NSTemporaryDirectory() + "ripplescope-held-\(UUID().uuidString).ripple.jsonl"
    let lines = SeedTrace.text.split(separator: "\n").filter { !$0.contains(#""up""#) }
    try lines.map { $0 + "\n" }.joined().write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let note =
      "(past the end of the trace: its last event is at t = 0.000 s; 1 ripple was never "
      + "removed)"
    #expect(try FrameRun.lines(path: path, at: .seconds(2)).last == note)
    #expect(try FrameRun.lines(path: path, at: .seconds(2)).contains { $0.hasPrefix("#1") })
  }

  /// A frame rate that is not whole (SPEC §1 allows any in 1…1000) is shown as the trace
  /// gives it, not rounded: frame 1 of 29.97 fps is at 1/29.97 = 0.033 s.
  @Test func frameRunShowsTheTracesOwnFrameRate() throws {
    let path = NSTemporaryDirectory() + "ripplescope-ntsc-\(UUID().uuidString).ripple.jsonl"
    let text = SeedTrace.text.replacingOccurrences(of: #""fps": 60"#, with: #""fps": 29.97"#)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(
      try FrameRun.lines(path: path, at: .frame(1)).contains("t = 0.033 s · frame 1 · 29.97 fps"))
  }

  /// The seed trace's header alone: no event to be past, which the frame says instead.
  @Test func frameRunSaysWhenTheTraceHasNoEvents() throws {
    let path = NSTemporaryDirectory() + "ripplescope-header-\(UUID().uuidString).ripple.jsonl"
    let header = SeedTrace.text.split(separator: "\n")[0]
    try (header + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(try FrameRun.lines(path: path, at: .seconds(1)).last == "(the trace has no events)")
  }

  @Test func frameRunReportsAMalformedLineAnywhere() throws {
    let path = NSTemporaryDirectory() + "ripplescope-bad-\(UUID().uuidString).ripple.jsonl"
    try (SeedTrace.text + "{\"t\": 0.7, \"type\": \"jump\"}\n").write(
      toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(throws: (any Error).self) { try FrameRun.lines(path: path, at: .seconds(0.1)) }
    do {
      _ = try FrameRun.lines(path: path, at: .seconds(0.1))
    } catch {
      #expect(error.location.line == 4)
    }
  }
}
