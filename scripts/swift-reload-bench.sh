#!/usr/bin/env bash
# Measures Swift hot reload in the real preview: a generated 200-line UIView scene is saved SAVES times
# (default 20) with one literal changed, about every 1.5 s; prints the median and p90 of save-to-scene
# (compile, load, rebuild) from the preview's own lines, and the preview's resident memory after each
# reload. Needs an X display (run under xvfb-run) and a debug build. Usage:
#   xvfb-run -a scripts/swift-reload-bench.sh [SAVES]
set -euo pipefail
saves=${1:-20}
bin=$(pwd)/.build/debug/sandglass
work=$(mktemp -d)
trap 'kill $pid 2>/dev/null || true; rm -rf "$work"' EXIT
scene=$work/Rings.swift
{
  echo "import UIKit"
  echo ""
  echo "/// Generated for the reload benchmark: 24 rings, each built in eight lines."
  echo "final class Rings: UIView {"
  echo "    static let previewSize = CGSize(width: 400, height: 400)"
  echo "    override init(frame: CGRect) {"
  echo "        super.init(frame: frame)"
  echo "        backgroundColor = UIColor(red: 0.1, green: 0.1, blue: 0.14, alpha: 1)"
  for i in $(seq 1 24); do
    echo "        let ring$i = CAShapeLayer()"
    echo "        ring$i.path = UIBezierPath(ovalIn: CGRect(x: $((200 - i * 7)), y: $((200 - i * 7)), width: $((i * 14)), height: $((i * 14)))).cgPath"
    echo "        ring$i.fillColor = nil"
    echo "        ring$i.strokeColor = UIColor(white: 1, alpha: $(awk -v i=$i 'BEGIN { printf "%.2f", 0.2 + i / 40 }')).cgColor"
    echo "        ring$i.lineWidth = 2"
    echo "        layer.addSublayer(ring$i)"
    echo "        let spin$i = CABasicAnimation(keyPath: \"strokeEnd\"); spin$i.fromValue = 0; spin$i.toValue = 1"
    echo "        spin$i.duration = $i.5; spin$i.repeatCount = .infinity; ring$i.add(spin$i, forKey: \"spin\")"
  done
  echo "    }"
  echo "    required init?(coder: NSCoder) { fatalError(\"init(coder:) has not been implemented\") }"
  echo "}"
} > "$scene"
lines=$(wc -l < "$scene")
cd "$work"
"$bin" preview "$scene" --mute 2> "$work/stderr.txt" &
pid=$!
sleep 4
echo "reload rss_kib" > "$work/rss.txt"
for n in $(seq 1 "$saves"); do
  sed -i "s/lineWidth = [0-9.]*$/lineWidth = $((n % 5 + 1))/" "$scene"
  sleep 1.5
  echo "$n $(awk '/VmRSS/ { print $2 }' /proc/$pid/status)" >> "$work/rss.txt"
done
kill $pid
python3 - "$work/stderr.txt" "$work/rss.txt" "$lines" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
rows = [tuple(map(float, m)) for m in re.findall(
    r"reloaded ([0-9.]+) s after the save \(compile ([0-9.]+) s, load ([0-9]+) ms\), scene rebuilt in ([0-9.]+) ms", text)]
def pick(values, q):
    v = sorted(values)
    return v[min(len(v) - 1, int(q * len(v)))] if v else float("nan")
total, compile, load, rebuild = ([r[i] for r in rows] for i in range(4))
print(f"{sys.argv[3]}-line scene, {len(rows)} reloads: save to scene median {pick(total, 0.5):.2f} s, p90 {pick(total, 0.9):.2f} s; "
      f"median compile {pick(compile, 0.5):.2f} s, load {pick(load, 0.5):.0f} ms, rebuild {pick(rebuild, 0.5):.1f} ms")
rss = [int(l.split()[1]) for l in open(sys.argv[2]).read().split("\n")[1:] if l.strip()]
if len(rss) > 1:
    print(f"resident memory: {rss[0]} KiB after reload 1, {rss[-1]} KiB after reload {len(rss)} "
          f"({(rss[-1] - rss[0]) / (len(rss) - 1):.1f} KiB a reload); every 10th: {rss[::10]}")
PY
