#!/usr/bin/env bash
# `make check`: the inner loop. An incremental build, the unit tests and the
# Swift corpus (swift test without the end-to-end and course-wide suites),
# then a smoke run of the course: one Swift lesson and one keyboard lesson.
# `make test` runs everything this leaves out (docs/testing.md).
set -uo pipefail
cd "$(dirname "$0")/.."
swift=${SWIFT:-swift}
now() { date +%s.%N; }
took() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.0f s", b - a }'; }
start=$(now)
"$swift" build --build-tests || exit 1
echo "== build took $(took "$start")"
# Suites that start the binary in terminals, or walk the whole course or
# every strategy on every device: make test runs them.
slow='EndToEndTests\.|CodeExerciseCourseTests|ControllerCheckTests|ControllerCheckOnKeyboardTests|GuideExamplesTests|CodeMatchesStrategyTests|FuzzTests|KoreanEverywhereTests|CurriculumTests'
"$swift" test --skip-build --skip "$slow" 2>&1 | tail -n 25
status=${PIPESTATUS[0]}
echo "== swift test (fast suites) took $(took "$start") so far"
.build/debug/keylab check-lessons lessons/en/01-swift-basics/09-optionals.md || status=1
.build/debug/keylab check-lessons lessons/en/02-keyboard/06-shift-view.md || status=1
echo "== make check took $(took "$start")"
exit "$status"
