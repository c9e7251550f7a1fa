#!/usr/bin/env bash
# Opens the live preview (default scene, or the arguments given: `scripts/preview.sh sandclock`),
# installing packages and building release first as needed.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
# The window is sandglass-preview (sandglass, headless, runs it); both are built.
for product in sandglass sandglass-preview; do
    swift build -c release --product "$product" 2>&1 | grep -E "error|warning: unre|Compiling|Build complete" >&2 || true
done
test -x .build/release/sandglass && test -x .build/release/sandglass-preview || { echo "preview: build failed" >&2; exit 1; }
exec .build/release/sandglass preview "$@"
