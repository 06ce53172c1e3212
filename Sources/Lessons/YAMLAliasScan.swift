/// Finds YAML anchors (`&name`) and aliases (`*name`) in front matter before
/// Yams sees it.
///
/// Lesson front matter is four plain keys and never needs them, while a few
/// hundred bytes of nested aliases used as a mapping key make Yams hash an
/// exponentially large tree (the "billion laughs"): 9 levels took over a
/// minute. Rejecting any anchor or alias bounds the work by the text's length.
///
/// The scan follows just enough of YAML to tell an indicator from text:
/// `&` and `*` count only where a node starts (after indentation, `- `, `? `,
/// `: `, `[`, `{` or `,`), never inside quotes, comments or a plain scalar
/// such as `title: Tom & Jerry`.
enum YAMLAliasScan {
    /// A `&` or `*` that starts a node.
    struct Finding: Equatable {
        /// 1-based line within the YAML text.
        var line: Int
        /// The anchor or alias as written, e.g. `*a`.
        var token: String
    }

    /// The first anchor or alias in `lines`, or nil when there is none.
    static func first(in lines: [String]) -> Finding? {
        var quote: Character?     // inside a quoted scalar that spans lines
        var flowDepth = 0         // inside [ ] or { }
        var blockIndent: Int?     // inside a `|` or `>` block scalar
        for (index, line) in lines.enumerated() {
            let characters = Array(line)
            let indent = characters.prefix { $0 == " " }.count
            if let block = blockIndent {
                if indent > block || characters.allSatisfy({ $0 == " " }) { continue }
                blockIndent = nil
            }
            var position = 0
            var nodeStart = quote == nil
            while position < characters.count {
                let character = characters[position]
                if let open = quote {
                    if character == open {
                        // '' inside single quotes is an escaped quote.
                        if open == "'", position + 1 < characters.count, characters[position + 1] == "'" {
                            position += 2
                            continue
                        }
                        quote = nil
                    } else if character == "\\", open == "\"" {
                        position += 1
                    }
                    position += 1
                    continue
                }
                let next: Character? = position + 1 < characters.count ? characters[position + 1] : nil
                let separated = next == nil || next == " " || next == "\t"
                if character == " " || character == "\t" {
                    position += 1
                    if position < characters.count, characters[position] == "#" { break }
                    continue
                }
                if nodeStart {
                    switch character {
                    case "&", "*":
                        let token = characters[position...].prefix { !" \t,[]{}".contains($0) }
                        return Finding(line: index + 1, token: String(token))
                    case "#":
                        position = characters.count
                        continue
                    case "-" where separated, "?" where separated, ":" where separated:
                        position += 1
                        continue
                    case "!":
                        // A tag (`!!str`); the node itself follows it.
                        while position < characters.count, characters[position] != " " { position += 1 }
                        continue
                    case "[", "{":
                        flowDepth += 1
                        position += 1
                        continue
                    case "\"", "'":
                        quote = character
                        nodeStart = false
                        position += 1
                        continue
                    case "|", ">":
                        blockIndent = indent
                        position = characters.count
                        continue
                    default:
                        nodeStart = false
                    }
                }
                let inFlow = flowDepth > 0
                switch character {
                case ":" where separated || (inFlow && (next == "," || next == "]" || next == "}")):
                    nodeStart = true
                case "," where inFlow:
                    nodeStart = true
                case "[" where inFlow, "{" where inFlow:
                    flowDepth += 1
                    nodeStart = true
                case "]" where inFlow, "}" where inFlow:
                    flowDepth -= 1
                default:
                    break
                }
                position += 1
            }
        }
        return nil
    }
}
