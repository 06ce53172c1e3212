import Foundation
import Lessons
import Testing
@testable import KeyLabCLI

@Suite("colour policy and user paths")
struct TerminalPolicyTests {
    @Test("colour only on a terminal, not for TERM=dumb, NO_COLOR or --no-color")
    func colorPolicy() {
        #expect(ColorPolicy.useColor(stdoutIsTerminal: true, environment: ["TERM": "xterm"], noColorFlag: false))
        #expect(!ColorPolicy.useColor(stdoutIsTerminal: false, environment: ["TERM": "xterm"], noColorFlag: false))
        #expect(!ColorPolicy.useColor(stdoutIsTerminal: true, environment: ["TERM": "dumb"], noColorFlag: false))
        #expect(!ColorPolicy.useColor(stdoutIsTerminal: true, environment: ["NO_COLOR": "1"], noColorFlag: false))
        #expect(ColorPolicy.useColor(stdoutIsTerminal: true, environment: ["NO_COLOR": ""], noColorFlag: false))
        #expect(!ColorPolicy.useColor(stdoutIsTerminal: true, environment: [:], noColorFlag: true))
    }

    @Test("XDG_STATE_HOME and XDG_DATA_HOME are honoured; defaults under HOME")
    func paths() {
        let custom = UserPaths(environment: ["HOME": "/home/a", "XDG_STATE_HOME": "/tmp/state", "XDG_DATA_HOME": "/tmp/data"])
        #expect(custom.historyFile == "/tmp/state/keylab/history")
        #expect(custom.dataDirectory == "/tmp/data/keylab")
        let defaults = UserPaths(environment: ["HOME": "/home/a"])
        #expect(defaults.historyFile == "/home/a/.local/state/keylab/history")
        #expect(defaults.dataDirectory == "/home/a/.local/share/keylab")
        let relative = UserPaths(environment: ["HOME": "/home/a", "XDG_STATE_HOME": "relative"])
        #expect(relative.stateDirectory == "/home/a/.local/state/keylab")
    }

    @Test("saving the history creates its folder, collapses duplicates and reloads")
    func historyRoundTrip() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("keylab-history-\(UUID().uuidString)")
        let paths = UserPaths(environment: ["HOME": "/nonexistent", "XDG_STATE_HOME": root.path])
        let store = HistoryStore(path: paths.historyFile)
        for line in [":help", "let x = 1", ":help", "", "안녕 = 1"] { store.record(line) }
        #expect(store.entries == ["let x = 1", ":help", "안녕 = 1"])
        store.save()
        #expect(FileManager.default.fileExists(atPath: paths.historyFile))
        let reloaded = HistoryStore(path: paths.historyFile)
        reloaded.load()
        #expect(reloaded.entries == ["let x = 1", ":help", "안녕 = 1"])
    }

    @Test("history keeps the last 1,000 distinct lines")
    func historyLimit() {
        let lines = (0..<1_200).map { "line \($0)" }
        let collapsed = HistoryStore.collapsed(lines + ["line 5"])
        #expect(collapsed.count == 1_000)
        #expect(collapsed.last == "line 5")
    }

    @Test("the language defaults from LC_ALL, then LANG")
    func language() {
        #expect(LessonLanguage.fromEnvironment( ["LANG": "ko_KR.UTF-8"]) == "ko")
        #expect(LessonLanguage.fromEnvironment( ["LC_ALL": "en_US.UTF-8", "LANG": "ko_KR.UTF-8"]) == "en")
        #expect(LessonLanguage.fromEnvironment( [:]) == "en")
    }
}

@Suite("shared options before the subcommand")
struct ArgumentOrderTests {
    let names = ["repl", "run", "lesson", "check-lessons", "help"]

    @Test("options before a subcommand move behind it")
    func reorders() {
        #expect(ArgumentOrder.subcommandFirst(["--lang", "ko", "lesson", "x/y"], subcommands: names) == ["lesson", "--lang", "ko", "x/y"])
        #expect(ArgumentOrder.subcommandFirst(["--no-color", "--lang=ko", "run", "f"], subcommands: names) == ["run", "--no-color", "--lang=ko", "f"])
    }

    @Test("anything else is left alone")
    func leavesAlone() {
        #expect(ArgumentOrder.subcommandFirst(["run", "--lang", "ko", "f"], subcommands: names) == ["run", "--lang", "ko", "f"])
        #expect(ArgumentOrder.subcommandFirst(["--lang", "ko"], subcommands: names) == ["--lang", "ko"])
        #expect(ArgumentOrder.subcommandFirst(["--lessons", "run"], subcommands: names) == ["--lessons", "run"])
    }
}

@Suite("Unicode or ASCII drawings")
struct TerminalTextTests {
    @Test("a UTF-8 locale or none draws Unicode; LANG=C draws ASCII")
    func unicodeChoice() {
        #expect(TerminalText.unicode(localeIsUTF8: true, environment: ["LANG": "ko_KR.UTF-8"]))
        #expect(TerminalText.unicode(localeIsUTF8: false, environment: [:]))
        #expect(!TerminalText.unicode(localeIsUTF8: false, environment: ["LANG": "C"]))
        #expect(!TerminalText.unicode(localeIsUTF8: false, environment: ["LC_ALL": "en_US.ISO-8859-1"]))
    }

    @Test("ko_KR.UTF-8 not installed: setlocale fails, yet the name says UTF-8, so Hangul and box drawing stay")
    func uninstalledUTF8Locale() {
        #expect(TerminalText.unicode(localeIsUTF8: false, environment: ["LANG": "ko_KR.UTF-8"]))
        #expect(TerminalText.unicode(localeIsUTF8: false, environment: ["LC_ALL": "ko_KR.utf8"]))
        #expect(TerminalText.unicode(localeIsUTF8: false, environment: ["LC_CTYPE": "de_DE.UTF-8@euro", "LANG": "C"]))
        // LC_ALL overrides LANG, whichever way.
        #expect(!TerminalText.unicode(localeIsUTF8: false, environment: ["LC_ALL": "C", "LANG": "ko_KR.UTF-8"]))
        #expect(!TerminalText.unicode(localeIsUTF8: false, environment: ["LANG": "ko_KR.EUC-KR"]))
    }
}
