class C { var name = "c"
  func s() { let g = { print(name) }; g() } }
