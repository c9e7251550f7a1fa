#!/usr/bin/env python3
"""Synthesises the Thanos scene's sounds into WAV files (44.1 kHz, 16-bit, mono).

    python3 scripts/thanos-sounds.py [OUT_DIR]        (default: assets/thanos)

writes
    snap.wav     0.35 s  a finger snap: a sharp noise click through a 2.6 kHz resonance, with a body thump
    dust1.wav ... dust6.wav  1.1-1.6 s  six dust "whooshes": noise through a band-pass sweeping up and back
                 down, with sand grains; each its own length, pitch and grains (the repository has six
                 dust sounds and picks one per result; the scene picks by its seed)
    reverse.wav  2.0 s   the time stone: the whoosh played backwards over a rising shimmer

Python standard library only (wave, math, random with a fixed seed), so the files come out the same
byte for byte on every run. Nothing is downloaded. The scene itself does not play them (its module
depends on Sandglass only); a host with OpenAL could.
"""
import math
import os
import random
import struct
import sys
import wave

RATE = 44100
SEED = 3


class BandPass:
    """A two-pole resonator (RBJ biquad band-pass, constant 0 dB peak gain); centre may change per sample."""

    def __init__(self, q):
        self.q = q
        self.x1 = self.x2 = self.y1 = self.y2 = 0.0

    def step(self, x, centre):
        w = 2 * math.pi * centre / RATE
        alpha = math.sin(w) / (2 * self.q)
        a0 = 1 + alpha
        b0, b2 = alpha / a0, -alpha / a0
        a1, a2 = -2 * math.cos(w) / a0, (1 - alpha) / a0
        y = b0 * x + b2 * self.x2 - a1 * self.y1 - a2 * self.y2
        self.x2, self.x1 = self.x1, x
        self.y2, self.y1 = self.y1, y
        return y


def normalise(samples, peak=0.9):
    top = max(abs(s) for s in samples) or 1.0
    return [s * peak / top for s in samples]


def write(path, samples):
    with wave.open(path, "wb") as f:
        f.setnchannels(1)
        f.setsampwidth(2)
        f.setframerate(RATE)
        f.writeframes(b"".join(struct.pack("<h", int(max(-1.0, min(1.0, s)) * 32767)) for s in samples))


def snap(rng):
    n = int(0.35 * RATE)
    click, body = BandPass(q=4), BandPass(q=2)
    out = []
    for i in range(n):
        t = i / RATE
        noise = rng.uniform(-1, 1)
        crack = click.step(noise, 2600) * math.exp(-t / 0.012)
        thump = body.step(noise, 180) * math.exp(-t / 0.03) * 0.6
        attack = min(1.0, t / 0.0008)
        out.append(attack * (crack * 3 + thump))
    return normalise(out)


def whoosh(rng, seconds=1.6, low=400, sweep=2600):
    n = int(seconds * RATE)
    band = BandPass(q=1.2)
    out = []
    for i in range(n):
        p = i / n
        centre = low + sweep * math.sin(math.pi * p) ** 2
        envelope = math.sin(math.pi * min(1.0, p * 1.25)) ** 2 if p < 0.8 else math.sin(math.pi * 0.8 * 1.25) ** 2 * (1 - p) / 0.2
        s = band.step(rng.uniform(-1, 1), centre) * envelope
        if rng.random() < 0.002 * envelope:
            s += rng.uniform(-0.5, 0.5)
        out.append(s)
    return normalise(out, 0.7)


def reverse(rng):
    n = int(2.0 * RATE)
    swoosh = list(reversed(whoosh(rng, 2.0)))
    out = []
    for i in range(n):
        t = i / RATE
        f = 500 + 700 * t / 2.0
        shimmer = sum(math.sin(2 * math.pi * f * k * t) / k for k in (1, 2, 3)) * 0.15 * math.sin(math.pi * t / 2.0)
        out.append(swoosh[i] + shimmer)
    return normalise(out, 0.8)


def main():
    out_dir = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "assets", "thanos")
    os.makedirs(out_dir, exist_ok=True)
    rng = random.Random(SEED)
    # (seconds, lowest band centre, sweep) of dust1 ... dust6.
    dusts = [(1.6, 400, 2600), (1.3, 500, 3200), (1.5, 300, 2000), (1.1, 600, 3600), (1.4, 350, 2400), (1.2, 450, 2900)]
    dust = [("dust%d" % (k + 1), lambda r, d=d: whoosh(r, *d)) for k, d in enumerate(dusts)]
    # In this order, the first three come out as before there were six dust sounds.
    for name, make in [("snap", snap), dust[0], ("reverse", reverse)] + dust[1:]:
        path = os.path.join(out_dir, name + ".wav")
        write(path, make(rng))
        print(os.path.normpath(path))


if __name__ == "__main__":
    main()
