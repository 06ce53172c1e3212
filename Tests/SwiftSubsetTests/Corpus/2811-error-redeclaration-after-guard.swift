func f(_ opt: Int?) {
    guard let value = opt else { return }
    let value = 3
    print(value)
}
f(4)
