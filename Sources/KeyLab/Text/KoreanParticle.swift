/// Korean particles that depend on the sound the preceding word ends with:
/// a catalogue template writes both forms (`{name}이(가)`, `'{file}'을(를)`)
/// because the word is only known when the message is printed, and
/// `append` picks the one a Korean reader expects.
///
/// How a word is read (the rule, so it can be argued with):
/// - Hangul: the final consonant (받침) of its last syllable,
///   `(scalar − 0xAC00) % 28`; 8 is ㄹ.
/// - Digits, read as Sino-Korean numbers: 0 영, 1 일, 3 삼, 6 육, 7 칠, 8 팔
///   end in a consonant (1, 7, 8 in ㄹ); 2 이, 4 사, 5 오, 9 구 in a vowel.
///   A multi-digit number ending in 0 ends in 십/백/천/만: a consonant.
/// - Latin: a capitals tail of up to four letters (`UI`, `URL`, `originX`)
///   is spelled out, so its last letter's name counts (엘, 엠, 엔, 알 end in
///   a consonant). A word is read as English: it ends in a consonant after
///   `m`, `n`, `ng`, `l` (also before a silent `e`: name, line, table),
///   `ck`, and `p` or `b` after a vowel (탑, 웹; but 헬프); anything else (`t` 트, `d` 드, `s` 스, `r` 러, `y`,
///   vowels) ends in a vowel sound. A single letter is read by its name.
/// - Closing quotes, backticks and brackets are looked through, and a call
///   or selector suffix (`name()`, `keyboardWillShow(_:)`) is read as the
///   name before it.
/// - Anything else (an operator, an empty word): the template's both-forms
///   text stays as written, which is still correct Korean.
enum KoreanParticle {
    /// How a word ends, as far as particles care.
    enum Ending: Equatable {
        case vowel
        case consonant
        /// ㄹ: a consonant, but takes 로 rather than 으로.
        case rieul
    }

    /// The particles written with both forms: the text in templates, the
    /// form after a consonant, the form after a vowel, and whether ㄹ takes
    /// the vowel form.
    private static let pairs: [(written: String, consonant: String, vowel: String, rieulTakesVowel: Bool)] = [
        ("이(가)", "이", "가", false),
        ("을(를)", "을", "를", false),
        ("은(는)", "은", "는", false),
        ("과(와)", "과", "와", false),
        ("(으)로", "으로", "로", true),
        ("(이)에요", "이에요", "예요", false),
    ]

    /// Appends template text `literal` to `result`, each both-forms
    /// particle in it replaced by the form the word before it (in `result`,
    /// so a filled-in value counts) takes. Argument values are appended by
    /// the caller, never through here: a lesson's own words are not changed.
    static func append(_ literal: Substring, to result: inout String) {
        var rest = literal
        while !rest.isEmpty {
            guard let pair = pairs.first(where: { rest.hasPrefix($0.written) }) else {
                result.append(rest.removeFirst())
                continue
            }
            rest = rest.dropFirst(pair.written.count)
            switch ending(of: result) {
            case nil: result += pair.written
            case .vowel?: result += pair.vowel
            case .consonant?: result += pair.consonant
            case .rieul?: result += pair.rieulTakesVowel ? pair.vowel : pair.consonant
            }
        }
    }

    /// How the last word of `text` ends, or nil when it cannot be read.
    static func ending(of text: String) -> Ending? {
        let word = spokenTail(of: Substring(text))
        guard let last = word.unicodeScalars.last else { return nil }
        if (0xAC00...0xD7A3).contains(last.value) {
            switch (last.value - 0xAC00) % 28 {
            case 0: return .vowel
            case 8: return .rieul
            default: return .consonant
            }
        }
        if ("0"..."9").contains(last) { return digitEnding(word) }
        if last.isASCII && last.properties.isAlphabetic {
            return latinEnding(word)
        }
        return nil
    }

    /// The part of `text` that is read aloud last: quotes, backticks and
    /// closing brackets looked through, a trailing `(…)` dropped.
    private static func spokenTail(of text: Substring) -> Substring {
        var text = text
        while let last = text.last {
            if "'`\"’”]".contains(last) {
                text = text.dropLast()
            } else if last == ")", let open = text.lastIndex(of: "("), open != text.startIndex {
                text = text[..<open]
            } else {
                break
            }
        }
        return text
    }

    private static func digitEnding(_ word: Substring) -> Ending {
        let digits = word.reversed().prefix { $0.isASCII && $0.isNumber }
        guard let last = digits.first else { return .vowel }
        if last == "0" { return .consonant }  // 영, or 십/백/천/만
        switch last {
        case "1", "7", "8": return .rieul
        case "3", "6": return .consonant
        default: return .vowel
        }
    }

    private static func latinEnding(_ word: Substring) -> Ending {
        let letters = String(word.reversed().prefix { $0.isASCII && $0.isLetter }.reversed())
        let capitals = letters.reversed().prefix { $0.isUppercase }
        // An all-capitals tail (URL, UI) or a lone letter is spelled out.
        if (1...4).contains(capitals.count) || letters.count == 1, let letter = letters.last {
            switch letter.lowercased() {
            case "l", "r": return .rieul  // 엘, 알
            case "m", "n": return .consonant  // 엠, 엔
            default: return .vowel
            }
        }
        var lower = letters.lowercased()
        if lower.count > 2, lower.hasSuffix("e"), let before = lower.dropLast().last, "mnl".contains(before) {
            lower.removeLast()  // silent e: name, line, table
        }
        if lower.hasSuffix("ng") || lower.hasSuffix("m") || lower.hasSuffix("n") { return .consonant }
        if lower.hasSuffix("l") { return .rieul }
        // After a vowel: 백, 탑, 웹; after a consonant: 헬프, 점프 (a vowel sound).
        if lower.hasSuffix("ck") { return .consonant }
        // A `t` after one short vowel is read as a final ㅅ: kit 킷, set 셋, get 겟
        // (UIKit은); after two vowels (boot 부트) or a consonant (list 리스트) it is 트.
        if lower.hasSuffix("t"), let vowel = lower.dropLast().last, "aeiou".contains(vowel),
           !(lower.dropLast(2).last.map { "aeiouy".contains($0) } ?? false) {
            return .consonant
        }
        let stop = lower.reversed().prefix { $0 == "p" || $0 == "b" }  // app, web
        if !stop.isEmpty, let before = lower.dropLast(stop.count).last, "aeiou".contains(before) {
            return .consonant
        }
        return .vowel
    }
}
