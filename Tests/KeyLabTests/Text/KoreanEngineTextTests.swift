import Foundation
import Testing
@testable import KeyLab

/// With `--lang ko`, the engine's explanations are Korean too: handler
/// steps, the engine's remarks, layout-pass reasons, engine errors, the
/// progress file's warnings and `:swiftc`'s own notes. Code, names and
/// numbers stay as they are; no English sentence is left.
@Suite struct KoreanEngineTextTests {
    private func korean(_ environment: SessionEnvironment = SessionEnvironment(language: "ko")) -> Session {
        var environment = environment
        environment.language = "ko"
        return Session(environment: environment)
    }

    private func run(_ session: Session, _ lines: [String]) -> String {
        lines.map { session.handle($0).output }.joined(separator: "\n")
    }

    /// Lines holding three lower-case English words in a row (a sentence), the
    /// rule the catalogue test applies to Korean templates: words with a
    /// capital (API names) and `:commands` break a run, and so does
    /// punctuation that separates code (`.`, `,`, `(`, `-`).
    static func englishSentences(in output: String) -> [String] {
        output.split(separator: "\n").map(String.init).filter { line in
            for phrase in line.split(whereSeparator: { ",|/[]()-.;=".contains($0) }) {
                var run = 0
                for word in phrase.split(whereSeparator: { !$0.isLetter && $0 != ":" }) {
                    guard !(word.first?.isUppercase ?? false) || !word.allSatisfy(\.isASCII) else { continue }
                    run = word.allSatisfy(\.isASCII) && !word.hasPrefix(":") && !word.hasSuffix(":") ? run + 1 : 0
                    if run >= 3 { return true }
                }
            }
            return false
        }
    }

    @Test func theDetectorFindsEnglishSentences() {
        #expect(Self.englishSentences(in: "isKeyboard is false: not shifted yet, go on") == ["isKeyboard is false: not shifted yet, go on"])
        #expect(Self.englishSentences(in: "keyboardWillShow         begin (0, 667, 375, 258)  end (0, 409, 375, 258)").isEmpty)
    }

    @Test func aHandlerTraceIsKorean() {
        let output = run(korean(), [":draw off", ":add textfield nickname 20 480 335 44", ":strategy shift-view",
                                    ":focus nickname", ":add textfield email 20 540 335 44", ":focus email", ":keyboard hide"])
        for words in ["아직 올리지 않았으니 계속해요", "end frame의 높이", "올린 것을 기억해요", "필드를 바꿔요", "올렸으니 되돌려요",
                      "숨기기의 end frame도"] {
            #expect(output.contains(words), "\(words) missing in:\n\(output)")
        }
        #expect(Self.englishSentences(in: output).isEmpty, "English left:\n\(Self.englishSentences(in: output).joined(separator: "\n"))")
    }

    @Test func layoutPassReasonsAreKorean() {
        let output = run(korean(), [":draw off", ":add view inner 20 300 335 160", ":add textfield name 20 100 295 44 in inner",
                                    ":add button enter 20 597 335 50", ":pin inner.top to safe.top + 280", ":pin inner.height 160",
                                    ":pin enter.bottom to safe.bottom - 20", ":pin enter.height 50",
                                    ":strategy constraints push inner", ":focus name", ":rotate landscape"])
        for words in ["레이아웃 패스: 제약이 바뀌었어요", "레이아웃 패스: 가로 방향으로 회전", "창이 회전해요",
                      "회전: 키보드가 세로 프레임으로", "(duration ≈: 추정값)"] {
            #expect(output.contains(words), "\(words) missing in:\n\(output)")
        }
        // `전략: constraints push inner` and `고정했어요: inner.top to
        // safe.top + 280` repeat the command's words, and `enter bottom
        // constant` names the constraint being set: code, not sentences.
        let sentences = Self.englishSentences(in: output).filter {
            !$0.hasPrefix("전략: ") && !$0.hasPrefix("고정했어요: ") && !$0.contains("bottom constant =")
        }
        #expect(sentences.isEmpty, "English left:\n\(sentences.joined(separator: "\n"))")
        #expect(output.contains("원래 제약으로 되돌림"), "\(output)")
        #expect(output.contains("고정했어요: inner.top to safe.top + 280. 이제 inner의 프레임은"), "\(output)")
    }

    @Test func engineErrorsAreKorean() {
        let session = korean()
        _ = session.handle(":add label title 20 40 200 20")
        let cases: [(String, String)] = [(":remove view", "루트 뷰 'view'는 지울 수 없어요"),
                                         (":focus title", "퍼스트 리스폰더가 될 textfield나 textview"),
                                         (":keyboard floating", "떠 있는 키보드는 iPad에만 있어요"),
                                         (":keyboard remote", "다른 앱의 키보드(isLocal false)는"),
                                         (":screen appear", "화면이 이미 보여요"),
                                         (":pin view.top to safe.top", "루트 뷰 'view'는 화면을 채우고 있어서"),
                                         (":add textfield box 0 0 -5 10", "너비와 높이는 음수일 수 없어요")]
        for (line, words) in cases {
            let reply = session.handle(line)
            #expect(reply.failed, "\(line)")
            #expect(reply.output.contains(words), "\(line): \(reply.output)")
            let firstLine = String(reply.output.split(separator: "\n").first ?? "")
            #expect(Self.englishSentences(in: firstLine).isEmpty, "\(line): \(firstLine)")
        }
    }

    @Test func engineRemarksAreKorean() {
        let output = run(korean(), [":draw off", ":add textfield nickname 20 480 335 44", ":strategy shift-view forget-removal on",
                                    ":keyboard hide", ":focus nickname", ":focus nickname", ":keyboard predictive off",
                                    ":screen disappear", ":keyboard show"])
        for words in ["키보드가 이미 숨어 있어요", "이미 퍼스트 리스폰더예요", "예측 입력 바 끔", "옵저버를 제거하지 않아서"] {
            #expect(output.contains(words), "\(words) missing in:\n\(output)")
        }
        #expect(Self.englishSentences(in: output).isEmpty, "English left:\n\(Self.englishSentences(in: output).joined(separator: "\n"))")
    }

    @Test func aCorruptProgressFileIsReportedInKorean() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("keylab-ko-progress-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("not progress {".utf8).write(to: folder.appendingPathComponent("progress.json"))
        let session = korean(SessionEnvironment(dataDirectory: folder.path))
        let warnings = session.lessons.takeWarnings().joined(separator: "\n")
        #expect(warnings.hasPrefix("경고: 진도 파일 "), "\(warnings)")
        #expect(warnings.contains("진도를 새로 시작해요"), "\(warnings)")
        #expect(!warnings.contains("warning:"), "\(warnings)")
        #expect(Self.englishSentences(in: warnings).isEmpty, "\(warnings)")
    }

    @Test func swiftcNotesAreKorean() throws {
        let missing = korean().handle(":swiftc")
        #expect(missing.output.hasPrefix("오류: PATH에 swiftc가 없어요"), "\(missing.output)")
        #expect(Self.englishSentences(in: missing.output).isEmpty, "\(missing.output)")

        // A stand-in compiler whose program ends with status 3: keylab's note on it is Korean.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("keylab-ko-swiftc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let compiler = folder.appendingPathComponent("swiftc")
        try Data("#!/bin/sh\nwhile [ \"$1\" != \"-o\" ]; do shift; done\nprintf '#!/bin/sh\\nexit 3\\n' > \"$2\"\nchmod +x \"$2\"\n".utf8)
            .write(to: compiler)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: compiler.path)
        let reply = korean(SessionEnvironment(swiftcPath: compiler.path)).handle(":swiftc")
        #expect(reply.output.contains("(종료 상태 3)"), "\(reply.output)")
        #expect(!reply.output.contains("exit status"), "\(reply.output)")
    }

    @Test(arguments: [60, 80]) func koreanExplanationsFitTheTerminal(width: Int) {
        var environment = SessionEnvironment(width: width)
        environment.language = "ko"
        let session = Session(environment: environment)
        let output = run(session, [":add scrollview form 0 0 375 667", ":content form 1200", ":add textfield note 16 600 343 80 in form",
                                   ":strategy scroll form", ":focus note", ":keyboard predictive off", ":rotate landscape",
                                   ":strategy minimal distance 0", ":focus note", ":drag-dismiss on-drag", ":keyboard hide"])
        #expect(output.contains("스크롤 뷰 좌표계에서 본 필드의 프레임"), "\(output)")
        #expect(output.contains("keyboardDismissMode .onDrag: 끌기가 시작되면"), "\(output)")
        #expect(!output.contains("오류:"), "\(output)")
        for line in output.split(separator: "\n") {
            #expect(String(line).displayWidth <= width, "wider than \(width): \(line)")
        }
    }

    @Test func englishStaysTheEnginesOwnWords() {
        let session = Session()
        let output = run(session, [":draw off", ":add textfield nickname 20 480 335 44", ":strategy shift-view", ":focus nickname"])
        #expect(output.contains("    isKeyboard is false: not shifted yet, go on"), "\(output)")
        #expect(output.contains("    keyboardHeight = 258  (end frame height)"), "\(output)")
        #expect(session.handle(":remove view").output.hasPrefix("error: the root view 'view' cannot be removed; use :clear to empty the scene"))
    }
}
