#!/usr/bin/env bash
# make bench: whole-process benchmarks of the release build, side by side
# with the real toolchain; writes docs/performance.md.
set -euo pipefail
cd "$(dirname "$0")/.."
exec python3 bench/run.py "$@"
