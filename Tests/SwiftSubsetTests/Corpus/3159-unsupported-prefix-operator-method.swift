// Advanced Operators: a prefix operator method in a type
struct Turn { var degrees: Int
    static prefix func - (t: Turn) -> Turn { Turn(degrees: -t.degrees) } }
print((-Turn(degrees: 90)).degrees)
