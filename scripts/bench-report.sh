#!/usr/bin/env bash
# docs/performance.md's tables in one run (Markdown on stdout, about 10 minutes on 2 cores):
#   1. every seed and stress scene: evaluate, tessellate, plan, encode CPU and their sum (the CPU
#      budget), GPU, total (medians, p99 of total), the empty-frame floor of the same run, draw calls,
#      offscreen targets, heap allocations per frame (Sandglass's evaluate + plan, and all);
#   2. the two standalone budgets: dust split 800x600 and presentation screenshots 800x800;
#   3. Sandglass against the Cairo and Skia peers on the stress scenes (scripts/bench-compare.sh),
#      stress-dust over its first second, its resting start and its whole cycle;
#   4. Sandglass's own CPU for stress-arcs-10k with nothing drawn (bench --cpu): the 5 ms budget;
#   5. the Lottie set against rlottie (scripts/bench-lottie.sh): every file of assets/lottie/ and the
#      three large files of bench/lottie/, own CPU, llvmpipe's share and the total against rlottie.
# Usage: scripts/bench-report.sh [FRAMES]   (FRAMES for the seed scenes, default 700: t = 0.33-12 s,
# every phase of every seed; the stress scenes run 60, stress-arcs-10k 20)
set -euo pipefail
cd "$(dirname "$0")/.."
frames=${1:-700}
scratch=${SANDGLASS_SCRATCH:-.build}
swift build -c release -j 1 --scratch-path "$scratch" --product sandglass >/dev/null
bin="$scratch/release/sandglass"
mkdir -p .build/peer
lib=.build/peer/libmalloc-count.so
[ -f "$lib" ] && [ "$lib" -nt scripts/malloc-count.c ] || gcc -O2 -shared -fPIC -o "$lib" scripts/malloc-count.c

echo "$(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $("$bin" --version), 800x800"
echo
echo "| scene | evaluate | tessellate | plan | encode CPU | CPU | gpu | total (p99) | floor | total/floor | draw calls | offscreen targets | allocations/frame: evaluate + plan (all) |"
echo "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"
for s in matching scoregauge arscanning sandclock sandclock-loading thanos stress-arcs stress-arcs-10k stress-hairlines stress-hairlines-moving stress-dashes stress-masks stress-dust; do
    n=$frames
    case $s in stress-arcs-10k) n=20 ;; stress-*) n=60 ;; esac
    LD_PRELOAD="$PWD/$lib" "$bin" bench "$s" --frames "$n" --json | python3 scripts/bench-rows.py
done
echo
echo "| budget | median (p99) ms |"
echo "| --- | --- |"
{
    "$bin" bench --dust-split --frames 100 --json
    for s in thanos arscanning stress-dust; do "$bin" bench "$s" --screenshot --frames 40 --json; done
} | python3 scripts/bench-rows.py
echo
SANDGLASS_SCRATCH="$scratch" scripts/bench-compare.sh 60 stress-arcs stress-hairlines stress-hairlines-moving stress-dashes stress-masks stress-dust \
    | tail -n +3 | sed 's/^| stress-dust |/| stress-dust, t = 0.33-1.33 s |/'
SANDGLASS_SCRATCH="$scratch" scripts/bench-compare.sh 20 stress-dust | tail -n 1 | sed 's/^| stress-dust |/| stress-dust, t = 0.33-0.65 s (most at rest) |/'
SANDGLASS_SCRATCH="$scratch" scripts/bench-compare.sh 300 stress-dust | tail -n 1 | sed 's/^| stress-dust |/| stress-dust, t = 0.33-5.33 s (the whole cycle) |/'
SANDGLASS_SCRATCH="$scratch" scripts/bench-compare.sh 20 stress-arcs-10k | tail -n 1
echo
echo "| own CPU, nothing drawn (bench --cpu, 100 frames) | total (p99) | evaluate | tessellate, plan (other frames, timed shape by shape) |"
echo "| --- | --- | --- | --- |"
own=$("$bin" bench stress-arcs-10k --cpu --frames 100 --json)
python3 - "$own" <<'PY'
import json, sys
d = json.loads(sys.argv[1])
m, p = d["median_ms"], d["p99_ms"]
print(f'| {d["scene"]} | {m["total"]:.2f} ({p["total"]:.2f}) | {m["evaluate"]:.2f} | {m["tessellate"]:.2f}, {m["plan"]:.2f} |')
PY
echo
SANDGLASS_SCRATCH="$scratch" scripts/bench-lottie.sh 120
