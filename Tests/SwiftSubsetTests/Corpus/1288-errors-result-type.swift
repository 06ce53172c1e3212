enum E: Error { case odd }
func check(_ n: Int) -> Result<Int, E> {
    n % 2 == 0 ? .success(n) : .failure(.odd)
}
switch check(4) {
case .success(let v): print("ok \(v)")
case .failure(let e): print("err \(e)")
}
