#!/usr/bin/env python3
"""Markdown table rows for scripts/bench-report.sh from `sandglass bench ... --json` objects on stdin."""
import json
import sys

for line in sys.stdin:
    if not line.strip():
        continue
    d = json.loads(line)
    kind = d.get("benchmark", "frame")
    if kind == "dust-split":
        w, h = d["size"]
        print(f"| dust split {w}x{h} into {d['images']} images | {d['median_ms']:.1f} ({d['p99_ms']:.1f}) |")
    elif kind == "screenshot":
        m, p = d["median_ms"], d["p99_ms"]
        w, h = d["size"]
        print(f"| screenshot {d['scene']} {w}x{h} (readback {m['readback']:.1f} + PNG {m['encode']:.1f}, "
              f"{d['png_bytes'] // 1024} KiB) | {m['total']:.1f} ({p['total']:.1f}) |")
    else:
        m, p = d["median_ms"], d["p99_ms"]
        # The CPU budget's sum: Sandglass's evaluate, tessellate and plan, and the calling thread's CPU
        # time inside the GL calls (llvmpipe's vertex stage, binning and state validation run there).
        cpu = m["evaluate"] + m["tessellate"] + m["plan"] + d["encode_cpu_ms"]
        own = d["evaluate_allocations_per_frame"], d["plan_allocations_per_frame"]
        print(f"| {d['scene']} | {m['evaluate']:.3f} | {m['tessellate']:.3f} | {m['plan']:.3f} | {d['encode_cpu_ms']:.3f} "
              f"| {cpu:.2f} | {m['gpu']:.2f} | {m['total']:.2f} ({p['total']:.2f}) | {d['floor_ms']:.2f} "
              f"| {m['total'] / d['floor_ms']:.1f} | {d['draw_calls']} | {d['offscreen_targets']} "
              f"| {own[0]} + {own[1]} ({d['allocations_per_frame']}) |")
