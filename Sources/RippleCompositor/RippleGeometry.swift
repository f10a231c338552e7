import RippleEngine
import RippleTrace

/// Where a ripple's leaf is at an instant: its frame before transitions, then the
/// transition's offset and its scale about the center (SPEC §2.1, §5).
enum RippleGeometry {
  /// The frame moved by `(dx, dy)` and scaled by |scale| about its center.
  static func frame(_ frame: Rect, transformedBy values: TransitionValues) -> Rect {
    let scale = abs(values.scale)
    let width = frame.width * scale
    let height = frame.height * scale
    return Rect(
      x: frame.midX + values.dx - width / 2, y: frame.midY + values.dy - height / 2,
      width: width, height: height)
  }

  /// The shape scaled with its frame: a rounded rect's corner radius scales too (a scale
  /// effect scales the whole outline); rects and inscribed circles follow the frame.
  static func shape(_ shape: Shape, transformedBy values: TransitionValues) -> Shape {
    switch shape {
    case .roundedRect(let cornerRadius):
      .roundedRect(cornerRadius: cornerRadius * abs(values.scale))
    case .rect, .circle:
      shape
    }
  }

  /// A ripple's outline with its transition values, as a composition paints it.
  static func outline(
    of ripple: Ripple, in footprint: RippleLayout.Footprint, values: TransitionValues
  ) -> Coverage {
    Coverage(
      frame: frame(footprint.frame(pressedAt: ripple.position), transformedBy: values),
      shape: shape(footprint.shape, transformedBy: values))
  }
}
