import CMark

/// Turns lesson Markdown into `LessonBlock`s with libcmark, recognising the
/// special fenced blocks (`keylab`, `exercise`, `swift`, `output`).
struct MarkdownParser {
    let file: String
    private(set) var diagnostics: [LessonDiagnostic] = []
    private var sourceLines: [String] = []

    init(file: String) { self.file = file }

    /// A block with the line of its first source line (used to split steps).
    struct Located {
        var block: LessonBlock
        var line: Int
    }

    /// Parses a whole document; the text keeps the file's line numbering.
    mutating func parse(_ text: String) -> [Located] {
        sourceLines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let bytes = Array(text.utf8)
        guard let document = bytes.withUnsafeBufferPointer({ buffer in
            buffer.baseAddress.map { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    cmark_parse_document($0, buffer.count, CMARK_OPT_DEFAULT)
                }
            }
        }) ?? nil else {
            diagnostics.append(LessonDiagnostic(file: file, line: 1, "libcmark could not parse this file"))
            return []
        }
        defer { cmark_node_free(document) }
        return children(of: document)
    }

    private mutating func children(of node: OpaquePointer) -> [Located] {
        var result: [Located] = []
        var child = cmark_node_first_child(node)
        while let current = child {
            let line = Int(cmark_node_get_start_line(current))
            if let block = convert(current) {
                if case .code(let language, let text, let outputLine) = block, language == "output",
                   let previous = result.last, case .swift(var snippet) = previous.block, snippet.expectedOutput == nil {
                    snippet.expectedOutput = text
                    snippet.outputLine = outputLine
                    result[result.count - 1].block = .swift(snippet)
                }
                result.append(Located(block: block, line: line))
            }
            child = cmark_node_next(current)
        }
        return result
    }

    private mutating func convert(_ node: OpaquePointer) -> LessonBlock? {
        let type = cmark_node_get_type(node)
        switch type {
        case CMARK_NODE_PARAGRAPH:
            return .paragraph(inlines(of: node))
        case CMARK_NODE_HEADING:
            return .heading(level: Int(cmark_node_get_heading_level(node)), inlines(of: node))
        case CMARK_NODE_BLOCK_QUOTE:
            return .quote(children(of: node).map(\.block))
        case CMARK_NODE_LIST:
            var items: [[LessonBlock]] = []
            var item = cmark_node_first_child(node)
            while let current = item {
                items.append(children(of: current).map(\.block))
                item = cmark_node_next(current)
            }
            let ordered = cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
            return .list(start: ordered ? Int(cmark_node_get_list_start(node)) : nil, items: items)
        case CMARK_NODE_CODE_BLOCK:
            return codeBlock(node)
        case CMARK_NODE_HTML_BLOCK:
            return .html(Self.literal(node).droppingTrailingNewline)
        case CMARK_NODE_THEMATIC_BREAK:
            return .thematicBreak
        default:
            return nil
        }
    }

    private mutating func codeBlock(_ node: OpaquePointer) -> LessonBlock {
        let fenceLine = Int(cmark_node_get_start_line(node))
        // cmark 0.30 has no cmark_node_get_fenced: look at the source line.
        let source = fenceLine >= 1 && fenceLine <= sourceLines.count ? sourceLines[fenceLine - 1] : ""
        let opening = source.drop { $0 == " " || $0 == ">" }
        let fenced = opening.hasPrefix("```") || opening.hasPrefix("~~~")
        let firstLine = fenced ? fenceLine + 1 : fenceLine
        let info = cmark_node_get_fence_info(node).map { String(cString: $0) } ?? ""
        let words = info.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        let language = words.first ?? ""
        let text = Self.literal(node)
        let lines = text.droppingTrailingNewline.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        switch language {
        case "keylab":
            let (transcript, problems) = Transcript.parse(lines, firstLine: firstLine, fenceLine: fenceLine, file: file)
            diagnostics += problems
            return .transcript(transcript)
        case "exercise":
            let (exercise, problems) = Exercise.parse(lines, firstLine: firstLine, fenceLine: fenceLine, file: file)
            diagnostics += problems
            if let exercise { return .exercise(exercise) }
            return .code(language: "exercise", text: text.droppingTrailingNewline, line: fenceLine)
        case "swift":
            let unknown = words.dropFirst().filter { !SwiftSnippet.attributes.contains($0) }
            if let word = unknown.first {
                diagnostics.append(LessonDiagnostic(file: file, line: fenceLine,
                    "unknown swift block attribute '\(word)' (known: 'swift uikit', shown, not compiled; 'swift swift6', compiled in the Swift 6 language mode)"))
            }
            return .swift(SwiftSnippet(code: text.droppingTrailingNewline, line: fenceLine, isUIKit: words.contains("uikit"),
                                       isSwift6: words.contains("swift6")))
        default:
            return .code(language: language, text: text.droppingTrailingNewline, line: fenceLine)
        }
    }

    private func inlines(of node: OpaquePointer) -> [Inline] {
        var result: [Inline] = []
        var child = cmark_node_first_child(node)
        while let current = child {
            switch cmark_node_get_type(current) {
            case CMARK_NODE_TEXT: result.append(.text(Self.literal(current)))
            case CMARK_NODE_CODE: result.append(.code(Self.literal(current)))
            case CMARK_NODE_SOFTBREAK: result.append(.softBreak)
            case CMARK_NODE_LINEBREAK: result.append(.lineBreak)
            case CMARK_NODE_HTML_INLINE: result.append(.html(Self.literal(current)))
            case CMARK_NODE_EMPH: result.append(.emphasis(inlines(of: current)))
            case CMARK_NODE_STRONG: result.append(.strong(inlines(of: current)))
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
                let url = cmark_node_get_url(current).map { String(cString: $0) } ?? ""
                result.append(.link(inlines(of: current), destination: url))
            default: result += inlines(of: current)
            }
            child = cmark_node_next(current)
        }
        return result
    }

    private static func literal(_ node: OpaquePointer) -> String {
        cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
    }
}

extension String {
    var droppingTrailingNewline: String {
        hasSuffix("\n") ? String(dropLast()) : self
    }
}
