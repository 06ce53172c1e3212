class SomeClass {
    class var overrideableComputedTypeProperty: Int {
        return 107
    }
    static func describe() -> String { "SomeClass" }
}
class Sub: SomeClass {
    override class var overrideableComputedTypeProperty: Int { 7 }
}
print(SomeClass.overrideableComputedTypeProperty, Sub.overrideableComputedTypeProperty)
print(SomeClass.describe())
