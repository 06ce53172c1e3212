#!/usr/bin/env python3
"""keylab benchmarks (make bench).

Every figure is a whole process, timed as the median of several runs, with
its peak memory (max RSS). Results and targets go to docs/performance.md.
"""
import datetime
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KEYLAB = os.path.join(ROOT, ".build", "release", "keylab")
INPUTS = os.path.join(ROOT, "bench", "inputs")
OUT = os.path.join(ROOT, "bench", "out")


def measure(argv, runs=7, stdin=None, env=None):
    """Median wall seconds and max peak RSS (MiB) over `runs` runs."""
    times, peaks = [], []
    for _ in range(runs):
        start = time.perf_counter()
        proc = subprocess.Popen(argv, stdin=subprocess.PIPE if stdin is not None else subprocess.DEVNULL,
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
        if stdin is not None:
            proc.stdin.write(stdin.encode())
            proc.stdin.close()
        err = proc.stderr.read()
        _, status, usage = os.wait4(proc.pid, 0)
        times.append(time.perf_counter() - start)
        peaks.append(usage.ru_maxrss / 1024.0)
        code = os.waitstatus_to_exitcode(status)
        if code not in (0,):
            raise SystemExit(f"benchmark command failed ({code}): {' '.join(argv)}\n{err.decode(errors='replace')}")
        proc.returncode = code
    return statistics.median(times), max(peaks)


def engine_script(views, events):
    lines = [":draw off", ":explain off", ":strategy shift-view"]
    for i in range(views):
        kind = "textfield" if i % 2 == 0 else "label"
        lines.append(f":add {kind} v{i} 10 {20 + (i * 3) % 600} 300 30")
    fields = [f"v{i}" for i in range(0, views, 2)]
    for i in range(events):
        step = i % 10
        if step == 7:
            lines.append(":rotate")
        elif step == 9:
            lines.append(":dismiss")
        else:
            lines.append(f":focus {fields[(i * 7) % len(fields)]}")
    return "\n".join(lines) + "\n"


def generated_lessons(directory, count):
    topic = os.path.join(directory, "en", "01-generated")
    os.makedirs(topic, exist_ok=True)
    for i in range(count):
        with open(os.path.join(topic, f"{i + 1:04d}-lesson-{i + 1}.md"), "w") as f:
            f.write(f"---\nid: generated/lesson-{i + 1}\ntitle: Generated {i + 1}\nconcepts: [var]\n---\n\n"
                    f"Intro {i}.\n\n## Step one\n\nSome *text* with `code`.\n\n```keylab\n> let x{i} = {i}\nx{i}: Int = {i}\n```\n\n"
                    f"## Summary\n\n- done\n")


def repl_lines(count):
    """A piped REPL session of `count` lines: `x += 1` lines, with a `let` every 100 and a print every 250."""
    lines = ["var x = 0"]
    for i in range(1, count):
        if i % 100 == 0:
            lines.append(f"let c{i} = x")
        elif i % 250 == 0:
            lines.append("print(x)")
        else:
            lines.append("x += 1")
    return "\n".join(lines) + "\n"


def runtime_limit_benchmarks(row, env):
    """Issue 11 item 11 and issue 12: REPL cost per line independent of session length; deep recursion."""
    for count in (4_000, 16_000, 100_000):
        t, m = measure([KEYLAB, "run", "-"], runs=3, stdin=repl_lines(count), env=env)
        target = "< 5 s" if count == 100_000 else "scaling (linear)"
        row(f"REPL: {count:,} piped lines (x += 1, lets, prints)", t, m, target, t < 5.0)
    lets = "".join(f"let v{i} = {i}\n" for i in range(100_000))
    t, m = measure([KEYLAB, "run", "-"], runs=3, stdin=lets, env=env)
    row("REPL: 100,000 piped `let` declarations", t, m, "< 5 s", t < 5.0)
    deep = "func depth(_ n: Int) -> Int {\n    if n == 0 { return 0 }\n    return 1 + depth(n - 1)\n}\nprint(depth(99_999))\n"
    t, m = measure([KEYLAB, "run", "-"], runs=3, stdin=deep, env=env)
    row("interpreter: recursion 99,999 calls deep", t, m, "works (≥ 10,000)", True)


# Issue 26: in-place changes through every kind of path. Each program does `n` changes; doubling
# `n` must at most about double the time (a copy per change made these quadratic).
SCALING_PROGRAMS = [
    ("array variable: append", "var a: [Int] = []\nfor i in 0..<n { a.append(i) }\nprint(a.count)"),
    ("struct property: append (inbox.messages.append)",
     "struct Inbox { var messages: [Int] = [] }\nvar inbox = Inbox()\nfor i in 0..<n { inbox.messages.append(i) }\nprint(inbox.messages.count)"),
    ("array element's field: append",
     "struct Bucket { var items: [Int] = [] }\nvar buckets = [Bucket(), Bucket()]\nfor i in 0..<n { buckets[i % 2].items.append(i) }\nprint(buckets[0].items.count)"),
    ("class property: append",
     "final class Store { var items: [Int] = [] }\nlet store = Store()\nfor i in 0..<n { store.items.append(i) }\nprint(store.items.count)"),
    ("dictionary value: append through ! and default:",
     "var groups: [String: [Int]] = [\"a\": []]\nfor i in 0..<n { groups[\"a\"]!.append(i); groups[\"b\", default: []].append(i) }\nprint(groups[\"a\"]!.count)"),
    ("nested: mutating method on a struct in an array in a class",
     "struct Inbox { var messages: [Int] = []; mutating func add(_ m: Int) { messages.append(m) } }\n"
     "struct User { var inbox = Inbox() }\nfinal class Team { var users = [User()] }\nlet team = Team()\n"
     "for i in 0..<n { team.users[0].inbox.add(i) }\nprint(team.users[0].inbox.messages.count)"),
    ("insert at the end and subscript assignment",
     "var a: [Int] = []\nfor i in 0..<n { a.insert(i, at: a.count); a[i] = i + 1 }\nprint(a.count)"),
    ("array += [x] on a struct property",
     "struct Log { var lines: [Int] = [] }\nvar log = Log()\nfor i in 0..<n { log.lines += [i] }\nprint(log.lines.count)"),
    ("String += \"x\"", "var s = \"\"\nfor _ in 0..<n { s += \"x\" }\nprint(s.utf8.count)"),
    ("String built with interpolation",
     "var s = \"\"\nfor i in 0..<n { s += \"\\(i % 10),\" }\nprint(s.utf8.count)"),
]


def scaling_benchmarks(row, env, n=100_000):
    """Doubling n at most about doubles the time (≤ 2.5×, start-up included), for each path."""
    with tempfile.TemporaryDirectory() as tmp:
        for title, body in SCALING_PROGRAMS:
            times = []
            for count in (n, 2 * n):
                path = os.path.join(tmp, "scaling.swift")
                with open(path, "w") as f:
                    f.write(f"let n = {count}\n{body}\n")
                t, m = measure([KEYLAB, "run", path], runs=3, env=env)
                times.append((t, m))
            (t1, _), (t2, m2) = times
            ratio = t2 / t1
            row(f"no cliff: {title}, {2 * n:,} vs {n:,}", t2, m2, f"≤ 2.5× for 2× n ({ratio:.2f}×)", ratio <= 2.5)


# Issue 26: everyday programs, each with a CPython twin doing the same work and printing the same
# output (bench/everyday/NAME.swift and NAME.py; NAME.expected is `swift NAME.swift`'s output).
# Each program's size is its first `let n = ...` line; the third field is the no-cliff bound for
# 2n against n (2.5× for linear work; a program whose own work is n log n on growing memory gets
# more: classgraph walks up from every tenth node of a random tree, and CPython's twin takes
# 2.3-2.5× itself), or None for a program that is not checked.
EVERYDAY = os.path.join(ROOT, "bench", "everyday")
EVERYDAY_BENCHMARKS = [
    ("strbuild", "string building (+=, interpolation, joined)", 2.5),
    ("wordcount", "word counts: split into a [String: Int]", 2.5),
    ("sortclosure", "structs sorted with String/Double/Int closures", 2.5),
    ("classgraph", "class graph: a tree of objects walked", 2.8),
    ("recursion", "recursion: queens, hanoi, memo, gcd, power", 2.5),
    ("splitjoin", "splitting and joining CSV-like rows", 2.5),
    ("sets", "Set<Int> and Set<String> operations", 2.5),
    ("grid", "nested loops over a 2D array (Life)", 2.5),
    ("optchain", "optional chaining, if let, guard let, ??", 2.5),
    ("enumswitch", "enums with payloads, switch, a stack machine", 2.5),
    ("closures", "closures: map/filter/reduce, captured counters", 2.5),
    ("structarrays", "structs holding arrays, mutating methods", 2.5),
    ("chars", "Character iteration and classification", 2.5),
    ("intmath", "integer math: sieve on [Bool], Collatz, gcd", 2.5),
    ("simulation", "simulation: structs of Doubles in an array", 2.5),
]

# Filled by everyday_speed, written by write_report.
EVERYDAY_SECTION = []


def everyday_outputs_agree(name, env, python, swift):
    """keylab's output against the recorded swift output, CPython's and (when on the PATH) swift's now."""
    swift_file = os.path.join(EVERYDAY, name + ".swift")
    k_out = stdout_of([KEYLAB, "run", swift_file], env)
    p_out = stdout_of([python, os.path.join(EVERYDAY, name + ".py")], env)
    with open(os.path.join(EVERYDAY, name + ".expected")) as f:
        expected = f.read()
    outputs = {"keylab": k_out, "python": p_out, "recorded swift": expected}
    if swift and "--no-swift" not in sys.argv:
        outputs["swift"] = stdout_of([swift, swift_file], env)
    same = len(set(outputs.values())) == 1 and k_out.strip() != ""
    if not same:
        print(f"{name}: outputs differ: {outputs!r}", flush=True)
    return same


def everyday_speed(row, env, swift, runs=5):
    """keylab run NAME.swift against python3 NAME.py, side by side; swift FILE.swift timed too."""
    python = reference_python()
    table = []
    for name, title, _ in EVERYDAY_BENCHMARKS:
        swift_file = os.path.join(EVERYDAY, name + ".swift")
        same = everyday_outputs_agree(name, env, python, swift)
        k_t, k_m, p_t, p_m, ratio = measure_pair([KEYLAB, "run", swift_file], [python, os.path.join(EVERYDAY, name + ".py")],
                                                 runs=runs, env=env)
        s_t = None
        if swift and "--no-swift" not in sys.argv:
            s_t, _ = measure([swift, swift_file], runs=1, env=env)
        ok = same and ratio <= 1.0
        row(f"everyday: {title}: keylab run (CPython {p_t * 1000:.0f} ms)", k_t, k_m,
            f"≤ CPython ({ratio:.2f}× its time)" + ("" if same else ", OUTPUT DIFFERS"), ok)
        table.append((name, title, k_t, p_t, s_t, ratio, "met" if ok else "MISSED"))
    EVERYDAY_SECTION[:] = table


def with_size(source, factor):
    """The program with its first `let n = X` line changed to `let n = X * factor`."""
    lines = source.split("\n")
    for k, line in enumerate(lines):
        if line.startswith("let n = "):
            value = int(line[len("let n = "):].replace("_", "").split()[0])
            lines[k] = f"let n = {value * factor}"
            return "\n".join(lines)
    raise SystemExit("no `let n = ...` line to scale")


def measure_cpu(argv, runs=3, env=None):
    """Median CPU seconds (user + system, the kernel's accounting of the finished child) and max
    peak RSS (MiB): on a shared machine a child's CPU time drifts far less than its wall time."""
    cpus, peaks = [], []
    for _ in range(runs):
        proc = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
        err = proc.stderr.read()
        _, status, usage = os.wait4(proc.pid, 0)
        if os.waitstatus_to_exitcode(status) != 0:
            raise SystemExit(f"benchmark command failed: {' '.join(argv)}\n{err.decode(errors='replace')}")
        cpus.append(usage.ru_utime + usage.ru_stime)
        peaks.append(usage.ru_maxrss / 1024.0)
    return statistics.median(cpus), max(peaks)


def everyday_scaling(row, env):
    """No cliff on the everyday programs: doubling n at most about doubles the CPU time (see EVERYDAY_BENCHMARKS)."""
    with tempfile.TemporaryDirectory() as tmp:
        for name, title, limit in EVERYDAY_BENCHMARKS:
            if limit is None:
                continue
            with open(os.path.join(EVERYDAY, name + ".swift")) as f:
                source = f.read()
            times = []
            for factor in (1, 2):
                path = os.path.join(tmp, f"{name}-{factor}.swift")
                with open(path, "w") as f:
                    f.write(with_size(source, factor))
                times.append(measure_cpu([KEYLAB, "run", path], runs=3, env=env))
            (t1, _), (t2, m2) = times
            ratio = t2 / t1
            row(f"no cliff: everyday {name}, 2n vs n (CPU time)", t2, m2, f"≤ {limit}× for 2× n ({ratio:.2f}×)", ratio <= limit)


def main():
    if "--scaling" in sys.argv:
        # Only the no-cliff rows, printed, docs/performance.md left alone.
        env = dict(os.environ, NO_COLOR="1")
        show = lambda name, seconds, peak, target, ok: print(
            f"{name:62s} {seconds * 1000:8.1f} ms {peak:7.1f} MiB  {target}  {'met' if ok else 'MISSED'}", flush=True)
        scaling_benchmarks(show, env)
        everyday_scaling(show, env)
        return 0
    if "--everyday" in sys.argv:
        # Only the everyday programs against CPython (issue 26), printed, docs/performance.md left alone.
        # --no-swift skips running `swift FILE.swift` (the recorded NAME.expected is still compared).
        env = dict(os.environ, NO_COLOR="1")
        missed = []
        def show(name, seconds, peak, target, ok):
            print(f"{name:78s} {seconds * 1000:8.1f} ms {peak:7.1f} MiB  {target}  {'met' if ok else 'MISSED'}", flush=True)
            if not ok:
                missed.append(name)
        everyday_speed(show, env, shutil.which("swift"))
        print(f"\n{len(EVERYDAY_BENCHMARKS) - len(missed)} of {len(EVERYDAY_BENCHMARKS)} at or under CPython")
        return 1 if missed else 0
    if "--runtime-limits" in sys.argv:
        # Only these rows, printed, docs/performance.md left alone (used while working on them).
        env = dict(os.environ, NO_COLOR="1")
        runtime_limit_benchmarks(lambda name, seconds, peak, target, ok: print(
            f"{name:62s} {seconds * 1000:8.1f} ms {peak:7.1f} MiB  {target}  {'met' if ok else 'MISSED'}", flush=True), env)
        return 0
    if not os.path.exists(KEYLAB):
        raise SystemExit("no release build: run `make bench` (it builds first)")
    os.makedirs(OUT, exist_ok=True)
    env = dict(os.environ, NO_COLOR="1")
    rows, notes = [], []

    def row(name, seconds, peak, target, ok):
        rows.append((name, seconds, peak, target, "met" if ok else "MISSED"))
        shown = f"{seconds * 1e6:8.1f} µs" if seconds < 1e-3 else f"{seconds * 1000:8.1f} ms"
        print(f"{name:62s} {shown} {peak:7.1f} MiB  {target}  {'met' if ok else 'MISSED'}", flush=True)

    # 1. A lesson snippet: keylab run vs swift FILE.swift.
    snippet = os.path.join(INPUTS, "snippet.swift")
    swift = shutil.which("swift")
    if swift:
        # In turn (keylab, swift, keylab, …); the ratio is the median of the pairs'.
        k_t, k_m, s_t, s_m, ratio = measure_pair([KEYLAB, "run", snippet], [swift, snippet], runs=7, env=env)
        row("4-line snippet: swift FILE.swift", s_t, s_m, "reference", True)
        row("4-line snippet: keylab run FILE.swift", k_t, k_m, f"≥ 10× faster ({1 / ratio:.0f}×)", 1 / ratio >= 10)
    else:
        k_t, k_m = measure([KEYLAB, "run", snippet], runs=9, env=env)
        notes.append("swift is not on the PATH: the snippet comparison ran keylab only.")
        row("4-line snippet: keylab run FILE.swift", k_t, k_m, "(no swift to compare)", True)

    if "--swift-only" in sys.argv:
        # Only the Swift language figures (issue 12), printed, docs/performance.md left alone.
        swift_speed(rows, row, env, swift)
        missed = [r for r in rows if r[4] != "met"]
        print(f"\n{len(rows) - len(missed)} targets met, {len(missed)} missed (not written: --swift-only)")
        return 1 if missed else 0

    # 2. Start-up against a minimal compiled Swift program.
    hello_bin = os.path.join(OUT, "hello")
    subprocess.run(["swiftc", "-O", "-o", hello_bin, os.path.join(INPUTS, "hello.swift")], check=True)
    h_t, h_m = measure([hello_bin], runs=15, env=env)
    q_t, q_m = measure([KEYLAB, "run", os.path.join(INPUTS, "quit.keylab")], runs=15, env=env)
    row("start-up: minimal compiled Swift program", h_t, h_m, "reference", True)
    row("start-up: keylab run quit.keylab", q_t, q_m, f"≤ 3× ({q_t / h_t:.1f}×)", q_t <= 3 * h_t)

    # 3. The keyboard engine: 200 views, 1,000 events, beyond start-up.
    for views in (50, 200, 800):
        scene_only = engine_script(views, 0)
        with_events = engine_script(views, 1000)
        base_t, _ = measure([KEYLAB, "run", "-"], runs=9, stdin=scene_only, env=env)
        ev_t, ev_m = measure([KEYLAB, "run", "-"], runs=9, stdin=with_events, env=env)
        per_event = (ev_t - base_t) / 1000
        if views == 200:
            row(f"engine: {views} views, 1,000 events (per event, beyond start-up)", per_event, ev_m, "≤ 50 µs", per_event <= 50e-6)
        else:
            row(f"engine: {views} views, 1,000 events (per event, beyond start-up)", per_event, ev_m, "scaling", True)

    # The same engine in process (bench/engine): per-event cost without
    # process start-up noise.
    engine = subprocess.run(["bash", os.path.join(ROOT, "bench", "engine", "run.sh")], capture_output=True, text=True)
    notes.append("In-process engine benchmark (`bench/engine/run.sh`, median µs per event):\n\n```\n"
                 + engine.stdout.strip() + "\n```")
    print(engine.stdout, flush=True)
    worst = 0.0
    for line in engine.stdout.splitlines():
        cells = line.split()
        if cells and cells[0] == "200":
            worst = max(float(c) for c in cells[1:5]) * 1e-6
    row("engine in process: 200 views, slowest event kind (bench/engine)", worst, 0, "≤ 50 µs, linear", engine.returncode == 0 and 0 < worst <= 50e-6)

    # `import UIKit` in process (bench/uikit-import): what loading the
    # prelude adds to the first REPL entry that imports it (issue 13).
    uikit = subprocess.run(["bash", os.path.join(ROOT, "bench", "uikit-import", "run.sh")], capture_output=True, text=True)
    notes.append("In-process `import UIKit` benchmark (`bench/uikit-import/run.sh`):\n\n```\n" + uikit.stdout.strip() + "\n```")
    print(uikit.stdout, flush=True)
    added = 0.0
    for line in uikit.stdout.splitlines():
        if line.startswith("added by import UIKit:"):
            added = float(line.split(":")[1].split()[0]) * 1e-3
    row("import UIKit: added to the first entry (bench/uikit-import)", added, 0, "≤ 20 ms", uikit.returncode == 0 and 0 < added <= 20e-3)

    # The learner's controller on the screen (bench/uikit-import, ControllerBench):
    # one keyboard event with a shift-view controller on a 200-view scene.
    ctl = subprocess.run(["bash", os.path.join(ROOT, "bench", "uikit-import", "controller.sh")], capture_output=True, text=True)
    notes.append("In-process controller benchmark (`bench/uikit-import/controller.sh`):\n\n```\n" + ctl.stdout.strip() + "\n```")
    print(ctl.stdout, flush=True)
    per_event = 0.0
    for line in ctl.stdout.splitlines():
        if line.startswith("median per keyboard event:"):
            per_event = float(line.split(":")[1].split()[0]) * 1e-6
    row("learner's controller: one keyboard event, 200 views (bench/uikit-import)", per_event, 0, "≤ 200 µs", ctl.returncode == 0 and 0 < per_event <= 200e-6)

    # 4. Lessons: check every shipped lesson; load 1,000 generated ones.
    for lang in ("en", "ko"):
        t, m = measure([KEYLAB, "check-lessons", os.path.join(ROOT, "lessons"), "--lang", lang], runs=3, env=env)
        # Memory here is swiftc's (it compiles the lessons' swift blocks).
        row(f"check-lessons: every shipped lesson ({lang}; runs swiftc)", t, m, "time only", True)
    with tempfile.TemporaryDirectory() as tmp:
        generated_lessons(tmp, 1000)
        t, m = measure([KEYLAB, "run", "-", "--lessons", tmp], runs=3, stdin=":lessons\n", env=env)
        row("load 1,000 generated lessons (:lessons)", t, m, "≤ 30 MiB", m <= 30)
    t, m = measure([KEYLAB, "run", "-"], runs=3, stdin=":lesson swift-basics/variables\n:next\n:next\n:quit\n", env=env)
    row("lesson session (start a lesson, two steps)", t, m, "≤ 30 MiB", m <= 30)

    # 5. The interpreter: sum 1...1,000,000 in a loop.
    t, m = measure([KEYLAB, "run", os.path.join(INPUTS, "sum.swift")], runs=3, env=env)
    row("interpreter: sum 1...1,000,000 in a for loop", t, m, "< 1 s", t < 1.0)

    # 6. Session length and runtime limits.
    runtime_limit_benchmarks(row, env)

    # 6b. No quadratic cliff: in-place changes through every kind of path, and the everyday
    # programs at twice their size (issue 26).
    scaling_benchmarks(row, env)
    everyday_scaling(row, env)

    # 7. Swift language speed (issue 12): keylab against CPython, side by side.
    swift_speed(rows, row, env, swift)

    # 8. Everyday programs against CPython (issue 26).
    everyday_speed(row, env, swift)

    write_report(rows, notes)
    missed = [r for r in rows if r[4] != "met"]
    print(f"\n{len(rows) - len(missed)} targets met, {len(missed)} missed; results in docs/performance.md")


def measure_pair(a, b, runs, env=None, stdin=None):
    """Runs a and b in turn (a b a b …) so drift hits both; medians, peaks and the median of a/b."""
    ta, tb, ma, mb, ratios = [], [], [], [], []
    measure(a, runs=1, env=env, stdin=stdin)  # warm-up (page cache)
    measure(b, runs=1, env=env, stdin=stdin)
    for _ in range(runs):
        t1, m1 = measure(a, runs=1, env=env, stdin=stdin)
        t2, m2 = measure(b, runs=1, env=env, stdin=stdin)
        ta.append(t1); tb.append(t2); ma.append(m1); mb.append(m2); ratios.append(t1 / t2)
    return statistics.median(ta), max(ma), statistics.median(tb), max(mb), statistics.median(ratios)


SWIFT_BENCHMARKS = [
    ("fib", "recursive fib(27)"),
    ("loop", "10,000,000-iteration loop with % and +="),
    ("mapfilter", "100,000-element map/filter/reduce chain"),
    ("structsort", "100,000 structs built, sorted by a closure"),
    ("classes", "class-heavy loop (200,000 objects, methods)"),
]

# Filled by swift_speed, written by write_report.
SWIFT_SECTION = []
SWIFT_REFERENCE = []


def stdout_of(argv, env):
    return subprocess.run(argv, capture_output=True, text=True, env=env).stdout


def reference_python():
    """The CPython to compare with: $KEYLAB_BENCH_PYTHON, else the distribution's /usr/bin/python3
    (an optimised build, run directly), else python3 on the PATH. A pyenv shim on the PATH adds
    tens of milliseconds of start-up and its builds are often not optimised (no PGO/LTO), which
    would flatter keylab."""
    chosen = os.environ.get("KEYLAB_BENCH_PYTHON")
    if not chosen and os.access("/usr/bin/python3", os.X_OK):
        chosen = "/usr/bin/python3"
    return chosen or shutil.which("python3") or sys.executable


def swift_speed(rows, row, env, swift):
    """keylab run NAME.swift against python3 NAME.py (and a REPL session that runs them all)."""
    python = reference_python()
    version = subprocess.run([python, "-c", "import platform; print(platform.python_implementation(), platform.python_version())"],
                             capture_output=True, text=True).stdout.strip()
    print(f"reference: {python} ({version})", flush=True)
    table = []
    for name, title in SWIFT_BENCHMARKS:
        swift_file = os.path.join(INPUTS, name + ".swift")
        python_file = os.path.join(INPUTS, name + ".py")
        k_out = stdout_of([KEYLAB, "run", swift_file], env)
        p_out = stdout_of([python, python_file], env)
        s_out = stdout_of([swift, swift_file], env) if swift else k_out
        same = k_out == p_out == s_out and k_out.strip() != ""
        if not same:
            print(f"{name}: outputs differ: keylab {k_out!r}, python {p_out!r}, swift {s_out!r}", flush=True)
        k_t, k_m, p_t, p_m, ratio = measure_pair([KEYLAB, "run", swift_file], [python, python_file], runs=7, env=env)
        ok = same and ratio <= 1.0
        row(f"swift: {title}: CPython", p_t, p_m, "reference", True)
        row(f"swift: {title}: keylab run", k_t, k_m,
            f"≤ CPython ({ratio:.2f}× its time)" + ("" if same else ", OUTPUT DIFFERS"), ok)
        table.append((title, k_t, p_t, ratio, k_m, p_m, "met" if ok else "MISSED"))

    # The REPL session: every benchmark above typed into one `keylab` session (a pipe).
    session = ""
    for name, _ in SWIFT_BENCHMARKS:
        with open(os.path.join(INPUTS, name + ".swift")) as f:
            session += f.read() + "\n"
    # The session echoes megabytes; it goes to a file, read line by line, so that this process stays
    # small: a child's peak memory (ru_maxrss) can include the parent's pages it was forked from.
    expected = "".join(stdout_of([python, os.path.join(INPUTS, n + ".py")], env) for n, _ in SWIFT_BENCHMARKS).splitlines()
    with tempfile.TemporaryFile("w+") as out:
        subprocess.run([KEYLAB], input=session, stdout=out, stderr=subprocess.STDOUT, text=True, env=env)
        out.seek(0)
        printed = [l.rstrip("\n") for l in out if l.rstrip("\n") in expected]
    complete = printed == expected
    if not complete:
        print(f"REPL session printed {printed}, expected {expected}", flush=True)
    t, m = measure([KEYLAB], runs=3, stdin=session, env=env)
    row("swift: REPL session running all five (peak memory)", t, m,
        "< 40 MiB" + ("" if complete else ", OUTPUT DIFFERS"), complete and m < 40)
    # The same programs as one file: what the REPL's echo of each declaration adds.
    with tempfile.TemporaryDirectory() as tmp:
        whole = os.path.join(tmp, "all.swift")
        with open(whole, "w") as f:
            f.write(session)
        f_t, f_m = measure([KEYLAB, "run", whole], runs=3, env=env)
    row("swift: the same five as one file, keylab run (no REPL echo)", f_t, f_m, "information", True)
    SWIFT_SECTION[:] = table + [("REPL session running all five (piped into `keylab`)", t, None, None, m, None,
                                 "met" if complete and m < 40 else "MISSED"),
                                ("the same five as one file under `keylab run`", f_t, None, None, f_m, None, "")]
    SWIFT_REFERENCE[:] = [python, version]


def swift_section_lines(rows):
    snippet = {r[0]: r for r in rows}
    lines = ["", "## Swift language speed (issue 12)", "",
             f"Measured by `make bench` on {datetime.date.today().isoformat()} on the machine above "
             "(2 cores shared with other work, so figures drift; each benchmark alternates keylab and CPython "
             "runs and the ratio is the median of the pairs). Whole processes: start-up included. "
             "`bench/inputs/NAME.swift` runs under `keylab run`, the equivalent `NAME.py` under "
             f"`{SWIFT_REFERENCE[0]}` ({SWIFT_REFERENCE[1]}); both print the same result, checked by the bench "
             "(and against `swift NAME.swift` when swift is on the PATH). Target: keylab at least as fast as CPython.",
             "",
             "| benchmark | keylab | CPython | keylab / CPython | keylab peak | CPython peak | |",
             "|---|---:|---:|---:|---:|---:|---|"]
    for title, k_t, p_t, ratio, k_m, p_m, verdict in SWIFT_SECTION:
        if p_t is None:
            continue
        lines.append(f"| {title} | {k_t * 1000:.0f} ms | {p_t * 1000:.0f} ms | {ratio:.2f}× | "
                     f"{k_m:.1f} MiB | {p_m:.1f} MiB | {verdict} |")
    session = [r for r in SWIFT_SECTION if r[2] is None]
    if len(session) == 2:
        (_, s_t, _, _, s_m, _, verdict), (_, f_t, _, _, f_m, _, _) = session
        lines += ["", f"Peak memory (max RSS) of one REPL session that ran all five benchmarks, "
                      f"piped into `keylab`: **{s_m:.1f} MiB** (target < 40 MiB, {verdict}; "
                      f"the session took {s_t * 1000:.0f} ms). The same five programs as one file under "
                      f"`keylab run`, where nothing is echoed: {f_m:.1f} MiB."]
    s = snippet.get("4-line snippet: swift FILE.swift")
    k = snippet.get("4-line snippet: keylab run FILE.swift")
    if s and k:
        lines += ["", f"`keylab run` of the 4-line snippet (`bench/inputs/snippet.swift`): {k[1] * 1000:.1f} ms against "
                      f"{s[1] * 1000:.1f} ms for `swift FILE.swift`: {k[3].split('(')[-1].rstrip(')')} faster, "
                      f"median of the pairs (target ≥ 10×, {k[4]})."]
    return lines


def everyday_section_lines():
    met = sum(1 for r in EVERYDAY_SECTION if r[6] == "met")
    lines = ["", "## Everyday programs (issue 26)", "",
             f"Measured by `make bench` on {datetime.date.today().isoformat()}: `bench/everyday/NAME.swift` under "
             f"`keylab run` and its twin `NAME.py` under `{reference_python()}`, alternated, median wall time of "
             "the runs and the median of the pairs' ratios; `swift NAME.swift` (the toolchain's interpreter, "
             "compile included) run once. The outputs of keylab, CPython, swift and the recorded "
             f"`NAME.expected` agree (else the row says so). {met} of {len(EVERYDAY_SECTION)} at or under CPython.",
             "",
             "| program | what it does | keylab | CPython | swift FILE.swift | keylab / CPython | |",
             "|---|---|---:|---:|---:|---:|---|"]
    for name, title, k_t, p_t, s_t, ratio, verdict in EVERYDAY_SECTION:
        swift_cell = f"{s_t * 1000:.0f} ms" if s_t is not None else "—"
        lines.append(f"| {name} | {title} | {k_t * 1000:.0f} ms | {p_t * 1000:.0f} ms | {swift_cell} | {ratio:.2f}× | {verdict} |")
    return lines


def write_report(rows, notes):
    path = os.path.join(ROOT, "docs", "performance.md")
    existing = open(path).read() if os.path.exists(path) else ""
    marker = "<!-- findings -->"
    findings = existing.split(marker, 1)[1] if marker in existing else "\n\n## Findings\n\n(none yet)\n"
    cpu = "unknown"
    try:
        with open("/proc/cpuinfo") as f:
            cpu = next(l.split(":", 1)[1].strip() for l in f if l.startswith("model name"))
    except (OSError, StopIteration):
        pass
    lines = [
        "# Performance",
        "",
        f"Measured by `make bench` on {datetime.date.today().isoformat()}: {platform.system()} {platform.machine()}, "
        f"{os.cpu_count()} cores ({cpu}), release build. Each figure is the median wall time of several whole-process "
        "runs and the largest peak memory (max RSS) seen.",
        "",
        "| benchmark | time | peak memory | target | |",
        "|---|---:|---:|---|---|",
    ]
    for name, seconds, peak, target, verdict in rows:
        shown = f"{seconds * 1e6:.1f} µs" if seconds < 1e-3 else f"{seconds * 1000:.1f} ms"
        lines.append(f"| {name} | {shown} | {peak:.1f} MiB | {target} | {verdict} |")
    lines += [""] + [n + "\n" for n in notes]
    if SWIFT_SECTION:
        lines += swift_section_lines(rows) + [""]
    if EVERYDAY_SECTION:
        lines += everyday_section_lines() + [""]
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n" + marker + findings)


if __name__ == "__main__":
    sys.exit(main())
