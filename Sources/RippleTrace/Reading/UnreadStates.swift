/// Warns about the states a trace sets or animates that no node of its scene reads
/// (``Scene/statesRead``): legal (SPEC §2.2), but they change nothing, so most are typos;
/// and about the animations of states only a `zIndex` reads, which never animates.
///
/// Each name is reported once, at its first use, with the read state it is probably a typo
/// of. After ``maximumWarnings`` names one last warning says that more are not listed, so a
/// file cannot make the list grow without bound. A class: the copies of a ``TraceReader``
/// share it, as they share their place in the file.
final class UnreadStates {
  /// How many names are reported, at most.
  static let maximumWarnings = 20

  private let scene: Scene
  /// Derived on first use: most readers meet no `state` line and no animation.
  private lazy var statesRead = scene.statesRead
  private var reported: Set<String> = []
  private(set) var warnings: [TraceWarning] = []

  init(scene: Scene) {
    self.scene = scene
  }

  /// Warns about the states a header line's `scene.animations` names that no node reads, and
  /// about those only a `zIndex` reads, which never animates (SPEC §2.2).
  func checkAnimations(ofHeader header: JSONValue, file: String, line: Int) {
    let animations = header.member("scene")?.member("animations")
    check(keysOf: animations, file: file, line: line, consequence: "its animation never runs")
    guard case .object(let members)? = animations?.kind else { return }
    let animatable = scene.statesAnimatable
    // As many as the unread ones at most: a header may name any number of states.
    let unanimated = members.lazy.filter {
      self.statesRead.contains($0.key) && !animatable.contains($0.key)
    }
    for member in unanimated.prefix(Self.maximumWarnings) {
      warnings.append(
        TraceWarning(
          "only zIndex reads state \(JSONText.string(member.key)), and zIndex never animates "
            + "(it switches at the event), so its animation changes nothing",
          at: SourceLocation(file: file, line: line, column: member.keyColumn)))
    }
  }

  /// Warns about the states a `state` line sets that no node reads.
  func checkStates(ofLine value: JSONValue, file: String, line: Int) {
    check(
      keysOf: value.member("set"), file: file, line: line,
      consequence: "setting it changes nothing")
  }

  /// Warns about each key of an object that names a state no node reads.
  /// - Parameter consequence: What the key does not do, for the message.
  private func check(keysOf object: JSONValue?, file: String, line: Int, consequence: String) {
    guard case .object(let members)? = object?.kind else { return }
    for member in members where !statesRead.contains(member.key) {
      // Once the list is full, `reported` stops growing.
      guard reported.count <= Self.maximumWarnings, reported.insert(member.key).inserted else {
        continue
      }
      let location = SourceLocation(file: file, line: line, column: member.keyColumn)
      guard reported.count <= Self.maximumWarnings else {
        warnings.append(
          TraceWarning(
            "more states that no node reads follow; only the first \(Self.maximumWarnings)"
              + " are listed", at: location))
        continue
      }
      warnings.append(
        TraceWarning(
          "no node's opacity or zIndex reads state \(JSONText.string(member.key)), so "
            // Sorted, so that a tie is broken the same way every time.
            + consequence + KeySuggestion.didYouMean(member.key, in: statesRead.sorted()),
          at: location))
    }
  }
}
