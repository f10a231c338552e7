import RippleTrace

/// A layer's name as a line of `frame` lists it: as it is when it is one word, quoted
/// otherwise, so that `a, b` is one name in a list, and a node named `—` is not read as no
/// occluder.
enum ListedName {
  /// The name as it is when it is made of letters, digits, `_`, `-`, `.` and `#` only (and
  /// is not a lone `-`); a JSON string otherwise (`"a, b"`, `"—"`, `""`).
  static func text(_ name: String) -> String {
    let isWord =
      name != "-"
      && !name.isEmpty
      && name.unicodeScalars.allSatisfy { scalar in
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil
          || "_-.#".unicodeScalars.contains(scalar)
      }
    return isWord ? name : JSONText.string(name)
  }
}
