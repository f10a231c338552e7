import Foundation
import RippleEngine
import RippleFuzz
import RippleTrace
import Testing

@testable import RippleCompositor

/// SPEC §7 Coverage: boundaries are inclusive; circles are inscribed; rounded rects lose the
/// corners outside their quarter circles.
@Suite("Coverage (SPEC §7)")
struct CoverageTests {
  /// The samples of a 20×20 grid inside an outline, counted point by point.
  static func count(_ frame: Rect, _ shape: Shape) -> Int {
    let coverage = Coverage(frame: frame, shape: shape)
    var count = 0
    for row in 0..<20 {
      for column in 0..<20 where coverage.contains(x: Double(column) + 0.5, y: Double(row) + 0.5) {
        count += 1
      }
    }
    return count
  }

  @Test(
    "sample counts",
    arguments: [
      // Edges through sample centers are inclusive: 10.5…12.5 holds 10.5, 11.5, 12.5.
      (Rect(x: 10.5, y: 10.5, width: 2, height: 2), Shape.rect, 9),
      // Edges between samples: 10…12 holds 10.5 and 11.5.
      (Rect(x: 10, y: 10, width: 2, height: 2), .rect, 4),
      // Zero width through a sample column still covers it.
      (Rect(x: 3.5, y: 0, width: 0, height: 20), .rect, 20),
      // Circle of radius 1 about (1.5, 1.5): the center and its 4 neighbours at distance 1
      // exactly (inclusive); the diagonals, at √2, are out.
      (Rect(x: 0.5, y: 0.5, width: 2, height: 2), .circle, 5),
      // Inscribed in a 4×2 frame: radius 1 about (2.5, 1.5), again 5 samples.
      (Rect(x: 0.5, y: 0.5, width: 4, height: 2), .circle, 5),
      // A 5×5 block of samples minus its 4 corner samples, at distance √2 > 1 from the
      // quarter circles' centers; the samples next to them lie on the arcs.
      (Rect(x: 0.5, y: 0.5, width: 4, height: 4), .roundedRect(cornerRadius: 1), 21),
      // Corner radius clamped to min(10, 2, 2) = 2: the circle of radius 2 about (2.5, 2.5),
      // 5 + 2·3 + 2 = 13 samples.
      (Rect(x: 0.5, y: 0.5, width: 4, height: 4), .roundedRect(cornerRadius: 10), 13),
      // Corner radius 0.3, where 0.5 + 0.3 − 0.5 rounds above 0.3: the 36 samples on the
      // straight edges are in all the same, only the 4 corner samples (0.42 from the arcs'
      // centers) out.
      (Rect(x: 0.5, y: 0.5, width: 9, height: 9), .roundedRect(cornerRadius: 0.3), 96),
      // Corner radius 0 is the rect.
      (Rect(x: 0.5, y: 0.5, width: 4, height: 4), .roundedRect(cornerRadius: 0), 25),
      // A wide, short frame clamps the radius by its height: min(10, 4, 1) = 1. Of its 9 × 3
      // samples only the 4 corner ones, √2 from the arcs' centers (1.5, 1.5) and (7.5, 1.5),
      // are out; (0.5, 1.5) and (8.5, 1.5) lie on the arcs.
      (Rect(x: 0.5, y: 0.5, width: 8, height: 2), .roundedRect(cornerRadius: 10), 23),
    ])
  func sampleCounts(frame: Rect, shape: Shape, expected: Int) {
    #expect(Self.count(frame, shape) == expected)
  }

  @Test("row runs equal the per-sample predicate on awkward outlines")
  func rowRuns() {
    var generator = SplitMix64(seed: 7)
    for _ in 0..<2000 {
      // Quarter-point coordinates put many edges exactly on sample centers.
      let frame = Rect(
        x: Double(Int.random(in: -20...60, using: &generator)) / 4,
        y: Double(Int.random(in: -20...60, using: &generator)) / 4,
        width: Double(Int.random(in: 0...48, using: &generator)) / 4,
        height: Double(Int.random(in: 0...48, using: &generator)) / 4)
      // Corner radii in tenths make inset edges (0.5 + 0.3) that round off the edge.
      let shapes: [Shape] = [
        .rect, .circle,
        .roundedRect(cornerRadius: Double(Int.random(in: 0...24, using: &generator)) / 4),
        .roundedRect(cornerRadius: Double(Int.random(in: 1...60, using: &generator)) / 10),
      ]
      for shape in shapes {
        let coverage = Coverage(frame: frame, shape: shape)
        for row in -2..<18 {
          let window = 0...15
          let expected = window.filter {
            coverage.contains(x: Double($0) + 0.5, y: Double(row) + 0.5)
          }
          let run = coverage.columns(onRow: row, within: window)
          #expect(run.map(Array.init) ?? [] == expected, "\(frame) \(shape) row \(row)")
        }
      }
    }
  }

  @Test("a sample outside other outlines is found exactly when a sample-by-sample search finds one")
  func sampleOutsideOthers() {
    var generator = SplitMix64(seed: 11)
    let grid = SampleGrid(bounds: Rect(x: 0, y: 0, width: 16, height: 16))
    func outline() -> Coverage {
      let shapes: [Shape] = [.rect, .circle, .roundedRect(cornerRadius: 1.25)]
      return Coverage(
        frame: Rect(
          x: Double(Int.random(in: -8...40, using: &generator)) / 4,
          y: Double(Int.random(in: -8...40, using: &generator)) / 4,
          width: Double(Int.random(in: 0...64, using: &generator)) / 4,
          height: Double(Int.random(in: 0...64, using: &generator)) / 4),
        shape: shapes[Int.random(in: 0...2, using: &generator)])
    }
    var found = 0
    for _ in 0..<3000 {
      let disk = outline()
      // Some obstacles are the disk itself, grown by a quarter or by one sample: the rows
      // they barely cover are where a shortcut could go wrong.
      var others = (0..<Int.random(in: 0...3, using: &generator)).map { _ in outline() }
      let grown = Double(Int.random(in: 0...4, using: &generator)) / 4
      others.append(
        Coverage(
          frame: Rect(
            x: disk.minX - grown, y: disk.minY - grown, width: disk.maxX - disk.minX + 2 * grown,
            height: disk.maxY - disk.minY + 2 * grown),
          shape: .circle))
      // Or two rects that split a frame around the disk at a column: rows hidden only by
      // both together.
      if Bool.random(using: &generator) {
        let cut = Double(Int.random(in: -8...72, using: &generator)) / 4
        let (top, bottom) = (disk.minY - grown, disk.maxY + grown)
        for (left, right) in [(disk.minX - grown, cut), (cut, disk.maxX + grown)] {
          others.append(
            Coverage(
              frame: Rect(x: left, y: top, width: max(right - left, 0), height: bottom - top),
              shape: .rect))
        }
      }
      let isOutside = { (x: Double, y: Double) in
        disk.contains(x: x, y: y) && !others.contains(where: { $0.contains(x: x, y: y) })
      }
      let exists = (0..<16).contains { row in
        (0..<16).contains { column in isOutside(Double(column) + 0.5, Double(row) + 0.5) }
      }
      if exists { found += 1 }
      let sample = disk.sampleOutside(others, in: grid)
      #expect((sample != nil) == exists, "\(disk) \(others)")
      if let sample {
        // A sample center of the grid, in the disk and in no other outline.
        #expect(sample.width == 0 && sample.height == 0)
        #expect((0..<16).contains { Double($0) + 0.5 == sample.x })
        #expect((0..<16).contains { Double($0) + 0.5 == sample.y })
        #expect(isOutside(sample.x, sample.y), "\(sample) \(disk) \(others)")
      }
    }
    // Both answers occur often enough for the comparison to mean something.
    #expect(found > 300 && found < 2700)
  }

  @Test("an outline covers every sample of a disk exactly when a sample-by-sample check says so")
  func coversEverySampleOfDisk() {
    var generator = SplitMix64(seed: 13)
    let grid = SampleGrid(bounds: Rect(x: 0, y: 0, width: 16, height: 16))
    let shapes: [Shape] = [.rect, .circle, .roundedRect(cornerRadius: 1.25)]
    func outline(around disk: Coverage?) -> Coverage {
      // Around a disk: its frame grown or shrunk by up to a sample, where a row's run barely
      // reaches or misses an end sample.
      let (x, y, width, height) =
        if let disk {
          (
            disk.minX, disk.minY, disk.maxX - disk.minX, disk.maxY - disk.minY
          )
        } else {
          (
            Double(Int.random(in: -8...40, using: &generator)) / 4,
            Double(Int.random(in: -8...40, using: &generator)) / 4,
            Double(Int.random(in: 0...64, using: &generator)) / 4,
            Double(Int.random(in: 0...64, using: &generator)) / 4
          )
        }
      let grown = disk == nil ? 0 : Double(Int.random(in: -4...4, using: &generator)) / 4
      let shift = disk == nil ? 0 : Double(Int.random(in: -2...2, using: &generator)) / 4
      return Coverage(
        frame: Rect(
          x: x - grown + shift, y: y - grown, width: max(width + 2 * grown, 0),
          height: max(height + 2 * grown, 0)),
        shape: shapes[Int.random(in: 0...2, using: &generator)])
    }
    let samples = (0..<16).flatMap { row in
      (0..<16).map { column in (x: Double(column) + 0.5, y: Double(row) + 0.5) }
    }
    var (covered, compared) = (0, 0)
    for _ in 0..<3000 {
      let disk = outline(around: nil)
      let other = Bool.random(using: &generator) ? outline(around: disk) : outline(around: nil)
      guard let window = disk.sampleWindow(in: grid) else { continue }
      let expected = samples.allSatisfy { sample in
        !disk.contains(x: sample.x, y: sample.y) || other.contains(x: sample.x, y: sample.y)
      }
      compared += 1
      if expected { covered += 1 }
      #expect(other.containsEverySample(of: disk, in: window) == expected, "\(disk) \(other)")
    }
    // Both answers occur often enough for the comparison to mean something.
    #expect(covered > compared / 10 && covered < compared * 9 / 10, "\(covered) of \(compared)")
  }

  /// ``Coverage/sampleWindow(in:)`` looks at two rows only: it must still find a window
  /// exactly when some sample of the grid is covered, for outlines of every kind, size and
  /// place, down to slivers between sample rows and frames partly off the grid.
  @Test func sampleWindowExistsExactlyWhenASampleIsCovered() {
    var generator = SplitMix64(seed: 17)
    let grid = SampleGrid(bounds: Rect(x: 0, y: 0, width: 12, height: 10))
    let shapes: [Shape] = [
      .rect, .circle, .roundedRect(cornerRadius: 0.3), .roundedRect(cornerRadius: 50),
    ]
    func coordinate(_ range: ClosedRange<Double>) -> Double {
      // Halves and tenths land on sample centers and between them; the rest anywhere.
      let value = Double.random(in: range, using: &generator)
      switch Int.random(in: 0...2, using: &generator) {
      case 0: return (value * 2).rounded() / 2
      case 1: return (value * 10).rounded() / 10
      default: return value
      }
    }
    var (covering, empty) = (0, 0)
    for _ in 0..<20_000 {
      let frame = Rect(
        x: coordinate(-4...14), y: coordinate(-4...12), width: coordinate(0...3),
        height: coordinate(0...16))
      let outline = Coverage(
        frame: frame, shape: shapes[Int.random(in: 0..<shapes.count, using: &generator)])
      let coversOne = (0..<grid.rows).contains { row in
        (0..<grid.columns).contains { column in
          outline.contains(x: Double(column) + 0.5, y: Double(row) + 0.5)
        }
      }
      if coversOne { covering += 1 } else { empty += 1 }
      #expect((outline.sampleWindow(in: grid) != nil) == coversOne, "\(outline)")
    }
    #expect(covering > 2_000 && empty > 2_000, "\(covering) covering, \(empty) empty")
  }

  @Test("the grid keeps samples with 0 ≤ x ≤ width")
  func grid() {
    // 10.5 keeps 10.5 (i = 10); 10.4 does not.
    #expect(SampleGrid(bounds: Rect(x: 0, y: 0, width: 10.5, height: 1)).columns == 11)
    #expect(SampleGrid(bounds: Rect(x: 0, y: 0, width: 10.4, height: 1)).columns == 10)
    #expect(SampleGrid(bounds: Rect(x: 0, y: 0, width: 300, height: 80)).rows == 80)
  }

  @Test("candidate rows and columns are the grid's that may hold a sample, none beyond an edge")
  func candidates() {
    let grid = SampleGrid(bounds: Rect(x: 0, y: 0, width: 300, height: 80))
    // Centers 0.5…79.5: [10, 20] holds rows 10…19, 9…20 with the margin of one either side;
    // [299.8, 350] holds none of the columns 0…299, 299 by the margin.
    #expect(grid.candidateRows(minY: 10, maxY: 20) == 9...20)
    #expect(grid.candidateRows(minY: -20, maxY: 0.2) == 0...0)
    #expect(grid.candidateColumns(minX: 299.8, maxX: 350) == 299...299)
    // Wholly beyond an edge (by more than the margin): no candidate, where clamping would
    // give the edge row or column.
    #expect(grid.candidateRows(minY: -90, maxY: -10) == nil)
    #expect(grid.candidateRows(minY: 82, maxY: 130) == nil)
    #expect(grid.candidateColumns(minX: 350, maxX: 450) == nil)
    // A disk pressed right of the scene covers no sample and has no window to search.
    let outside = Coverage(frame: Rect(x: 350, y: -10, width: 100, height: 100), shape: .circle)
    #expect(outside.sampleWindow(in: grid) == nil)
    #expect(!outside.coversSample(in: grid))
  }

  @Test("edges through sample centers are inclusive for leaves above a ripple too")
  func inclusiveEdgesInComposition() throws {
    // The ripple (10.5, 10.5, 2, 2) has 9 samples, columns 10…12. `left` ends at x = 10.5
    // and `right` starts at x = 12.5: each covers one column of 3 samples; T = 0 on 6 of 9.
    let composition = compose(
      Scene(
        width: 100, height: 60,
        children: [
          steadyRipples(frame: Rect(x: 10.5, y: 10.5, width: 2, height: 2)),
          leaf("left", frame: Rect(x: 0, y: 0, width: 10.5, height: 60)),
          leaf("right", frame: Rect(x: 12.5, y: 0, width: 10, height: 60)),
        ]), recorder: steadyRecorder, [.down(0, x: 0, y: 0)], at: 0.1)
    for method in VisibilityMethod.allCases {
      let visibility = try #require(composition.visibility(ofRipple: 1, method: method))
      #expect(close(visibility.transmittance, 3.0 / 9))
      #expect(visibility.classification == .partial)
      // Both hide 3 samples: the lower one.
      #expect(visibility.occluder == "left")
    }
  }

  @Test("a circular ripple's boundary samples count; a rounded rect's cut corners do not")
  func curvedBoundaries() throws {
    func transmittance(_ shape: Shape, frame: Rect, cover: Rect) throws -> Double? {
      let composition = compose(
        Scene(
          width: 100, height: 60,
          children: [steadyRipples(frame: frame, shape: shape), leaf("cover", frame: cover)]),
        recorder: steadyRecorder, [.down(0, x: 0, y: 0)], at: 0.1)
      return try #require(composition.visibility(ofRipple: 1)).transmittance
    }
    let small = Rect(x: 0.5, y: 0.5, width: 2, height: 2)
    // The corner sample (0.5, 0.5) is outside the circle: covering it hides nothing.
    #expect(
      try close(
        transmittance(.circle, frame: small, cover: Rect(x: 0, y: 0, width: 1, height: 1)), 1))
    // (0.5, 1.5) lies on the circle: 1 of its 5 samples hidden.
    #expect(
      try close(
        transmittance(.circle, frame: small, cover: Rect(x: 0, y: 1, width: 1, height: 1)), 0.8))
    let square = Rect(x: 0.5, y: 0.5, width: 4, height: 4)
    let rounded = Shape.roundedRect(cornerRadius: 1)
    #expect(
      try close(
        transmittance(rounded, frame: square, cover: Rect(x: 0, y: 0, width: 1, height: 1)), 1))
    #expect(
      try close(
        transmittance(rounded, frame: square, cover: Rect(x: 0, y: 1, width: 1, height: 1)),
        20.0 / 21))
  }

  @Test("a scale transition scales the disk about its center and an offset moves it")
  func transitionGeometry() {
    // Insertion `scale 0.5` with a 1 s linear append: at 0.5 s the scale is 0.5 + 0.5 · 0.5.
    // Removal `move-trailing` over 1 s linear: at 0.5 s into it, offset +width · 0.5.
    let scene = Scene(
      width: 100, height: 60,
      children: [
        ripples(
          placement: .frame(Rect(x: 10, y: 10, width: 20, height: 10)),
          shape: .roundedRect(cornerRadius: 4),
          transition: Transition(insertion: [.scale(0.5)], removal: [.move(.trailing)]))
      ])
    let recorder = RecorderSettings(
      downAnimation: .timing(.linear, duration: 1, delay: 0),
      upAnimation: .timing(.linear, duration: 1, delay: 0))
    let growing = compose(scene, recorder: recorder, [.down(0, x: 0, y: 0)], at: 0.5)
    let frame = growing.leaves[0].frame
    #expect(close(frame.width, 15) && close(frame.height, 7.5))
    #expect(close(frame.midX, 20) && close(frame.midY, 15))
    #expect(growing.leaves[0].shape == .roundedRect(cornerRadius: 3))
    let leaving = compose(
      scene, recorder: recorder, [.down(0, x: 0, y: 0), .up(1)], at: 1.5)
    #expect(leaving.leaves[0].frame == Rect(x: 20, y: 10, width: 20, height: 10))
  }

  @Test("a spring's overshoot past scale 0 sizes the disk by |scale| about its center")
  func overshootPastZeroScale() throws {
    // A scale-out removal on an under-damped spring (ζ = 0.5, response 0.5: ω = 4π,
    // ω_d = ω √0.75) overshoots at its first peak, t = π / ω_d after the release, where
    // x = 1 + e^(−ζωt) (SPEC §6). Scale 1 → 0.00001 presents 0.00001 + 0.99999 (1 − x) < 0 there;
    // the disk is the 40×40 frame scaled by |scale| about (120, 40), not an empty frame.
    let scene = Scene(
      width: 300, height: 80,
      children: [
        ripples(
          placement: .frame(Rect(x: 100, y: 20, width: 40, height: 40)), shape: .rect,
          transition: Transition(
            insertion: [.opacity], removal: [.scale(TransitionEffect.defaultScale)]))
      ])
    let recorder = RecorderSettings(
      downAnimation: .none, upAnimation: .spring(response: 0.5, dampingFraction: 0.5, delay: 0))
    let omega = 4 * Double.pi
    let peak = Double.pi / (omega * 0.75.squareRoot())
    let scale = 0.00001 + 0.99999 * -exp(-0.5 * omega * peak)
    #expect(scale < -0.16 && scale > -0.17)
    let composition = compose(
      scene, recorder: recorder, [.down(0, x: 0, y: 0), .up(0.5)], at: 0.5 + peak)
    let frame = composition.leaves[0].frame
    #expect(close(frame.width, 40 * -scale, 1e-6) && close(frame.height, 40 * -scale, 1e-6))
    #expect(close(frame.midX, 120) && close(frame.midY, 40))
    // About 6.5 × 6.5 points: it covers samples, nothing is above it, its alpha is 1.
    let visibility = try #require(composition.visibility(ofRipple: 1))
    #expect(visibility.classification == .visible)
  }
}
