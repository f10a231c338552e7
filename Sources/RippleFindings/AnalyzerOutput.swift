/// What a ``TraceAnalyzer`` hands out as soon as it is final.
public enum AnalyzerOutput: Sendable, Equatable {
  /// A ripple's finished lifecycle.
  case lifecycle(LifecycleEntry)
  /// A finding instance.
  case finding(Finding)
}
