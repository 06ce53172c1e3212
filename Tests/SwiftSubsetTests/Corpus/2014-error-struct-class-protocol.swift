protocol P: AnyObject { func go() }
struct S: P { func go() {} }
