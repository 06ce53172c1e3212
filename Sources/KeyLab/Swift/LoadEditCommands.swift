import Foundation

/// `:load FILE.swift` and `:edit [FILE]`: Swift longer than a few lines,
/// read from a file into the session. The file's lines number the trace and
/// crash reports (`ViewController.swift:14`).
enum LoadEditCommands {
    static var all: [Command] { [load, edit] }

    static var load: Command {
        Command(
            name: "load", group: .swift,
            summary: "read a Swift file into the session",
            usage: ":load FILE.swift",
            example: ":load ViewController.swift\n:strategy code",
            details: "Evaluates the whole file as one entry, as if you had typed it. Its declarations stay; a compile error declares nothing. "
                + "Traces and crashes name the file and its line numbers (ViewController.swift:14).",
            complete: { _, index, _ in index == 0 ? swiftFiles() : [] },
            run: { session, invocation in
                guard let path = invocation.arguments.first, invocation.arguments.count == 1 else {
                    return .failure(session.messages.text(ControllerMessage.loadMissingFile))
                }
                return loadFile(path, session)
            }
        )
    }

    static var edit: Command {
        Command(
            name: "edit", group: .swift,
            summary: "write Swift in $EDITOR, then load it",
            usage: ":edit [FILE.swift]",
            example: ":edit ViewController.swift",
            details: "Opens FILE (default: ViewController.swift in a scratch folder) in $VISUAL or $EDITOR (default vi); when the editor exits, the file is loaded as :load does. "
                + "A FILE that does not exist yet is created with a starting view controller; left unchanged, it is removed again and nothing is loaded.",
            complete: { _, index, _ in index == 0 ? swiftFiles() : [] },
            run: { session, invocation in
                guard invocation.arguments.count <= 1 else {
                    return .failure(session.messages.text(ControllerMessage.loadMissingFile))
                }
                guard let runEditor = session.environment.runEditor else {
                    return .failure(session.messages.text(ControllerMessage.editNoEditor))
                }
                let editor = ProcessInfo.processInfo.environment["VISUAL"].flatMap { $0.isEmpty ? nil : $0 }
                    ?? ProcessInfo.processInfo.environment["EDITOR"].flatMap { $0.isEmpty ? nil : $0 } ?? "vi"
                if let path = invocation.arguments.first {
                    return editNamedFile(path, editor: editor, runEditor: runEditor, session)
                }
                // No file named: a scratch file, removed once loaded; its text comes back at the next :edit.
                guard case .success(let folder) = ScratchFolder.create(prefix: "keylab-edit") else {
                    return .failure(session.messages.text(ControllerMessage.editFailed, ["editor": editor]))
                }
                defer { folder.remove() }
                let path = folder.path + "/ViewController.swift"
                // A scratch folder that cannot take the file (full disk) is the editor's failure too.
                guard FileManager.default.createFile(atPath: path, contents: Data((session.scene.editedText ?? template).utf8)),
                      runEditor(editor, path) else {
                    return .failure(session.messages.text(ControllerMessage.editFailed, ["editor": editor]))
                }
                if let data = FileManager.default.contents(atPath: path) { session.scene.editedText = String(decoding: data, as: UTF8.self) }
                return loadFile(path, session)
            }
        )
    }

    /// `:edit FILE`: a file that does not exist yet is created with the
    /// template, and the learner is told so before the editor starts; left
    /// as the template (nothing written in it), it is removed again and
    /// nothing is loaded, so quitting the editor leaves no stray file.
    static func editNamedFile(_ path: String, editor: String, runEditor: (String, String) -> Bool, _ session: Session) -> Reply {
        var notice = ""
        let created = !FileManager.default.fileExists(atPath: path)
        if created {
            guard FileManager.default.createFile(atPath: path, contents: Data(template.utf8)) else {
                return .failure(session.messages.text(ControllerMessage.loadUnreadable, ["file": path]))
            }
            let folder = FileManager.default.currentDirectoryPath
            let shown = path.hasPrefix("/") ? path : (folder.hasSuffix("/") ? folder : folder + "/") + path
            notice = WordWrap.text(session.messages.text(ControllerMessage.editCreates, ["file": shown, "editor": editor]),
                                   width: session.environment.width) + "\n"
            if let showNow = session.environment.showNow {
                showNow(notice)
                notice = ""
            }
        }
        guard runEditor(editor, path) else {
            if created { try? FileManager.default.removeItem(atPath: path) }
            return Reply(output: notice + session.messages.text(ControllerMessage.editFailed, ["editor": editor]) + "\n", failed: true)
        }
        if created, let data = FileManager.default.contents(atPath: path), String(decoding: data, as: UTF8.self) == template {
            try? FileManager.default.removeItem(atPath: path)
            return Reply(output: notice + session.messages.text(ControllerMessage.editLeftAsTemplate, ["file": path]) + "\n", failed: false)
        }
        let loaded = loadFile(path, session)
        return Reply(output: notice + loaded.output, failed: loaded.failed)
    }

    /// What a new file starts with.
    static let template = "import UIKit\n\nclass ViewController: UIViewController {\n}\n"

    /// Reads and evaluates a file, named for traces by its last path component.
    static func loadFile(_ path: String, _ session: Session) -> Reply {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            return .failure(session.messages.text(ControllerMessage.loadUnreadable, ["file": path]))
        }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let result = session.swift.evaluate(text, fileName: name, interrupt: session.environment.interrupt)
        var output = session.style.highlightDiagnostics(DiagnosticWrap.forTerminal(
            UIKitGapNote.annotate(result.output, swift: session.swift, messages: session.messages,
                                 width: session.environment.width), session.environment))
        if !result.failed {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0)
            output += session.messages.text(ControllerMessage.loaded, ["file": name, "lines": String(lines)]) + "\n"
        }
        return Reply(output: output.terminatedByNewline, failed: result.failed)
    }

    /// The `.swift` files in the current folder, for completion.
    static func swiftFiles() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: FileManager.default.currentDirectoryPath)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted()
    }
}
