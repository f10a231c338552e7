/// The first line of a trace: format version, display name, SDK, frame rate, scene and
/// recorder (SPEC §1.1).
public struct TraceHeader: Equatable, Sendable {
  /// The format version; always 1.
  public static let formatVersion = 1
  /// The range `fps` must lie in.
  public static let fpsRange: ClosedRange<Double> = 1...1000

  /// Free text shown in the viewer; defaults to the file name.
  public var name: String
  /// The SDK the app links against, which picks the `default` animation and a paint-order tie.
  public var sdk: SDK
  /// Frames per second used to step and classify frames.
  public var fps: Double
  /// The button's view tree.
  public var scene: Scene
  /// How press events become array operations.
  public var recorder: RecorderSettings

  /// Creates a header.
  public init(
    name: String, sdk: SDK = .ios17, fps: Double = 60, scene: Scene,
    recorder: RecorderSettings = RecorderSettings()
  ) {
    self.name = name
    self.sdk = sdk
    self.fps = fps
    self.scene = scene
    self.recorder = recorder
  }
}

/// The SDK generation an app is linked against (SPEC §1.1).
public enum SDK: String, Sendable, CaseIterable {
  /// Linked on or after iOS 17: `default` is a critically damped spring; removed items go
  /// first in the zIndex sort.
  case ios17
  /// Linked before iOS 17: `default` is `easeInOut(0.35)`; current items go first.
  case legacy
}
