class Dog {
    var name = "Rex"
}
print(Dog())
