extension TransitionEffect {
  /// The transition names a trace uses and the effect each means (SPEC §5); plain `scale`
  /// is ``defaultScale``.
  static let traceNames: [(name: String, effect: TransitionEffect)] = [
    ("opacity", .opacity), ("scale", .scale(TransitionEffect.defaultScale)), ("slide", .slide),
    ("move-leading", .move(.leading)), ("move-trailing", .move(.trailing)),
    ("move-top", .move(.top)), ("move-bottom", .move(.bottom)), ("identity", .identity),
    ("keepAlive", .keepAlive),
  ]
}
