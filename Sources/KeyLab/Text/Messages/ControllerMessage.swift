import SimUIKit

/// What `:strategy code`, `:load`, `:edit` and `:pin … as NAME` answer: the
/// learner's own view controller on the simulated screen.
enum ControllerMessage: String, CaseIterable, MessageEntry {
    case noUIKit, noController, ambiguous, unknownClass, unknownClassNoneDeclared, creationFailed, installed, tooManyClasses
    case loadMissingFile, loadUnreadable, loaded
    case editNoEditor, editFailed, editCreates, editLeftAsTemplate
    case pinNamed
    case codeIsYours
    case uikitMemberMissing, uikitTypeMissing
    case screenDoesNotTurn
    case madeInCode

    var english: String {
        switch self {
        case .noUIKit: return "error: no view controller yet: type `import UIKit`, declare `class ViewController: UIViewController { … }`, then :strategy code (an entry or :load that showed an error is not kept, its import neither: fix it and enter it again)"
        case .noController: return "error: no UIViewController subclass is declared yet, e.g. `class ViewController: UIViewController { … }` (an entry that showed an error is not kept: fix it and enter it again)"
        case .ambiguous: return "error: more than one view controller is declared ({candidates}): name one, e.g. :strategy code {first}"
        case .unknownClass: return "error: '{name}' is not a UIViewController subclass declared in this session; declared: {candidates}"
        case .unknownClassNoneDeclared: return "error: no view controller is declared yet: declare `class {name}: UIViewController { … }` (an entry that showed an error is not kept: fix it and enter it again)"
        case .creationFailed: return "error: could not create {name}:"
        case .installed: return "strategy: code {name}"
        case .tooManyClasses: return "error: ':strategy code' takes one class name, not '{words}'"
        case .loadMissingFile: return "error: name a Swift file, e.g. :load ViewController.swift"
        case .loadUnreadable: return "error: cannot read '{file}'"
        case .loaded: return "loaded {file} ({lines} lines)"
        case .editNoEditor: return "error: :edit needs a terminal to run the editor in"
        case .editFailed: return "error: the editor '{editor}' did not run; set $EDITOR"
        case .editCreates: return "{file} does not exist yet: keylab creates it with a starting view controller and opens it in {editor}. Save and quit to load it; quit without changes and the file is removed again."
        case .editLeftAsTemplate: return "{file} was left as the template: removed again, nothing loaded"
        case .pinNamed: return "as {name} (an outlet of that name binds to it)"
        case .codeIsYours: return "// your {name}, on the screen now (:strategy code)"
        case .uikitMemberMissing: return "note: '{member}' is outside keylab's UIKit, which has what keyboard handling needs, not all of UIKit: :source {type} shows what it has here"
        case .uikitTypeMissing: return "note: keylab's UIKit has what keyboard handling needs, not all of UIKit, and no '{name}': :help source lists the types it has"
        case .madeInCode: return "note: keylab made {name} as a storyboard does, with init(coder:); a screen built in code is made by the app's code: :strategy code followed by the initializer call with its arguments, or by the factory call that makes it"
        case .screenDoesNotTurn: return "the device turns to {orientation}; {name} does not (supportedInterfaceOrientations, shouldAutorotate): the screen stays in {current}, and nothing is posted"
        }
    }

    var korean: String {
        switch self {
        case .noUIKit: return "오류: 아직 뷰 컨트롤러가 없어요. `import UIKit`을 입력하고 `class ViewController: UIViewController { … }`를 선언한 뒤 :strategy code를 쓰세요(오류가 난 입력이나 :load는 import까지 남지 않으니 고쳐서 다시 입력하세요)"
        case .noController: return "오류: 아직 UIViewController 하위 클래스를 선언하지 않았어요. 예: `class ViewController: UIViewController { … }`(오류가 난 입력은 남지 않으니 고쳐서 다시 입력하세요)"
        case .ambiguous: return "오류: 뷰 컨트롤러가 여러 개 선언되어 있어요 ({candidates}). 하나를 고르세요. 예: :strategy code {first}"
        case .unknownClass: return "오류: '{name}'은(는) 이 세션에서 선언한 UIViewController 하위 클래스가 아니에요. 선언된 클래스: {candidates}"
        case .unknownClassNoneDeclared: return "오류: 아직 선언된 뷰 컨트롤러가 없어요. `class {name}: UIViewController { … }`를 선언하세요(오류가 난 입력은 남지 않으니 고쳐서 다시 입력하세요)"
        case .creationFailed: return "오류: {name}을(를) 만들 수 없어요:"
        case .installed: return "전략: code {name}"
        case .tooManyClasses: return "오류: ':strategy code'에는 클래스 이름 하나만 적어요. '{words}'는 받을 수 없어요"
        case .loadMissingFile: return "오류: Swift 파일 이름을 적어 주세요. 예: :load ViewController.swift"
        case .loadUnreadable: return "오류: '{file}'을(를) 읽을 수 없어요"
        case .loaded: return "{file}을(를) 불러왔어요 ({lines}줄)"
        case .editNoEditor: return "오류: :edit는 편집기를 띄울 터미널이 있어야 해요"
        case .editFailed: return "오류: 편집기 '{editor}'을(를) 실행하지 못했어요. $EDITOR를 설정해 주세요"
        case .editCreates: return "{file}은(는) 아직 없어요. keylab이 기본 뷰 컨트롤러를 담아 새로 만들고 {editor}(으)로 열어요. 저장하고 나오면 불러오고, 고치지 않고 나오면 파일을 다시 지워요."
        case .editLeftAsTemplate: return "{file}을(를) 고치지 않았어요. 파일을 다시 지웠고 아무것도 불러오지 않았어요"
        case .pinNamed: return "이름 {name} (같은 이름의 아웃렛이 여기에 연결돼요)"
        case .codeIsYours: return "// 지금 화면에 있는 내 {name} (:strategy code)"
        case .uikitMemberMissing: return "참고: '{member}'은(는) keylab의 UIKit 밖에 있어요. keylab의 UIKit에는 UIKit 전체가 아니라 키보드 처리에 필요한 것만 있어요. :source {type}로 여기서 그 타입에 무엇이 있는지 볼 수 있어요"
        case .uikitTypeMissing: return "참고: keylab의 UIKit에는 UIKit 전체가 아니라 키보드 처리에 필요한 것만 있고 '{name}'은(는) 없어요. :help source로 있는 타입 목록을 볼 수 있어요"
        case .madeInCode: return "참고: keylab은 스토리보드처럼 init(coder:)로 {name}을(를) 만들었어요. 코드로 만드는 화면은 앱의 코드로 만들어요: :strategy code 뒤에 인자를 준 이니셜라이저 호출이나 그 화면을 만드는 팩토리 호출을 적으세요"
        case .screenDoesNotTurn: return "기기는 {orientation}으로 돌아가지만 {name}은(는) 돌아가지 않아요(supportedInterfaceOrientations, shouldAutorotate). 화면은 {current} 그대로이고 아무것도 게시되지 않아요"
        }
    }
}

extension Messages {
    /// Why `:strategy code` could not put the controller on the screen.
    func controllerError(_ error: ControllerError) -> String {
        switch error {
        case .noUIKit: return text(ControllerMessage.noUIKit)
        case .noController: return text(ControllerMessage.noController)
        case .ambiguous(let names):
            return text(ControllerMessage.ambiguous, ["candidates": names.joined(separator: ", "), "first": names.first ?? ""])
        case .unknownClass(let name, let candidates) where candidates.isEmpty:
            // Usually the class had a compile error, so the session never kept it.
            return text(ControllerMessage.unknownClassNoneDeclared, ["name": name])
        case .unknownClass(let name, let candidates):
            return text(ControllerMessage.unknownClass, ["name": name, "candidates": candidates.joined(separator: ", ")])
        case .creationFailed(let name, let output):
            // An expression (`:strategy code LoginFactory.make()`) is named as typed; a class as `NAME()`.
            // `VC(coder:)`: the storyboard's initializer keylab called, named as such.
            let byCoder = name.hasSuffix("(coder:)")
            let made = ControllerBinding.isMakerExpression(name) ? name : name + "()"
            var reply = text(ControllerMessage.creationFailed, ["name": made]) + "\n" + output
            if byCoder || !ControllerBinding.isMakerExpression(name), output.contains("init(coder:)") {
                let className = byCoder ? String(name.dropLast("(coder:)".count)) : name
                reply += (reply.hasSuffix("\n") ? "" : "\n") + text(ControllerMessage.madeInCode, ["name": className])
            }
            return reply
        }
    }
}
