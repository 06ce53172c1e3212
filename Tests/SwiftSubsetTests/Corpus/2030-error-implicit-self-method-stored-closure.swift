class C { var name = "c"; var f: (() -> Void)?
  func hi() {}
  func s() { f = { hi() } } }
