import RippleTrace

/// The character each non-ripple leaf of a scene is drawn with on the canvas: distinct per
/// leaf, in declaration order, so a frame and its legend can be read side by side; a scene of
/// more than 72 leaves gets them again from the first.
public struct LayerPalette: Sendable, Equatable {
  /// One leaf and its character.
  public struct Entry: Sendable, Equatable {
    /// The leaf's name.
    public var name: String
    /// The character it is drawn with.
    public var character: Character
  }

  /// The characters handed out in order; letters and digits follow when a scene has more
  /// leaves.
  static let characters: [Character] =
    Array(".:=+*#%~^-") + Array("abcdefghijklmnopqrstuvwxyz")
    + Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")

  /// The leaves in declaration order (depth first), with their characters.
  public let entries: [Entry]

  /// Assigns characters to every leaf of a scene.
  public init(scene: Scene) {
    let characters = Self.characters
    entries = scene.leafNames.enumerated().map {
      Entry(name: $0.element, character: characters[$0.offset % characters.count])
    }
  }

  /// The character of a leaf; `?` for a name the scene does not have.
  public func character(for name: String) -> Character {
    entries.first { $0.name == name }?.character ?? "?"
  }
}
