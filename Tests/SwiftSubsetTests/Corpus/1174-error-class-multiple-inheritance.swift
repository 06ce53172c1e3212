class A {}
class B {}
class C: A, B {}
