#!/usr/bin/env bash
# Opens the live preview (default scene, or the arguments given: `scripts/preview.sh sandclock`),
# installing packages and building release first as needed.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
# The window is sandglass-preview (sandglass, headless, runs it); both are built.
# SwiftPM's progress ("[12/300] Compiling …") on one line, rewritten in place; errors, unreachable-code
# warnings and the end ("Build of product 'sandglass' complete!", or "Build complete!") on their own.
progress() {
    awk '/^\[[0-9]+\/[0-9]+\]/ { printf "\r\033[K%s", substr($0, 1, 100); fflush(); next }
         /error|warning: unre|Build (of product .*)?complete/ { printf "\r\033[K%s\n", $0; fflush() }
         END { printf "\r\033[K" }' >&2
}
for product in sandglass sandglass-preview; do
    echo "preview: building $product (release; the first build takes several minutes)" >&2
    swift build -c release --product "$product" 2>&1 | progress || true
done
test -x .build/release/sandglass && test -x .build/release/sandglass-preview || { echo "preview: build failed" >&2; exit 1; }
exec .build/release/sandglass preview "$@"
