import Testing
@testable import KeyLab

/// A Korean message's particle follows the word filled in before it:
/// `` `view.y`가 ``, `':next'를`, `'이름'은`, not the mechanical `이(가)`.
@Suite struct KoreanParticleTests {
    private func fill(_ template: String, _ word: String) -> String {
        MessageTemplate.fill(template, ["w": word])
    }

    @Test func hangulFinalConsonantChoosesTheForm() {
        #expect(fill("'{w}'은(는) 없어요", "이름") == "'이름'은 없어요")
        #expect(fill("'{w}'은(는) 없어요", "사과") == "'사과'는 없어요")
        #expect(fill("{w}을(를) 읽어요", "파일") == "파일을 읽어요")
        #expect(fill("{w}(으)로 옮겨요", "파일") == "파일로 옮겨요")  // ㄹ takes 로
        #expect(fill("{w}(으)로 옮겨요", "책상") == "책상으로 옮겨요")
        #expect(fill("{w}과(와) 같아요", "키보드") == "키보드와 같아요")
    }

    @Test func identifiersAndCommandsAreReadAsEnglish() {
        #expect(fill("`{w}`이(가) 움직여요", "view.y") == "`view.y`가 움직여요")
        #expect(fill("'{w}'을(를) 받아들여요", ":next") == "':next'를 받아들여요")
        #expect(fill("`{w}`이(가) 가려져요", "bottomButton") == "`bottomButton`이 가려져요")
        #expect(fill("{w}을(를) 읽어요", "frame") == "frame을 읽어요")
        #expect(fill("{w}(으)로 가요", "label") == "label로 가요")
        #expect(fill("{w}을(를) 봐요", "textField") == "textField를 봐요")
        #expect(fill("'{w}'을(를) 찾으셨나요?", ":help") == "':help'를 찾으셨나요?")  // 헬프
        #expect(fill("{w}을(를) 열어요", "app") == "app을 열어요")  // 앱
        #expect(fill("{w}이(가) 없어요", "URL") == "URL이 없어요")  // 유알엘
        #expect(fill("{w}이(가) 없어요", "UI") == "UI가 없어요")
        #expect(fill("{w}()을(를) 만들어요", "ViewController") == "ViewController()를 만들어요")
        #expect(fill("{w}이(가) 실행됐어요", "keyboardWillShow(_:)") == "keyboardWillShow(_:)가 실행됐어요")
    }

    @Test func numbersAreReadAsSinoKorean() {
        #expect(fill("{w}이(가) 돼요", "44") == "44가 돼요")  // 사
        #expect(fill("{w}이(가) 돼요", "336") == "336이 돼요")  // 육
        #expect(fill("{w}이(가) 돼요", "20") == "20이 돼요")  // 십
        #expect(fill("{w}(으)로 돼요", "17") == "17로 돼요")  // 칠
        #expect(fill("{w}(으)로 돼요", "0.25") == "0.25로 돼요")  // 오
        #expect(fill("{w}(으)로 돼요", "3") == "3으로 돼요")  // 삼
    }

    @Test func anUnreadableWordKeepsBothForms() {
        #expect(fill("'{w}'은(는) 지원하지 않아요", "=>") == "'=>'은(는) 지원하지 않아요")
        #expect(fill("{w}이(가) 없어요", "") == "이(가) 없어요")
    }

    @Test func valuesAreNeverRewritten() {
        // A value that itself holds a both-forms particle (a lesson's text)
        // is printed as given; only the template's own particle is chosen.
        #expect(fill("{w}을(를) 봐요", "값이(가)") == "값이(가)를 봐요")
        #expect(MessageTemplate.fill("{w} is {x}", ["w": "a", "x": "b"]) == "a is b")
    }

    @Test func aCatalogueMessageChoosesItsParticle() {
        let korean = Messages(.korean)
        let text = korean.text(ContainerMessage.unknownWindow, ["word": "column"])
        #expect(text.hasPrefix("'column'은 "), "\(text)")
        let other = korean.text(ContainerMessage.unknownWindow, ["word": "sidebar"])
        #expect(other.hasPrefix("'sidebar'는 "), "\(other)")
    }
}
