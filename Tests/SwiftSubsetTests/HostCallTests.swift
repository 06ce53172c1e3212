import Testing
import SwiftSubset

/// The host calling into a session (API/HostCalls.swift): functions called
/// with host values, crashes located in the learner's file, statements traced.
@Suite struct HostCallTests {
    let modules = HostModules([
        HostModule(name: "Kit", files: [
            HostSourceFile(name: "Kit.swift", text: """
            var kitCalls = 0
            func kitDouble(_ x: Double) -> Double { kitCalls += 1; return x * 2 }

            """),
        ]),
    ])

    @Test func callsAHostFunctionWithValues() {
        let repl = SwiftREPL(modules: modules)
        _ = repl.evaluate("import Kit")
        let r = repl.call(function: "kitDouble", arguments: [.double(21)])
        #expect(r.value == .double(42))
        #expect(r.crash == nil)
        #expect(repl.evaluate("print(kitCalls)").output == "1\n")
    }

    @Test func callsTheLearnersFunctionAndKeepsItsState() {
        let repl = SwiftREPL(modules: modules)
        _ = repl.evaluate("var total = 0\nfunc add(_ n: Int, _ names: [String]) -> [String] { total += n; return names + [\"x\"] }")
        #expect(repl.call(function: "add", arguments: [.int(2), .array([.string("a")])]).value == .array([.string("a"), .string("x")]))
        _ = repl.call(function: "add", arguments: [.int(3), .array([])])
        #expect(repl.evaluate("print(total)").output == "5\n")
    }

    @Test func aWrongCallIsRefusedByName() {
        let repl = SwiftREPL(modules: modules)
        #expect(repl.call(function: "nope", arguments: []).crash?.message == "no function 'nope' is declared")
        _ = repl.evaluate("func f(_ s: String) {}")
        #expect(repl.call(function: "f", arguments: [.int(1)]).crash?.kind == .badCall)
    }

    @Test func aCrashNamesTheLearnersFileLineAndFunction() {
        let repl = SwiftREPL(modules: modules)
        _ = repl.evaluate("import Kit")
        let loaded = repl.evaluate("""
        class Handler {
            var values: [Int] = []
            func handle() {
                let first: Int? = values.first
                print("before")
                print(first!)
            }
        }
        let handler = Handler()
        func run() { handler.handle() }
        """, fileName: "Handler.swift")
        #expect(!loaded.failed)
        let r = repl.call(function: "run", arguments: [])
        #expect(r.output == "before\n")
        #expect(r.crash?.text == "Fatal error: Unexpectedly found nil while unwrapping an Optional value")
        #expect(r.crash?.file == "Handler.swift")
        #expect(r.crash?.line == 6)
        #expect(r.crash?.function == "Handler.handle()")
        // The session goes on.
        #expect(repl.evaluate("print(handler.values.count)").output == "0\n")
    }

    @Test func anEndlessLoopIsStoppedByTheBudget() {
        let repl = SwiftREPL(limits: EvaluationLimits(maxSteps: 100_000), modules: modules)
        _ = repl.evaluate("func spin() { var n = 0\n while true { n += 1 } }")
        #expect(repl.call(function: "spin", arguments: []).crash?.kind == .limit)
    }

    @Test func statementsAreTracedWithTheirValues() {
        let repl = SwiftREPL(modules: modules)
        _ = repl.evaluate("import Kit")
        _ = repl.evaluate("""
        struct Point { var x: Double; var y: Double }
        var origin = Point(x: 0, y: 0)
        func shift(_ h: Double) {
            let height = h
            origin.y -= height
        }
        """)
        repl.recordsStatements = true
        let r = repl.call(function: "shift", arguments: [.double(258)])
        #expect(r.statements.map(\.text) == ["let height = h", "origin.y -= height"])
        #expect(r.statements.map(\.file) == ["entry 2", "entry 2"])
        #expect(r.statements.map(\.line) == [4, 5])
        let step = r.statements[1]
        #expect(step.operation == "-=" && step.target == "origin.y")
        #expect(step.before == 0 && step.after == -258)
        #expect(r.statements[0].after == 258)
        repl.recordsStatements = false
        #expect(repl.call(function: "shift", arguments: [.double(1)]).statements.isEmpty)
    }

    @Test func withoutAHostModuleNothingIsTraced() {
        let repl = SwiftREPL(modules: modules)
        _ = repl.evaluate("var y = 0.0\nfunc f() { y -= 1 }")
        repl.recordsStatements = true
        #expect(repl.call(function: "f", arguments: []).statements.isEmpty)
    }

    @Test func hostSourceIsNotAnEntry() {
        let repl = SwiftREPL(modules: modules)
        _ = repl.evaluate("class Base {}\nclass Screen: Base { var name: String? = nil }")
        #expect(!repl.evaluateHostSource("let made = Screen()").failed)
        #expect(repl.acceptedEntries.count == 1)
        let screen = repl.declaredClasses.first { $0.name == "Screen" }
        #expect(screen?.superclasses == ["Base"])
        #expect(screen?.properties.map(\.type) == ["String?"])
    }

    /// The list is kept between entries (the bridge asks for it on every event), yet a later
    /// entry's class appears, and a class whose entry failed while running does not.
    @Test func declaredClassesFollowEveryEntry() {
        let repl = SwiftREPL(modules: modules)
        _ = repl.evaluate("class First {}")
        #expect(repl.declaredClasses.map(\.name) == ["First"])
        _ = repl.evaluate("class Second: First {}")
        #expect(repl.declaredClasses.map(\.name) == ["First", "Second"])
        let failed = repl.evaluate("class Third {}\nlet values = [Int]()\nprint(values[1])")
        #expect(failed.failed)
        #expect(repl.declaredClasses.map(\.name) == ["First", "Second"])
    }
}

extension HostCallTests {
    /// A function whose body is only `if`/`return` is still traced statement by statement (the
    /// one-expression fast path is not taken for the learner's code once a host module is loaded).
    @Test func aReturnOnlyFunctionIsTracedAndLocated() {
        let repl = SwiftREPL(modules: modules)
        _ = repl.evaluate("import Kit")
        _ = repl.evaluate("""
        func height(_ shown: Bool, _ h: Double) -> Double {
            if shown { return h }
            return 0
        }
        func pick(_ xs: [Int]) -> Int {
            return xs[3]
        }
        """, fileName: "Pick.swift")
        repl.recordsStatements = true
        let r = repl.call(function: "height", arguments: [.bool(true), .double(258)])
        #expect(r.value == .double(258))
        #expect(r.statements.map(\.line) == [2])
        let crash = repl.call(function: "pick", arguments: [.array([.int(1)])]).crash
        #expect(crash?.file == "Pick.swift" && crash?.line == 6 && crash?.function == "pick(_:)")
    }
}
