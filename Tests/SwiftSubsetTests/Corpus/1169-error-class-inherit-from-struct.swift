struct Base {}
class Derived: Base {}
