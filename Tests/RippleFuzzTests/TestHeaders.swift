import RippleFuzz
import RippleTrace

/// Headers the tests press on: the seed RButton (SPEC §2) and variants that exercise every
/// recorder option, transition and SDK, built from JSON so each states only what it varies.
enum TestHeaders {
  /// The seed RButton of traces/seed-removal-occluded.ripple.jsonl: SPEC §2's scene with
  /// its `disabled` state, the default recorder.
  /// - Parameters:
  ///   - rippleOpacity: The forEach's opacity.
  ///   - overlays: Children after the forEach, each a JSON object with its leading comma.
  ///   - fps: The frame rate.
  static func seed(
    recorder: String = "{}", zIndex: String = "0", sdk: String = "ios17",
    transition: String = #"{"insertion": "scale", "removal": "opacity"}"#,
    rippleOpacity: String = "1", overlays: String = "", fps: Int = 60
  ) throws -> TraceHeader {
    let text = """
      {"ripplescope": 1, "name": "test", "sdk": "\(sdk)", "fps": \(fps), "recorder": \(recorder),
      "scene": {
      "width": 300, "height": 80, "children": [{"name": "base", "fill": "primary"},
      {"name": "body", "opacity": {"when": "disabled", "then": 0.5, "else": 1}, "children": [
      {"name": "background", "fill": "blue"},
      {"name": "label", "fill": "white", "frame": {"x": 110, "y": 30, "width": 80, "height": 20}}]},
      {"name": "dim", "fill": "primary", "opacity": {"when": "disabled", "then": 0.5, "else": 0}},
      {"name": "ripple", "forEach": "ripples", "shape": "circle", "radius": 50, "fill": "gray",
      "zIndex": \(zIndex), "opacity": \(rippleOpacity), "transition": \(transition)}\(overlays)],
      "animations": {"disabled": {"curve": "easeInOut", "duration": 0.3}}}}
      """.replacingOccurrences(of: "\n", with: "")
    return try TraceReader(bytes: Array(text.utf8), file: "test.ripple.jsonl").header
  }

  /// Generated press sequences on every variant (``variants()``): runs `0..<runs` of a seeded
  /// generator per header, labelled for failure messages.
  static func generatedSequences(maxEvents: Int, seed: UInt64, runs: Int) throws -> [(
    label: String, header: TraceHeader, events: [TraceEvent]
  )] {
    try variants().flatMap { name, header in
      let generator = SequenceGenerator(
        settings: GeneratorSettings(header: header, maxEvents: maxEvents), seed: seed)
      return (0..<runs).map { run in ("\(name), run \(run)", header, generator.sequence(run: run)) }
    }
  }

  /// The seed scene with every fix: `zIndex: 1`, `matching`, `onCancel: remove`,
  /// `exitWaitsForEnter` (traces/seed-all-fixes.ripple.jsonl).
  static func allFixes() throws -> TraceHeader {
    try seed(
      recorder:
        #"{"onUp": {"remove": "matching"}, "onCancel": "remove", "exitWaitsForEnter": true}"#,
      zIndex: "1")
  }

  /// Named headers covering the recorder options, transitions and SDKs.
  static func variants() throws -> [(name: String, header: TraceHeader)] {
    [
      ("seed", try seed()),
      ("all fixes", try allFixes()),
      ("legacy, remove last", try seed(recorder: #"{"onUp": {"remove": "last"}}"#, sdk: "legacy")),
      (
        "maxLive 3, underdamped spring",
        try seed(
          recorder:
            #"{"maxLive": 3, "onDown": {"animation": {"curve": "spring", "response": 0.3, "dampingFraction": 0.2}}}"#
        )
      ),
      (
        "identity removal, none animation",
        try seed(
          recorder: #"{"onUp": {"animation": "none"}}"#,
          transition: #"{"insertion": "scale", "removal": "identity"}"#)
      ),
      (
        "slide and scale 3, delayed easeIn",
        try seed(
          recorder:
            #"{"onUp": {"animation": {"curve": "easeIn", "duration": 0.2, "delay": 0.1}}, "exitWaitsForEnter": true}"#,
          zIndex: "2", transition: #"[{"scale": 3}, "slide"]"#)
      ),
      ("keepAlive", try seed(recorder: #"{"onCancel": "remove"}"#, transition: #""keepAlive""#)),
      // An interrupted insertion fades in while the removal fades out: opacity turns back.
      ("opacity both ways", try seed(transition: #""opacity""#)),
      // A zIndex that follows a state switches SPEC §4 between its rules 1 and 2 as raised
      // ripples come and go; long removals keep several removed at once.
      (
        "legacy, zIndex follows a state, 2 s removals",
        try seed(
          recorder: #"{"onUp": {"animation": {"curve": "linear", "duration": 2}}}"#,
          zIndex: #"{"when": "raised", "then": 1, "else": 0}"#, sdk: "legacy")
      ),
      // While `disabled` animates, a removed ripple stays sealed under the opaque base, whose
      // alpha reads no state, but a current one is not under the translucent `glow` across
      // the middle of the scene, whose alpha does.
      (
        "a leaf above the ripples fades with a state",
        try seed(
          overlays: ##", {"name": "glow", "fill": "#FFFFFF80", "frame": {"x": 100, "y": 0, "##
            + #""width": 100, "height": 80}, "opacity": {"when": "disabled", "then": 0, "else": 1}}"#
        )
      ),
      // The ripples' own alpha follows `disabled`: no seal while it animates.
      (
        "the ripples fade with a state",
        try seed(rippleOpacity: #"{"when": "disabled", "then": 0.3, "else": 1}"#)
      ),
      // At 1 fps most animation windows hold no frame, so SPEC §7 samples their start
      // instants alone, deferred removals' included.
      ("1 fps, exitWaitsForEnter", try seed(recorder: #"{"exitWaitsForEnter": true}"#, fps: 1)),
      (
        "scale both ways, legacy",
        try seed(
          sdk: "legacy",
          transition: #"{"insertion": [{"scale": 0.2}, "opacity"], "removal": {"scale": 0.5}}"#)
      ),
    ]
  }
}
