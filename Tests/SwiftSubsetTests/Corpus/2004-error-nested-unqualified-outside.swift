struct Outer { struct Inner {} }
let x = Inner()
