#!/usr/bin/env python3
"""Frame times of two builds of sandglass, interleaved: before and after a change, in one run.

    scripts/bench-ab.py BEFORE [AFTER] [--rounds N] [--frames N] [--scenes a,b,c] [--cpu]

BEFORE and AFTER are git revisions (AFTER defaults to the working tree) or paths to sandglass
binaries. A revision is checked out in .build/ab/REV (a detached worktree) and built there in
release once. Each binary draws with the shaders/ of the checkout it was built in (the nearest one
above it; SANDGLASS_SHADERS), so a change to a shader is measured too. Each round runs every scene
once with each binary, alternating which goes first, so that the machine's drift (other work, heat)
falls on both alike. Prints a Markdown table of the
medians over the rounds of each run's median: evaluate + tessellate + plan (Sandglass's own CPU),
and the total frame, with after/before ratios. With --cpu both builds run `bench SCENE --cpu`
(nothing drawn: own CPU only, both builds must know the option) and the table has only own CPU:
each run's median total, its frames' own sums (with --cpu the tessellate and plan columns come from
other frames, which read the clock per shape).
"""
import argparse
import json
import os
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SEEDS = ["matching", "scoregauge", "arscanning", "sandclock", "thanos"]
STRESS = ["stress-arcs", "stress-hairlines", "stress-dashes", "stress-masks", "stress-dust"]


def run(cmd, cwd=ROOT, env=None):
    result = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, env=env)
    if result.returncode != 0:
        sys.exit(f"bench-ab: {' '.join(cmd)} failed ({result.returncode}): {result.stderr.strip()[-400:]}")
    return result.stdout


def binary(spec):
    """A sandglass binary for a path, a revision, or None (the working tree)."""
    if spec and os.path.isfile(spec) and os.access(spec, os.X_OK):
        return os.path.abspath(spec)
    if spec is None:
        run(["swift", "build", "-c", "release", "--product", "sandglass"])
        return os.path.join(ROOT, ".build/release/sandglass")
    rev = run(["git", "rev-parse", "--short", spec + "^{commit}"]).strip()
    tree = os.path.join(ROOT, ".build/ab", rev)
    if not os.path.isdir(tree):
        run(["git", "worktree", "add", "--detach", tree, rev])
    print(f"bench-ab: building {spec} ({rev}) in {tree}", file=sys.stderr)
    run(["swift", "build", "-c", "release", "--product", "sandglass"], cwd=tree)
    return os.path.join(tree, ".build/release/sandglass")


def shaders_for(bin_path):
    """The shaders/ folder of the checkout a binary was built in (the nearest one above it), so that
    each build draws with its own shaders; None: the working tree's, with a warning."""
    folder = os.path.dirname(bin_path)
    while True:
        candidate = os.path.join(folder, "shaders")
        if os.path.isfile(os.path.join(candidate, "layer.vert")):
            return candidate
        parent = os.path.dirname(folder)
        if parent == folder:
            print(f"bench-ab: no shaders/ above {bin_path}: it draws with the working tree's", file=sys.stderr)
            return None
        folder = parent


def measure(bin_path, scene, frames, cpu_only):
    shaders = shaders_for(bin_path)
    env = dict(os.environ, **({"SANDGLASS_SHADERS": shaders} if shaders else {}))
    out = run([bin_path, "bench", scene, "--frames", str(frames), "--json"] + (["--cpu"] if cpu_only else []), env=env)
    d = json.loads(out.strip().splitlines()[-1])
    m = d["median_ms"]
    if cpu_only:
        return m["total"], m["total"]
    return m["evaluate"] + m["tessellate"] + m["plan"], m["total"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("before")
    parser.add_argument("after", nargs="?")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--frames", type=int, default=120)
    parser.add_argument("--scenes", default=",".join(SEEDS + STRESS))
    parser.add_argument("--cpu", action="store_true", help="own CPU only, nothing drawn (bench --cpu)")
    args = parser.parse_args()
    scenes = args.scenes.split(",")
    bins = [binary(args.before), binary(args.after)]
    runs = {(s, i): [] for s in scenes for i in (0, 1)}
    for r in range(args.rounds):
        for s in scenes:
            order = (0, 1) if (r + scenes.index(s)) % 2 == 0 else (1, 0)
            for i in order:
                frames = 20 if s == "stress-arcs-10k" and not args.cpu else args.frames
                runs[(s, i)].append(measure(bins[i], s, frames, args.cpu))
        print(f"bench-ab: round {r + 1} of {args.rounds} done", file=sys.stderr)
    print(f"{args.rounds} interleaved rounds, medians of run medians (ms), {os.cpu_count()} cores"
          + (", own CPU only (bench --cpu)" if args.cpu else ""))
    print()
    if args.cpu:
        print("| scene | own CPU before | own CPU after | ratio |")
        print("| --- | --- | --- | --- |")
        for s in scenes:
            cpu = [statistics.median(v[0] for v in runs[(s, i)]) for i in (0, 1)]
            print(f"| {s} | {cpu[0]:.3f} | {cpu[1]:.3f} | {cpu[1] / cpu[0]:.2f} |")
        return
    print("| scene | own CPU before | own CPU after | ratio | total before | total after | ratio |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for s in scenes:
        cpu = [statistics.median(v[0] for v in runs[(s, i)]) for i in (0, 1)]
        total = [statistics.median(v[1] for v in runs[(s, i)]) for i in (0, 1)]
        print(f"| {s} | {cpu[0]:.3f} | {cpu[1]:.3f} | {cpu[1] / cpu[0]:.2f} "
              f"| {total[0]:.2f} | {total[1]:.2f} | {total[1] / total[0]:.2f} |")


if __name__ == "__main__":
    main()
