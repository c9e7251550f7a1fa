#!/usr/bin/env bash
# Runs every test. The renderer tests are headless (EGL, no X server); the preview smoke test needs a
# display, so the suite runs under Xvfb (xvfb-run picks a free display number).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
swift build --build-tests
exec xvfb-run -a -s "-screen 0 1280x1024x24" swift test --skip-build --disable-swift-testing "$@"
