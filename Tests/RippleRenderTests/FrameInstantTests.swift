import RippleRender
import RippleTrace
import Testing

/// `--at` and the viewer's `:` prompt: seconds, milliseconds or a frame number.
@Suite struct FrameInstantTests {
  @Test(arguments: [
    ("0.5", FrameInstant.seconds(0.5)), ("0.5s", .seconds(0.5)), (" .5 s ", .seconds(0.5)),
    ("2", .seconds(2)), ("#30", .frame(30)), ("# 7", .frame(7)), ("#0", .frame(0)),
    ("#9223372036854775807", .frame(.max)), ("500ms", .seconds(0.5)), (" 300 ms ", .seconds(0.3)),
    ("0.5ms", .seconds(0.0005)), ("1.5e2ms", .seconds(0.15)), ("2E-1ms", .seconds(0.0002)),
    // The double nearest 0.0333, which 33.3 / 1000 is not.
    ("33.3ms", .seconds(0.0333)),
  ])
  func parses(text: String, expected: FrameInstant) {
    #expect(FrameInstant(text) == expected)
  }

  @Test(arguments: [
    "", "s", "#", "#-1", "#+1", "#1\u{301}", "-0.5", "-0", "-0ms", "abc", "ms", "-5ms", "5sms",
    "1e2e3ms",
    "1e+ms",
    "#1.5", "nan", "inf", "0x10",
    "1e400",
    // Too large for a frame index: shown as the largest, it would name a frame not asked for.
    "#9223372036854775808", "#99999999999999999999999",
  ])
  func rejects(text: String) {
    #expect(FrameInstant(text) == nil)
  }

  @Test func framesBecomeTimesAtTheFrameRate() {
    #expect(FrameInstant.frame(30).time(fps: 60) == 0.5)
    #expect(FrameInstant.seconds(0.6).frameIndex(fps: 60) == 36)
    #expect(FrameInstant.seconds(0.605).frameIndex(fps: 60) == nil)
    #expect(FrameInstant.frame(30).frameIndex(fps: 60) == 30)
    // A frame instant however late, while its index fits an Int: 1e17 s is frame 6e18.
    #expect(FrameInstant.seconds(1e17).frameIndex(fps: 60) == 6_000_000_000_000_000_000)
  }

  @Test(arguments: [
    (0.68354, 3, "0.684"), (-1.25, 3, "-1.250"), (12.0, 0, "12"), (0.0004, 3, "0.000"),
    (-0.0001, 3, "0.000"), (0.9995, 3, "1.000"),
  ])
  func decimals(value: Double, digits: Int, expected: String) {
    #expect(DecimalText.fixed(value, digits: digits) == expected)
  }
}
