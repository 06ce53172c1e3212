// A Swift 3 name declared unavailable, as an SDK declares UIKeyboardFrameEndUserInfoKey.
struct Keys {
    static let frameEnd = "frameEnd"
    @available(*, unavailable, renamed: "Keys.frameEnd")
    static let FrameEndKey = "frameEnd"
}
print(Keys.frameEnd)
print(Keys.FrameEndKey)
