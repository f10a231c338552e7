import RippleRender
import RippleTrace

/// The header row: the trace's name, the frame k/N, the time, play state and speed, x-ray,
/// and a warning label when a fixed simulation is shown.
enum HeaderBar {
  /// Draws the header. On a narrow screen x-ray gives way first (the canvas's title says it
  /// too), then the play state, so that the name keeps a dozen columns; then the name, then
  /// the time.
  static func draw(
    into grid: inout CellGrid, rect: CellRect, state: ViewerState, model: TraceModel
  ) {
    guard !rect.isEmpty else { return }
    grid.fill(rect, with: Cell(" ", style: .title))
    // The frame and the time take the width of the last ones, so nothing shifts as they grow.
    let lastTime = DecimalText.fixed(model.time(ofFrame: model.lastFrame))
    var parts = [
      "frame \(String(state.frame).padded(toLeading: String(model.lastFrame).count))/"
        + "\(model.lastFrame)",
      "t \(DecimalText.fixed(model.time(ofFrame: state.frame)).padded(toLeading: lastTime.count)) s",
      // The play state and speed take the widest's width too: `‖ paused 25% ` and
      // `▶ playing 100%` put x-ray in one place.
      ((state.isPlaying ? "▶ playing " : "‖ paused ") + state.speed.label).padded(to: 14),
      "x-ray \(state.xray ? "on" : "off")",
    ]
    // "WITH FIX", not "FIXED": the fix may leave the finding (the findings pane says so).
    let fixPrefix = " WITH FIX: "
    let fixLabel = model.fix.map { fixPrefix + "\($0) " } ?? ""
    var right = " " + parts.joined(separator: " │ ") + " "
    // The fix's whole description goes before x-ray, a name of `nameRoom` before x-ray and
    // the play state; then the fix is cut down to " WITH FIX: …" before the time goes.
    let nameRoom = 13
    // Cut down: the prefix, `…` and a space.
    let cutLabel = fixPrefix.count + 2
    let stages = [
      (3, fixLabel.count + nameRoom), (2, nameRoom), (1, min(fixLabel.count, cutLabel)),
    ]
    for (kept, reserved) in stages {
      while right.count + reserved > rect.width, parts.count > kept {
        parts.removeLast()
        right = " " + parts.joined(separator: " │ ") + " "
      }
    }
    let rightWidth = min(right.count, rect.width)
    grid.write(right, x: rect.maxX - rightWidth, y: rect.y, width: rightWidth, style: .title)
    let room = rect.width - rightWidth - 1
    var column = rect.x
    column += grid.write(fixLabel, x: column, y: rect.y, width: room, style: .warning)
    let roomLeft = rect.x + room - column
    let title = " ripplescope │ \(model.header.name)"
    let name = " \(model.header.name)"
    if CellGrid.columns(of: title) <= roomLeft {
      grid.write(title, x: column, y: rect.y, width: roomLeft, style: .title)
    } else if roomLeft >= nameRoom - 1 {
      grid.write(name, x: column, y: rect.y, width: roomLeft, style: .title)
    }
  }
}
