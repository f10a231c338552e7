#!/usr/bin/env python3
"""Independent oracle for SPEC.md §3-§7 (recorder, paint order, visibility, findings).

Standard library only; the timing curves and springs come from spec_oracle.py (SPEC §6).
It replays a trace file with its own, deliberately naive, implementation of the SPEC and
evaluates every `expect` line the way SPEC §1.3 defines it:

* the recorder (SPEC §3): onDown / onUp.remove first|last|matching / onCancel /
  exitWaitsForEnter / maxLive, pointers down, orphan events;
* ripples `"at": "press"` (a circle of `radius` around the press) and `"at": "frame"` (the
  forEach's own frame and shape, rect / roundedRect / circle) (SPEC §2.1);
* transitions and additive animations (SPEC §5, §6): opacity / scale / {"scale": S} /
  slide / move-leading|trailing|top|bottom / identity / keepAlive, asymmetric
  {insertion, removal}, and combinations [T1, T2, ...]; state expressions animated with
  scene.animations; zIndex switching at once;
* paint order per ZStack (SPEC §4): rule 1 (removed items first) when no item has a
  non-zero zIndex, otherwise `removed + current` (ios17) or `current + removed` (legacy)
  stable-sorted by zIndex; a removed item keeps its zIndex at removal;
* the sampled definition of SPEC §7: the scene's point grid with samples at
  (i + 0.5, j + 0.5), coverage with inclusive edges, T(p) = product of (1 - alpha_L) over
  the leaves painted above the ripple that cover p (a compositingGroup is ONE leaf whose
  factor is 1 - op * (1 - prod(1 - alpha'))), the classification with eps = 1/255, the mean
  transmittance and the occluder (lowest leaf that alone makes the ripple occluded, else
  the largest sum of (1 - factor), ties to the lower one, null when that sum is 0);
* the findings of SPEC §7 with the team's readings (see the brief of issue #3 item 6 as
  quoted in the traces' comments): instances per (code, ripple), per orphan event, per
  pile-up episode; "the frames of an animation" are k/fps in [start, end) while painted
  and not after the end of the trace.

Every sample is tested one by one: no analytic shortcut, so the numbers agree with
ripplescope only if both follow the SPEC.

Where the SPEC is silent, the oracle follows the choices README.md lists under "Where the
SPEC is silent: choices made" that bear on §3-§7 (quoted, shortened with "..."):

1. Frames: "Frames (`frame` of leaves and groups) are absolute scene coordinates."
2. matching: "`matching` removes the oldest record of the releasing pointer."
3. Animated transitions: "A `keepAlive` insertion counts as an animation ..., and so does
   any transition other than `identity`, even one whose values change nothing ...; a
   combination of nothing but `identity` ... is `identity` too."
4. stuck / wrong ripple: "`stuck-ripple` reads 'whose pointer is no longer down' of the
   pointer ... `wrong-ripple-removed` likewise asks whether the record's pointer is down,
   whichever of its presses holds it down."
5. Clamping: "A presented opacity, a transition's or a node's, is clamped to 0…1 ...;
   scale is not clamped (its size uses |scale|)."
6. Exact steps of 1/255: "A leaf's factor in T(p), 1 − α, is exact when α is a step of
   1/255, as `#RRGGBBAA` fills give (`(255 − k)/255`) ... A compositing group's factor,
   `1 − op · (1 − Π)`, takes both complements the same way ... Other alphas are taken as
   computed (only a value within a few units in the last place of a step counts as one).
   Left as computed, and so a rounding error either side of a threshold at an exact tie:
   T over several translucent leaves ... and a ripple's alpha that an animation brings to
   exactly 1/255 ... Making those exact would take rational arithmetic through every
   product."  See `complement` below: "a few units in the last place" is taken as 8 ulps
   of 255·α, and 1 − ε is the complement of ε, 254/255.
7. Scaled shapes: "A scaled rounded rect scales its corner radius with it ..., and a
   group's `frame` is its children's default frame, not a clip: only the scene clips."
8. Decimal instants: "Instants and Bézier durations are decimal numbers, and an animation
   ends at their exact sum ... A sum within rounding error of a whole nanosecond is taken
   to be that nanosecond, and so is the time a Bézier animation has run ..., and the
   fraction of its duration is the quotient of the two in nanoseconds ...; a spring's
   settle time is irrational, so its end is kept as computed."  See `to_nanosecond`.
9. Same-instant removals: "Removals that start at the same instant are ordered as they
   were asked for (SPEC §4 orders removed items by the time of their removal; §1.2 applies
   events at equal times in file order)."
10. Combined transitions: "A combined transition (`[T1, T2]`) animates one value per
   property: its active value multiplies the opacities and scales and adds the offsets, and
   SPEC §6's additive formula takes it from there ..."
11. Occluder of a faded ripple: "no leaf can make it `occluded` ..., so it is the leaf
   above with the largest sum of (1 − its factor), as for any ripple no single leaf
   occludes; never a `clear` leaf just because it is the lowest."
12. End of trace: "SPEC §7 ends the trace after the removals running at the last event; a
   removal that `exitWaitsForEnter` deferred past it counts as running, so its ripple
   fades out instead of being reported stuck."
13. Deferred removal: "A removal deferred by `exitWaitsForEnter` takes the record out of
   the array when it starts (SPEC §3), so the ripple keeps the forEach's zIndex of that
   instant (§4); a state event at that very instant comes after the removal."
14. Reached 0.5: "`no-visible-feedback` asks whether the insertion progress had *reached*
   0.5 when the removal starts (SPEC §7): the highest progress so far, not the progress at
   that instant."
15. Ripple in a compositing group: "A ripple inside a `compositingGroup` is composited with
   the leaves above it in that group before the group's opacity, and its ancestors',
   applies once (SPEC §2.1) ... Likewise a compositing group nested in another one is
   composited first, and counts in the group around it as one leaf of alpha
   `op · (1 − Π (1 − α))`."
16. Cancel: "`wrong-ripple-removed` also covers a `cancel` with `onCancel: remove`
   (treated like `up`)."
17. Reordering: "`removal-reordered` needs the covering leaf to have alpha ≥ 1/255 in that
   frame: a fully transparent layer hides nothing."
18. Frames judged: "An instant removal has no removal animation, hence no
   `removal-occluded`; an insertion's frames count only while the ripple is painted, and
   only up to the end of the trace (SPEC §7's frames stop there) ... A window whose frames
   all fall after the end is therefore not judged ..."
19. Pile-up: "A `ripple-pileup` finding names the ripples alive when it starts (the count
   first goes above 10), and lasts until the count is back to 10 or fewer."

Tolerances, and why: the classification compares exactly, as SPEC §7 writes it, with the
exact steps of choice 6 (no tolerance of its own); numbers in `expect` lines compare within
1e-3 as the decimals they print as (SPEC §1.3, trace expect-tolerance-edges); two
occluder sums within 1e-9 are a tie (SPEC §7 "ties: the lower one"; the sums add hundreds
of rounded factors, whose order of addition is not the SPEC's business). Choice 6 leaves
some exact ties to binary rounding, which the oracle and ripplescope may round differently
(they multiply and place disks in their own ways), so `visibility` can also list the
near ties of an instant (`with_ties=True`): a sample within 1e-9 of the ripple's edge, or
alpha, alpha · max T, a single leaf's alpha · max factor or a T(p) within 1e-9 of its
threshold. `check` prints them beside a MISMATCH, and Tests/Oracle/differential.py does
not count a disagreement at such a tie as one. Every trace in traces/ and traces/fuzz/
agrees with the oracle without that allowance (0 mismatches).

    python3 Tests/Oracle/visibility_oracle.py check traces/X.ripple.jsonl ...
        evaluates every expect line and prints OK / MISMATCH with the oracle's value
    python3 Tests/Oracle/visibility_oracle.py show traces/X.ripple.jsonl T RIPPLE ...
        prints everything about ripple RIPPLE at instant T (counts, sums, occluder sums)
    python3 Tests/Oracle/visibility_oracle.py findings traces/X.ripple.jsonl
        prints every finding instance with its frame tallies
"""

import json
import math
from decimal import Decimal
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import spec_oracle  # noqa: E402  (SPEC §6 curves and springs)

EPS = 1 / 255
SCALE_ACTIVE = 0.00001
TOL = 1e-3  # SPEC §1.3: numbers compare within 1e-3
STEP_ULPS = 8  # README choice 6: "a few units in the last place" of a step of 1/255
SUM_TIE = 1e-9  # two occluder sums closer than this are tied (the lower one wins)
NEAR = 1e-9  # how close to a threshold an instant counts as a near tie (diagnostic only)


def complement(alpha):
    """1 - alpha, exact when alpha is a step k/255 (README choice 6): (255 - k)/255."""
    steps = round(alpha * 255)
    if abs(alpha * 255 - steps) <= STEP_ULPS * math.ulp(steps):
        return (255 - steps) / 255
    return 1 - alpha


ONE_MINUS_EPS = complement(EPS)  # 254/255


def to_nanosecond(x):
    """A decimal sum of instants within rounding error of a whole nanosecond is that
    nanosecond (README choice 8): 0.2 + 0.4 is 0.6, not 0.6000000000000001."""
    if math.isinf(x):
        return x
    whole = round(x * 1e9) / 1e9
    return whole if abs(x - whole) < 1e-12 * max(1.0, abs(x)) else x


def clamp01(x):
    return min(1.0, max(0.0, x))


# ---------------------------------------------------------------------------------------
# Animations (SPEC §6)


class Anim:
    """An animation: progress(elapsed) in [0, 1] and its duration (delay included)."""

    def __init__(self, spec, sdk):
        if spec == "default":
            spec = ({"curve": "spring", "response": 0.55, "dampingFraction": 1.0}
                    if sdk == "ios17" else {"curve": "easeInOut", "duration": 0.35})
        self.instant = spec == "none"
        if self.instant:
            self.delay, self.duration = 0.0, 0.0
            return
        self.delay = spec.get("delay", 0.0)
        self.curve = spec["curve"]
        if self.curve == "spring":
            self.response = spec.get("response", 0.5)
            self.zeta = spec.get("dampingFraction", 0.825)
            self.run = spec_oracle.settle_time(self.response, self.zeta)
            self.duration = self.delay + self.run  # irrational: kept as computed
        else:
            self.run = spec.get("duration", 0.35)
            self.duration = to_nanosecond(self.delay + self.run)

    def end(self, start):
        """The instant an animation started at `start` ends (README choice 8)."""
        if self.instant or self.curve == "spring":
            return start + self.duration
        return to_nanosecond(start + self.duration)

    def progress(self, elapsed):
        elapsed = to_nanosecond(elapsed)
        if elapsed < 0:
            return 0.0
        if self.instant or elapsed >= self.duration:
            return 1.0
        if elapsed < self.delay:
            return 0.0
        run_so_far = to_nanosecond(elapsed - self.delay)
        if run_so_far == 0:
            return 0.0  # every curve starts at 0 (bisection would give a few 1e-100)
        if self.curve == "spring":
            return spec_oracle.spring_x(self.response, self.zeta, run_so_far)
        # README choice 8: the fraction of a Bézier duration is the quotient of two whole
        # numbers of nanoseconds when the time run is one.
        ns = run_so_far * 1e9
        if abs(ns - round(ns)) < 1e-3:
            fraction = round(ns) / round(self.run * 1e9)
        else:
            fraction = run_so_far / self.run
        return spec_oracle.bezier(self.curve, fraction)

    def first_peak(self):
        """How long after its delay an under-damped spring's progress peaks, pi / omega_d
        (x' vanishes there); None for any other animation, whose progress never falls."""
        if self.instant or self.curve != "spring" or self.zeta >= 1:
            return None
        omega = 2 * math.pi / self.response
        return math.pi / (omega * math.sqrt(1 - self.zeta ** 2))

    def reached_half(self, elapsed):
        """Whether the progress had reached 0.5 by `elapsed` (README choice 14). Only an
        under-damped spring comes back below it, and until its first peak its progress
        rises."""
        if self.progress(elapsed) >= 0.5:
            return True
        peak = self.first_peak()
        return peak is not None and elapsed - self.delay >= peak


class Prop:
    """An additive animatable value (SPEC §6): the latest target at t plus, for every
    animation started by then, (from - to)(1 - progress). Time-aware, so that an instant
    before a later change still sees the value it had then."""

    def __init__(self, value):
        self.targets = [(-math.inf, value)]  # (time, target)
        self.segments = []  # (start, from, to, anim)

    @property
    def target(self):
        return self.targets[-1][1]

    def reset(self, value):
        self.targets = [(-math.inf, value)]

    def set(self, t, value, anim):
        if anim is not None and not anim.instant and value != self.target:
            self.segments.append((t, self.target, value, anim))
        self.targets.append((t, value))

    def at(self, t):
        v = [val for tt, val in self.targets if tt <= t][-1]
        for start, a, b, anim in self.segments:
            if t >= start:
                v += (a - b) * (1 - anim.progress(t - start))
        return v


# ---------------------------------------------------------------------------------------
# Scene (SPEC §2)


class Node:
    def __init__(self, d, parent, frame):
        self.name = d["name"]
        self.parent = parent
        self.opacity = d.get("opacity", 1)
        self.zindex = d.get("zIndex", 0)
        self.frame = d.get("frame", frame)  # a group's frame is its children's default
        self.compositing = False
        if "forEach" in d:
            self.kind = "forEach"
            self.at = d.get("at", "press")
            self.radius = d.get("radius")
            self.fill_alpha = fill_alpha(d["fill"])
            # SPEC §2.1: "at": "press" is a circle of `radius`; "at": "frame" its own shape.
            self.shape = d.get("shape", "rect") if self.at == "frame" else "circle"
            self.corner = d.get("cornerRadius", 0)
            self.transition = d.get("transition", "opacity")
        elif "children" in d:
            self.kind = "group"
            self.compositing = d.get("compositingGroup", False)
            self.children = [Node(c, self, self.frame) for c in d["children"]]
        else:
            self.kind = "leaf"
            self.fill_alpha = fill_alpha(d["fill"])
            self.shape = d.get("shape", "rect")
            self.corner = d.get("cornerRadius", 0)

    def ancestors(self):
        n = self.parent
        while n is not None:
            yield n
            n = n.parent


def fill_alpha(fill):
    if fill.startswith("#"):
        return int(fill[7:9], 16) / 255 if len(fill) == 9 else 1.0
    return 0.0 if fill.lower() == "clear" else 1.0


def active_value(tr, which, width, height):
    """A transition's active value (SPEC §5) for `which` ("insertion" or "removal"):
    (opacity, scale, dx, dy, animates). Offsets move by the ripple's own size. A
    combination multiplies opacities and scales and adds offsets (README choice 10); any
    transition but identity animates (README choice 3)."""
    if isinstance(tr, dict) and ("insertion" in tr or "removal" in tr):
        return active_value(tr[which], which, width, height)
    if isinstance(tr, list):
        op, s, dx, dy, animates = 1.0, 1.0, 0.0, 0.0, False
        for part in tr:
            p = active_value(part, which, width, height)
            op, s, dx, dy = op * p[0], s * p[1], dx + p[2], dy + p[3]
            animates = animates or p[4]
        return op, s, dx, dy, animates
    if isinstance(tr, dict):
        return 1.0, tr["scale"], 0.0, 0.0, True
    return {"opacity": (0.0, 1.0, 0.0, 0.0, True),
            "scale": (1.0, SCALE_ACTIVE, 0.0, 0.0, True),
            # slide: in from the leading edge, out to the trailing edge
            "slide": (1.0, 1.0, -width if which == "insertion" else width, 0.0, True),
            "move-leading": (1.0, 1.0, -width, 0.0, True),
            "move-trailing": (1.0, 1.0, width, 0.0, True),
            "move-top": (1.0, 1.0, 0.0, -height, True),
            "move-bottom": (1.0, 1.0, 0.0, height, True),
            "identity": (1.0, 1.0, 0.0, 0.0, False),
            "keepAlive": (1.0, 1.0, 0.0, 0.0, True)}[tr]


def covers(shape, rect, corner, px, py):
    """SPEC §7 coverage, edges inclusive. `rect` is (x, y, width, height)."""
    x, y, w, h = rect
    if shape == "circle":
        r = min(w, h) / 2
        cx, cy = x + w / 2, y + h / 2
        return (px - cx) ** 2 + (py - cy) ** 2 <= r * r
    if not (x <= px <= x + w and y <= py <= y + h):
        return False
    if shape == "roundedRect":
        r = min(corner, w / 2, h / 2)
        for cx, cy, inx, iny in ((x + r, y + r, px < x + r, py < y + r),
                                 (x + w - r, y + r, px > x + w - r, py < y + r),
                                 (x + r, y + h - r, px < x + r, py > y + h - r),
                                 (x + w - r, y + h - r, px > x + w - r, py > y + h - r)):
            if inx and iny and (px - cx) ** 2 + (py - cy) ** 2 > r * r:
                return False
    return True


def rect_of(frame):
    return (frame["x"], frame["y"], frame["width"], frame["height"])


# ---------------------------------------------------------------------------------------
# The simulation


class Ripple:
    def __init__(self, rid, pointer, x, y, t):
        self.id, self.pointer, self.x, self.y, self.append = rid, pointer, x, y, t
        self.removal = None  # removal start
        self.removal_order = 0  # README choice 9: same-instant removals as asked
        self.gone = math.inf
        self.pending = False  # removal requested (deferred or started)
        self.zindex_removed = None
        # the animatable values of its transition: opacity, scale, offset
        self.props = {"opacity": Prop(1.0), "scale": Prop(1.0), "dx": Prop(0.0), "dy": Prop(0.0)}
        self.ins_anim = None
        self.ins_end = t
        self.instant_removal = False
        self.wrong = False


class Sim:
    def __init__(self, header):
        self.sdk = header.get("sdk", "ios17")
        self.fps = header.get("fps", 60)
        sc = header["scene"]
        self.W, self.H = sc["width"], sc["height"]
        self.root = Node({"name": "<root>", "children": sc["children"]}, None,
                         {"x": 0, "y": 0, "width": self.W, "height": self.H})
        self.anims = sc.get("animations", {})
        rec = header.get("recorder", {})
        self.on_down = rec.get("onDown", {}).get("animation", "default")
        self.on_up = rec.get("onUp", {}).get("animation", "default")
        self.remove = rec.get("onUp", {}).get("remove", "first")
        self.cancel = rec.get("onCancel", "ignore")
        self.waits = rec.get("exitWaitsForEnter", False)
        self.max_live = rec.get("maxLive", None)
        self.foreach = next(n for n in self.nodes(self.root) if n.kind == "forEach")
        fe = self.foreach
        own = (2 * fe.radius, 2 * fe.radius) if fe.at == "press" else rect_of(fe.frame)[2:]
        self.insertion = active_value(fe.transition, "insertion", *own)
        self.removal = active_value(fe.transition, "removal", *own)
        self.ripples = []
        self.removals_asked = 0
        self.down = set()
        self.state_hist = {}  # state -> list of (t, value)
        self.props = {}  # node name -> Prop of its opacity state expression
        self.orphans = []
        self.last_event = 0.0

    def nodes(self, n):
        yield n
        for c in getattr(n, "children", []):
            yield from self.nodes(c)

    # -- state expressions ---------------------------------------------------------------
    def opacity_prop(self, node):
        if node.name not in self.props:
            self.props[node.name] = Prop(node.opacity["else"])
        return self.props[node.name]

    def state_at(self, s, t, before=False):
        """A state's value at t; with before=True, before the events at t (README 13)."""
        v = False
        for tt, val in self.state_hist.get(s, []):
            if tt < t or (tt == t and not before):
                v = val
        return v

    def zindex(self, node, t, before=False):
        e = node.zindex
        if isinstance(e, dict):  # a zIndex expression switches at once (SPEC §6)
            return e["then"] if self.state_at(e["when"], t, before) else e["else"]
        return e

    def opacity(self, node, t):
        if node is self.root:
            return 1.0
        e = node.opacity
        if isinstance(e, dict):
            return clamp01(self.opacity_prop(node).at(t))  # README choice 5
        return e

    # -- events --------------------------------------------------------------------------
    def array(self, t):
        """Records in the array at t (appended, removal not started), in array order."""
        return [r for r in self.ripples if r.append <= t and not (r.removal is not None and r.removal <= t)]

    def start_removal(self, r, t, anim_spec):
        r.pending = True
        self.removals_asked += 1
        r.removal_order = self.removals_asked
        anim = Anim(anim_spec, self.sdk)
        start = t
        deferred = self.waits and r.ins_anim is not None and t < r.ins_end
        if deferred:
            start = r.ins_end  # SPEC §3 exitWaitsForEnter
        r.removal = start
        # README choice 13: a deferred removal reads the zIndex when it starts, before the
        # events at that instant, which are not applied yet: see removed_zindex.
        r.zindex_removed = None if deferred else self.zindex(self.foreach, start)
        op, s, dx, dy, animates = self.removal
        if not animates or anim.instant:
            r.instant_removal = True
            r.gone = start
            return
        for key, value in (("opacity", op), ("scale", s), ("dx", dx), ("dy", dy)):
            r.props[key].set(start, value, anim)
        r.gone = anim.end(start)

    def removed_zindex(self, r):
        if r.zindex_removed is None:
            return self.zindex(self.foreach, r.removal, before=True)
        return r.zindex_removed

    def removable(self, t):
        return [r for r in self.array(t) if not r.pending]

    def release(self, pointer, t, removes):
        if pointer not in self.down:
            self.orphans.append(t)
        self.down.discard(pointer)
        if not removes:
            return
        recs = self.removable(t)
        target = None
        if self.remove == "first" and recs:
            target = recs[0]
        elif self.remove == "last" and recs:
            target = recs[-1]
        elif self.remove == "matching":  # README choice 2: the oldest of that pointer
            mine = [r for r in recs if r.pointer == pointer]
            target = mine[0] if mine else None
        if target is not None:
            if target.pointer != pointer and target.pointer in self.down:
                target.wrong = True  # README choices 4 and 16
            self.start_removal(target, t, self.on_up)

    def apply(self, ev):
        t = ev["t"]
        self.last_event = max(self.last_event, t)
        typ = ev["type"]
        if typ == "down":
            p = ev["pointer"]
            if p in self.down:
                self.orphans.append(t)
            self.down.add(p)
            if self.max_live is not None:
                recs = self.array(t)
                if len(recs) >= self.max_live:
                    cand = [r for r in recs if not r.pending]
                    if cand:
                        self.start_removal(cand[0], t, self.on_up)
            r = Ripple(len(self.ripples) + 1, p, ev["x"], ev["y"], t)
            anim = Anim(self.on_down, self.sdk)
            op, s, dx, dy, animates = self.insertion
            if animates and not anim.instant:
                r.ins_anim = anim
                r.ins_end = anim.end(t)
                for key, value, identity in (("opacity", op, 1.0), ("scale", s, 1.0),
                                             ("dx", dx, 0.0), ("dy", dy, 0.0)):
                    r.props[key].reset(value)
                    r.props[key].set(t, identity, anim)
            self.ripples.append(r)
        elif typ == "move":
            pass
        elif typ == "up":
            self.release(ev["pointer"], t, True)
        elif typ == "cancel":
            self.release(ev["pointer"], t, self.cancel == "remove")
        elif typ == "state":
            for s, v in ev["set"].items():
                old = self.state_at(s, t)
                self.state_hist.setdefault(s, []).append((t, v))
                if old == v:
                    continue
                anim = Anim(self.anims[s], self.sdk) if s in self.anims else None
                for n in self.nodes(self.root):
                    e = n.opacity
                    if isinstance(e, dict) and e["when"] == s:
                        self.opacity_prop(n).set(t, e["then"] if v else e["else"], anim)
        else:
            raise ValueError(typ)

    # -- instants ------------------------------------------------------------------------
    def phase(self, r, t):
        if t < r.append:
            return None
        if t >= r.gone:
            return "gone"
        if r.removal is not None and t >= r.removal:
            return "removing"
        if r.ins_anim is not None and t < r.ins_end:
            return "inserting"
        return "present"

    def live(self, t):
        return sum(1 for r in self.ripples if r.append <= t < r.gone)

    def paint(self, t, as_current=None):
        """Painted leaves bottom to top: dicts with name, node, ripple. `as_current` paints
        that ripple as if its record were still in the array (for removal-reordered)."""
        out = []
        self._paint(self.root, t, out, as_current)
        return out

    def _paint(self, group, t, out, as_current):
        items = []  # (removed?, removal time, removal order, zIndex, order, kind, obj)
        order = 0
        for c in group.children:
            if c.kind == "forEach":
                for r in self.ripples:
                    if not (r.append <= t < r.gone):
                        continue
                    removed = r.removal is not None and r.removal <= t
                    if r is as_current:
                        z, removed = self.removed_zindex(r), False
                    else:
                        z = self.removed_zindex(r) if removed else self.zindex(c, t)
                    when = (r.removal, r.removal_order) if removed else (0, 0)
                    items.append((removed, *when, z, order, "ripple", (c, r)))
                    order += 1
            else:
                items.append((False, 0, 0, self.zindex(c, t), order, "node", c))
                order += 1
        # removed items by the time of their removal, then as asked (README choice 9)
        removed = sorted([i for i in items if i[0]], key=lambda i: (i[1], i[2], i[4]))
        current = [i for i in items if not i[0]]
        if all(i[3] == 0 for i in items):
            seq = removed + current
        else:
            seq = removed + current if self.sdk == "ios17" else current + removed
            seq = sorted(seq, key=lambda i: i[3])  # Python's sort is stable
        for i in seq:
            if i[5] == "ripple":
                c, r = i[6]
                out.append({"name": f"{c.name}#{r.id}", "node": c, "ripple": r})
            elif i[6].kind == "group":
                self._paint(i[6], t, out, as_current)
            else:
                out.append({"name": i[6].name, "node": i[6], "ripple": None})

    def opacity_below(self, node, t, stop):
        """The product of the opacities of `node` and its ancestors up to (excluding) `stop`
        or the root."""
        a = 1.0
        n = node
        while n is not None and n is not stop and n is not self.root:
            a *= self.opacity(n, t)
            n = n.parent
        return a

    def leaf_alpha(self, leaf, t, stop=None):
        """fill x own opacity x ancestors' opacity, up to (excluding) `stop`; for a ripple
        also its transition's opacity, clamped (README choice 5)."""
        n = leaf["node"]
        a = n.fill_alpha * self.opacity_below(n, t, stop)
        if leaf["ripple"] is not None:
            a *= clamp01(leaf["ripple"].props["opacity"].at(t))
        return a

    def ripple_alpha(self, r, t):
        return self.leaf_alpha({"node": self.foreach, "ripple": r}, t)

    def geometry(self, leaf, t):
        """(shape, rect, corner radius) of a painted leaf at t. A ripple is scaled about
        its center, by |scale| (README choice 5), with its corner radius (README choice 7),
        then offset."""
        r = leaf["ripple"]
        n = leaf["node"]
        if r is None:
            return n.shape, rect_of(n.frame), n.corner
        fe = self.foreach
        if fe.at == "press":
            x, y, w, h = r.x - fe.radius, r.y - fe.radius, 2 * fe.radius, 2 * fe.radius
        else:
            x, y, w, h = rect_of(fe.frame)
        s = abs(r.props["scale"].at(t))
        dx, dy = r.props["dx"].at(t), r.props["dy"].at(t)
        cx, cy = x + w / 2, y + h / 2
        return fe.shape, (cx - w * s / 2 + dx, cy - h * s / 2 + dy, w * s, h * s), fe.corner * s

    def ripple_samples(self, r, t, grow=0.0):
        """The scene's samples the ripple covers at t (SPEC §7); `grow` widens its shape on
        every side (only to find samples on its edge, see visibility)."""
        shape, (x, y, w, h), corner = self.geometry({"node": self.foreach, "ripple": r}, t)
        x, y, w, h, corner = x - grow, y - grow, w + 2 * grow, h + 2 * grow, max(0, corner + grow)
        pts = []
        i0 = max(0, int(math.floor(x)) - 1)
        i1 = min(int(math.ceil(self.W)), int(math.ceil(x + w)) + 1)
        j0 = max(0, int(math.floor(y)) - 1)
        j1 = min(int(math.ceil(self.H)), int(math.ceil(y + h)) + 1)
        for j in range(j0, j1):
            for i in range(i0, i1):
                px, py = i + 0.5, j + 0.5
                if px > self.W or py > self.H:
                    continue
                if covers(shape, (x, y, w, h), corner, px, py):
                    pts.append((px, py))
        return pts

    def units_above(self, r, t):
        """The leaves painted above r as units of T(p): a leaf, or the outermost
        compositing group not around r (one unit, SPEC §7). `context` is the innermost
        compositing group around both r and the unit, in which they are composited
        together (README choice 15): opacities from it outwards apply once, to both."""
        painted = self.paint(t)
        idx = next(k for k, L in enumerate(painted) if L["ripple"] is r)
        around_r = set(id(a) for a in self.foreach.ancestors())
        units = []
        for L in painted[idx + 1:]:
            ancestors = list(L["node"].ancestors())
            context = next((a for a in ancestors if id(a) in around_r and a.compositing), None)
            group = None
            for a in ancestors:
                if id(a) in around_r:
                    break
                if a.compositing:
                    group = a  # the outermost wins
            if group is None:
                units.append({"name": L["name"], "group": None, "leaf": L, "context": context,
                              "alpha": self.leaf_alpha(L, t, stop=context),
                              "geometry": self.geometry(L, t)})
            elif units and units[-1]["group"] is group:
                units[-1]["leaves"].append((L, self.geometry(L, t)))
            else:
                units.append({"name": group.name, "group": group, "context": context,
                              "leaves": [(L, self.geometry(L, t))]})
        return painted, units

    def group_alpha(self, group, leaves, stop, px, py, t):
        """A compositing group's alpha at p, op * (1 - prod(1 - alpha')) (SPEC §7), where
        a compositing group nested in it is one leaf of its own group alpha (README choice
        15), and each complement is exact for steps of 1/255 (README choice 6)."""
        through = 1.0
        nested = {}
        for L, g in leaves:
            inner = None
            for a in L["node"].ancestors():
                if a is group:
                    break
                if a.compositing:
                    inner = a  # the outermost compositing group inside `group`
            if inner is None:
                if covers(*g, px, py):
                    through *= complement(self.leaf_alpha(L, t, stop=group))
            else:
                nested.setdefault(id(inner), (inner, []))[1].append((L, g))
        for inner, inner_leaves in nested.values():
            through *= complement(self.group_alpha(inner, inner_leaves, group, px, py, t))
        return self.opacity_below(group, t, stop) * complement(through)

    def factor(self, u, px, py, t):
        """The unit's factor in T(p): 1 - alpha where it covers p, 1 elsewhere."""
        if u["group"] is None:
            return complement(u["alpha"]) if covers(*u["geometry"], px, py) else 1.0
        return complement(self.group_alpha(u["group"], u["leaves"], u["context"], px, py, t))

    def visibility(self, r, t, with_ties=False, grow=0.0):
        """Everything SPEC §7 says about ripple r at instant t; with_ties adds `ties`, the
        thresholds this instant is within NEAR of (see the module docstring); `grow` widens
        the ripple's shape (by ±NEAR: which way a sample on its edge falls)."""
        alpha = self.ripple_alpha(r, t)
        pts = self.ripple_samples(r, t, grow)
        painted, units = self.units_above(r, t)
        fac = [[self.factor(u, px, py, t) for (px, py) in pts] for u in units]
        T = [math.prod(f[k] for f in fac) for k in range(len(pts))]
        info = {"alpha": alpha, "samples": len(pts), "scale": r.props["scale"].at(t),
                "paintOrder": [L["name"] for L in painted]}
        ties = []
        if with_ties:
            if len(self.ripple_samples(r, t, NEAR)) != len(self.ripple_samples(r, t, -NEAR)):
                ties.append("sample on the ripple's edge")
            if abs(alpha - EPS) < NEAR:
                ties.append("alpha ~ eps")
        if not pts:
            info.update(visibility="faded", transmittance=None, occluder=None, sums={},
                        ties=ties)
            return info
        maxT = max(T)
        # SPEC §7 classification, compared exactly
        if alpha < EPS:
            vis = "faded"
        elif alpha * maxT < EPS:
            vis = "occluded"
        elif any(x < ONE_MINUS_EPS for x in T):
            vis = "partial"
        else:
            vis = "visible"
        sums = {u["name"]: sum(1 - x for x in f) for u, f in zip(units, fac)}
        # occluder rule 1: the lowest unit that alone makes the ripple occluded; none for a
        # faded ripple (README choice 11)
        alone = [u["name"] for u, f in zip(units, fac) if alpha * max(f) < EPS] if alpha >= EPS else []
        # rule 2: the largest sum, bottom to top: a larger sum wins, ties keep the lower
        best, best_sum = None, 0.0
        for u in units:
            if sums[u["name"]] > best_sum + SUM_TIE:
                best, best_sum = u["name"], sums[u["name"]]
        occ = alone[0] if alone else best
        if with_ties and alpha >= EPS:
            if abs(alpha * maxT - EPS) < NEAR:
                ties.append("alpha * max T ~ eps")
            if any(abs(x - ONE_MINUS_EPS) < NEAR for x in T):
                ties.append("T(p) ~ 1 - eps")
            if any(abs(alpha * max(f) - EPS) < NEAR for f in fac):
                ties.append("alpha * max factor ~ eps (occluder)")
        info.update(visibility=vis, transmittance=sum(T) / len(T), occluder=occ, sums=sums,
                    maxT=maxT, partial_samples=sum(1 for x in T if x < ONE_MINUS_EPS),
                    ties=ties)
        return info

    # -- findings ------------------------------------------------------------------------
    def frames(self, start, end):
        """The frames k/fps in [start, end); the start alone when none falls inside."""
        k = max(0, int(math.floor(start * self.fps)) - 2)
        out = []
        while k / self.fps < end:
            if k / self.fps >= start:
                out.append(k / self.fps)
            k += 1
        return out or [start]

    def end(self):
        """The end of the trace: the last event, or the end of the removals then running
        (README choice 12: a deferred removal counts)."""
        e = self.last_event
        for r in self.ripples:
            if r.removal is not None and r.gone != math.inf:
                e = max(e, r.gone)
        return e

    def findings(self, with_ties=False):
        """(code, ripple id or None, detail) for every finding instance. with_ties also
        fills self.tie_notes with the near ties of the frames judged."""
        out = []
        self.tie_notes = []
        end = self.end()

        def judge(kind, r, fr):
            vis = [self.visibility(r, f, with_ties) for f in fr]
            near = [(f, v["ties"]) for f, v in zip(fr, vis) if v["ties"]]
            if near:
                self.tie_notes.append((kind, r.id, near[:3]))
            return sum(1 for v in vis if v["visibility"] == "occluded")

        for r in self.ripples:
            # insertion-occluded: frames of [append, ins_end) while painted, up to the end of
            # the trace (README choice 18)
            if r.ins_anim is not None:
                fr = [f for f in self.frames(r.append, r.ins_end) if f < r.gone and f <= end]
                occ = judge("insertion", r, fr)
                if fr and 2 * occ >= len(fr):
                    out.append(("insertion-occluded", r.id, f"{occ}/{len(fr)} frames occluded"))
            if r.removal is not None and r.removal <= end and not r.instant_removal:
                fr = self.frames(r.removal, r.gone)
                occ = judge("removal", r, fr)
                if 2 * occ >= len(fr):
                    out.append(("removal-occluded", r.id, f"{occ}/{len(fr)} frames occluded"))
                else:
                    hit = self.reordered(r, fr)
                    if hit:
                        out.append(("removal-reordered", r.id, hit))
            if r.instant_removal and r.removal is not None and r.removal <= end:
                out.append(("instant-removal", r.id, f"at {r.removal}"))
            if r.removal is not None and r.removal <= end:
                # README choice 14: had the insertion progress reached 0.5?
                if r.ins_anim is not None and not r.ins_anim.reached_half(r.removal - r.append):
                    p = r.ins_anim.progress(r.removal - r.append)
                    out.append(("no-visible-feedback", r.id, f"insertion progress {p:.6f}"))
            if r.wrong:
                out.append(("wrong-ripple-removed", r.id, ""))
            # README choice 4: stuck when its pointer is no longer down
            if (r.removal is None or r.removal > end) and r.gone > end and r.pointer not in self.down:
                out.append(("stuck-ripple", r.id, ""))
        # pile-up episodes: the live count first goes above 10; each names the ripples
        # alive then (README choice 19)
        changes = sorted({r.append for r in self.ripples} | {r.gone for r in self.ripples if r.gone != math.inf})
        above = False
        for c in changes:
            n = self.live(c)
            if n > 10 and not above:
                alive = [r.id for r in self.ripples if r.append <= c < r.gone]
                out.append(("ripple-pileup", None, alive))
            above = n > 10
        for t in self.orphans:
            out.append(("orphan-event", None, f"at {t}"))
        return out

    def reordered(self, r, frames):
        for f in frames:
            pts = self.ripple_samples(r, f)
            if not pts:
                continue
            painted = self.paint(f)
            hypo = [L["name"] for L in self.paint(f, as_current=r)]
            me = f"{self.foreach.name}#{r.id}"
            idx = next(k for k, L in enumerate(painted) if L["ripple"] is r)
            for L in painted[idx + 1:]:
                if L["ripple"] is not None:
                    continue  # a leaf of the same forEach node, not "another node"
                if self.leaf_alpha(L, f) < EPS:
                    continue  # README choice 17
                g = self.geometry(L, f)
                if not any(covers(*g, px, py) for px, py in pts):
                    continue
                if hypo.index(L["name"]) < hypo.index(me):
                    return f"frame {f:.5f}: beneath {L['name']}"
        return None


# ---------------------------------------------------------------------------------------
# Trace files


def read(path):
    with open(path, encoding="utf-8") as fh:
        return parse(fh.read())


def parse(text):
    """(line number, object) of every line that is not blank or a `//` comment."""
    lines = []
    for no, line in enumerate(text.split("\n"), 1):
        s = line.strip()
        if not s or s.startswith("//"):
            continue
        lines.append((no, json.loads(s)))
    return lines


def replay(path):
    lines = read(path)
    sim = Sim(lines[0][1])
    for _, obj in lines[1:]:
        if "type" in obj:
            sim.apply(obj)
    return sim, lines


def same(exp, got):
    """SPEC §1.3: numbers compare within 1e-3, as the decimals they print as (the trace
    expect-tolerance-edges: 0.999 against 1 passes, though 1 - 0.999 is
    0.0010000000000000009 in binary)."""
    if exp is None or got is None:
        return exp is got
    if isinstance(exp, (int, float)) and not isinstance(exp, bool):
        return (isinstance(got, (int, float))
                and abs(Decimal(repr(exp)) - Decimal(repr(got))) <= Decimal(repr(TOL)))
    return exp == got


def evaluate(sim, t, e, with_ties=False):
    """The oracle's values at instant t for the keys of expectation e (SPEC §1.3), with
    `_ties` (near ties, see visibility) when with_ties and the ripple was classified."""
    got = {}
    if "live" in e:
        got["live"] = sim.live(t)
    if "paintOrder" in e:
        got["paintOrder"] = [L["name"] for L in sim.paint(t)]
    if "ripple" in e:
        r = sim.ripples[e["ripple"] - 1] if e["ripple"] <= len(sim.ripples) else None
        ph = sim.phase(r, t) if r else None
        got["phase"] = ph
        keys = {"visibility", "occluder", "alpha", "scale", "transmittance"} & set(e)
        if keys and ph not in (None, "gone"):
            v = sim.visibility(r, t, with_ties)
            for k in keys:
                got[k] = v[k]
            if with_ties:
                got["_ties"] = v["ties"]
    return got


def check(path):
    lines = read(path)
    sim = Sim(lines[0][1])
    whole, bad, n = [], 0, 0
    for no, obj in lines[1:]:
        if "type" in obj:
            sim.apply(obj)
            continue
        e = obj["expect"]
        if "t" not in obj:
            whole.append((no, e))
            continue
        got = evaluate(sim, obj["t"], e)
        n += 1
        if report(path, no, e, got):
            bad += 1
            ties = evaluate(sim, obj["t"], e, with_ties=True).get("_ties")
            if ties:
                print(f"    near ties there: {ties}")
    sim_end = sim.end()
    fs = sim.findings()
    for no, e in whole:
        got = {}
        if "findings" in e:
            got["findings"] = len(fs)
        if "finding" in e:
            match = [f for f in fs if f[0] == e["finding"] and ("ripple" not in e or e["ripple"] in ripples_of(f))]
            got["finding"] = e["finding"] if match else None
            if "ripple" in e:
                got["ripple"] = e["ripple"] if match else None
        n += 1
        bad += report(path, no, e, got)
    print(f"{path}: {n} expectations, {bad} mismatches; end of trace {sim_end:.6f}; findings {fs}")
    return bad


def ripples_of(finding):
    """The ripples a finding instance names: its ripple, or a pile-up's ripples alive."""
    code, rid, detail = finding
    return detail if code == "ripple-pileup" else [rid]


def report(path, no, e, got):
    wrong = [k for k in e if k != "ripple" and k in got and not same(e[k], got[k])]
    if "ripple" in got and not same(e["ripple"], got["ripple"]):
        wrong.append("ripple")
    missing = [k for k in e if k not in got and k != "ripple"]
    if wrong or missing:
        print(f"  MISMATCH {path}:{no}: expected {e}, oracle {got} (missing {missing})")
        return 1
    return 0


def show(path, t, rid):
    sim, _ = replay(path)
    r = sim.ripples[rid - 1]
    print(f"t={t} ripple {rid}: phase {sim.phase(r, t)}, live {sim.live(t)}")
    if sim.phase(r, t) not in (None, "gone"):
        v = sim.visibility(r, t, with_ties=True)
        for k, val in v.items():
            print(f"  {k}: {val}")
    print("  paintOrder:", [L["name"] for L in sim.paint(t)])


def main(argv):
    if len(argv) >= 2 and argv[0] == "check":
        bad = sum(check(p) for p in argv[1:])
        sys.exit(1 if bad else 0)
    if len(argv) >= 4 and argv[0] == "show":
        for k in range(2, len(argv), 2):
            show(argv[1], float(argv[k]), int(argv[k + 1]))
        return
    if len(argv) == 2 and argv[0] == "findings":
        sim, _ = replay(argv[1])
        print("end of trace", sim.end())
        for f in sim.findings():
            print(" ", f)
        return
    print(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
