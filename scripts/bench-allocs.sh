#!/usr/bin/env bash
# Heap allocations per steady-state frame: builds scripts/malloc-count.c into .build/peer/ and runs
# `sandglass bench SCENE --json` with it preloaded (without it, allocations_per_frame is null).
# Usage: scripts/bench-allocs.sh [BINARY] [SCENE...]   (default: the release build, the seed scenes)
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-.build/release/sandglass}; shift || true
scenes=("$@"); [ ${#scenes[@]} -eq 0 ] && scenes=(matching scoregauge arscanning sandclock)
mkdir -p .build/peer
lib=.build/peer/libmalloc-count.so
[ -f "$lib" ] && [ "$lib" -nt scripts/malloc-count.c ] || gcc -O2 -shared -fPIC -o "$lib" scripts/malloc-count.c
for s in "${scenes[@]}"; do LD_PRELOAD="$PWD/$lib" "$bin" bench "$s" --frames 60 --json; done
