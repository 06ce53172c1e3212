class Person {
    var name: String
}
