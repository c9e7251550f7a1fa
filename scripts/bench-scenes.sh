#!/usr/bin/env bash
# Runs `sandglass bench --json` over scenes with a given binary; one JSON line per scene.
# Usage: scripts/bench-scenes.sh BINARY FRAMES SCENE...
set -euo pipefail
bin=$1; frames=$2; shift 2
for s in "$@"; do "$bin" bench "$s" --frames "$frames" --json; done
