@testable import KeyLab

/// A fresh session (no colour, Unicode, 80 columns) after running `lines`;
/// fails the test through `#expect` in the caller when a setup line fails.
func sceneSession(_ lines: [String]) -> Session {
    let session = Session()
    for line in lines { _ = session.handle(line) }
    return session
}

/// The seed 000 sign-up screen, drawing off so replies stay short.
let signUpScreen = [
    ":draw off",
    ":add label title 20 60 335 40",
    ":add textfield email 20 140 335 44",
    ":add textfield password 20 200 335 44",
    ":add textfield nickname 20 480 335 44",
    ":add button signup 20 560 335 50",
]

extension Reply {
    var lines: [String] { output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
}
