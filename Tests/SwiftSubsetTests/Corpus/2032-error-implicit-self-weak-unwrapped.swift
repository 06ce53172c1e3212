class C { var name = "c"; var f: (() -> Void)?
  func s() { f = { [weak self] in print(name) } } }
