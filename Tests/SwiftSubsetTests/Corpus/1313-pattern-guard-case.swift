enum Step { case walk(Int), stop }
func distance(_ s: Step) -> Int {
    guard case .walk(let n) = s else { return 0 }
    return n
}
print(distance(.walk(5)), distance(.stop))
