"""The Skia peer of `sandglass bench` (docs/architecture.md §10), beside bench/cairo_peer.c: draws the same
stress scenes with Skia's CPU raster backend (PyPI skia-python) and prints per-frame median and p99
milliseconds.

Same rules as the Cairo peer: an 800x800 N32 premultiplied raster surface, cleared to black, t = frame / 60,
20 warm-up frames then N measured (200 by default), centres and sizes from SplitMix64 with seed 1, drawn in
the same order with the same parameters as Sources/Scenes/Stress/StressScenes.swift (and, for stress-dust,
DustStressScene.swift: the same panel, deal and motions, rebuilt here before the timed frames).

What is timed is one frame's drawing as a Skia program written in Python would do it: what does not
change between frames (generated centres and colours, the Paint objects, the static circles' paths, the
dust images) is made once before the timed frames, and each frame clears, builds the paths that move and
draws. The Python calls (one or two per shape) are inside the time: a few microseconds a shape, so on
stress-arcs-10k a few of its milliseconds are the interpreter's, not Skia's.

stress-masks: a gradient masked by a stroke is drawn as the stroke painted with the gradient (the same
pixels), as the Cairo peer does.

Usage: skia_peer.py SCENE [--frames N] [--json] [--png FILE]
"""
import argparse
import json
import math
import sys
import time

import numpy as np
import skia

MASK = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15


class SplitMix64:
    """SplitMix64 as Sources/Scenes/SplitMix64.swift: `seed` (and `stream`, mixed into the seed)."""

    def __init__(self, seed, stream=None):
        self.state = seed & MASK
        if stream is not None:
            mixer = SplitMix64(seed ^ ((stream * 0xD1B54A32D192ED03) & MASK))
            self.state = mixer.next()

    def next(self):
        self.state = (self.state + GOLDEN) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def unit(self):
        return (self.next() >> 11) * 2.0 ** -53

    def uniform(self, lo, hi):
        return lo + (hi - lo) * (self.next() >> 11) / float(1 << 53)

    def units(self, n):
        """The next `n` unit() draws at once (numpy): state k is the start plus k golden steps."""
        steps = np.arange(1, n + 1, dtype=np.uint64)
        with np.errstate(over="ignore"):
            z = np.uint64(self.state) + steps * np.uint64(GOLDEN)
            self.state = int(z[-1]) if n else self.state
            z = (z ^ (z >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
            z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
            z = z ^ (z >> np.uint64(31))
        return (z >> np.uint64(11)).astype(np.float64) * 2.0 ** -53


def fract(v):
    return v - math.floor(v)


def stroke_paint(width, cap, color=None):
    paint = skia.Paint(AntiAlias=True, Style=skia.Paint.kStroke_Style, StrokeWidth=width, StrokeCap=cap)
    if color is not None:
        paint.setColor4f(skia.Color4f(*color))
    return paint


def stroke_arcs(canvas, arcs, fractions):
    """Each (oval, paint) of `arcs` stroked from -90 degrees clockwise over its fraction of a turn (none at 0)."""
    for (oval, paint), f in zip(arcs, fractions):
        if f <= 0:
            continue
        path = skia.Path()
        path.addArc(oval, -90, 360 * f)
        canvas.drawPath(path, paint)


class Arcs:
    """stress-arcs (1,000) and stress-arcs-10k: round-capped arcs from -90 degrees, strokeEnd f."""

    def __init__(self, count):
        g = SplitMix64(1)
        self.count, self.arcs = count, []
        for _ in range(count):
            cx, cy = g.uniform(0, 800), g.uniform(0, 800)
            radius, width = g.uniform(20, 200), g.uniform(1, 4)
            colour = (g.uniform(0, 1), g.uniform(0, 1), g.uniform(0, 1), 1.0)
            oval = skia.Rect.MakeLTRB(cx - radius, cy - radius, cx + radius, cy + radius)
            self.arcs.append((oval, stroke_paint(width, skia.Paint.kRound_Cap, colour)))

    def draw(self, canvas, t):
        stroke_arcs(canvas, self.arcs, (fract(t / 3 + i / self.count) for i in range(self.count)))


class Circles:
    """stress-hairlines and stress-dashes: 1,000 closed circles, 0.5 wide, white at 0.8; dashed [4, 2]
    with phase 6 fract(t)."""

    def __init__(self, dashed):
        g = SplitMix64(1)
        self.dashed, self.paths = dashed, []
        for _ in range(1000):
            cx, cy, radius = g.uniform(0, 800), g.uniform(0, 800), g.uniform(20, 200)
            path = skia.Path()
            path.addCircle(cx, cy, radius)
            self.paths.append(path)
        self.paint = stroke_paint(0.5, skia.Paint.kButt_Cap, (1, 1, 1, 0.8))

    def draw(self, canvas, t):
        paint = self.paint
        if self.dashed:
            paint = skia.Paint(self.paint)
            paint.setPathEffect(skia.DashPathEffect.Make([4, 2], 6 * fract(t)))
        for path in self.paths:
            canvas.drawPath(path, paint)


class MovingCircles(Circles):
    """stress-hairlines-moving: the circles, circle i moved by (dx, dy) p(t), dx and dy in turn from
    SplitMix64(2), uniform in [-3, 3); p runs 0 -> 1 -> 0 linearly over 2 s."""

    def __init__(self):
        super().__init__(False)
        g = SplitMix64(2)
        self.offsets = [(g.uniform(-3, 3), g.uniform(-3, 3)) for _ in self.paths]

    def draw(self, canvas, t):
        u = math.fmod(t, 2)
        p = u if u <= 1 else 2 - u
        for path, (dx, dy) in zip(self.paths, self.offsets):
            canvas.save()
            canvas.translate(dx * p, dy * p)
            canvas.drawPath(path, self.paint)
            canvas.restore()


class Masks:
    """stress-masks: 200 rings of width 6 from -90 degrees, strokeEnd f, painted with their layer's gradient."""

    def __init__(self):
        g = SplitMix64(1)
        self.rings = []
        for _ in range(200):
            x, y = g.uniform(0, 720), g.uniform(0, 720)
            r1, g1 = g.uniform(0, 1), g.uniform(0, 1)
            g2, b2 = g.uniform(0, 1), g.uniform(0, 1)
            shader = skia.GradientShader.MakeLinear(
                [skia.Point(x, y), skia.Point(x + 80, y + 80)],
                [skia.Color4f(r1, g1, 1, 1).toColor(), skia.Color4f(1, g2, b2, 1).toColor()])
            paint = stroke_paint(6, skia.Paint.kButt_Cap)
            paint.setShader(shader)
            self.rings.append((skia.Rect.MakeLTRB(x + 6, y + 6, x + 74, y + 74), paint))

    def draw(self, canvas, t):
        stroke_arcs(canvas, self.rings, (fract(t / 2 + i / 200) for i in range(200)))


class Dust:
    """stress-dust: the 800x800 panel dealt into 32 images and flown off and back, as DustStressScene.swift
    defines it (and bench/cairo_peer.c rebuilds it)."""

    SIZE, COUNT, PASSES, SAMPLES = 800, 32, 2, 64
    STAGGER, DURATION, RESTORE = 1.35, 1.0, 1.0

    def __init__(self):
        w = h = self.SIZE
        y, x = np.mgrid[0:h, 0:w]
        r, gr, b = 255 * x // (w - 1), 255 * y // (h - 1), 255 - 255 * (x + y) // (w + h - 2)
        stripe = ((x + y) // 24) % 2 == 1
        r, gr, b = np.where(stripe, r // 2, r), np.where(stripe, gr // 2, gr), np.where(stripe, b // 2, b)
        dx, dy = 2 * x - w + 1, 2 * y - h + 1
        ring = ((dx * dx + dy * dy) // 25600) % 4 == 0
        r, gr, b = np.where(ring, 255, r), np.where(ring, 255, gr), np.where(ring, 255, b)
        panel = np.stack([r, gr, b, np.full_like(r, 255)], axis=-1).astype(np.uint8)
        # The deal: per pixel in row-major order, `PASSES` draws; image floor(COUNT (u + 2x/w) / 3).
        units = SplitMix64(1, 1).units(w * h * self.PASSES).reshape(h, w, self.PASSES)
        bias = (np.arange(w, dtype=np.float64) * (2 / w))[None, :, None]
        dealt = np.minimum(((units + bias) * (self.COUNT / 3)).astype(np.int64), self.COUNT - 1)
        self.layers = []
        for k in range(self.COUNT):
            mine = (dealt == k).any(axis=2)
            columns = np.nonzero(mine.any(axis=0))[0]
            if len(columns) == 0:
                x0, x1 = 0, 1
            else:
                x0, x1 = max(columns[0] - 1, 0), min(columns[-1] + 2, w)
            pixels = np.where(mine[:, x0:x1, None], panel[:, x0:x1], 0).astype(np.uint8)
            image = skia.Image.fromarray(np.ascontiguousarray(pixels), colorType=skia.kRGBA_8888_ColorType,
                                         alphaType=skia.kPremul_AlphaType)
            self.layers.append([image, x0])
        g = SplitMix64(1, 2)
        rotation, direction, c = 15 * math.pi / 180, 360 * math.pi / 180, 400.0
        for layer in self.layers:
            r1, r2, a = rotation * (g.unit() - 0.5), rotation * (g.unit() - 0.5), direction * (g.unit() - 0.5)
            tx, ty = 60 * math.cos(a), 30 * math.sin(a)
            ex, ey = c + tx * math.cos(r1) - ty * math.sin(r1), c + ty * math.cos(r1) + tx * math.sin(r1)
            layer += [r1 + r2, self.segment((c, c), (c + tx, c + ty), (ex, ey)), self.segment((ex, ey), (c + tx, c + ty), (c, c))]
        self.sampling = skia.SamplingOptions(skia.FilterMode.kLinear)

    @classmethod
    def segment(cls, p0, p1, p2):
        def point(u):
            s = 1 - u
            a, b, c = s * s, 2 * s * u, u * u
            return a * p0[0] + b * p1[0] + c * p2[0], a * p0[1] + b * p1[1] + c * p2[1]
        table, previous, total = [0.0], point(0), 0.0
        for k in range(1, cls.SAMPLES + 1):
            p = point(k / cls.SAMPLES)
            total += math.hypot(p[0] - previous[0], p[1] - previous[1])
            table.append(total)
            previous = p
        return point, table

    @classmethod
    def paced(cls, segment, p):
        point, table = segment
        length = table[-1]
        s = min(max(p, 0), 1) * length
        if not length > 0 or s <= 0:
            u = 0
        elif s >= length:
            u = 1
        else:
            lo, hi = 0, cls.SAMPLES
            while hi - lo > 1:
                mid = (lo + hi) // 2
                lo, hi = (mid, hi) if table[mid] <= s else (lo, mid)
            u = (lo + (s - table[lo]) / (table[hi] - table[lo])) / cls.SAMPLES
        return point(u)

    @staticmethod
    def progress(s, begin, duration):
        if s < begin:
            return -1
        local = s - begin
        return 1 if local >= duration else local / duration

    def draw(self, canvas, t):
        n = self.COUNT
        last = self.STAGGER * (n - 1) / n
        leave = last + self.DURATION
        period = leave + last + self.RESTORE
        s = t - math.floor(t / period) * period
        if s >= period:
            s -= period
        for i, (image, x0, turn, out, back) in enumerate(self.layers):
            x, y, angle, alpha = 400.0, 400.0, 0.0, 1.0
            p = self.progress(s, self.STAGGER * i / n, self.DURATION)
            if p >= 0:
                (x, y), angle, alpha = self.paced(out, p), turn * p, 1 - p
            p = self.progress(s, leave + self.STAGGER * (n - 1 - i) / n, self.RESTORE)
            if p >= 0:
                (x, y), angle, alpha = self.paced(back, p), turn * (1 - p), p
            alpha = float(np.float32(alpha))
            if not alpha > 0:
                continue
            canvas.save()
            canvas.translate(x, y)
            canvas.rotate(math.degrees(angle))
            canvas.translate(-400, -400)
            paint = skia.Paint(Alphaf=alpha)
            canvas.drawImage(image, x0, 0, self.sampling, paint)
            canvas.restore()


SCENES = {
    "stress-arcs": lambda: Arcs(1000),
    "stress-arcs-10k": lambda: Arcs(10_000),
    "stress-hairlines": lambda: Circles(False),
    "stress-hairlines-moving": MovingCircles,
    "stress-dashes": lambda: Circles(True),
    "stress-masks": Masks,
    "stress-dust": Dust,
}


def main():
    parser = argparse.ArgumentParser(description="the Skia peer of sandglass bench")
    parser.add_argument("scene", choices=sorted(SCENES))
    parser.add_argument("--frames", type=int, default=200)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--png")
    args = parser.parse_args()
    frames, warmup = max(args.frames, 1), 20
    scene = SCENES[args.scene]()
    surface = skia.Surface.MakeRaster(skia.ImageInfo.MakeN32Premul(800, 800))
    canvas = surface.getCanvas()
    samples = []
    for i in range(warmup + frames):
        t, start = i / 60, time.perf_counter()
        canvas.clear(skia.ColorBLACK)
        scene.draw(canvas, t)
        surface.flushAndSubmit()
        if i >= warmup:
            samples.append((time.perf_counter() - start) * 1000)
    if args.png:
        surface.makeImageSnapshot().save(args.png, skia.kPNG)
    samples.sort()
    median = samples[frames // 2] if frames % 2 else (samples[frames // 2 - 1] + samples[frames // 2]) / 2
    p99 = samples[max(math.ceil(0.99 * frames) - 1, 0)]
    engine = f"skia-python {skia.__version__}"
    if args.json:
        print(json.dumps({"scene": args.scene, "engine": engine, "frames": frames,
                          "median_ms": round(median, 3), "p99_ms": round(p99, 3)}))
    else:
        print(f"{args.scene} {engine}: median {median:.3f} ms, p99 {p99:.3f} ms over {frames} frames")


if __name__ == "__main__":
    sys.exit(main())
