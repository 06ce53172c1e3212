/// What `:swiftc`, `:source` and `keylab run` say themselves: a compiler or
/// program that could not run or was stopped, a missing `swiftc`, an
/// unknown prelude type, an unfinished script. What swiftc and the program
/// print stays as they print it.
enum SwiftcMessage: String, CaseIterable, MessageEntry {
    case couldNotRun, cannotWrite, timeLimit, outputLimit, interrupted, theProgram, exitStatus, noSwiftc, noAppleModule
    case endingNoFolder, cannotCreateFolder, cannotMakePipe, notEnoughMemory, tooManyProcesses
    case sourceNameOneType, sourceNoType, sourceKnownNames, unfinishedScript

    var english: String {
        switch self {
        case .couldNotRun: return "error: could not run swiftc: {reason}"
        case .cannotWrite: return "cannot write {file}"
        case .timeLimit: return "{what} did not finish within {seconds} s and was stopped (a loop that never ends?)"
        case .outputLimit: return "{what} printed more than {megabytes} MB and was stopped (output that never ends?)"
        case .interrupted: return "{what} was interrupted"
        case .theProgram: return "the program"
        case .exitStatus: return "(exit status {status})"
        case .noAppleModule: return "note: {module} exists only in Apple's SDKs (Xcode on a Mac, for iOS): the swiftc here has none, so :swiftc runs only code without it. Code that imports it runs in keylab itself, on its simulated UIKit: type it or :load it, without :swiftc"
        case .noSwiftc: return "error: no swiftc on the PATH\nnote: install the Swift toolchain (swift.org/install) to compile with the real compiler"
        case .endingNoFolder: return "keylab is ending: no temporary folder made"
        case .cannotCreateFolder: return "cannot create a temporary folder in {folder}: {reason}"
        case .cannotMakePipe: return "cannot make a pipe: {reason}"
        case .notEnoughMemory: return "not enough memory (ulimit -v, or the machine is full)"
        case .tooManyProcesses: return "too many processes or not enough memory (ulimit -u, ulimit -v)"
        case .sourceNameOneType: return "name one type, e.g. :source CGRect"
        case .sourceNoType: return "error: keylab's UIKit prelude declares no type '{name}'"
        case .sourceKnownNames: return "known names: {names}"
        case .unfinishedScript:
            return "error: unexpected end of input: the Swift entry that starts here is not finished (an open brace, parenthesis or \"\"\")"
        }
    }

    var korean: String {
        switch self {
        case .couldNotRun: return "오류: swiftc를 실행할 수 없어요: {reason}"
        case .cannotWrite: return "{file} 파일을 쓸 수 없어요"
        case .timeLimit: return "{what}: {seconds}초 안에 끝나지 않아서 멈췄어요(끝나지 않는 반복문인가요?)"
        case .outputLimit: return "{what}: {megabytes} MB 넘게 출력해서 멈췄어요(끝없이 출력하나요?)"
        case .interrupted: return "{what}: 중단했어요"
        case .theProgram: return "프로그램"
        case .exitStatus: return "(종료 상태 {status})"
        case .noAppleModule: return "참고: {module}은(는) 애플 SDK(Mac의 Xcode, iOS용)에만 있어요. 여기 있는 swiftc에는 없어서 :swiftc로는 그 모듈을 쓰지 않는 코드만 실행할 수 있어요. 그 모듈을 import하는 코드는 keylab의 시뮬레이션 UIKit에서 돌아가요. :swiftc 없이 입력하거나 :load로 불러오세요"
        case .noSwiftc: return "오류: PATH에 swiftc가 없어요\n참고: 실제 컴파일러로 컴파일하려면 Swift 툴체인을 설치하세요(swift.org/install)"
        case .endingNoFolder: return "keylab이 끝나는 중이라 임시 폴더를 만들지 않았어요"
        case .cannotCreateFolder: return "임시 폴더를 만들 수 없어요({folder}): {reason}"
        case .cannotMakePipe: return "파이프를 만들 수 없어요: {reason}"
        case .notEnoughMemory: return "메모리가 부족해요(ulimit -v, 또는 컴퓨터의 메모리가 가득 찼어요)"
        case .tooManyProcesses: return "프로세스가 너무 많거나 메모리가 부족해요(ulimit -u, ulimit -v)"
        case .sourceNameOneType: return "타입 이름 하나를 쓰세요. 예: :source CGRect"
        case .sourceNoType: return "오류: keylab의 UIKit 프렐류드에는 '{name}' 타입이 없어요"
        case .sourceKnownNames: return "아는 이름: {names}"
        case .unfinishedScript:
            return "오류: 입력이 예상보다 일찍 끝났어요: 여기서 시작한 Swift 입력이 끝나지 않았어요(열린 중괄호, 괄호 또는 \"\"\")"
        }
    }
}

extension SwiftcMessage {
    /// swiftc's own words when a module is missing (matched in its output, never shown by keylab).
    static func noSuchModule(_ module: String) -> String { "no such module '\(module)'" }
}

extension Messages {
    /// A `SwiftcMessage` with its arguments.
    func swiftc(_ entry: SwiftcMessage, _ arguments: [String: String] = [:]) -> String { text(entry, arguments) }

    /// Why keylab stopped a child process, after `error: `; `what` names it (nil: the program).
    func childStop(_ stop: ChildStop, what: String? = nil) -> String {
        let name = what ?? text(SwiftcMessage.theProgram)
        switch stop {
        case .timeLimit(let seconds): return text(SwiftcMessage.timeLimit, ["what": name, "seconds": ChildStop.format(seconds)])
        case .outputLimit(let bytes):
            return text(SwiftcMessage.outputLimit, ["what": name, "megabytes": ChildStop.format(Double(bytes) / 1_000_000)])
        case .interrupted: return text(SwiftcMessage.interrupted, ["what": name])
        }
    }
}
