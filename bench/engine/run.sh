#!/bin/sh
# Engine benchmark: release build of KeyboardSim + a driver; exits 1 when an
# event on a 200-view scene costs more than 50 µs or cost grows faster than linearly.
# Usage: bench/engine/run.sh   (from anywhere)
set -e
here=$(cd "$(dirname "$0")" && pwd)
swift build -c release --package-path "$here" --scratch-path "$here/.build" >/dev/null
exec "$here/.build/release/EngineBench"
