#!/usr/bin/env bash
# Renders every seed scene at six times over one cycle at 2x and tiles them into one PNG, a row per
# scene (needs ffmpeg and an X display or EGL; run under xvfb-run). Usage: scripts/contact-sheet.sh OUT.png
set -euo pipefail
out=${1:?usage: scripts/contact-sheet.sh OUT.png}
bin=.build/debug/sandglass
[ -x "$bin" ] || swift build --product sandglass >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# scene:cycle seconds (one fill, one turn, one scan to its end, one sand cycle, one snap and restore)
scenes="matching:3 scoregauge:2 arscanning:4.8 sandclock:6.5 sandclock-loading:6.5 thanos:12"
rows=()
for entry in $scenes; do
  name=${entry%%:*}; cycle=${entry##*:}
  for i in 0 1 2 3 4 5; do
    t=$(awk -v c="$cycle" -v i="$i" 'BEGIN { printf "%.3f", c * i / 6 }')
    "$bin" render "$name" --time "$t" --scale 2 --out "$work/$name-$i.png" >/dev/null
  done
  # One row: the six frames side by side, scaled to 240 px high, then padded to a common width.
  ffmpeg -loglevel error -y -i "$work/$name-%d.png" -vf "scale=-2:240,tile=6x1:padding=8:color=white" \
    -frames:v 1 "$work/row-$name.png"
  rows+=("$work/row-$name.png")
done
width=0
for r in "${rows[@]}"; do
  w=$(ffprobe -v error -select_streams v:0 -show_entries stream=width -of csv=p=0 "$r")
  [ "$w" -gt "$width" ] && width=$w
done
inputs=(); pads=""; i=0
for r in "${rows[@]}"; do inputs+=(-i "$r"); pads+="[$i:v]pad=$width:ih+8:0:0:white[r$i];"; i=$((i + 1)); done
stack=""; for j in $(seq 0 $((i - 1))); do stack+="[r$j]"; done
ffmpeg -loglevel error -y "${inputs[@]}" -filter_complex "${pads}${stack}vstack=inputs=$i" "$out"
echo "$out"
