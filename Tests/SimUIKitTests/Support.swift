import SimUIKit
import SwiftSubset

/// Runs `source` as a file with keylab's UIKit prelude available: its stdout,
/// or its diagnostics when it does not compile or stops.
func run(_ source: String) -> String {
    let result = SwiftProgram.run(source: source, fileName: "main.swift", modules: UIKitPrelude.modules)
    return result.exitCode == 0 ? result.stdout : result.stderr
}

/// What `print(expression)` shows after `import UIKit`.
func printed(_ expression: String) -> String {
    String(run("import UIKit\nprint(\(expression))\n").dropLast())
}

/// A REPL session with the prelude available.
func session() -> SwiftREPL {
    SwiftREPL(modules: UIKitPrelude.modules)
}
