#!/usr/bin/env python3
"""Independent oracle for SPEC.md §3-§7 (recorder, paint order, visibility, findings).

Standard library only; the timing curves and springs come from spec_oracle.py (SPEC §6).
It replays a trace file with its own, deliberately naive, implementation of the SPEC and
evaluates every `expect` line the way SPEC §1.3 defines it:

* the recorder (SPEC §3): onDown / onUp.remove first|last|matching / onCancel /
  exitWaitsForEnter / maxLive, pointers down, orphan events;
* transitions and additive animations (SPEC §5, §6): scale / opacity / identity /
  keepAlive, state expressions animated with scene.animations, zIndex switching at once;
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

    python3 Tests/Oracle/visibility_oracle.py check traces/X.ripple.jsonl ...
        evaluates every expect line and prints OK / MISMATCH with the oracle's value
    python3 Tests/Oracle/visibility_oracle.py show traces/X.ripple.jsonl T RIPPLE ...
        prints everything about ripple RIPPLE at instant T (counts, sums, occluder sums)
    python3 Tests/Oracle/visibility_oracle.py findings traces/X.ripple.jsonl
        prints every finding instance with its frame tallies
"""

import json
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import spec_oracle  # noqa: E402  (SPEC §6 curves and springs)

EPS = 1 / 255
SCALE_ACTIVE = 0.00001
TOL = 1e-3

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
        else:
            self.run = spec.get("duration", 0.35)
        self.duration = self.delay + self.run

    def progress(self, elapsed):
        if elapsed < 0:
            return 0.0
        if self.instant or elapsed >= self.duration:
            return 1.0
        if elapsed < self.delay:
            return 0.0
        e = elapsed - self.delay
        if self.curve == "spring":
            return spec_oracle.spring_x(self.response, self.zeta, e)
        return spec_oracle.bezier(self.curve, e / self.run)


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
# Scene


class Node:
    def __init__(self, d, parent, frame):
        self.name = d["name"]
        self.parent = parent
        self.opacity = d.get("opacity", 1)
        self.zindex = d.get("zIndex", 0)
        self.frame = d.get("frame", frame)
        if "forEach" in d:
            self.kind = "forEach"
            self.at = d.get("at", "press")
            if self.at != "press":
                raise NotImplementedError("oracle: only at: press")
            self.radius = d["radius"]
            self.fill_alpha = fill_alpha(d["fill"])
            tr = d.get("transition", "opacity")
            if isinstance(tr, dict) and ("insertion" in tr or "removal" in tr):
                self.insertion, self.removal = effects(tr["insertion"]), effects(tr["removal"])
            else:
                self.insertion = self.removal = effects(tr)
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


def effects(tr):
    if isinstance(tr, list):
        out = []
        for x in tr:
            out += effects(x)
        return out
    if isinstance(tr, dict):
        return [("scale", tr["scale"])]
    if tr == "scale":
        return [("scale", SCALE_ACTIVE)]
    if tr in ("opacity", "identity", "keepAlive"):
        return [(tr, None)]
    raise NotImplementedError("oracle: transition " + tr)


def animates(effs):
    return any(e[0] != "identity" for e in effs)


def covers(shape, frame, corner, px, py):
    x, y, w, h = frame["x"], frame["y"], frame["width"], frame["height"]
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


# ---------------------------------------------------------------------------------------
# The simulation


class Ripple:
    def __init__(self, rid, pointer, x, y, t):
        self.id, self.pointer, self.x, self.y, self.append = rid, pointer, x, y, t
        self.removal = None  # removal start
        self.gone = math.inf
        self.pending = False  # removal requested (deferred or started)
        self.zindex_removed = None
        self.opacity = Prop(1.0)
        self.scale = Prop(1.0)
        self.ins_anim = None
        self.ins_end = t
        self.rem_anim = None
        self.instant_removal = False
        self.wrong = False


class Sim:
    def __init__(self, header):
        self.h = header
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
        self.ripples = []
        self.down = set()
        self.states = {}
        self.state_hist = {}  # state -> list of (t, value)
        self.props = {}  # (node name, key) -> Prop for state expressions
        self.orphans = []
        self.last_event = 0.0

    def nodes(self, n):
        yield n
        for c in getattr(n, "children", []):
            yield from self.nodes(c)

    # -- state expressions ---------------------------------------------------------------
    def expr_prop(self, node, key):
        e = getattr(node, key)
        if not isinstance(e, dict):
            return None
        k = (node.name, key)
        if k not in self.props:
            self.props[k] = Prop(e["else"])
        return self.props[k]

    def value(self, node, key, t):
        e = getattr(node, key)
        if not isinstance(e, dict):
            return e
        if key == "zIndex" or key == "zindex":
            return e["then"] if self.state_at(e["when"], t) else e["else"]
        return self.expr_prop(node, key).at(t)

    def state_at(self, s, t):
        v = False
        for tt, val in self.state_hist.get(s, []):
            if tt <= t:
                v = val
        return v

    def zindex(self, node, t):
        e = node.zindex
        if isinstance(e, dict):
            return e["then"] if self.state_at(e["when"], t) else e["else"]
        return e

    def opacity(self, node, t):
        return self.value(node, "opacity", t)

    # -- events --------------------------------------------------------------------------
    def array(self, t):
        """Records in the array at t (appended, removal not started), in array order."""
        return [r for r in self.ripples if r.append <= t and not (r.removal is not None and r.removal <= t)]

    def start_removal(self, r, t, anim_spec):
        r.pending = True
        anim = Anim(anim_spec, self.sdk)
        start = t
        if self.waits and r.ins_anim is not None and t < r.ins_end:
            start = r.ins_end
        r.removal = start
        r.zindex_removed = self.zindex(self.foreach, start)
        r.rem_anim = anim
        if not animates(self.foreach.removal) or anim.instant:
            r.instant_removal = True
            r.gone = start
            return
        for kind, v in self.foreach.removal:
            if kind == "opacity":
                r.opacity.set(start, 0.0, anim)
            elif kind == "scale":
                r.scale.set(start, v, anim)
        r.gone = start + anim.duration

    def removable(self, t):
        return [r for r in self.array(t) if not r.pending]

    def release(self, pointer, t, removes):
        was_down = pointer in self.down
        if not was_down:
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
        elif self.remove == "matching":
            mine = [r for r in recs if r.pointer == pointer]
            target = mine[0] if mine else None
        if target is not None:
            if target.pointer != pointer and target.pointer in self.down:
                target.wrong = True
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
            if animates(self.foreach.insertion) and not anim.instant:
                r.ins_anim = anim
                r.ins_end = t + anim.duration
                for kind, v in self.foreach.insertion:
                    if kind == "opacity":
                        r.opacity.reset(0.0)
                        r.opacity.set(t, 1.0, anim)
                    elif kind == "scale":
                        r.scale.reset(v)
                        r.scale.set(t, 1.0, anim)
            self.ripples.append(r)
        elif typ == "move":
            pass
        elif typ == "up":
            self.release(ev["pointer"], t, True)
        elif typ == "cancel":
            self.release(ev["pointer"], t, self.cancel == "remove")
        elif typ == "state":
            for s, v in ev["set"].items():
                old = self.states.get(s, False)
                self.states[s] = v
                self.state_hist.setdefault(s, []).append((t, v))
                if old == v:
                    continue
                anim = Anim(self.anims[s], self.sdk) if s in self.anims else None
                for n in self.nodes(self.root):
                    e = n.opacity
                    if isinstance(e, dict) and e["when"] == s:
                        self.expr_prop(n, "opacity").set(t, e["then"] if v else e["else"], anim)
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
        """Painted leaves bottom to top: dicts with name, node, ripple, chain (ancestors)."""
        out = []
        self._paint(self.root, t, out, as_current)
        return out

    def _paint(self, group, t, out, as_current):
        items = []  # (removed?, removal time, zIndex, order, kind, obj)
        order = 0
        for c in group.children:
            if c.kind == "forEach":
                for r in self.ripples:
                    if not (r.append <= t < r.gone):
                        continue
                    removed = r.removal is not None and r.removal <= t and r is not as_current
                    z = r.zindex_removed if removed else self.zindex(c, t)
                    items.append((removed, r.removal if removed else 0, z, order, "ripple", (c, r)))
                    order += 1
            else:
                items.append((False, 0, self.zindex(c, t), order, "node", c))
                order += 1
        removed = sorted([i for i in items if i[0]], key=lambda i: (i[1], i[3]))
        current = [i for i in items if not i[0]]
        if all(i[2] == 0 for i in items):
            seq = removed + current
        else:
            seq = removed + current if self.sdk == "ios17" else current + removed
            seq = sorted(seq, key=lambda i: i[2])  # Python's sort is stable
        for i in seq:
            if i[4] == "ripple":
                c, r = i[5]
                out.append({"name": f"{c.name}#{r.id}", "node": c, "ripple": r})
            elif i[5].kind == "group":
                self._paint(i[5], t, out, as_current)
            else:
                out.append({"name": i[5].name, "node": i[5], "ripple": None})

    def ripple_alpha(self, r, t):
        n = self.foreach
        a = n.fill_alpha * self.opacity(n, t) * min(1.0, max(0.0, r.opacity.at(t)))
        for anc in n.ancestors():
            if anc is not self.root:
                a *= self.opacity(anc, t)
        return a

    def leaf_alpha(self, leaf, t, stop=None):
        """fill x own opacity x ancestors' opacity, up to (excluding) `stop`."""
        if leaf["ripple"] is not None:
            return self.ripple_alpha(leaf["ripple"], t)
        n = leaf["node"]
        a = n.fill_alpha * self.opacity(n, t)
        for anc in n.ancestors():
            if anc is stop or anc is self.root:
                break
            a *= self.opacity(anc, t)
        return a

    def leaf_covers(self, leaf, px, py, t):
        if leaf["ripple"] is not None:
            r = leaf["ripple"]
            rad = self.foreach.radius * r.scale.at(t)
            return (px - r.x) ** 2 + (py - r.y) ** 2 <= rad * rad
        n = leaf["node"]
        return covers(n.shape, n.frame, n.corner, px, py)

    def disk_samples(self, r, t):
        # A negative scale (an interrupted scale-in) mirrors the disk: its radius is |scale|.
        rad = self.foreach.radius * abs(r.scale.at(t))
        pts = []
        i0 = max(0, int(math.floor(r.x - rad)) - 1)
        i1 = min(int(self.W), int(math.ceil(r.x + rad)) + 1)
        j0 = max(0, int(math.floor(r.y - rad)) - 1)
        j1 = min(int(self.H), int(math.ceil(r.y + rad)) + 1)
        for j in range(j0, j1):
            for i in range(i0, i1):
                px, py = i + 0.5, j + 0.5
                if px > self.W or py > self.H:
                    continue
                if (px - r.x) ** 2 + (py - r.y) ** 2 <= rad * rad:
                    pts.append((px, py))
        return pts

    def units_above(self, r, t):
        """The leaves above r; a compositingGroup's leaves become one unit (SPEC §7)."""
        painted = self.paint(t)
        idx = next(k for k, L in enumerate(painted) if L["ripple"] is r)
        units = []
        for L in painted[idx + 1:]:
            comp = None
            if L["ripple"] is None:
                for anc in L["node"].ancestors():
                    if anc.kind == "group" and getattr(anc, "compositing", False):
                        comp = anc  # the outermost compositing group wins
            if comp is not None:
                if any(anc is comp for anc in self.foreach.ancestors()):
                    raise NotImplementedError("oracle: ripple inside a compositing group")
                if units and units[-1]["group"] is comp:
                    units[-1]["leaves"].append(L)
                else:
                    op = self.opacity(comp, t)
                    for anc in comp.ancestors():
                        if anc is not self.root:
                            op *= self.opacity(anc, t)
                    units.append({"name": comp.name, "group": comp, "op": op, "leaves": [L]})
            else:
                units.append({"name": L["name"], "group": None, "leaf": L,
                              "alpha": self.leaf_alpha(L, t)})
        return painted, units

    def factor(self, u, px, py, t):
        if u["group"] is None:
            return 1 - u["alpha"] if self.leaf_covers(u["leaf"], px, py, t) else 1.0
        prod = 1.0
        for L in u["leaves"]:
            if self.leaf_covers(L, px, py, t):
                prod *= 1 - self.leaf_alpha(L, t, stop=u["group"])
        return 1 - u["op"] * (1 - prod)

    def visibility(self, r, t):
        """Everything SPEC §7 says about ripple r at instant t."""
        alpha = self.ripple_alpha(r, t)
        pts = self.disk_samples(r, t)
        painted, units = self.units_above(r, t)
        fac = [[self.factor(u, px, py, t) for (px, py) in pts] for u in units]
        T = [math.prod(f[k] for f in fac) for k in range(len(pts))]
        info = {"alpha": alpha, "samples": len(pts), "scale": r.scale.at(t),
                "paintOrder": [L["name"] for L in painted]}
        if not pts:
            info.update(visibility="faded", transmittance=None, occluder=None, occluderB=None,
                        sums={})
            return info
        maxT = max(T)
        if alpha < EPS:
            vis = "faded"
        elif alpha * maxT < EPS:
            vis = "occluded"
        elif any(x < 1 - EPS for x in T):
            vis = "partial"
        else:
            vis = "visible"
        sums = {u["name"]: sum(1 - x for x in f) for u, f in zip(units, fac)}
        alone = [u["name"] for u, f in zip(units, fac) if alpha * max(f) < EPS]
        best, best_sum = None, 0.0
        for u in units:  # bottom to top: a strictly larger sum wins, ties keep the lower
            if sums[u["name"]] > best_sum + 1e-9:
                best, best_sum = u["name"], sums[u["name"]]
        occ = alone[0] if alone else best
        # Reading B: a faded ripple is never "occluded", so no leaf "makes it occluded".
        alone_b = [u["name"] for u, f in zip(units, fac) if max(f) < EPS] if alpha < EPS else alone
        occ_b = alone_b[0] if alone_b else best
        info.update(visibility=vis, transmittance=sum(T) / len(T), occluder=occ,
                    occluderB=occ_b, sums=sums, maxT=maxT,
                    partial_samples=sum(1 for x in T if x < 1 - EPS))
        return info

    # -- findings ------------------------------------------------------------------------
    def frames(self, start, end):
        k = max(0, int(math.floor(start * self.fps)) - 2)
        out = []
        while k / self.fps < end:
            if k / self.fps >= start:
                out.append(k / self.fps)
            k += 1
        return out or [start]

    def end(self):
        e = self.last_event
        for r in self.ripples:
            if r.removal is not None and r.gone != math.inf:
                e = max(e, r.gone)
        return e

    def findings(self):
        out = []
        end = self.end()
        for r in self.ripples:
            # insertion-occluded: frames of [append, ins_end) while painted, up to the end of
            # the trace (SPEC §7: frames stop there; README "choices made")
            if r.ins_anim is not None:
                fr = [f for f in self.frames(r.append, r.ins_end) if f < r.gone and f <= end]
                occ = sum(1 for f in fr if self.visibility(r, f)["visibility"] == "occluded")
                if fr and 2 * occ >= len(fr):
                    out.append(("insertion-occluded", r.id, f"{occ}/{len(fr)} frames occluded"))
            if r.removal is not None and r.removal <= end and not r.instant_removal:
                fr = self.frames(r.removal, r.gone)
                vis = [self.visibility(r, f) for f in fr]
                occ = sum(1 for v in vis if v["visibility"] == "occluded")
                if 2 * occ >= len(fr):
                    out.append(("removal-occluded", r.id, f"{occ}/{len(fr)} frames occluded"))
                else:
                    hit = self.reordered(r, fr)
                    if hit:
                        out.append(("removal-reordered", r.id, hit))
            if r.instant_removal and r.removal is not None and r.removal <= end:
                out.append(("instant-removal", r.id, f"at {r.removal}"))
            if r.removal is not None and r.removal <= end:
                p = 1.0 if r.ins_anim is None else r.ins_anim.progress(r.removal - r.append)
                if p < 0.5:
                    out.append(("no-visible-feedback", r.id, f"insertion progress {p:.6f}"))
            if r.wrong:
                out.append(("wrong-ripple-removed", r.id, ""))
            if (r.removal is None or r.removal > end) and r.gone > end and r.pointer not in self.down:
                out.append(("stuck-ripple", r.id, ""))
        # pile-up episodes
        changes = sorted({r.append for r in self.ripples} | {r.gone for r in self.ripples if r.gone != math.inf})
        above, episodes = False, 0
        for c in changes:
            n = self.live(c)
            if n > 10 and not above:
                episodes += 1
            above = n > 10
        for _ in range(episodes):
            out.append(("ripple-pileup", None, ""))
        for t in self.orphans:
            out.append(("orphan-event", None, f"at {t}"))
        return out

    def reordered(self, r, frames):
        for f in frames:
            pts = self.disk_samples(r, f)
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
                    continue
                if not any(self.leaf_covers(L, px, py, f) for px, py in pts):
                    continue
                if hypo.index(L["name"]) < hypo.index(me):
                    return f"frame {f:.5f}: beneath {L['name']}"
        return None


# ---------------------------------------------------------------------------------------
# Trace files


def read(path):
    lines = []
    with open(path, encoding="utf-8") as fh:
        for no, line in enumerate(fh, 1):
            s = line.strip()
            if not s or s.startswith("//"):
                continue
            lines.append((no, json.loads(s)))
    return lines


def replay(path, upto=None):
    lines = read(path)
    sim = Sim(lines[0][1])
    for no, obj in lines[1:]:
        if upto is not None and no >= upto:
            break
        if "type" in obj:
            sim.apply(obj)
    return sim, lines


def same(exp, got):
    if exp is None or got is None:
        return exp is got
    if isinstance(exp, (int, float)) and not isinstance(exp, bool):
        return isinstance(got, (int, float)) and abs(exp - got) <= TOL
    return exp == got


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
        t = obj["t"]
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
                v = sim.visibility(r, t)
                for k in keys:
                    got[k] = v[k]
                if "occluder" in e and v["occluder"] != v["occluderB"]:
                    print(f"  note {path}:{no}: occluder readings differ: {v['occluder']} vs {v['occluderB']}")
        n += 1
        bad += report(path, no, e, got)
    sim_end = sim.end()
    fs = sim.findings()
    for no, e in whole:
        got = {}
        if "findings" in e:
            got["findings"] = len(fs)
        if "finding" in e:
            match = [f for f in fs if f[0] == e["finding"] and ("ripple" not in e or f[1] == e["ripple"])]
            got["finding"] = e["finding"] if match else None
            if "ripple" in e:
                got["ripple"] = e["ripple"] if match else None
        n += 1
        bad += report(path, no, e, got)
    print(f"{path}: {n} expectations, {bad} mismatches; end of trace {sim_end:.6f}; findings {fs}")
    return bad


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
        v = sim.visibility(r, t)
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
