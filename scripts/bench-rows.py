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
        print(f"| {d['scene']} | {m['evaluate']:.2f} | {m['tessellate']:.2f} | {m['encode']:.2f} | {m['gpu']:.2f} "
              f"| {m['total']:.2f} ({p['total']:.2f}) | {d['floor_ms']:.2f} | {m['total'] / d['floor_ms']:.1f} "
              f"| {d['draw_calls']} | {d['offscreen_targets']} | {d['vertices']} | {d['allocations_per_frame']} |")
