#!/usr/bin/env python3
"""Writes the three large Lottie files of the benchmark set into bench/lottie/, built from the
Lottie spec with what real After Effects exports hold (docs/performance.md, "Lottie against rlottie"):

- onboarding.json: an onboarding screen, 160 layers: cards and icons as shape layers with eased
  position / scale / rotation / opacity, linear and radial gradients, rounded rectangles, a progress
  ring and underlines drawn by animated trim paths, three precomps (an icon, a card, a confetti
  piece) placed 36 times, layer masks (add, subtract) and alpha and luma track mattes.
- character.json: a character rig, 120 layers: nulls parenting limbs three deep, bezier body parts
  whose paths morph between keyframes, strokes with dashes, a precomp nested three deep (head ->
  face -> eyes), hold keyframes (blinks), gradient strokes and repeaters.
- burst.json: a celebration burst, 300 layers: particles as small ellipses and stars flying out on
  eased position paths with spatial tangents, fading and turning, some trimmed streaks, two
  precomps of particle groups, and a masked title card.

Every value comes from random.Random with a fixed seed: the files are the same on every run. A
shape item's "ty" is its first key, as After Effects writes it (rlottie misreads it elsewhere).
Usage: scripts/gen-lottie-bench.py   (rewrites bench/lottie/*.json)
"""
import json
import math
import os
import random

FPS, FRAMES, SIZE = 60, 180, 800


def static(value):
    return {"a": 0, "k": value}


def eased(keys, hold=False):
    """Keyframes [(frame, value), ...] with After Effects' default easy ease (or hold keyframes)."""
    out = []
    for i, (t, v) in enumerate(keys):
        v = list(v) if isinstance(v, (list, tuple)) else [v]
        k = {"t": t, "s": v}
        if i < len(keys) - 1:
            if hold:
                k["h"] = 1
            else:
                n = len(v)
                k["o"] = {"x": [0.33] * n, "y": [0.0] * n}
                k["i"] = {"x": [0.67] * n, "y": [1.0] * n}
        out.append(k)
    return {"a": 1, "k": out}


def transform(p=(0, 0), a=(0, 0), s=(100, 100), r=0, o=100):
    def wrap(v):
        return v if isinstance(v, dict) else static(list(v) if isinstance(v, tuple) else v)
    return {"o": wrap(o), "r": wrap(r), "p": wrap(p), "a": wrap(a), "s": wrap(s)}


def group_transform():
    return {"ty": "tr", "p": static([0, 0]), "a": static([0, 0]), "s": static([100, 100]), "r": static(0),
            "o": static(100), "sk": static(0), "sa": static(0)}


def group(name, items):
    return {"ty": "gr", "nm": name, "it": items + [group_transform()]}


def rect(w, h, r=0, p=(0, 0)):
    return {"ty": "rc", "p": static(list(p)), "s": static([w, h]), "r": static(r)}


def ellipse(w, h, p=(0, 0)):
    return {"ty": "el", "p": static(list(p)), "s": static([w, h])}


def bezier(points, closed=True, smooth=0.3):
    """A closed path through points with tangents along the neighbours' chord."""
    n = len(points)
    ins, outs = [], []
    for i in range(n):
        a, b = points[i - 1], points[(i + 1) % n]
        tx, ty = (b[0] - a[0]) * smooth / 2, (b[1] - a[1]) * smooth / 2
        ins.append([-tx, -ty])
        outs.append([tx, ty])
    return {"c": closed, "v": [list(p) for p in points], "i": ins, "o": outs}


def path(shape):
    return {"ty": "sh", "ks": static(shape)}


def morph(shapes, frames):
    keys = []
    for i, (t, shape) in enumerate(zip(frames, shapes)):
        k = {"t": t, "s": [shape]}
        if i < len(shapes) - 1:
            k["o"] = {"x": [0.33], "y": [0.0]}
            k["i"] = {"x": [0.67], "y": [1.0]}
        keys.append(k)
    return {"ty": "sh", "ks": {"a": 1, "k": keys}}


def fill(c, o=100):
    return {"ty": "fl", "c": static(list(c) + [1]), "o": static(o), "r": 1}


def stroke(c, w, o=100, dash=None):
    s = {"ty": "st", "c": static(list(c) + [1]), "o": static(o), "w": static(w), "lc": 2, "lj": 2, "ml": 4}
    if dash:
        s["d"] = [{"n": "d", "nm": "dash", "v": static(dash[0])}, {"n": "g", "nm": "gap", "v": static(dash[1])},
                  {"n": "o", "nm": "offset", "v": eased([(0, 0), (FRAMES, dash[0] * 6)])}]
    return s


def gradient_fill(c0, c1, start, end, radial=False):
    return {"ty": "gf", "o": static(100), "r": 1, "g": {"p": 2, "k": static([0] + list(c0) + [1] + list(c1))},
            "s": static(list(start)), "e": static(list(end)), "t": 2 if radial else 1}


def gradient_stroke(c0, c1, start, end, w):
    return {"ty": "gs", "o": static(100), "w": static(w), "lc": 2, "lj": 2, "ml": 4,
            "g": {"p": 2, "k": static([0] + list(c0) + [1] + list(c1))}, "s": static(list(start)), "e": static(list(end)),
            "t": 1}


def trim(start_frame, end_frame):
    return {"ty": "tm", "s": static(0), "e": eased([(start_frame, 0), (end_frame, 100)]), "o": static(0), "m": 1}


def repeater(copies, dx):
    return {"ty": "rp", "c": static(copies), "o": static(0), "m": 1,
            "tr": {"ty": "tr", "p": static([dx, 0]), "a": static([0, 0]), "s": static([100, 100]), "r": static(0),
                   "so": static(100), "eo": static(40)}}


class Composition:
    """Layers added bottom first, as one thinks of a scene; `top_first` is Lottie's order (the first
    layer of a list is drawn on top, a matte directly above the layer it mattes)."""

    def __init__(self):
        self.layers = []

    @property
    def top_first(self):
        return self.layers[::-1]

    def add(self, ty, name, ks, ip=0, op=FRAMES, **extra):
        layer = {"ddd": 0, "ind": len(self.layers) + 1, "ty": ty, "nm": name, "sr": 1, "ks": ks, "ao": 0,
                 "ip": ip, "op": op, "st": 0, "bm": 0}
        layer.update(extra)
        self.layers.append(layer)
        return layer["ind"]

    def shape(self, name, ks, shapes, **extra):
        return self.add(4, name, ks, shapes=shapes, **extra)

    def null(self, name, ks, **extra):
        return self.add(3, name, ks, **extra)

    def precomp(self, name, ref, ks, w, h, **extra):
        return self.add(0, name, ks, refId=ref, w=w, h=h, **extra)


def colour(rng):
    return (round(rng.uniform(0.1, 1), 3), round(rng.uniform(0.1, 1), 3), round(rng.uniform(0.1, 1), 3))


def mask(mode, points, inverted=False):
    return {"mode": mode, "pt": static(bezier(points, smooth=0)), "o": static(100), "x": static(0), "inv": inverted}


def file(name, layers, assets):
    return {"v": "5.7.4", "fr": FPS, "ip": 0, "op": FRAMES, "w": SIZE, "h": SIZE, "nm": name, "ddd": 0,
            "assets": assets, "layers": layers, "markers": []}


def onboarding(rng):
    icon = Composition()
    for i in range(4):
        c = colour(rng)
        icon.shape(f"petal {i}", transform(p=(50, 50), r=eased([(0, i * 90), (FRAMES, i * 90 + 180)])),
                   [group("petal", [ellipse(30, 60, (0, -25)), gradient_fill(c, colour(rng), (0, -50), (0, 0))])])
    icon.shape("core", transform(p=(50, 50), s=eased([(0, (80, 80)), (40, (110, 110)), (80, (100, 100))])),
               [group("core", [ellipse(30, 30), fill(colour(rng))])])
    card = Composition()
    card.shape("shadow", transform(p=(102, 64), o=30), [group("shadow", [rect(196, 120, 18), fill((0, 0, 0))])])
    card.shape("body", transform(p=(100, 60)),
               [group("body", [rect(196, 120, 18), gradient_fill(colour(rng), colour(rng), (-98, -60), (98, 60))])])
    for line in range(3):
        card.shape(f"line {line}", transform(p=(100, 40 + 20 * line)),
                   [group("line", [path(bezier([(-70, 0), (70 - 30 * line, 0)], closed=False, smooth=0)),
                                   stroke((1, 1, 1), 6, o=80), trim(20 + 10 * line, 70 + 10 * line)])])
    card.shape("badge", transform(p=(170, 30), s=eased([(30, (0, 0)), (50, (120, 120)), (60, (100, 100))])),
               [group("badge", [ellipse(24, 24), fill(colour(rng)), stroke((1, 1, 1), 2)])])
    piece = Composition()
    piece.shape("piece", transform(r=eased([(0, 0), (FRAMES, 720)])),
                [group("piece", [rect(10, 16, 2), fill(colour(rng))])])

    main = Composition()
    main.shape("background", transform(p=(400, 400)),
               [group("bg", [rect(800, 800), gradient_fill((0.07, 0.09, 0.2), (0.2, 0.1, 0.3), (0, -400), (0, 400))])])
    # Decorative blobs that drift: shapes with eased position and opacity.
    for i in range(40):
        x, y = rng.uniform(0, 800), rng.uniform(0, 800)
        main.shape(f"blob {i}", transform(p=eased([(0, (x, y)), (FRAMES, (x + rng.uniform(-60, 60), y + rng.uniform(-60, 60)))]),
                                          o=eased([(0, 0), (30, rng.uniform(20, 60)), (FRAMES, 10)])),
                   [group("blob", [ellipse(rng.uniform(20, 90), rng.uniform(20, 90)),
                                   gradient_fill(colour(rng), colour(rng), (0, 0), (40, 0), radial=True)])])
    # Cards: precomps flying in, staggered, with layer masks on every third.
    for i in range(12):
        x, y = 120 + (i % 3) * 280, 140 + (i // 3) * 170
        extra = {}
        if i % 3 == 0:
            extra = {"hasMask": True, "masksProperties": [mask("a", [(0, 0), (200, 0), (200, 120), (0, 120)]),
                                                         mask("s", [(150, 0), (200, 0), (200, 40), (150, 40)])]}
        main.precomp(f"card {i}", "card", transform(p=eased([(i * 4, (x, y + 300)), (i * 4 + 40, (x, y))]), a=(100, 60),
                                                     o=eased([(i * 4, 0), (i * 4 + 20, 100)])), 200, 120, **extra)
    # Icons: precomps, each under an alpha or luma matte (the matte layer just above it).
    for i in range(12):
        x, y = 80 + (i % 6) * 128, 700 - (i // 6) * 90
        main.precomp(f"icon {i}", "icon", transform(p=(x, y), a=(50, 50)), 100, 100, tt=1 if i % 2 == 0 else 3)
        main.shape(f"icon matte {i}", transform(p=(x, y), s=eased([(i * 5, (0, 0)), (i * 5 + 30, (100, 100))])),
                   [group("matte", [ellipse(90, 90), fill((1, 1, 1))])], td=1)
    # Confetti: the piece precomp placed 12 times, falling.
    for i in range(12):
        x = rng.uniform(40, 760)
        main.precomp(f"confetti {i}", "piece", transform(p=eased([(0, (x, -20)), (FRAMES, (x + rng.uniform(-80, 80), 820))])),
                     20, 20)
    # The progress ring: a trimmed stroke with a gradient stroke under it, and dots for pages.
    main.shape("progress", transform(p=(400, 560)),
               [group("track", [ellipse(120, 120), stroke((1, 1, 1), 8, o=20)]),
                group("ring", [ellipse(120, 120), gradient_stroke((0.3, 0.8, 1), (0.9, 0.3, 1), (-60, 0), (60, 0), 8),
                               trim(0, FRAMES)])])
    for i in range(5):
        main.shape(f"page dot {i}", transform(p=(340 + 30 * i, 640), s=eased([(i * 30, (100, 100)), (i * 30 + 15, (160, 160)), (i * 30 + 30, (100, 100))])),
                   [group("dot", [ellipse(10, 10), fill((1, 1, 1), o=70)])])
    # Title and subtitle bars, underlined by trims.
    for i in range(20):
        y = 60 + i * 6
        main.shape(f"title bar {i}", transform(p=(400, y), o=eased([(i * 2, 0), (i * 2 + 20, 100)])),
                   [group("bar", [rect(rng.uniform(200, 500), 3, 1.5), fill((1, 1, 1), o=40)])])
    main.shape("underline", transform(p=(400, 200)),
               [group("underline", [path(bezier([(-200, 0), (200, 0)], closed=False, smooth=0)), stroke((1, 0.8, 0.3), 4),
                                    trim(40, 100)])])
    assets = [{"id": "icon", "layers": icon.top_first}, {"id": "card", "layers": card.top_first},
              {"id": "piece", "layers": piece.top_first}]
    return file("onboarding", main.top_first, assets)


def blob_points(rng, n, radius, cx=0, cy=0, wobble=0.25):
    return [(round(cx + radius * (1 + rng.uniform(-wobble, wobble)) * math.cos(2 * math.pi * k / n), 2),
             round(cy + radius * (1 + rng.uniform(-wobble, wobble)) * math.sin(2 * math.pi * k / n), 2)) for k in range(n)]


def character(rng):
    eyes = Composition()
    for side in (-1, 1):
        eyes.shape(f"eye {side}", transform(p=(50 + 22 * side, 30), s=eased([(0, (100, 100)), (58, (100, 100)), (60, (100, 10)),
                                                                             (64, (100, 100))], hold=True)),
                   [group("white", [ellipse(26, 30), fill((1, 1, 1))]), group("pupil", [ellipse(12, 14), fill((0.1, 0.1, 0.1))])])
    face = Composition()
    face.precomp("eyes", "eyes", transform(p=(60, 40), a=(50, 30)), 100, 60)
    face.shape("mouth", transform(p=(60, 80)),
               [group("mouth", [morph([bezier([(-20, 0), (0, 12), (20, 0), (0, 4)]), bezier([(-22, 0), (0, 20), (22, 0), (0, 2)]),
                                       bezier([(-20, 0), (0, 12), (20, 0), (0, 4)])], [0, 60, 120]),
                                fill((0.7, 0.2, 0.25))])])
    for i in range(6):
        face.shape(f"freckle {i}", transform(p=(30 + 12 * i, 62 + (i % 2) * 4)), [group("f", [ellipse(3, 3), fill((0.6, 0.35, 0.25))])])
    head = Composition()
    head.shape("hair back", transform(p=(80, 70)),
               [group("hair", [morph([bezier(blob_points(rng, 10, 70)), bezier(blob_points(rng, 10, 72)),
                                       bezier(blob_points(rng, 10, 70))], [0, 90, FRAMES]),
                               gradient_fill((0.3, 0.15, 0.05), (0.15, 0.07, 0.02), (0, -70), (0, 70))])])
    head.shape("skull", transform(p=(80, 80)), [group("skull", [ellipse(120, 130), fill((0.96, 0.8, 0.68))])])
    head.precomp("face", "face", transform(p=(80, 90), a=(60, 50)), 120, 100)
    head.shape("hair front", transform(p=(80, 30)),
               [group("fringe", [morph([bezier(blob_points(rng, 8, 50, wobble=0.4)), bezier(blob_points(rng, 8, 52, wobble=0.4))],
                                       [0, FRAMES]), fill((0.3, 0.15, 0.05))])])

    main = Composition()
    main.shape("floor", transform(p=(400, 700)), [group("floor", [rect(800, 200), gradient_fill((0.85, 0.9, 0.95), (0.6, 0.7, 0.8), (0, -100), (0, 100))])])
    main.shape("sky", transform(p=(400, 300)), [group("sky", [rect(800, 600), gradient_fill((0.5, 0.75, 1), (0.9, 0.95, 1), (0, -300), (0, 300))])])
    root = main.null("root", transform(p=eased([(0, (380, 420)), (90, (420, 400)), (FRAMES, (380, 420))])))
    torso = main.null("torso", transform(r=eased([(0, -3), (90, 3), (FRAMES, -3)])), parent=root)
    main.shape("body", transform(), [group("body", [morph([bezier(blob_points(rng, 12, 90)), bezier(blob_points(rng, 12, 95)),
                                                           bezier(blob_points(rng, 12, 90))], [0, 90, FRAMES]),
                                                     gradient_fill((0.2, 0.5, 0.9), (0.1, 0.3, 0.7), (0, -90), (0, 90)),
                                                     stroke((0.05, 0.15, 0.4), 3)])], parent=torso)
    main.precomp("head", "head", transform(p=(0, -170), a=(80, 80), r=eased([(0, -6), (60, 6), (120, -2), (FRAMES, -6)])),
                 160, 160, parent=torso)
    # Limbs: shoulder -> elbow -> hand nulls, each segment a stroked bezier with a repeater of stripes.
    for side in (-1, 1):
        shoulder = main.null(f"shoulder {side}", transform(p=(70 * side, -60), r=eased([(0, 20 * side), (60, -30 * side), (FRAMES, 20 * side)])),
                             parent=torso)
        elbow = main.null(f"elbow {side}", transform(p=(60 * side, 0), r=eased([(0, 10), (90, -40), (FRAMES, 10)])), parent=shoulder)
        hand = main.null(f"hand {side}", transform(p=(55 * side, 0)), parent=elbow)
        for name, parent, length in (("upper arm", shoulder, 60), ("forearm", elbow, 55)):
            main.shape(f"{name} {side}", transform(), [group(name, [path(bezier([(0, 0), (length * side, 0)], closed=False, smooth=0)),
                                                                    stroke((0.96, 0.8, 0.68), 18)]),
                                                       group("stripes", [rect(4, 16, 1, (8 * side, 0)), fill((0.2, 0.5, 0.9), o=60),
                                                                         repeater(5, 9 * side)])], parent=parent)
        main.shape(f"palm {side}", transform(), [group("palm", [ellipse(26, 26), fill((0.96, 0.8, 0.68))])], parent=hand)
        for f in range(4):
            main.shape(f"finger {side} {f}", transform(r=-30 + 20 * f), [group("finger", [rect(6, 18, 3, (0, -16)), fill((0.96, 0.8, 0.68))])],
                       parent=hand)
        hip = main.null(f"hip {side}", transform(p=(35 * side, 80), r=eased([(0, 5 * side), (90, -5 * side), (FRAMES, 5 * side)])), parent=root)
        knee = main.null(f"knee {side}", transform(p=(0, 70), r=eased([(0, 0), (90, 12 * side), (FRAMES, 0)])), parent=hip)
        for name, parent in (("thigh", hip), ("shin", knee)):
            main.shape(f"{name} {side}", transform(), [group(name, [path(bezier([(0, 0), (0, 70)], closed=False, smooth=0)),
                                                                    stroke((0.2, 0.2, 0.3), 22)])], parent=parent)
        main.shape(f"shoe {side}", transform(p=(12 * side, 80)), [group("shoe", [rect(50, 20, 10), fill((0.15, 0.1, 0.1))])], parent=knee)
    # Background: clouds with dashed outlines and birds that flap (hold keyframes).
    for i in range(30):
        x, y = rng.uniform(0, 800), rng.uniform(40, 300)
        main.shape(f"cloud {i}", transform(p=eased([(0, (x, y)), (FRAMES, (x + 80, y))]), o=rng.uniform(50, 90)),
                   [group("cloud", [path(bezier(blob_points(rng, 9, rng.uniform(20, 50)))), fill((1, 1, 1)),
                                    stroke((0.8, 0.85, 0.9), 1.5, dash=(6, 4))])])
    for i in range(30):
        x, y = rng.uniform(0, 800), rng.uniform(60, 260)
        main.shape(f"bird {i}", transform(p=eased([(0, (x, y)), (FRAMES, (x - 200, y - 20))])),
                   [group("wing", [morph([bezier([(-10, 0), (0, -6), (10, 0)], closed=False), bezier([(-10, 0), (0, 6), (10, 0)], closed=False)],
                                         [0, 15]), stroke((0.2, 0.2, 0.25), 1.5)])])
    assets = [{"id": "eyes", "layers": eyes.top_first}, {"id": "face", "layers": face.top_first}, {"id": "head", "layers": head.top_first}]
    return file("character", main.top_first, assets)


def star(points, outer, inner):
    return [(round(math.cos(math.pi * k / points - math.pi / 2) * (outer if k % 2 == 0 else inner), 2),
             round(math.sin(math.pi * k / points - math.pi / 2) * (outer if k % 2 == 0 else inner), 2)) for k in range(2 * points)]


def burst(rng):
    sparks = Composition()
    for i in range(20):
        angle = rng.uniform(0, 2 * math.pi)
        d = rng.uniform(30, 90)
        sparks.shape(f"spark {i}", transform(p=eased([(0, (100, 100)), (50, (100 + d * math.cos(angle), 100 + d * math.sin(angle)))]),
                                             o=eased([(0, 100), (50, 0)])),
                     [group("spark", [ellipse(6, 6), fill(colour(rng))])])
    ribbons = Composition()
    for i in range(10):
        ribbons.shape(f"ribbon {i}", transform(p=(100, 100), r=i * 36),
                      [group("ribbon", [path(bezier([(0, 0), (30, -20), (60, 10), (90, -10)], closed=False)),
                                        stroke(colour(rng), 3), trim(0, 40)])])
    main = Composition()
    main.shape("backdrop", transform(p=(400, 400)), [group("bg", [rect(800, 800), gradient_fill((0.1, 0.05, 0.2), (0.02, 0.02, 0.05), (0, 0), (500, 0), radial=True)])])
    # Particles: ellipses and stars flying out from the centre on curved paths, turning and fading.
    for i in range(250):
        angle = rng.uniform(0, 2 * math.pi)
        distance = rng.uniform(120, 420)
        start = rng.randint(0, 60)
        end = start + rng.randint(50, 110)
        tx, ty = 400 + distance * math.cos(angle), 400 + distance * math.sin(angle)
        p = {"a": 1, "k": [{"t": start, "s": [400, 400, 0], "o": {"x": [0.2], "y": [0.6]}, "i": {"x": [0.4], "y": [1]},
                            "to": [distance * 0.3 * math.cos(angle - 0.6), distance * 0.3 * math.sin(angle - 0.6), 0],
                            "ti": [-distance * 0.2, 0, 0]},
                           {"t": end, "s": [round(tx, 2), round(ty, 2), 0]}]}
        shape = ([ellipse(rng.uniform(4, 14), rng.uniform(4, 14))] if i % 3 else [path(bezier(star(5, 9, 4), smooth=0))])
        main.shape(f"particle {i}", {"o": eased([(start, 100), (end, 0)]), "r": eased([(start, 0), (end, rng.uniform(-360, 360))]),
                                     "p": p, "a": static([0, 0, 0]), "s": eased([(start, [40, 40, 100]), (start + 10, [100, 100, 100]),
                                                                                 (end, [60, 60, 100])])},
                   [group("particle", shape + [fill(colour(rng))])], ip=start, op=end + 1)
    for i in range(20):
        x, y = rng.uniform(100, 700), rng.uniform(100, 700)
        main.precomp(f"sparks {i}", "sparks" if i % 2 == 0 else "ribbons", transform(p=(x, y), a=(100, 100)), 200, 200,
                     ip=i * 6, op=i * 6 + 60, st=i * 6)
    main.shape("title", transform(p=(400, 400), s=eased([(20, (0, 0)), (40, (110, 110)), (50, (100, 100))])),
               [group("card", [rect(360, 120, 24), gradient_fill((1, 0.8, 0.2), (1, 0.4, 0.3), (-180, 0), (180, 0))]),
                group("shine", [rect(40, 140, 0, (-200, 0)), fill((1, 1, 1), o=40)])],
               hasMask=True, masksProperties=[mask("a", [(-180, -60), (180, -60), (180, 60), (-180, 60)])])
    for i in range(24):
        a = 2 * math.pi * i / 24
        main.shape(f"ray {i}", transform(p=(400, 400), r=math.degrees(a)),
                   [group("ray", [path(bezier([(80, 0), (380, 0)], closed=False, smooth=0)), stroke((1, 0.9, 0.6), 2, o=50),
                                  trim(i, 40 + i)])])
    assets = [{"id": "sparks", "layers": sparks.top_first}, {"id": "ribbons", "layers": ribbons.top_first}]
    return file("burst", main.top_first, assets)


def count_layers(d):
    return len(d["layers"]) + sum(len(a.get("layers", [])) for a in d["assets"])


def main():
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "bench", "lottie")
    os.makedirs(out, exist_ok=True)
    for name, build, seed in (("onboarding", onboarding, 1), ("character", character, 2), ("burst", burst, 3)):
        d = build(random.Random(seed))
        path_ = os.path.join(out, name + ".json")
        with open(path_, "w") as f:
            json.dump(d, f, separators=(",", ":"))
        print(f"{os.path.relpath(path_)}: {count_layers(d)} layers, {os.path.getsize(path_) // 1024} KB")


if __name__ == "__main__":
    main()
