#!/usr/bin/env bash
# Build and run the whole test suite under a sanitizer.
#
#   scripts/sanitize.sh address|thread [swift test options...]
#
# Uses its own scratch path (/tmp/sg-sanitize-KIND, override with SANDGLASS_SANITIZE_SCRATCH) so the
# normal build is not invalidated. Runs under xvfb-run when there is no DISPLAY (the preview smoke tests
# need an X server; the renderer tests are headless through EGL). Output: the full log in
# /tmp/sg-sanitize-KIND.log; the exit status is swift test's.
set -euo pipefail
cd "$(dirname "$0")/.."
kind=${1:-}
case $kind in
    address|thread) shift ;;
    *) echo "usage: scripts/sanitize.sh address|thread [swift test options...]" >&2; exit 2 ;;
esac
scratch=${SANDGLASS_SANITIZE_SCRATCH:-/tmp/sg-sanitize-$kind}
log=/tmp/sg-sanitize-$kind.log
# Leaks at exit of a GL/X process are the drivers' (Mesa, GLFW) and not ours; report real errors only.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:halt_on_error=1}
export TSAN_OPTIONS=${TSAN_OPTIONS:-halt_on_error=0:second_deadlock_stack=1}
export SWIFT_BACKTRACE=enable=no
swift build --build-tests --sanitize="$kind" --scratch-path "$scratch" 2>&1 | grep -v 'warning:' | tail -3
run=(swift test --skip-build --sanitize="$kind" --scratch-path "$scratch" --disable-swift-testing "$@")
if [[ -z ${DISPLAY:-} ]] && command -v xvfb-run > /dev/null; then run=(xvfb-run -a -s "-screen 0 1280x1024x24" "${run[@]}"); fi
set +e
"${run[@]}" > "$log" 2>&1
status=$?
set -e
# The summary is a convenience: `head` closing the pipe early must not turn into the script's status.
{ grep -E "Executed [0-9]+ tests|error: |ERROR: (Address|Thread)Sanitizer|WARNING: ThreadSanitizer|SUMMARY: " "$log" \
    | sort | uniq -c | sort -rn | head -20; } || true
echo "sanitize.sh $kind: exit $status (log: $log)"
exit $status
