struct Outer { struct Inner { struct Deeper {} }; struct Other {} }
extension Outer.Inner { func f() -> Deeper { Deeper() } }
extension Outer.Inner { func g() -> Other { Other() } }
