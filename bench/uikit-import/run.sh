#!/bin/sh
# `import UIKit` benchmark: release build of SwiftSubset + SimUIKit + a driver;
# exits 1 when importing UIKit adds more than 20 ms to the first entry.
# Usage: bench/uikit-import/run.sh   (from anywhere)
set -e
here=$(cd "$(dirname "$0")" && pwd)
swift build -c release --package-path "$here" --scratch-path "$here/.build" >/dev/null
exec "$here/.build/release/ImportBench"
