/// What `:predict` answers, and the reveal after the next event.
enum PredictMessage: String, CaseIterable, MessageEntry {
    case noted, waiting, none, right, wrong, gone, missingValue, tooMany, notPredicted, predictedWrong

    var english: String {
        switch self {
        case .noted: return "prediction noted: {path} = {guess}; the next event will tell"
        case .waiting: return "waiting: {path} = {guess}"
        case .none: return "no prediction is waiting (:predict PATH VALUE before an event)"
        case .right: return "you predicted {path} = {guess}: right"
        case .wrong: return "you predicted {path} = {guess}, it is {actual}"
        case .gone: return "your prediction for {path} cannot be compared: it no longer exists"
        case .missingValue: return "missing VALUE (the number you expect after the next event)"
        case .tooMany: return "too many words after the value: '{words}'"
        case .notPredicted: return "predict first: use :predict before the event, then make it happen"
        case .predictedWrong: return "your prediction did not match; predict again, then make the event happen"
        }
    }

    var korean: String {
        switch self {
        case .noted: return "예측을 적어 뒀어요: {path} = {guess}. 다음 이벤트에서 확인해요"
        case .waiting: return "확인을 기다리는 예측: {path} = {guess}"
        case .none: return "기다리는 예측이 없어요(이벤트 전에 :predict PATH VALUE를 쓰세요)"
        case .right: return "예측 {path} = {guess}: 맞았어요"
        case .wrong: return "예측 {path} = {guess}, 실제 값은 {actual}이에요"
        case .gone: return "{path}에 대한 예측은 비교할 수 없어요: 그 값이 더는 없어요"
        case .missingValue: return "VALUE가 없어요(다음 이벤트 뒤에 나올 거라고 생각하는 숫자)"
        case .tooMany: return "값 뒤에 단어가 너무 많아요: '{words}'"
        case .notPredicted: return "먼저 예측하세요: 이벤트 전에 :predict를 쓰고, 그다음 이벤트를 일으키세요"
        case .predictedWrong: return "예측이 맞지 않았어요. 다시 예측한 다음 이벤트를 일으키세요"
        }
    }
}

extension Messages {
    func predictionNoted(path: String, guess: String) -> String { text(PredictMessage.noted, ["path": path, "guess": guess]) }
    func predictionWaiting(path: String, guess: String) -> String { text(PredictMessage.waiting, ["path": path, "guess": guess]) }
    var noPredictions: String { text(PredictMessage.none) }
    func predictionRight(path: String, guess: String) -> String { text(PredictMessage.right, ["path": path, "guess": guess]) }
    func predictionWrong(path: String, guess: String, actual: String) -> String {
        text(PredictMessage.wrong, ["path": path, "guess": guess, "actual": actual])
    }
    func predictionGone(path: String) -> String { text(PredictMessage.gone, ["path": path]) }
    var predictMissingValue: String { text(PredictMessage.missingValue) }
    func predictTooMany(_ words: String) -> String { text(PredictMessage.tooMany, ["words": words]) }
    /// A `:predicted` check failed: no guess was revealed.
    var notPredicted: String { text(PredictMessage.notPredicted) }
    /// A `:predicted PATH right` check failed: the guess was wrong.
    var predictedWrong: String { text(PredictMessage.predictedWrong) }
}
