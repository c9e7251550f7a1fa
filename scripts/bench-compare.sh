#!/usr/bin/env bash
# Sandglass against the Cairo peer on the stress scenes of docs/architecture.md §10, in one run: builds both
# (release), runs each scene with each engine (20 warm-up frames, FRAMES measured, default 200) and
# prints a Markdown table of medians, p99 and the sandglass/cairo ratio of medians.
# Usage: scripts/bench-compare.sh [FRAMES] [SCENE...]
set -euo pipefail
cd "$(dirname "$0")/.."
frames=${1:-200}; shift || true
scenes=("$@")
[ ${#scenes[@]} -eq 0 ] && scenes=(stress-arcs stress-arcs-10k stress-hairlines stress-dashes stress-masks stress-dust)
scratch=${SANDGLASS_SCRATCH:-.build}
swift build -c release --scratch-path "$scratch" --product sandglass >/dev/null
sandglass="$scratch/release/sandglass"
peer=$(scripts/bench-peer.sh)
echo "$(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $frames frames after 20 warm-up, 800x800"
echo
echo "| scene | sandglass median (p99) ms | cairo median (p99) ms | sandglass/cairo | draw calls |"
echo "| --- | --- | --- | --- | --- |"
for s in "${scenes[@]}"; do
    sg=$("$sandglass" bench "$s" --frames "$frames" --json)
    ca=$("$peer" "$s" --frames "$frames" --json)
    python3 - "$sg" "$ca" <<'PY'
import json, sys
s, c = json.loads(sys.argv[1]), json.loads(sys.argv[2])
m, p = s["median_ms"]["total"], s["p99_ms"]["total"]
print(f'| {s["scene"]} | {m:.1f} ({p:.1f}) | {c["median_ms"]:.1f} ({c["p99_ms"]:.1f}) | {m / c["median_ms"]:.2f} | {s["draw_calls"]} |')
PY
done
