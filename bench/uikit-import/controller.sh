#!/bin/sh
# The learner's controller benchmark: release build of SwiftSubset + SimUIKit
# + KeyboardSim + a driver; exits 1 when one keyboard event with a shift-view
# controller on a 200-view scene costs more than 200 µs (median).
# Usage: bench/uikit-import/controller.sh   (from anywhere)
set -e
here=$(cd "$(dirname "$0")" && pwd)
swift build -c release --package-path "$here" --scratch-path "$here/.build" >/dev/null
exec "$here/.build/release/ControllerBench"
