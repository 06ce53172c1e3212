#!/usr/bin/env bash
# `make test`: everything CI checks, each check once.
#
#   1. one build of the package and its tests (debug);
#   2. `swift test` (unit and end-to-end tests, the Swift corpus) and, at the
#      same time, `keylab check-lessons` on every shipped lesson in every
#      language (transcripts, exercises with each mistake, swift blocks),
#      whose lessons are checked side by side (KEYLAB_JOBS threads);
#   3. one summary line: "tests: N passed, 0 failed".
#
# Each phase's wall time is printed, so a slow suite shows where it is slow.
set -uo pipefail
cd "$(dirname "$0")/.."
swift=${SWIFT:-swift}
mkdir -p .build
now() { date +%s.%N; }
took() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.0f s", b - a }'; }

start=$(now)
echo "== build (package and tests)"
if ! "$swift" build --build-tests; then
    echo "build failed" >&2
    exit 1
fi
echo "== build took $(took "$start")"

phase=$(now)
echo "== swift test, and check-lessons (every language) beside it"
# check-lessons needs the binary only, so it starts at once and shares the two
# cores with swift test instead of waiting for it.
( .build/debug/keylab check-lessons lessons > .build/check-lessons.log 2>&1; echo $? > .build/check-lessons.status ) &
lessons_pid=$!
"$swift" test --skip-build 2>&1 | tee .build/swift-test.log
test_status=${PIPESTATUS[0]}
echo "== swift test took $(took "$phase")"
wait "$lessons_pid"
lessons_status=$(cat .build/check-lessons.status 2>/dev/null || echo 1)
echo "== check-lessons (en, ko)"
cat .build/check-lessons.log
echo "== swift test and check-lessons took $(took "$phase"); make test took $(took "$start")"

total=$(grep -oE 'Test run with [0-9]+ tests' .build/swift-test.log | tail -1 | grep -oE '[0-9]+')
failed=$(grep -cE '^✘ Test .* failed' .build/swift-test.log)
if [ "$test_status" -ne 0 ] || [ "$lessons_status" -ne 0 ]; then
    [ "$lessons_status" -ne 0 ] && echo "check-lessons failed (see the errors above)" >&2
    [ "$failed" -eq 0 ] && failed=1
    echo "tests: $(( ${total:-0} - failed < 0 ? 0 : ${total:-0} - failed )) passed, $failed failed"
    exit 1
fi
passed=$total
echo "swift test and check-lessons (en, ko) passed"
echo "tests: ${passed:-0} passed, 0 failed"
