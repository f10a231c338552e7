/// The panes of the viewer that can take the keyboard focus, in `tab` order.
public enum ViewerPane: String, Sendable, Equatable, CaseIterable {
  /// The paint order at the current frame.
  case layers
  /// One lane per ripple across the trace.
  case timeline
  /// The whole-trace findings.
  case findings

  /// The pane after this one in `tab` order, wrapping around.
  public var next: ViewerPane {
    let all = Self.allCases
    let index = all.firstIndex(of: self) ?? 0
    return all[(index + 1) % all.count]
  }

  /// The pane before this one in `tab` order, wrapping around.
  public var previous: ViewerPane {
    let all = Self.allCases
    let index = all.firstIndex(of: self) ?? 0
    return all[(index + all.count - 1) % all.count]
  }
}
