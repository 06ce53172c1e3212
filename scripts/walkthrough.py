#!/usr/bin/env python3
"""Walk every lesson as a learner would, in a real terminal (tmux), and flag
what a learner would stumble on (issue 27).

For each language and terminal size, keylab starts in its own tmux session
(on its own socket, `-L walkthrough` or $WALKTHROUGH_TMUX_SOCKET, so a
shared tmux server is left alone) with
a fresh data folder. Each lesson is opened with `:lesson ID`; every step is
read off the screen (and out of the pager when the step opens in it), each
exercise is answered with the lesson's own `solution:` lines, typed one by
one, then `:check`; `:next` goes on. After every reply the visible screen is
captured and checked for:

  broken-word   a row filled to the last column that ends inside a word
                whose rest starts the next row (the terminal cut it);
  title-gone    the step's title is not on the screen (nor on the pager's
                first page) when the step is shown;
  latin-prose   (ko) three or more English words in a row, one of them a
                common English word, on a row with no code punctuation;
  error         a solution line answered with `error:`/`오류:` where the
                lesson's transcript shows none, or `:check` not answering
                "Correct!" after the solution;
  crash         keylab's pane died (keylab ended without :quit);
  bad-prompt    after a reply, the last row is not a bare prompt (left-over
                terminal replies such as `;2R`, a half-typed line).

Usage:
  scripts/walkthrough.py [--sizes 100x40,80x24,60x30] [--langs en,ko]
                         [--lessons ID,ID] [--keylab .build/debug/keylab]
                         [--out walk.json]

Prints one summary line per language and size and every finding; with
--out, writes every finding and count as JSON. Exit status 1 when anything
was found.
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import unicodedata

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOCKET = os.environ.get("WALKTHROUGH_TMUX_SOCKET", "walkthrough")
PROMPT = re.compile(r"^(keylab>|\s*\.\.\.>)\s*$")
PAGER = re.compile(r"^(:|\(END\)|.*lines \d+-\d+.*)\s*$")
CORRECT = {"en": "Correct! Exercise solved.", "ko": "정답이에요! 연습 문제를 풀었어요."}
# keylab itself dying shows as its pane dying; lesson text may quote any crash message
# ("Illegal instruction", a trapping program's "Fatal error"), so no text counts.
ENGLISH = {"the", "a", "an", "of", "to", "and", "are", "not", "this", "that", "with", "your",
           "it", "be", "was", "has", "have", "when", "which", "from", "by", "on", "does", "no", "or"}


def width(text):
    """Terminal columns: East Asian wide and full-width characters take two."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 0 if unicodedata.combining(c) else 1 for c in text)


def wordy(c):
    return c.isalnum() or c == "_"


# ---------------------------------------------------------------- lessons

def parse_lesson(path):
    """The lesson's id, and per step: its title and each exercise's solution
    inputs with their expected output lines."""
    lines = open(path, encoding="utf-8").read().split("\n")
    lesson_id, steps, fence, in_front = None, [], None, False
    exercise = None
    for index, line in enumerate(lines):
        if index == 0 and line.strip() == "---":
            in_front = True
            continue
        if in_front:
            if line.strip() == "---":
                in_front = False
            elif line.startswith("id:"):
                lesson_id = line[3:].strip()
            continue
        if fence is None:
            match = re.match(r"^(`{3,})\s*(\w*)", line)
            if match:
                fence = match.group(1)
                if match.group(2) == "exercise" and steps:
                    exercise = {"solution": None}
                    steps[-1]["exercises"].append(exercise)
                continue
            if line.startswith("## "):
                steps.append({"title": line[3:].strip(), "exercises": []})
            continue
        if line.startswith(fence) and line.strip() == fence:
            fence, exercise = None, None
            continue
        if exercise is None:
            continue
        if line.strip() == "solution:":
            exercise["solution"] = []
        elif exercise["solution"] is not None:
            if line.startswith(">> "):
                exercise["solution"].append({"input": line[3:], "output": []})
            elif line.startswith("> ") or line == ">":
                exercise["solution"].append({"input": line[2:], "output": []})
            elif exercise["solution"]:
                exercise["solution"][-1]["output"].append(line)
    return lesson_id, steps


def lessons(language, only):
    found = []
    base = os.path.join(ROOT, "lessons", language)
    for folder in sorted(os.listdir(base)):
        for name in sorted(os.listdir(os.path.join(base, folder))):
            if name.endswith(".md"):
                lesson_id, steps = parse_lesson(os.path.join(base, folder, name))
                if lesson_id and (not only or lesson_id in only or lesson_id.split("/")[-1] in only):
                    found.append((lesson_id, steps))
    return found


# ---------------------------------------------------------------- tmux

def tmux(*words, check=True):
    return subprocess.run(["tmux", "-L", SOCKET] + list(words), capture_output=True, text=True, check=check).stdout


class Pane:
    def __init__(self, name, language, columns, rows, keylab, lessons_folder=None, editor="vi"):
        self.name = name
        self.home = tempfile.mkdtemp(prefix="keylab-walk-")
        locale = "ko_KR.UTF-8" if language == "ko" else "en_US.UTF-8"
        command = (f"cd {self.home} && env HOME={self.home} XDG_DATA_HOME={self.home}/data XDG_STATE_HOME={self.home}/state "
                   f"LANG={locale} TERM=xterm-256color EDITOR={editor} "
                   f"{keylab} --lang {language} --lessons {lessons_folder or os.path.join(ROOT, 'lessons')}")
        tmux("kill-session", "-t", name, check=False)
        tmux("new-session", "-d", "-s", name, "-x", str(columns), "-y", str(rows), command)
        tmux("set-option", "-t", name, "remain-on-exit", "on")
        self.last = ""
        self.wait()

    def dead(self):
        return tmux("display-message", "-p", "-t", self.name, "#{pane_dead}", check=False).strip() == "1"

    def screen(self):
        return tmux("capture-pane", "-p", "-t", self.name, check=False)

    def joined(self):
        """The screen's rows with the terminal's soft wraps joined again."""
        return tmux("capture-pane", "-p", "-J", "-t", self.name, check=False).rstrip("\n").split("\n")

    def rows(self, text=None):
        rows = (self.screen() if text is None else text).rstrip("\n").split("\n")
        while rows and not rows[-1].strip():
            rows.pop()
        return rows

    def state(self, text):
        rows = self.rows(text)
        last = rows[-1] if rows else ""
        if PROMPT.match(last):
            return "prompt"
        if PAGER.match(last):
            return "pager"
        return None

    def wait(self, before=None, timeout=90):
        """Waits for a bare prompt or the pager, the screen unchanged for a moment."""
        start, previous = time.time(), None
        while time.time() - start < timeout:
            time.sleep(0.25)
            if self.dead():
                return "dead", self.screen()
            text = self.screen()
            if before is not None and text == before and time.time() - start < 3:
                continue
            state = self.state(text)
            if state and text == previous:
                return state, text
            previous = text
        return "timeout", self.screen()

    def send(self, text):
        before = self.screen()
        tmux("send-keys", "-t", self.name, "-l", text)
        tmux("send-keys", "-t", self.name, "Enter")
        return self.wait(before)

    def key(self, key):
        before = self.screen()
        tmux("send-keys", "-t", self.name, key)
        return self.wait(before)

    def close(self):
        tmux("kill-session", "-t", self.name, check=False)
        shutil.rmtree(self.home, ignore_errors=True)


# ---------------------------------------------------------------- checks

def broken_words(joined, columns):
    """Cuts inside a word where the terminal wrapped a line wider than the
    screen (`joined`: the screen with tmux's soft wraps joined, `capture-pane -J`)."""
    found = []
    typing = False
    # The top row may be the end of a line that began above the screen (the learner's typing, say).
    for line in joined[1:]:
        # The learner's own typing, echoed by the line editor, wraps where the terminal ends
        # (the line editor may go on after a hard line break when the row is full).
        if re.match(r"^(keylab>|\s*\.\.\.>) ", line) or typing:
            typing = width(line) > 0 and width(line) % columns == 0
            continue
        used, start = 0, 0
        for index, c in enumerate(line):
            step = width(c)
            if used + step > columns:
                if index > 0 and wordy(line[index - 1]) and wordy(c):
                    found.append(line[max(start, index - 20):index] + " / " + line[index:index + 20]
                                 + f"   (line: {line[:160]})")
                used, start = 0, index
            used += step
    return found


def latin_prose(rows):
    found = []
    for row in rows:
        # swiftc's diagnostics are quoted in its own words, in English, in both languages.
        if re.match(r"^\s*(error|warning|note|Fatal error):", row) or re.search(r"'\w[\w.]*'", row):
            continue
        if PROMPT.match(row) or row.startswith("keylab>") or re.search(r"[=(){};\[\]<>]|//", row):
            continue
        for run in re.finditer(r"\b[a-z]+(?: [a-z]+){2,}\b", row):
            if ENGLISH & set(run.group(0).split()):
                found.append(row.strip())
                break
    return found


def reply_after(rows, typed):
    """The rows after the last row that echoes `typed` (the reply to it)."""
    probe = typed.strip()[:30]
    for index in range(len(rows) - 1, -1, -1):
        if probe and probe in rows[index]:
            return rows[index + 1:]
    return rows


class Walk:
    def __init__(self, language, columns, rows, verbose=False):
        self.language, self.columns, self.rows, self.verbose = language, columns, rows, verbose
        self.findings, self.steps, self.screens, self.exercises = [], 0, 0, 0

    def flag(self, kind, lesson, step, detail):
        # The same screen is often looked at twice (before and after a pager): one finding each.
        if any((f["kind"], f["lesson"], f["step"], f["detail"]) == (kind, lesson, step, detail) for f in self.findings):
            return
        self.findings.append({"kind": kind, "lang": self.language, "size": f"{self.columns}x{self.rows}",
                              "lesson": lesson, "step": step, "detail": detail})
        if self.verbose:
            print(f"  {kind}: {lesson} step {step}: {detail}", flush=True)

    def look(self, pane, state, text, lesson, step, typed=None):
        """Checks one screen; a pager is read, then left with q."""
        self.screens += 1
        rows = pane.rows(text)
        if state == "dead":
            self.flag("crash", lesson, step, "\n".join(rows[-8:]))
            return "dead", text
        for piece in broken_words(pane.joined(), self.columns):
            self.flag("broken-word", lesson, step, piece)
        if self.language == "ko":
            for row in latin_prose(rows):
                self.flag("latin-prose", lesson, step, row)
        if state == "timeout":
            self.flag("bad-prompt", lesson, step, f"after {typed!r}: " + (rows[-1] if rows else "(empty screen)"))
        if state == "pager":
            state, text = pane.key("q")
            return self.look(pane, state, text, lesson, step, typed)
        return state, text

    def show_step(self, pane, state, text, lesson, index, title):
        """The step was just shown: its title is on the screen (or the pager's first page)."""
        self.steps += 1
        probe = re.sub(r"[`*]", "", title)[:10]
        if probe not in re.sub(r"\s+", " ", text):
            self.flag("title-gone", lesson, index + 1, f"“{title}” not on screen; top row: {pane.rows(text)[:1]}")
        return self.look(pane, state, text, lesson, index + 1, ":next")

    def lesson(self, pane, lesson_id, steps):
        if self.verbose:
            print(f"{self.language} {self.columns}x{self.rows}: {lesson_id}", flush=True)
        state, text = pane.send(f":lesson {lesson_id}")
        for index, step in enumerate(steps):
            state, text = self.show_step(pane, state, text, lesson_id, index, step["title"])
            if state == "dead":
                return False
            for exercise in step["exercises"]:
                self.exercises += 1
                for entry in exercise["solution"] or []:
                    state, text = pane.send(entry["input"])
                    state, text = self.look(pane, state, text, lesson_id, index + 1, entry["input"])
                    if state == "dead":
                        return False
                    reply = "\n".join(reply_after(pane.rows(text), entry["input"]))
                    expected = "\n".join(entry["output"])
                    for word in ("error:", "오류:"):
                        if word in reply and word not in expected:
                            self.flag("error", lesson_id, index + 1, f"{entry['input'].strip()} → {reply[:200]}")
                state, text = pane.send(":check")
                if CORRECT[self.language] not in text:
                    self.flag("error", lesson_id, index + 1, ":check after the solution: "
                              + " | ".join(reply_after(pane.rows(text), ":check"))[:300])
                state, text = self.look(pane, state, text, lesson_id, index + 1, ":check")
                if state == "dead":
                    return False
            if index + 1 < len(steps):
                state, text = pane.send(":next")
        return True


# ---------------------------------------------------------------- issue 27's items

def items(keylab):
    """Issue 27's items 1-9, each tried in tmux; returns (item, passed, what was seen)."""
    results = []

    def record(item, passed, seen):
        results.append((item, passed, seen))
        print(f"  {'ok  ' if passed else 'FAIL'} {item}: {seen}", flush=True)

    # 1. :edit with vi: the editor gets the terminal; after it, a bare prompt and a working command.
    pane = Pane(f"items-edit-{os.getpid()}", "en", 80, 24, keylab)
    before = pane.screen()
    tmux("send-keys", "-t", pane.name, "-l", ":edit Probe.swift")
    tmux("send-keys", "-t", pane.name, "Enter")
    time.sleep(3)
    in_vi = pane.screen()
    opened = "~" in in_vi and "keylab>" not in pane.rows(in_vi)[-1]
    tmux("send-keys", "-t", pane.name, "Escape")
    tmux("send-keys", "-t", pane.name, "-l", ":q!")
    tmux("send-keys", "-t", pane.name, "Enter")
    state, text = pane.wait(before)
    state, text = pane.send(":help quit")
    rows = pane.rows(text)
    junk = [row for row in rows if re.search(r";\d+R", row)]
    left = not os.path.exists(os.path.join(pane.home, "Probe.swift"))
    record("1 :edit with vi", opened and state == "prompt" and not junk and left and "quit" in text,
           f"vi full screen: {opened}; after :q! prompt: {state}; junk: {junk or 'none'}; untouched template removed: {left}")
    pane.close()

    en = Pane(f"items-en-{os.getpid()}", "en", 80, 24, keylab)
    # 2. A forgotten import UIKit gets swiftc's words.
    state, text = en.send("class ViewController: UIViewController {}")
    record("2 forgotten import UIKit", "cannot find type 'UIViewController' in scope" in text and "import UIKit" in text,
           " | ".join(row.strip() for row in en.rows(text) if re.match(r"^(error|note):", row)))
    # 6. => points to Swift's closures.
    state, text = en.send("let double = x => x * 2")
    record("6 => pointer", "cannot find operator '=>'" in text and "{" in text,
           " | ".join(row.strip() for row in reply_after(en.rows(text), "let double")
                      if re.match(r"^(error|note):", row) or row.startswith("  ")))
    en.close()

    ko = Pane(f"items-ko-{os.getpid()}", "ko", 60, 30, keylab)
    # 8. The caret under a Hangul name is counted in columns.
    state, text = ko.send("print(이름)")
    rows = ko.rows(text)
    rows = rows[max(0, max(i for i, row in enumerate(rows) if row.startswith("keylab> print(이름)")) + 1):]
    source = next((row for row in rows if "print(이름)" in row), "")
    caret = next((row for row in rows if "^" in row), "")
    aligned = bool(source and caret) and width(source[:source.index("이름")]) == caret.index("^") and caret.count("~") == 3
    record("8 caret under a Hangul name", aligned, f"{source.strip()!r} / {caret.strip()!r}")
    # 8. Particles follow the word: no mechanical 이(가), 을(를), 은(는) after a word keylab can read.
    mechanical = []
    for line in (":lesson 없는레슨", ":focus nickname", ":device iphone-xx", ":strategy nothing", ":expect view.y == 3"):
        state, text = ko.send(line)
        for row in reply_after(ko.rows(text), line):
            if re.search(r"이\(가\)|을\(를\)|은\(는\)|과\(와\)|\(으\)로", row):
                mechanical.append(row.strip())
    record("8 Korean particles", not mechanical, "; ".join(mechanical) or "each particle chosen from its word")
    # 8. LANG=ko_KR.UTF-8 without the locale installed still draws with box characters.
    state, text = ko.send(":add textfield nickname 20 480 335 44")
    state, text = ko.send(":focus nickname")
    if state == "pager":
        state, text = ko.key("q")
    boxes = any(c in text for c in "┌┐└┘│─╔╗╚╝║═")
    record("8 drawing under an uninstalled ko_KR.UTF-8", boxes, "box drawing characters" if boxes else "ASCII")
    # 9. :device at 60 columns breaks at spaces, never past the edge.
    state, text = ko.send(":device iphone-se")
    rows = reply_after(ko.rows(text), ":device iphone-se")
    wide = [row for row in rows if width(row.rstrip()) > 60]
    broken = broken_words(ko.joined(), 60)
    record("9 :device at 60 columns", not wide and not broken, " | ".join(row.strip() for row in rows)[:200])
    ko.close()

    # 9. A lesson file over the size cap is named, with the cap.
    folder = tempfile.mkdtemp(prefix="keylab-big-")
    os.makedirs(os.path.join(folder, "en", "01-big"))
    with open(os.path.join(folder, "en", "01-big", "01-big.md"), "w") as file:
        file.write("---\nid: big/big\ntitle: Big\nconcepts: []\n---\n\n## Big\n\n" + "x " * 600_000 + "\n")
    big = Pane(f"items-big-{os.getpid()}", "en", 100, 40, keylab, lessons_folder=folder)
    state, text = big.send(":lessons")
    record("9 lesson file over the size cap", "01-big.md" in text and "limit" in text,
           " | ".join(reply_after(big.rows(text), ":lessons"))[:200])
    big.close()
    shutil.rmtree(folder, ignore_errors=True)
    return results


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="100x40,80x24,60x30")
    parser.add_argument("--langs", default="en,ko")
    parser.add_argument("--lessons", default="")
    parser.add_argument("--keylab", default=os.path.join(ROOT, ".build/debug/keylab"))
    parser.add_argument("--out")
    parser.add_argument("--verbose", action="store_true", help="print each lesson and each finding as it happens")
    parser.add_argument("--items", action="store_true", help="try issue 27's items 1-9 instead of walking the lessons")
    args = parser.parse_args()
    if args.items:
        results = items(args.keylab)
        sys.exit(0 if all(passed for _, passed, _ in results) else 1)
    only = {word for word in args.lessons.split(",") if word}
    walks = []
    for language in args.langs.split(","):
        for size in args.sizes.split(","):
            columns, rows = (int(n) for n in size.split("x"))
            walk = Walk(language, columns, rows, verbose=args.verbose)
            name = f"walk-{language}-{size}-{os.getpid()}"
            pane = None
            for lesson_id, steps in lessons(language, only):
                if pane is None:
                    pane = Pane(name, language, columns, rows, args.keylab)
                if not walk.lesson(pane, lesson_id, steps):
                    # A crash ends this keylab; the next lesson starts a new one.
                    pane.close()
                    pane = None
            if pane:
                pane.close()
            walks.append(walk)
            kinds = {}
            for finding in walk.findings:
                kinds[finding["kind"]] = kinds.get(finding["kind"], 0) + 1
            print(f"{language} {size}: {walk.steps} steps, {walk.exercises} exercises, {walk.screens} screens; "
                  f"findings: {kinds or 'none'}", flush=True)
            for finding in walk.findings:
                print(f"  {finding['kind']}: {finding['lesson']} step {finding['step']}: {finding['detail']}", flush=True)
    if args.out:
        with open(args.out, "w", encoding="utf-8") as file:
            json.dump([{"lang": w.language, "size": f"{w.columns}x{w.rows}", "steps": w.steps, "exercises": w.exercises,
                        "screens": w.screens, "findings": w.findings} for w in walks], file, ensure_ascii=False, indent=1)
    sys.exit(1 if any(w.findings for w in walks) else 0)


if __name__ == "__main__":
    main()
