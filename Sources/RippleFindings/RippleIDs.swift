/// How findings name their ripples in text: in order, each run of three or more consecutive
/// ids as one range, so that a pile-up of eleven ripples reads `1–11`.
public enum RippleIDs {
  /// `2, 5, 7–9`, or `#2 #5 #7–#9` with a marker and a space between.
  public static func list(_ ids: [Int], marker: String = "", separator: String = ", ") -> String {
    var parts: [String] = []
    var start = 0
    while start < ids.count {
      var end = start
      while end + 1 < ids.count && ids[end + 1] == ids[end] + 1 { end += 1 }
      if end - start >= 2 {
        parts.append("\(marker)\(ids[start])–\(marker)\(ids[end])")
      } else {
        parts += ids[start...end].map { "\(marker)\($0)" }
      }
      start = end + 1
    }
    return parts.joined(separator: separator)
  }

  /// `ripple 2`, or `ripples 1–11`.
  public static func named(_ ids: [Int]) -> String {
    "\(ids.count == 1 ? "ripple" : "ripples") \(list(ids))"
  }
}
