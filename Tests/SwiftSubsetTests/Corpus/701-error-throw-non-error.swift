func h() throws {
    throw 42
}
