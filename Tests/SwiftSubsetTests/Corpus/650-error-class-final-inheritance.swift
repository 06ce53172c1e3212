final class A {}
class B: A {}
