#!/usr/bin/env bash
# Regenerates the expectation files of the SwiftSubset differential corpus by
# running every snippet through the real toolchain (`swift FILE.swift`).
#
#   scripts/regen-corpus.sh              all snippets
#   scripts/regen-corpus.sh 001 042-foo  only the snippets whose names start so
#   scripts/regen-corpus.sh --check      rewrite nothing; list snippets whose
#                                        expectation no longer matches (exit 1)
#   scripts/regen-corpus.sh --dir DIR    another folder of snippets laid out
#                                        like the corpus
#
# Each Tests/SwiftSubsetTests/Corpus/NNN-name.swift gets NNN-name.expected:
#
#   # comment lines
#   mode: run | unsupported     (unsupported when the name has "-unsupported-")
#   exit: <exit status of swift NNN-name.swift>
#   first-error: <first stderr line containing "error:", normalised; may be empty>
#   stdout:
#   <stdout, byte for byte, up to the end of the file>
#
# Normalisation of the error line (the same rule is in CorpusSupport.swift):
# a line with "Fatal error:" keeps only the part from "Fatal error:" on (the
# prefix is a standard-library source location); otherwise a path before
# "NAME.swift:" is cut to the base name; trailing blanks are dropped. swift runs with the snippet's folder
# as working directory and `stdbuf -oL`, so stdout printed before a crash is
# kept as a terminal would show it. Takes about 1 s per snippet.
set -euo pipefail

here="$(cd "$(dirname "$0")/.." && pwd)"
corpus="$here/Tests/SwiftSubsetTests/Corpus"
check=0
filters=()
while (($#)); do
    case "$1" in
        --check) check=1 ;;
        --dir) shift; corpus="$(cd "${1:?--dir needs a folder}" && pwd)" ;;
        -h|--help) sed -n '2,28p' "$0"; exit 0 ;;
        *) filters+=("$1") ;;
    esac
    shift
done

command -v swift >/dev/null || { echo "regen-corpus: swift is not on the PATH" >&2; exit 2; }
version="$(swift --version 2>&1 | grep -m1 'Swift version' || true)"
buffer=()
if command -v stdbuf >/dev/null; then buffer=(stdbuf -oL); fi
runner=()
if command -v timeout >/dev/null; then runner=(timeout 120); fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

normalise_error() {
    # first stderr line that contains "error:", in its path-independent form
    local line
    line="$(grep -m1 'error:' "$1" || true)"
    if [[ "$line" == *"Fatal error:"* ]]; then
        line="Fatal error:${line#*Fatal error:}"
    elif [[ "$line" == *".swift:"* ]]; then
        local location="${line%%.swift:*}"
        local rest="${line#*.swift:}"
        line="${location##*/}.swift:$rest"
    fi
    # trailing blanks are invisible to a learner (swift leaves one after some messages)
    line="${line%"${line##*[![:space:]]}"}"
    printf '%s' "$line"
}

changed=0
count=0
cd "$corpus"
for source in [0-9]*.swift; do
    name="${source%.swift}"
    if ((${#filters[@]})); then
        keep=0
        for f in "${filters[@]}"; do [[ "$name" == "$f"* ]] && keep=1; done
        ((keep)) || continue
    fi
    count=$((count + 1))
    # An inner shell runs swift so the "Illegal instruction" job report of a
    # trapping snippet goes to /dev/null, not to this script's output.
    SWIFT_BACKTRACE=enable=no sh -c '"$@" >"$0/stdout" 2>"$0/stderr" </dev/null; echo $? >"$0/status"' \
        "$work" "${runner[@]}" "${buffer[@]}" swift "$source" 2>/dev/null || true
    status="$(cat "$work/status")"
    mode=run
    [[ "$name" == *-unsupported-* ]] && mode=unsupported
    {
        echo "# Expected behaviour of $source, recorded by scripts/regen-corpus.sh"
        echo "# from \`swift $source\` ($version). Do not edit by hand."
        echo "mode: $mode"
        echo "exit: $status"
        error="$(normalise_error "$work/stderr")"
        echo "first-error:${error:+ $error}"
        echo "stdout:"
        cat "$work/stdout"
    } >"$work/expected"
    if ((check)); then
        if ! cmp -s "$work/expected" "$name.expected"; then
            echo "stale: $name"
            diff "$name.expected" "$work/expected" || true
            changed=$((changed + 1))
        fi
    else
        cp "$work/expected" "$name.expected"
        printf '%-48s exit %-3s %s\n' "$name" "$status" "$(normalise_error "$work/stderr")"
    fi
done

if ((check)); then
    echo "regen-corpus: $count checked, $changed stale"
    ((changed == 0)) || exit 1
else
    echo "regen-corpus: $count expectation files written"
fi
