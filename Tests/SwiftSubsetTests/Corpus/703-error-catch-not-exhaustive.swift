enum E: Error { case bad, worse }
func g() throws {}
func h() {
    do {
        try g()
    } catch E.bad {
        print("bad")
    }
}
