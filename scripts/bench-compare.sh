#!/usr/bin/env bash
# Sandglass against the Cairo peer (bench/cairo_peer.c) and the Skia peer (bench/skia_peer.py, CPU
# raster) on the stress scenes of docs/architecture.md §10, in one run: builds Sandglass and Cairo's peer
# (release), runs each scene with each engine (20 warm-up frames, FRAMES measured, default 200) and
# prints a Markdown table of medians, p99 and the sandglass/peer ratios of medians, with the picture
# check: each peer's last frame against Sandglass's at the same time (mean absolute difference of the
# colour channels, 0-255), and each picture's mean level (equal levels: equally bright hairlines).
# Skia runs when skia-python imports from SANDGLASS_SKIA_PYTHON (default .build/peer/skia-venv/bin/python;
# make it with: python3 -m venv .build/peer/skia-venv && .build/peer/skia-venv/bin/pip install skia-python numpy);
# otherwise one line on stderr says it is skipped and its columns show "-".
# Usage: scripts/bench-compare.sh [FRAMES] [SCENE...]
set -euo pipefail
cd "$(dirname "$0")/.."
frames=${1:-200}; shift || true
scenes=("$@")
[ ${#scenes[@]} -eq 0 ] && scenes=(stress-arcs stress-arcs-10k stress-hairlines stress-hairlines-moving stress-dashes stress-masks stress-dust)
scratch=${SANDGLASS_SCRATCH:-.build}
swift build -c release --scratch-path "$scratch" --product sandglass >/dev/null
sandglass="$scratch/release/sandglass"
peer=$(scripts/bench-peer.sh)
diff=.build/peer/png_diff
[ -x "$diff" ] && [ "$diff" -nt bench/png_diff.c ] || gcc -O2 -Wall -o "$diff" bench/png_diff.c $(pkg-config --cflags --libs cairo)
skia=${SANDGLASS_SKIA_PYTHON:-.build/peer/skia-venv/bin/python}
if ! "$skia" -c 'import skia, numpy' 2>/dev/null; then
    echo "bench-compare: Skia skipped (skia-python not importable from $skia)" >&2
    skia=""
fi
pictures=$(mktemp -d)
trap 'rm -rf "$pictures"' EXIT
last=$(python3 -c "print(($frames + 19) / 60)")
echo "$(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $frames frames after 20 warm-up, 800x800"
echo
echo "| scene | sandglass median (p99) ms | cairo median (p99) ms | sandglass/cairo | skia median (p99) ms | sandglass/skia | picture: mean difference to cairo, skia | mean level: sandglass, cairo, skia | draw calls |"
echo "| --- | --- | --- | --- | --- | --- | --- | --- | --- |"
for s in "${scenes[@]}"; do
    rm -f "$pictures"/*.png
    sg=$("$sandglass" bench "$s" --frames "$frames" --json)
    ca=$("$peer" "$s" --frames "$frames" --json --png "$pictures/cairo.png")
    sk='{}'
    [ -n "$skia" ] && sk=$("$skia" bench/skia_peer.py "$s" --frames "$frames" --json --png "$pictures/skia.png")
    "$sandglass" render "$s" --time "$last" --out "$pictures/sandglass.png" >/dev/null
    cd_=$("$diff" "$pictures/sandglass.png" "$pictures/cairo.png")
    sd_=""
    [ -n "$skia" ] && sd_=$("$diff" "$pictures/sandglass.png" "$pictures/skia.png")
    python3 - "$sg" "$ca" "$sk" "$cd_" "$sd_" <<'PY'
import json, sys
s, c, k = (json.loads(a) for a in sys.argv[1:4])
cd, sd = sys.argv[4].split(), sys.argv[5].split()
m, p = s["median_ms"]["total"], s["p99_ms"]["total"]
skia = f'{k["median_ms"]:.1f} ({k["p99_ms"]:.1f}) | {m / k["median_ms"]:.2f}' if k else '- | -'
difference = f'{float(cd[0]):.2f}, {float(sd[0]):.2f}' if sd else f'{float(cd[0]):.2f}, -'
level = f'{float(cd[1]):.1f}, {float(cd[2]):.1f}, ' + (f'{float(sd[2]):.1f}' if sd else '-')
print(f'| {s["scene"]} | {m:.1f} ({p:.1f}) | {c["median_ms"]:.1f} ({c["p99_ms"]:.1f}) | {m / c["median_ms"]:.2f} | {skia} | {difference} | {level} | {s["draw_calls"]} |')
PY
done
