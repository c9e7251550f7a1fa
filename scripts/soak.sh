#!/usr/bin/env bash
# Soak test: the preview under Xvfb for N minutes with its params file rewritten every second, a
# screenshot (P key through xdotool) every 10 s, RSS sampled every second and GL errors checked each
# frame (SANDGLASS_GL_CHECK=1).
#
#   scripts/soak.sh [MINUTES] [SCENE]          defaults: 10, pulse (assets/scenes/pulse.json5)
#
# Env: SOAK_SECONDS (overrides MINUTES, for a quick try), SANDGLASS_BIN (default: release build in .build, else /tmp/sg-rel/debug), SOAK_DIR (output,
# default /tmp/sandglass-soak). Writes SOAK_DIR/rss.tsv (seconds, RSS KiB), SOAK_DIR/preview.log (its
# stderr) and prints RSS at 1 minute vs the end, screenshots saved, GL errors and bad lines.
# Exit 0 when the preview survived, RSS grew less than 5 % from minute 1 to the end and no GL error.
set -euo pipefail
cd "$(dirname "$0")/.."
minutes=${1:-10}
scene=${2:-assets/scenes/pulse.json5}
bin=${SANDGLASS_BIN:-}
if [[ -z $bin ]]; then
    for candidate in .build/release/sandglass /tmp/sg-rel/release/sandglass .build/debug/sandglass /tmp/sg-rel/debug/sandglass; do
        [[ -x $candidate ]] && { bin=$candidate; break; }
    done
fi
[[ -x ${bin:-} ]] || { echo "soak.sh: no sandglass binary (build first or set SANDGLASS_BIN)" >&2; exit 2; }
bin=$(realpath "$bin"); scene=$(realpath "$scene")
export SANDGLASS_SHADERS=${SANDGLASS_SHADERS:-$PWD/shaders}
dir=${SOAK_DIR:-/tmp/sandglass-soak}
rm -rf "$dir"; mkdir -p "$dir/shots"
params=$dir/params.json
"$bin" params "$scene" > "$params"

display=:$((90 + RANDOM % 100))
Xvfb "$display" -screen 0 1280x1024x24 -nolisten tcp > /dev/null 2>&1 &
xvfb=$!
preview=
cleanup() { if [[ -n $preview ]]; then kill "$preview" 2> /dev/null || true; fi; kill "$xvfb" 2> /dev/null || true; }
trap cleanup EXIT
export DISPLAY=$display
for _ in $(seq 50); do xdpyinfo > /dev/null 2>&1 && break; sleep 0.1; done

# The preview writes screenshots/ in its working folder: run it in $dir.
# The window's own process (sandglass runs sandglass-preview for it), so that its RSS is sampled.
( cd "$dir" && SANDGLASS_GL_CHECK=1 exec "$(dirname "$bin")/sandglass-preview" preview "$scene" --params "$params" ) 2> "$dir/preview.log" &
preview=$!
window=$(xdotool search --sync --onlyvisible --name '^sandglass' | head -1)

echo -e "seconds\trss_kib" > "$dir/rss.tsv"
end=$((SECONDS + ${SOAK_SECONDS:-$((minutes * 60))})); start=$SECONDS; i=0
while (( SECONDS < end )); do
    kill -0 "$preview" 2>/dev/null || { echo "soak.sh: the preview exited early" >&2; break; }
    i=$((i + 1))
    # Rewrite the params file: period and radius wander inside their ranges; every 7th write is bad.
    if (( i % 7 == 0 )); then
        printf '{"period": "bad"}\n' > "$params.tmp"
    else
        printf '{"period": %s, "radius": %s}\n' "$(( 1 + i % 5 )).$(( i % 10 ))" "$(( 40 + (i * 7) % 60 ))" > "$params.tmp"
    fi
    mv "$params.tmp" "$params"
    (( i % 10 == 0 )) && xdotool key --window "$window" p
    echo -e "$((SECONDS - start))\t$(awk '/^VmRSS/ {print $2}' /proc/$preview/status)" >> "$dir/rss.tsv"
    sleep 1
done
alive=yes; kill -0 "$preview" 2>/dev/null || alive=no
xdotool key --window "$window" Escape 2>/dev/null || true
for _ in $(seq 50); do kill -0 "$preview" 2>/dev/null || break; sleep 0.1; done

at1=$(awk -F'\t' 'NR > 1 && $1 >= 60 {print $2; exit}' "$dir/rss.tsv")
last=$(tail -1 "$dir/rss.tsv" | cut -f2)
shots=$(find "$dir/screenshots" -name '*.png' 2>/dev/null | wc -l)
glerrors=$(grep -c 'GL error' "$dir/preview.log" || true)
growth=$(awk -v a="${at1:-0}" -v b="${last:-0}" 'BEGIN { if (a > 0) printf "%.2f", (b - a) * 100 / a; else print "n/a" }')
echo "soak: ${minutes} min, preview alive to the end: $alive"
echo "soak: RSS at 1 min ${at1:-n/a} KiB, at the end $last KiB ($growth %), max $(awk -F'\t' 'NR > 1 && $2 > m {m = $2} END {print m}' "$dir/rss.tsv") KiB"
echo "soak: $shots screenshots, $glerrors GL errors, $(grep -c 'but must be' "$dir/preview.log" || true) bad-params lines (every 7th write is bad), $(wc -l < "$dir/preview.log") stderr lines (log: $dir/preview.log)"
ok=yes
[[ $alive == yes ]] || { echo "soak: FAIL: the preview did not survive"; ok=no; }
[[ $glerrors -eq 0 ]] || { echo "soak: FAIL: GL errors (see the log)"; ok=no; }
awk -v g="$growth" 'BEGIN { exit !(g != "n/a" && g + 0 < 5) }' || { echo "soak: FAIL: RSS grew $growth % from 1 min to the end"; ok=no; }
[[ $ok == yes ]] && echo "soak: PASS"
[[ $ok == yes ]]
