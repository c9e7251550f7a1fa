#!/usr/bin/env bash
# Builds the Cairo peer (bench/cairo_peer.c) into .build/peer/cairo_peer, installing libcairo2-dev
# quietly when it is missing. Idempotent. Prints the binary's path.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! pkg-config --exists cairo 2>/dev/null; then
    SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
    $SUDO apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq libcairo2-dev >/dev/null 2>&1
fi
mkdir -p .build/peer
out=.build/peer/cairo_peer
if [ ! -x "$out" ] || [ bench/cairo_peer.c -nt "$out" ]; then
    gcc -O2 -ffp-contract=off -Wall -o "$out" bench/cairo_peer.c $(pkg-config --cflags --libs cairo) -lm
fi
echo "$out"
