class A {
    var other: A?
    deinit { print("A deinit") }
}
var x: A? = A()
var y: A? = A()
x!.other = y
y!.other = x
x = nil
y = nil
print("no deinit: the cycle keeps both alive")
