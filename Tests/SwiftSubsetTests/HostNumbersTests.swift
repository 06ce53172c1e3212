import Testing
import SwiftSubset

/// `_hostNumbers(name, handle, numbers)`: a host module's property backed by the
/// host (keylab's views' geometry over their scene handles). Numbers travel as
/// numbers; an empty list reads, a full one writes; without a handler the call
/// answers empty and the module's code falls back to what it holds.
@Suite struct HostNumbersTests {
    let modules = HostModules([
        HostModule(name: "Kit", files: [
            HostSourceFile(name: "Kit.swift", text: """
            class Box {
                let handle: Int
                var held = -1.0
                init(handle: Int) { self.handle = handle }
                var width: Double {
                    get {
                        let n = _hostNumbers("width", handle, [])
                        return n.count == 1 ? n[0] : held
                    }
                    set {
                        held = newValue
                        _ = _hostNumbers("width", handle, [newValue])
                    }
                }
            }

            """),
        ]),
    ])

    /// The host's own store: box 7's width is 40 until the code sets it.
    final class Store: @unchecked Sendable {
        var widths: [Int: Double] = [7: 40]
        var calls: [String] = []
    }

    @Test func readsAndWritesGoToTheHostAsNumbers() {
        let repl = SwiftREPL(modules: modules)
        _ = repl.evaluate("import Kit")
        let store = Store()
        repl.hostNumbersHandler = { name, handle, numbers in
            store.calls.append("\(name) \(handle) \(numbers)")
            guard name == "width" else { return [] }
            if numbers.isEmpty { return store.widths[handle].map { [$0] } ?? [] }
            store.widths[handle] = numbers[0]
            return []
        }
        let r = repl.evaluate("let b = Box(handle: 7)\nprint(b.width)\nb.width += 2\nprint(b.width)")
        #expect(r.output.hasPrefix("40.0\n42.0\n"))
        // `+= 2` reads 40 and writes 42: the host holds the value, not the box.
        #expect(store.widths[7] == 42)
        #expect(store.calls == ["width 7 []", "width 7 []", "width 7 [42.0]", "width 7 []"])
    }

    @Test func withoutAHandlerTheModulesOwnValueStands() {
        let repl = SwiftREPL(modules: modules)
        _ = repl.evaluate("import Kit")
        let r = repl.evaluate("let b = Box(handle: 7)\nprint(b.width)\nb.width = 5\nprint(b.width)")
        #expect(r.output.hasPrefix("-1.0\n5.0\n"))
    }

    @Test func aWrongCallIsRefusedWithItsShape() {
        let repl = SwiftREPL(modules: modules)
        _ = repl.evaluate("import Kit")
        let r = repl.evaluate("_ = _hostNumbers(\"width\", [])")
        #expect(r.failed)
        #expect(r.output.contains("'_hostNumbers' takes (_ name: String, _ handle: Int, _ numbers: [Double])"))
    }
}
