#!/usr/bin/env bash
# The Lottie benchmark set against rlottie, one Markdown table (docs/performance.md, "Lottie against
# rlottie"): every file of assets/lottie/ and the three large files of bench/lottie/
# (scripts/gen-lottie-bench.py), each at 800x800 over FRAMES frames after 20 warm-up (default 120):
#   - own CPU: Sandglass's evaluate + tessellate + plan per frame with nothing drawn (bench --cpu);
#     the import is not in it (bench prints it apart);
#   - llvmpipe: what the drawn frame costs beyond Sandglass's own CPU (total - evaluate - tessellate -
#     plan - encode CPU): the software GL's share, which a real GPU takes off the CPU;
#   - total: the drawn frame's median (bench);
#   - rlottie: rlottie drawing the same frames at the same size in the same run (bench's comparison);
#   - the two ratios the performance targets are stated in: own CPU / rlottie and total / rlottie.
# Usage: scripts/bench-lottie.sh [FRAMES] [FILE...]
set -euo pipefail
cd "$(dirname "$0")/.."
frames=${1:-120}; shift || true
files=("$@")
[ ${#files[@]} -eq 0 ] && files=(assets/lottie/*.json bench/lottie/*.json)
scratch=${SANDGLASS_SCRATCH:-.build}
swift build -c release -j 1 --scratch-path "$scratch" --product sandglass >/dev/null
bin="$scratch/release/sandglass"
echo "| Lottie file | layers | own CPU ms | llvmpipe ms | total ms (p99) | rlottie ms | own CPU / rlottie | total / rlottie |"
echo "| --- | --- | --- | --- | --- | --- | --- | --- |"
for f in "${files[@]}"; do
    drawn=$("$bin" bench "$f" --frames "$frames" --json 2>/dev/null) || { echo "| $f | - | failed | | | | | |"; continue; }
    own=$("$bin" bench "$f" --cpu --frames "$frames" --json 2>/dev/null)
    python3 - "$f" "$drawn" "$own" <<'PY'
import json, os, sys
path, drawn, own = sys.argv[1], json.loads(sys.argv[2]), json.loads(sys.argv[3])
with open(path) as f:
    doc = json.load(f)
layers = len(doc.get("layers", [])) + sum(len(a.get("layers", [])) for a in doc.get("assets", []))
m = drawn["median_ms"]
cpu = own["median_ms"]["total"]
llvmpipe = max(m["total"] - m["evaluate"] - m["tessellate"] - m["plan"] - drawn["encode_cpu_ms"], 0)
rl = drawn.get("lottie", {}).get("rlottie_median_ms")
ratios = f'{cpu / rl:.2f} | {m["total"] / rl:.2f}' if rl else '- | -'
print(f'| {os.path.relpath(path)} | {layers} | {cpu:.3f} | {llvmpipe:.2f} | {m["total"]:.2f} ({drawn["p99_ms"]["total"]:.2f}) | '
      + (f'{rl:.3f}' if rl else '-') + f' | {ratios} |')
PY
done
