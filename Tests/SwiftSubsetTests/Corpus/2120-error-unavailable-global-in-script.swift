// In main.swift a global variable cannot be marked unavailable (an SDK module can).
let keyboardFrameEndKey = "frameEnd"
@available(*, unavailable, renamed: "keyboardFrameEndKey")
let UIKeyboardFrameEndUserInfoKey = "frameEnd"
print(keyboardFrameEndKey)
