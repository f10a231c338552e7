#!/usr/bin/env python3
"""Differential test of ripplescope against the oracle of SPEC §3-§7 (visibility_oracle.py).

Standard library only. For each of N cases it generates a random, valid trace from a seed
(random scenes with groups, compositing groups, shapes, translucent fills, state
expressions for opacity and zIndex, ripples `at` press or frame, every transition and
combinations of them, Bézier and spring animations with delays, every recorder option;
random downs, ups, cancels, moves and state events, some at equal instants; then, from a
second stream, what those draws make rare: runs of siblings wrapped in nested, mostly
compositing, groups, and under-damped springs on states, with expectations at every kind of
spring's first peak, where values overshoot) and checks three things:

  (a) `expect` lines at random instants, filled with the oracle's values (phase,
      visibility, occluder, alpha, scale, transmittance, live, paintOrder), must pass
      `ripplescope check`; instants where the oracle sees a near tie (see
      visibility_oracle.py's docstring) get no expectation;
  (b) the per-ripple findings of `ripplescope report --json --all` (code, ripple) must be
      the oracle's, as many of each; pile-ups and orphan events by count;
  (c) each ripple's `visibilityFrames` (frames k/fps up to the end of the trace, per phase
      and classification) must be what the oracle gets classifying every frame.

Each disagreement is printed with the path of its trace, kept in a temporary folder (the
traces that agree are deleted), then a summary. A disagreement where the oracle sees a near
tie in the frames concerned (a sample on the ripple's edge, or a value within 1e-9 of a
threshold of SPEC §7, where binary rounding may fall either way, README "A leaf's factor
in T(p) ...") is printed as an FP tie and does not fail the run, provided the tie explains
every frame the tool classifies otherwise (asked frame by frame with `ripplescope frame`): a
frame without a tie must agree, and one whose only tie is a sample on the ripple's edge must
have a classification that sample gives falling either way. Any other disagreement, or an
error of the tool or of the oracle, exits 1.

The same seed gives the same traces (case i of seed s is generated from "s:i").

    python3 Tests/Oracle/differential.py --binary .build/release/ripplescope --cases 200 --seed 1
    python3 Tests/Oracle/differential.py --binary ... --cases 1 --seed 1 --first 17
        regenerates case 17 of seed 1 alone
"""

import argparse
import collections
import json
import os
import random
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import visibility_oracle as oracle  # noqa: E402

STATES = ["s1", "s2"]
PHASES = ("inserting", "present", "removing")
CLASSES = ("visible", "partial", "occluded", "faded")

# ---------------------------------------------------------------------------------------
# Random traces


class TraceGenerator:
    def __init__(self, rng):
        self.rng = rng
        self.names = 0
        self.long = rng.random() < 0.3  # long animations, few frames per second

    def number(self, lo, hi, step):
        return round(self.rng.randint(int(lo / step), int(hi / step)) * step, 6)

    def fill(self):
        R = self.rng
        c = R.random()
        if c < 0.35:
            return R.choice(["primary", "blue", "white", "gray", "red", "clear"])
        if c < 0.5:
            return "#%06X" % R.randrange(1 << 24)
        alpha = R.choice([0, 1, 2, 3, 0x40, 0x80, 0xC0, 0xFD, 0xFE, 0xFF, R.randrange(256)])
        return "#%06X%02X" % (R.randrange(1 << 24), alpha)

    def frame(self, W, H):
        R = self.rng
        return {"x": self.number(-W * 0.3, W * 0.9, R.choice([1, 0.5, 0.25])),
                "y": self.number(-H * 0.3, H * 0.9, R.choice([1, 0.5])),
                "width": self.number(1, W, R.choice([1, 0.5])),
                "height": self.number(1, H, R.choice([1, 0.5]))}

    def name(self, base):
        self.names += 1
        return f"{base}{self.names}"

    def opacity(self):
        return self.maybe_value(0.6, 0.8, [0, 0.3, 0.5, 1, 0.999, 0.004, 0.0039],
                                [0, 0.5, 1, 0.2], [0, 0.5, 1])

    def zindex(self):
        return self.maybe_value(0.7, 0.88, [1, -1, 2, 0.5, 0], [1, 2, -1, 0], [0, 1])

    def maybe_value(self, none_below, constant_below, constants, thens, elses):
        """None, a constant or a state expression, as a roll falls below each bound."""
        R = self.rng
        c = R.random()
        if c < none_below:
            return None
        if c < constant_below:
            return R.choice(constants)
        return {"when": R.choice(STATES), "then": R.choice(thens), "else": R.choice(elses)}

    def common(self, d):
        o = self.opacity()
        if o is not None:
            d["opacity"] = o
        z = self.zindex()
        if z is not None:
            d["zIndex"] = z
        return d

    def leaf(self, W, H):
        R = self.rng
        d = {"name": self.name("L"), "fill": self.fill()}
        shape = R.choice(["rect", "rect", None, "roundedRect", "circle"])
        if shape:
            d["shape"] = shape
        if shape == "roundedRect":
            d["cornerRadius"] = R.choice([0, 2, 5, 10, 100])
        if R.random() < 0.7:
            d["frame"] = self.frame(W, H)
        return self.common(d)

    def group(self, W, H, depth, with_foreach):
        R = self.rng
        d = {"name": self.name("G")}
        if R.random() < 0.5:
            d["compositingGroup"] = True
        elif R.random() < 0.2:
            d["compositingGroup"] = False
        if R.random() < 0.2:
            d["frame"] = self.frame(W, H)
        d["children"] = self.children(W, H, depth + 1, with_foreach, R.randint(1, 3))
        return self.common(d)

    def children(self, W, H, depth, with_foreach, n):
        """n nodes, plus the forEach (alone or in a group) at a random place if asked."""
        R = self.rng
        out = []
        foreach_at = R.randrange(n + 1) if with_foreach else -1
        foreach_in_group = with_foreach and depth < 3 and R.random() < 0.35
        for i in range(n + 1):
            if i == foreach_at:
                out.append(self.group(W, H, depth, True) if foreach_in_group else self.foreach(W, H))
            if i < n:
                if depth < 3 and R.random() < 0.25:
                    out.append(self.group(W, H, depth, False))
                else:
                    out.append(self.leaf(W, H))
        return out

    def transition(self):
        R = self.rng
        names = ["opacity", "scale", "identity", "keepAlive", "slide", "move-leading",
                 "move-trailing", "move-top", "move-bottom"]

        def one():
            if R.random() < 0.15:
                return {"scale": R.choice([0, 0.5, 2, 1, 0.25])}
            return R.choice(names)

        def maybe_combined():
            return [one(), one()] if R.random() < 0.2 else one()

        c = R.random()
        if c < 0.15:
            return None
        if c < 0.55:
            return {"insertion": maybe_combined(), "removal": maybe_combined()}
        return maybe_combined()

    def foreach(self, W, H):
        R = self.rng
        d = {"name": "rip", "forEach": "ripples", "fill": self.fill() if R.random() < 0.4 else "gray"}
        if R.random() < 0.6:
            if R.random() < 0.5:
                d["at"] = "press"
            d["radius"] = max(0.5, self.number(0.5, max(W, H) * 0.6, R.choice([1, 0.5])))
            if R.random() < 0.3:
                d["shape"] = "circle"
        else:
            d["at"] = "frame"
            shape = R.choice(["rect", None, "roundedRect", "circle"])
            if shape:
                d["shape"] = shape
            if shape == "roundedRect":
                d["cornerRadius"] = R.choice([0, 3, 8])
            if R.random() < 0.6:
                d["frame"] = self.frame(W, H)
        tr = self.transition()
        if tr is not None:
            d["transition"] = tr
        return self.common(d)

    def animation(self):
        R = self.rng
        if self.long and R.random() < 0.8:
            if R.random() < 0.6:
                a = {"curve": R.choice(["linear", "easeIn", "easeOut", "easeInOut"]),
                     "duration": self.number(0.5, 6, 0.25)}
            else:
                a = {"curve": "spring", "response": R.choice([0.8, 1.5, 3.0]),
                     "dampingFraction": R.choice([0.2, 0.5, 1.0, 1.7])}
            if R.random() < 0.2:
                a["delay"] = R.choice([0.5, 1.0])
            return a
        c = R.random()
        if c < 0.2:
            return "default"
        if c < 0.3:
            return "none"
        if c < 0.7:
            a = {"curve": R.choice(["linear", "easeIn", "easeOut", "easeInOut"])}
            if R.random() < 0.8:
                a["duration"] = self.number(0.05, 0.6, 0.05)
        else:
            a = {"curve": "spring"}
            if R.random() < 0.8:
                a["response"] = R.choice([0.1, 0.2, 0.3, 0.5, 0.55])
            if R.random() < 0.8:
                a["dampingFraction"] = R.choice([0.3, 0.5, 0.825, 1.0, 1.5, 2.0])
        if R.random() < 0.15:
            a["delay"] = R.choice([0.05, 0.1, 0.2])
        return a

    def header(self, title):
        R = self.rng
        W = R.choice([10, 20, 30, 40, 60, 17, 25, 3, 1, 90])
        H = R.choice([8, 10, 15, 20, 30, 11, 1, 2, 40])
        self.burst = R.random() < 0.12  # many pointers: pile-ups
        scene = {"width": W, "height": H, "children": self.children(W, H, 0, True, R.randint(1, 4))}
        if R.random() < 0.6:
            scene["animations"] = {s: self.animation() for s in STATES if R.random() < 0.7}
        hdr = {"ripplescope": 1, "name": title}
        if R.random() < 0.5:
            hdr["sdk"] = R.choice(["ios17", "legacy"])
        fps = R.choice([5, 10, 24, 30] if self.long else [10, 24, 30, 60, 60, 100, 1, 7, 13, 120, 240])
        if fps != 60 or R.random() < 0.5:
            hdr["fps"] = fps
        hdr["scene"] = scene
        rec = {}
        if R.random() < 0.7:
            rec["onDown"] = {"animation": self.animation()}
        if R.random() < 0.7:
            up = {}
            if R.random() < 0.7:
                up["remove"] = R.choice(["first", "last", "matching"])
            if R.random() < 0.7:
                up["animation"] = self.animation()
            rec["onUp"] = up
        if R.random() < 0.4:
            rec["onCancel"] = R.choice(["ignore", "remove"])
        if R.random() < 0.4:
            rec["exitWaitsForEnter"] = R.choice([True, False])
        if R.random() < 0.3:
            cap = R.choice([1, 2, 3, None])
            if cap is not None:
                rec["maxLive"] = cap
        if rec or R.random() < 0.5:
            hdr["recorder"] = rec
        return hdr

    def extend(self, hdr, rng):
        """What the draws above make rare, from a second stream `rng` (so a case that draws
        none of it is the trace it was): runs of siblings, the forEach's or not, wrapped in
        one to three groups nested in one another, mostly compositing, with random opacities
        and frames; and under-damped springs on the state animations, one of which brings a
        node's opacity up to 1."""
        self.rng = R = rng
        scene = hdr["scene"]
        W, H = scene["width"], scene["height"]
        for _ in range(R.choice([0, 1, 2, 3])):
            siblings = R.choice(list(child_lists(scene)))
            i = R.randrange(len(siblings))
            j = R.randint(i + 1, len(siblings))
            inner = siblings[i:j]
            for _ in range(R.randint(1, 3)):
                g = {"name": self.name("W")}
                if R.random() < 0.8:
                    g["compositingGroup"] = True
                if R.random() < 0.2:
                    g["frame"] = self.frame(W, H)
                g["children"] = inner
                inner = [self.common(g)]
            siblings[i:j] = inner
        if R.random() < 0.5:
            scene["animations"] = {s: {"curve": "spring", "response": R.choice([0.2, 0.5, 1.0]),
                                       "dampingFraction": R.choice([0.1, 0.2, 0.4])} for s in STATES}
            # a node those springs bring up to opacity 1, past it at their peaks
            node = R.choice([c for cs in child_lists(scene) for c in cs if "forEach" not in c])
            node["opacity"] = {"when": R.choice(STATES), "then": 1, "else": R.choice([0, 0.5])}

    def events(self, W, H):
        R = self.rng
        n = R.randint(12, 30) if self.burst else R.randint(2, 12)
        pool = list(range(1, 15)) if self.burst else [1, 2, 3]
        steps = [0, 0, 0.01, 0.02, 0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 1.0] + ([2.0, 3.5, 5.0] if self.long else [])
        t, out, down = 0.0, [], set()

        def position():
            k = R.random()
            if k < 0.6:
                return self.number(0, W, 0.5), self.number(0, H, 0.5)
            if k < 0.8:
                return R.choice([0, W]), R.choice([0, H, self.number(0, H, 1)])
            return R.choice([-5, W + 5, W / 2]), R.choice([-3, H + 3, H / 2])

        for _ in range(n):
            t = round(t + R.choice(steps), 4)
            c = R.random()
            if self.burst and c < 0.4 and R.random() < 0.8:
                c = R.random() * 0.4  # mostly downs
            if c < 0.4:
                free = sorted(set(pool) - down) or [1]
                p = R.choice(pool) if R.random() < 0.3 or not down else R.choice(free)
                x, y = position()
                out.append({"t": t, "type": "down", "pointer": p, "x": x, "y": y})
                down.add(p)
            elif c < 0.8:
                p = R.choice(sorted(down)) if down and R.random() < 0.85 else R.choice([1, 2, 3])
                if c < 0.7:
                    e = {"t": t, "type": "up", "pointer": p}
                    if R.random() < 0.6:
                        e["x"], e["y"] = position()
                else:
                    e = {"t": t, "type": "cancel", "pointer": p}
                out.append(e)
                down.discard(p)
            elif c < 0.87:
                x, y = position()
                out.append({"t": t, "type": "move", "pointer": R.choice([1, 2]), "x": x, "y": y})
            else:
                states = {R.choice(STATES): R.random() < 0.6}
                if R.random() < 0.2:
                    states[R.choice(STATES)] = R.random() < 0.5
                out.append({"t": t, "type": "state", "set": states})
        return out


def child_lists(node):
    """The children lists of a node (the scene or a group) and of every group below it."""
    if "children" in node:
        yield node["children"]
        for c in node["children"]:
            yield from child_lists(c)


def spring_peaks(hdr, events):
    """The first peak of every under-damped spring an event starts (oracle.Anim.first_peak):
    where a value overshoots its target most."""
    rec = hdr.get("recorder", {})
    anims = hdr["scene"].get("animations", {})
    out = []
    for e in events:
        started = {"state": [anims.get(s) for s in e.get("set", ())],
                   "down": [rec.get("onDown", {}).get("animation")],
                   "up": [rec.get("onUp", {}).get("animation")],
                   "cancel": [rec.get("onUp", {}).get("animation")]
                   if rec.get("onCancel") == "remove" else []}.get(e["type"], [])
        for spec in started:
            anim = oracle.Anim(spec, hdr.get("sdk", "ios17")) if spec is not None else None
            peak = anim and anim.first_peak()
            if peak is not None:
                out.append(round(e["t"] + anim.delay + peak, 9))
    return out


def build(seed, case, expectations=8):
    """The text of case `case` of `seed`: header, events, and `expect` lines whose values
    the oracle gives, at instants without a near tie."""
    R = random.Random(f"{seed}:{case}")
    gen = TraceGenerator(R)
    hdr = gen.header(f"differential seed {seed} case {case}")
    W, H = hdr["scene"]["width"], hdr["scene"]["height"]
    events = gen.events(W, H)
    extra = random.Random(f"{seed}:{case}:extra")
    gen.extend(hdr, extra)
    fps = hdr.get("fps", 60)
    sim = oracle.Sim(hdr)
    for e in events:
        sim.apply(e)
    horizon = max(sim.end(), events[-1]["t"]) + 0.3
    event_times = sorted({e["t"] for e in events})
    instants = []
    for _ in range(expectations):
        c = R.random()
        if c < 0.3:
            instants.append(R.choice(event_times))
        elif c < 0.7:
            instants.append(round(R.randint(0, int(horizon * fps)) / fps, 9))
        else:
            instants.append(round(R.uniform(0, horizon), 4))
    instants.sort()
    # the instants above draw from R as before; up to 3 springs' peaks, where every key
    # of a live ripple is asked, draw from `extra`
    peaks = spring_peaks(hdr, events)
    peaks = extra.sample(peaks, min(3, len(peaks)))
    lines, applied = [], 0
    sim = oracle.Sim(hdr)  # replayed along the file, as `check` reads it (SPEC §1.3)
    for t, peak in sorted([(t, False) for t in instants] + [(t, True) for t in peaks], key=lambda i: i[0]):
        draw = extra if peak else R
        before_equal = draw.random() < 0.2  # some expectations come before events at t
        while applied < len(events) and (events[applied]["t"] < t or (events[applied]["t"] == t and not before_equal)):
            sim.apply(events[applied])
            lines.append(events[applied])
            applied += 1
        asked = {}
        keys = ["phase", "visibility", "occluder", "alpha", "scale", "transmittance"]
        if peak:
            live = [r.id for r in sim.ripples if r.append <= t < r.gone]
            if live:
                asked = dict.fromkeys(["ripple"] + keys)
                asked["ripple"] = draw.choice(live)
        elif sim.ripples and draw.random() < 0.8:
            rid = draw.randint(1, len(sim.ripples))
            if sim.ripples[rid - 1].append <= t:
                asked["ripple"] = rid
                for k in draw.sample(keys, draw.randint(1, 6)):
                    asked[k] = None
                asked["phase"] = None
        if draw.random() < 0.3:
            asked["live"] = None
        if draw.random() < 0.4:
            asked["paintOrder"] = None
        if not asked:
            asked["live"] = None
        got = oracle.evaluate(sim, t, asked, with_ties=True)
        if got.get("_ties"):
            continue
        expect = {}
        for k in asked:
            if k == "ripple":
                expect[k] = asked[k]
            elif k in got:
                expect[k] = round(got[k], 6) if isinstance(got[k], float) else got[k]
        if list(expect) != ["ripple"]:
            lines.append({"t": t, "expect": expect})
    lines += events[applied:]
    return json.dumps(hdr) + "\n" + "\n".join(json.dumps(line) for line in lines) + "\n"


# ---------------------------------------------------------------------------------------
# Comparisons


def oracle_sim(text):
    lines = oracle.parse(text)
    sim = oracle.Sim(lines[0][1])
    for _, obj in lines[1:]:
        if "type" in obj:
            sim.apply(obj)
    return sim


def count_findings(findings):
    """(code, ripple) -> instances; pile-ups and orphan events by count (ripple None)."""
    counts = collections.Counter()
    for code, rid, _ in findings:
        counts[(code, rid)] += 1
    return counts


def tool_report(binary, path):
    p = subprocess.run([binary, "report", path, "--json", "--all"], capture_output=True,
                       text=True, timeout=600)
    if p.returncode != 0:
        return None, None, p.stdout[-1000:] + p.stderr[-1000:]
    findings, frames = collections.Counter(), {}
    for line in p.stdout.splitlines():
        o = json.loads(line)
        if o["type"] == "finding":
            if o["code"] in ("ripple-pileup", "orphan-event"):
                findings[(o["code"], None)] += 1
            else:
                for rid in o["ripples"]:
                    findings[(o["code"], rid)] += 1
        elif o["type"] == "ripple":
            frames[o["id"]] = o["visibilityFrames"]
    return findings, frames, None


def oracle_frames(sim):
    """ripple id -> phase -> classification -> frames, over k/fps up to the end."""
    end, fps = sim.end(), sim.fps
    out = {}
    k = 0
    while k / fps <= end:
        f = k / fps
        for r in sim.ripples:
            ph = sim.phase(r, f)
            if ph in (None, "gone"):
                continue
            tally = out.setdefault(r.id, {p: dict.fromkeys(CLASSES, 0) for p in PHASES})
            tally[ph][sim.visibility(r, f)["visibility"]] += 1
        k += 1
    return out


def phase_frames(sim, rid, phases):
    """(k, k/fps, the oracle's visibility with its near ties) for every frame up to the end of
    the trace where ripple rid is in one of phases."""
    r = sim.ripples[rid - 1]
    end, fps = sim.end(), sim.fps
    out, k = [], 0
    while k / fps <= end:
        if sim.phase(r, k / fps) in phases:
            out.append((k, k / fps, sim.visibility(r, k / fps, with_ties=True)))
        k += 1
    return out


def frame_disagreement(binary, path, sim, rid, frames):
    """The first of the frames (from phase_frames) that `ripplescope frame` classifies as
    the oracle could not, as text; None when none. A near tie excuses only its own frame, and
    a sample on the ripple's edge only the classifications it gives falling either way."""
    r = sim.ripples[rid - 1]
    for k, f, info in frames:
        allowed = {info["visibility"]}
        if info["ties"] == ["sample on the ripple's edge"]:
            allowed |= {sim.visibility(r, f, grow=g)["visibility"] for g in (oracle.NEAR, -oracle.NEAR)}
        elif info["ties"]:
            continue
        shown = subprocess.run([binary, "frame", path, "--at", f"#{k}", "--width", "1",
                                "--height", "1"], capture_output=True, text=True, timeout=600)
        rows = [line.split() for line in shown.stdout.splitlines()]
        theirs = next((row[4] for row in rows if row[:1] == [f"#{rid}"] and len(row) > 4), None)
        if theirs not in allowed:
            return f"frame {k} (t = {f:.6f}): tool {theirs}, oracle {sorted(allowed)}"
    return None


def run_case(binary, seed, case, path):
    """The disagreements of one case, each (kind, is_tie, text); its trace goes to path."""
    text = build(seed, case)
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(text)
    out = []
    # (a) the oracle's expectations
    p = subprocess.run([binary, "check", path], capture_output=True, text=True, timeout=600)
    if p.returncode != 0:
        out.append(("check", False, (p.stdout[-2000:] + p.stderr[-1000:]).strip()))
    # (b) findings
    sim = oracle_sim(text)
    mine = count_findings(sim.findings())
    theirs, frames, error = tool_report(binary, path)
    if error is not None:
        out.append(("report", False, error.strip()))
        return out
    if theirs != mine:
        sim.findings(with_ties=True)
        ties = sim.tie_notes
        out.append(("findings", bool(ties),
                    f"tool {dict(theirs)}\n      oracle {dict(mine)}" + (f"\n      near ties {ties}" if ties else "")))
    # (c) frames per phase and classification
    expected = oracle_frames(sim)
    empty = {p: dict.fromkeys(CLASSES, 0) for p in PHASES}
    for rid in sorted(set(expected) | set(frames)):
        a, b = expected.get(rid, empty), frames.get(rid)
        if a != b:
            phases = [ph for ph in PHASES if b is None or a[ph] != b.get(ph)]
            frames_of_phases = phase_frames(sim, rid, phases)
            ties = [(round(f, 6), info["ties"]) for _, f, info in frames_of_phases if info["ties"]]
            unexcused = ties and b is not None and frame_disagreement(
                binary, path, sim, rid, frames_of_phases)
            out.append(("frames", bool(ties) and not unexcused,
                        f"ripple {rid}: tool {b}\n      oracle {a}"
                        + (f"\n      near ties {ties[:4]}" if ties else "")
                        + (f"\n      not a tie: {unexcused}" if unexcused else "")))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--binary", required=True, help="the ripplescope executable")
    ap.add_argument("--cases", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--first", type=int, default=0, help="the first case number")
    ap.add_argument("--dir", help="where traces go (default: a new temporary folder)")
    ap.add_argument("--keep", action="store_true", help="keep the traces that agree too")
    args = ap.parse_args()
    binary = os.path.abspath(args.binary)
    folder = args.dir or tempfile.mkdtemp(prefix="ripplescope-differential-")
    os.makedirs(folder, exist_ok=True)
    started = time.time()
    failing, ties_only = 0, 0
    for case in range(args.first, args.first + args.cases):
        path = os.path.join(folder, f"seed{args.seed}-case{case}.ripple.jsonl")
        try:
            found = run_case(binary, args.seed, case, path)
        except Exception as ex:  # an oracle or generator error is a failure too
            found = [("error", False, repr(ex))]
        if not found:
            if not args.keep and os.path.exists(path):
                os.remove(path)
            continue
        real = [d for d in found if not d[1]]
        failing += bool(real)
        ties_only += not real
        print(f"case {case}: {path}")
        for kind, is_tie, text in found:
            print(f"  [{kind}{' FP tie' if is_tie else ''}] {text}")
    print(f"{args.cases} cases (seed {args.seed}), {failing} with disagreements, "
          f"{ties_only} with FP ties only, {time.time() - started:.0f}s; traces in {folder}")
    sys.exit(1 if failing else 0)


if __name__ == "__main__":
    main()
