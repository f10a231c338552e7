import RippleCompositor
import RippleEngine
import RippleFindings
import RippleRender
import RippleTrace

/// A trace loaded for the viewer: its header, a ``SeekIndex`` for fast seeking, the frame
/// range, the findings once analysed, and caches for the frames on screen.
///
/// Loading reads the file once, which also validates every line: a malformed trace throws
/// before any screen is taken. The findings come from a separate pass
/// (``analysis()``, run by ``FindingsJob``). Per-frame
/// classifications for the timeline are computed lazily for the frames in view and cached.
public final class TraceModel {
  /// The trace file.
  public let path: String
  /// The header the simulation runs with (with ``fix`` applied, if any).
  public let header: TraceHeader
  /// The fix applied to the recorded trace, or `nil` for the trace as recorded.
  public let fix: Fix?
  /// The end of the trace: the last event plus every running removal (SPEC §7).
  public let end: Double
  /// The number of frames `k / fps` from 0 to ``end``.
  public let frameCount: Int
  /// The findings, once analysed.
  public private(set) var findings: FindingsReport?
  /// Why the findings analysis failed (the file changed and no longer parses), once it has.
  public private(set) var findingsFailure: TraceError?
  /// The first frame of every finding instance, once analysed.
  public private(set) var findingMarks: FindingMarks
  /// The trace file's warnings (``TraceReader/warnings``); none for another source.
  public private(set) var warnings: [TraceWarning] = []
  /// The file as it was first read, which every later reading must find again; `nil` for a
  /// pipe, held in memory, or another source.
  private(set) var fileStamp: FileStamp?

  let index: SeekIndex
  /// How many ripples the trace creates (every `down` appends one).
  let rippleCount: Int
  private var snapshotCache: FrameSnapshot?
  private var laneCache: [Int: [LaneSample]] = [:]
  /// What ``laneCache`` holds: its samples, a frame without any counting as one.
  private(set) var laneCacheSize = 0
  /// Past this size, ``laneSamples(for:)`` keeps only the frames asked for: samples hold
  /// ripple records (about 170 bytes each), so the bound is on them, not on frames; a test
  /// sets it lower.
  var laneCacheLimit = 250_000

  /// Loads a trace file, optionally with a fix applied to its header.
  /// - Parameter stamp: The file as an earlier reading found it, which this one must find
  ///   again (``FileStamp``); `nil` for a first reading.
  /// - Throws: The file's first ``TraceError``, or one saying it changed since `stamp`.
  public convenience init(path: String, fix: Fix? = nil, stamp: FileStamp? = nil)
    throws(TraceError)
  {
    // Taken before reading: a change while it reads is one a later reading sees.
    let fileStamp = stamp ?? FileStamp(path: path)
    try stamp?.checkForViewer(path)
    let reader = try TraceReader(path: path)
    if let fix {
      try self.init(path: path, source: FixedTrace(reader, fixedBy: fix), fix: fix)
    } else {
      try self.init(path: path, source: reader, fix: nil)
    }
    // The copy that was read shares its warnings with `reader`.
    warnings = reader.warnings
    self.fileStamp = fileStamp
  }

  /// Loads a trace from any source of lines (`path` names it).
  /// - Throws: The source's first ``TraceError``.
  public init(path: String, source: some TraceLineSource, fix: Fix? = nil) throws(TraceError) {
    var source = source
    self.path = path
    self.fix = fix
    header = source.header
    var index = SeekIndex(header: header)
    try source.forEachEvent { index.append($0) }
    self.index = index
    rippleCount = index.finalSimulation.createdCount
    end = index.finalSimulation.settledAt
    frameCount = Self.lastFrame(atOrBefore: end, fps: header.fps) + 1
    findingMarks = FindingMarks(fps: header.fps, frameCount: frameCount)
  }

  /// Runs the findings analysis on this thread and stores the result (the viewer runs
  /// ``analysis()`` on another thread instead).
  /// - Throws: A ``TraceError`` if the file changed and no longer parses.
  func analyzeFindings() throws(TraceError) {
    store(try analysis()())
  }

  /// Keeps the findings of an analysis of this trace (``analysis()``).
  public func store(_ analysed: AnalysedFindings) {
    findings = analysed.report
    findingMarks = analysed.marks
  }

  /// Keeps why the analysis of this trace failed: there will be no findings.
  public func storeFailure(_ error: TraceError) {
    findingsFailure = error
  }

  /// What to say while there are no findings: that they are coming, or why they never will.
  var findingsPending: String {
    findingsFailure.map { "no findings: the analysis failed: \($0)" }
      ?? "findings are still being analysed"
  }

  /// The whole-trace analysis of this trace's file, as a function to run on any thread; it
  /// fails if the file changed since this model read it.
  public func analysis() -> @Sendable () throws(TraceError) -> AnalysedFindings {
    let (path, fix, stamp) = (path, fix, fileStamp)
    let (fps, frameCount) = (header.fps, frameCount)
    return {
      () throws(TraceError) -> AnalysedFindings in
      var marks = FindingMarks(fps: fps, frameCount: frameCount)
      // A file changed while it is read must not have its findings, or an error at one of
      // its lines, shown as this trace's.
      let report = try FileStamp.checking(
        stamp, of: path, since: FileStamp.viewerReading, advice: FileStamp.viewerAdvice
      ) { () throws(TraceError) in
        // Under a fix the viewer compares counts and offers no further fix.
        try FindingsAnalysis.analyze(
          verifiesFixes: fix == nil,
          {
            () throws(TraceError) -> any TraceLineSource in
            try stamp?.checkForViewer(path)
            let reader = try TraceReader(path: path)
            guard let fix else { return reader }
            return FixedTrace(reader, fixedBy: fix)
          },
          observe: { marks.add($0) })
      }
      marks.finish()
      return AnalysedFindings(report: report, marks: marks)
    }
  }

  static func lastFrame(atOrBefore time: Double, fps: Double) -> Int {
    guard time > 0 else { return 0 }
    return FrameClock.frameCount(before: time, including: true, fps: fps) - 1
  }

  // MARK: Frames on screen

  /// The simulation and composition at a frame (the last one asked for is cached).
  public func snapshot(at frame: Int) -> FrameSnapshot {
    let frame = min(max(frame, 0), lastFrame)
    if let snapshotCache, snapshotCache.frame == frame { return snapshotCache }
    let time = time(ofFrame: frame)
    let simulation = index.simulation(at: time)
    let snapshot = FrameSnapshot(frame: frame, time: time, simulation: simulation)
    snapshotCache = snapshot
    return snapshot
  }

  /// When set, ``laneSamples(for:)`` computes no frame that is not cached yet once this
  /// instant has passed, but the first it meets, and ``lanesArePending`` says so: with
  /// hundreds of ripples alive a frame takes a second, and the viewer's loop reads keys
  /// between such slices, each of which moves the timeline on, however long the rest of the
  /// drawing took. Setting it, as each drawing does, clears ``lanesArePending``: a screen
  /// that draws no timeline (too small a terminal) leaves nothing pending, so the loop waits
  /// for keys again.
  public var laneDeadline: ContinuousClock.Instant? {
    didSet { lanesArePending = false }
  }
  /// Whether the last ``laneSamples(for:)`` since ``laneDeadline`` was set stopped at it with
  /// frames left.
  public private(set) var lanesArePending = false
  /// Whether ``laneSamples(for:)`` computes the first frame it meets even past
  /// ``laneDeadline``: so it does while the viewer waits for keys, so that the timeline moves
  /// on. A drawing that answers a key computes none past it: such a frame can take half a
  /// second, and the key's answer would wait for it.
  public var lanesMoveOnPastDeadline = true

  /// The live ripples and their classifications at each frame of a range, computed once and
  /// cached; `nil` for a frame left for later by ``laneDeadline``.
  /// - Complexity: For frames not cached: one seek, then the events and one composition per
  ///   frame.
  func laneSamples(for frames: Range<Int>) -> [[LaneSample]?] {
    lanesArePending = false
    let frames = max(frames.lowerBound, 0)..<min(frames.upperBound, frameCount)
    guard !frames.isEmpty else { return [] }
    if laneCacheSize > laneCacheLimit {
      // The frames asked for stay: clearing them too would compute them again at every call.
      laneCache = laneCache.filter { frames.contains($0.key) }
      laneCacheSize = laneCache.values.reduce(0) { $0 + max($1.count, 1) }
    }
    var cursor: SeekIndex.Cursor?
    var result: [[LaneSample]?] = []
    result.reserveCapacity(frames.count)
    var computed = 0
    for frame in frames {
      if let cached = laneCache[frame] {
        result.append(cached)
        continue
      }
      if computed > 0 || !lanesMoveOnPastDeadline, let laneDeadline,
        ContinuousClock.now >= laneDeadline
      {
        lanesArePending = true
        result.append(nil)
        continue
      }
      computed += 1
      let time = time(ofFrame: frame)
      // Taken out and put back, so that advancing it copies nothing.
      var seek = cursor.take() ?? index.cursor(at: time)
      seek.advance(to: time, through: index.events)
      let samples = Self.samples(of: seek.simulation(at: time), at: time)
      cursor = seek
      laneCache[frame] = samples
      laneCacheSize += max(samples.count, 1)
      result.append(samples)
    }
    return result
  }

  private static func samples(of simulation: Simulation, at time: Double) -> [LaneSample] {
    guard !simulation.ripples.isEmpty else { return [] }
    let composition = Composition(simulation: simulation, at: time)
    return simulation.ripples.map {
      LaneSample(ripple: $0, classification: composition.classification(ofRipple: $0.id))
    }
  }
}

extension FileStamp {
  /// When the viewer's stamps are taken, as its messages say it.
  fileprivate static let viewerReading = "the viewer read it"
  /// What the viewer's messages advise about a changed file.
  fileprivate static let viewerAdvice = "open it again for the new trace"

  /// Throws unless the file at `path` still has this stamp, the viewer's first reading's.
  fileprivate func checkForViewer(_ path: String) throws(TraceError) {
    try check(path, since: Self.viewerReading, advice: Self.viewerAdvice)
  }
}
