struct Outer { struct Inner {} }
let x: Outer.Missing? = nil
