class Animal {
    init() {}
}
class Dog: Animal {
    init() {}
}
