#!/usr/bin/env python3
"""Independent oracle for SPEC.md §6 (animations and time), standard library only.

This script is the documented source of the expected numbers hard-coded in
Tests/RippleEngineTests/AnimationTests.swift and written in the `//` comments of traces/.
It re-derives them from SPEC §6's formulas, deliberately with different numerics from the
Swift engine (plain bisection everywhere, no Newton steps), so that the two only agree if
both follow the SPEC.

    python3 Tests/Oracle/spec_oracle.py          # prints every table
"""

import math

# ---------------------------------------------------------------------------------------
# Cubic Bézier timing curves: (0,0), (x1,y1), (x2,y2), (1,1)  (SPEC §6 table)

CURVES = {
    "linear": (0.0, 0.0, 1.0, 1.0),
    "easeIn": (0.42, 0.0, 1.0, 1.0),
    "easeOut": (0.0, 0.0, 0.58, 1.0),
    "easeInOut": (0.42, 0.0, 0.58, 1.0),
}


def bezier_coordinate(s, p1, p2):
    """One coordinate of the Bernstein form B(s) = 3(1-s)^2 s p1 + 3(1-s) s^2 p2 + s^3."""
    return 3 * (1 - s) ** 2 * s * p1 + 3 * (1 - s) * s**2 * p2 + s**3


def bezier(name, fraction):
    """The curve's y at the parameter s where x(s) == fraction (clamped to [0, 1])."""
    x1, y1, x2, y2 = CURVES[name]
    fraction = min(1.0, max(0.0, fraction))
    lo, hi = 0.0, 1.0  # x(s) is increasing on [0, 1] because 0 <= x1, x2 <= 1
    for _ in range(200):
        mid = (lo + hi) / 2
        if bezier_coordinate(mid, x1, x2) < fraction:
            lo = mid
        else:
            hi = mid
    return bezier_coordinate((lo + hi) / 2, y1, y2)


# ---------------------------------------------------------------------------------------
# Springs starting at rest (SPEC §6): omega = 2 pi / response, zeta = dampingFraction.


def spring_x(response, zeta, t):
    """x(t) for the three regimes, exactly as SPEC §6 writes them."""
    if t == 0:
        return 0.0  # starting at rest (SPEC §6); the over-damped sum c1 + c2 rounds off 1
    w = 2 * math.pi / response
    if zeta == 1:
        return 1 - (1 + w * t) * math.exp(-w * t)
    if zeta < 1:
        wd = w * math.sqrt(1 - zeta**2)
        return 1 - math.exp(-zeta * w * t) * (
            math.cos(wd * t) + (zeta * w / wd) * math.sin(wd * t)
        )
    root = math.sqrt(zeta**2 - 1)
    r1, r2 = -w * (zeta - root), -w * (zeta + root)
    c1, c2 = r2 / (r2 - r1), -r1 / (r2 - r1)
    return 1 - (c1 * math.exp(r1 * t) + c2 * math.exp(r2 * t))


def spring_envelope(response, zeta, t):
    """The decreasing envelope SPEC §6 uses to define a spring's duration."""
    w = 2 * math.pi / response
    if zeta == 1:
        return (1 + w * t) * math.exp(-w * t)
    if zeta < 1:
        wd = w * math.sqrt(1 - zeta**2)
        return math.exp(-zeta * w * t) * math.sqrt(1 + (zeta * w / wd) ** 2)
    root = math.sqrt(zeta**2 - 1)
    r1, r2 = -w * (zeta - root), -w * (zeta + root)
    c1, c2 = r2 / (r2 - r1), -r1 / (r2 - r1)
    return abs(c1) * math.exp(r1 * t) + abs(c2) * math.exp(r2 * t)


def settle_time(response, zeta, level=1e-3):
    """The t where the envelope falls to `level` (SPEC §6 choice): bisection on [0, 1000]."""
    lo, hi = 0.0, 1000.0
    for _ in range(200):
        mid = (lo + hi) / 2
        if spring_envelope(response, zeta, mid) > level:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


# ---------------------------------------------------------------------------------------
# Tables


def row(label, value):
    print(f"  {label:<44} {value:.12g}")


def main():
    print("Bézier curves, y at x = fraction (bisection on the parameter)")
    for name in CURVES:
        for f in (0.0, 0.1, 0.25, 0.3, 0.5, 0.6, 0.75, 0.9, 1.0):
            row(f"{name}({f})", bezier(name, f))

    springs = [
        ("default ios17 (0.55, 1.0)", 0.55, 1.0),
        ("SwiftUI default spring (0.5, 0.825)", 0.5, 0.825),
        ("under-damped (0.4, 0.5)", 0.4, 0.5),
        ("over-damped (0.3, 2.0)", 0.3, 2.0),
    ]
    for label, response, zeta in springs:
        w = 2 * math.pi / response
        settle = settle_time(response, zeta)
        print(f"\nSpring {label}: omega = {w:.12g}")
        row("settle time (envelope = 1e-3)", settle)
        row("omega * settle time", w * settle)
        row("envelope(settle time)", spring_envelope(response, zeta, settle))
        for t in (0.0, 0.05, 0.1, 0.2, 0.3, 0.5, 0.6, 0.8, 1.0):
            row(f"x({t})", spring_x(response, zeta, t))

    print("\nNear-critical springs (0.55, 1 -/+ 1e-6): x(t) is continuous at zeta = 1, but the")
    print("SPEC envelope is not: e^(-zeta w t) sqrt(1 + (zeta w / w_d)^2) -> infinity as zeta -> 1")
    for zeta in (1 - 1e-6, 1 + 1e-6):
        row(f"settle time, zeta = {zeta!r}", settle_time(0.55, zeta))
        row(f"envelope(0), zeta = {zeta!r}", spring_envelope(0.55, zeta, 0))

    print("\nTrace numbers (traces/*.ripple.jsonl); scale = 1 + (0.00001 - 1)(1 - p_in),")
    print("alpha = 1 - p_out (opacity removal), p = progress per SPEC §6")
    for title, lines in trace_tables():
        print(f" {title}")
        for label, value in lines:
            row(label, value)


# ---------------------------------------------------------------------------------------
# The numbers written into traces/. Each ripple there has a `scale` insertion and an
# `opacity` removal, so (SPEC §5, §6, additive interruption):
#   scale(t) = 1 + (0.00001 - 1)(1 - p_in(t - appended)),  alpha(t) = 1 - p_out(t - removed)


def progress_spring(response, zeta, elapsed):
    """SPEC §6: x(t) until the settle time, then exactly 1; 0 before the start."""
    if elapsed < 0:
        return 0.0
    if elapsed >= settle_time(response, zeta):
        return 1.0
    return spring_x(response, zeta, elapsed)


def progress_bezier(name, duration, elapsed):
    """SPEC §6: the curve's y at x = elapsed/duration; exactly 1 from the duration on."""
    if elapsed < 0:
        return 0.0
    if elapsed >= duration:
        return 1.0
    return bezier(name, elapsed / duration)


def default_ios17(elapsed):
    return progress_spring(0.55, 1.0, elapsed)


def default_legacy(elapsed):
    return progress_bezier("easeInOut", 0.35, elapsed)


def scale(p_in):
    return 1 + (0.00001 - 1) * (1 - p_in)


def alpha(p_out):
    return 1 - p_out


def trace_tables():
    d = default_ios17
    settle = settle_time(0.55, 1.0)
    yield "timing: default ios17 spring settles at", [("settle", settle)]

    seed = [(f"scale({t}) = scale(x({t}))", scale(d(t))) for t in (0, 0.1, 0.3, 0.5, 0.6, 0.8)]
    seed += [(f"scale({t}) (insertion over at {settle:.5f})", scale(d(t))) for t in (0.81, 1.0)]
    seed += [(f"alpha({t}) = 1 - x({t} - 0.5)", alpha(d(t - 0.5))) for t in (0.6, 0.8, 0.81, 1.0, 1.3)]
    seed += [("gone at 0.5 + settle", 0.5 + settle)]
    yield "seed-single-tap: down 0, up 0.5", seed

    two = [("r1 scale(0.1)", scale(d(0.1))), ("r1 scale(0.3)", scale(d(0.3))),
           ("r2 scale(0.3) = scale(x(0.1))", scale(d(0.1))),
           ("r1 scale(0.5)", scale(d(0.5))), ("r1 alpha(0.5) = 1 - x(0.1)", alpha(d(0.1))),
           ("r2 scale(0.5) = scale(x(0.3))", scale(d(0.3))),
           ("r2 scale(0.9) = scale(x(0.7))", scale(d(0.7))),
           ("r2 insertion ends at 0.2 + settle", 0.2 + settle),
           ("r1 alpha(1.2) = 1 - x(0.8)", alpha(d(0.8))),
           ("r1 gone at 0.4 + settle", 0.4 + settle),
           ("r2 alpha(2.0) = 1 - x(0.5)", alpha(d(0.5))),
           ("r2 gone at 1.5 + settle", 1.5 + settle)]
    yield "two-finger-remove-first: p1 down 0, p2 down 0.2, p2 up 0.4, p1 up 1.5", two

    stuck = [("scale(0.1)", scale(d(0.1))), ("scale(0.5)", scale(d(0.5))),
             ("insertion ends at settle", settle)]
    yield "cancel-ignored-stuck: down 0, cancel 0.2", stuck

    quick = [("scale(0.01)", scale(d(0.01))), ("scale(0.02)", scale(d(0.02)))]
    for t in (0.1, 0.3, 0.6, 0.82):
        quick += [(f"scale({t})", scale(d(t))), (f"alpha({t}) = 1 - x({t} - 0.02)", alpha(d(t - 0.02)))]
    quick += [("gone at 0.02 + settle", 0.02 + settle)]
    yield "quick-tap-20ms: down 0, up 0.02", quick

    inn = lambda e: progress_bezier("easeInOut", 1.0, e)
    out = lambda e: progress_bezier("linear", 0.5, e)
    inter = [(f"scale({t}) = scale(easeInOut({t}/1.0))", scale(inn(t))) for t in (0.1, 0.25, 0.5, 0.6, 0.7, 0.74)]
    inter += [(f"alpha({t}) = 1 - linear(({t} - 0.25)/0.5)", alpha(out(t - 0.25))) for t in (0.25, 0.5, 0.6, 0.7, 0.74)]
    yield "removal-interrupts-insertion: easeInOut(1.0) in at 0, linear(0.5) out at 0.25", inter

    leg = default_legacy
    legacy = [(f"scale({t}) = scale(easeInOut({t}/0.35))", scale(leg(t))) for t in (0.0875, 0.175, 0.2625, 0.34, 0.35)]
    legacy += [(f"alpha({t}) = 1 - easeInOut(({t} - 1)/0.35)", alpha(leg(t - 1))) for t in (1.0875, 1.175, 1.2625, 1.34)]
    yield "legacy-default-easeinout: easeInOut(0.35) in at 0, out at 1.0", legacy


if __name__ == "__main__":
    main()
