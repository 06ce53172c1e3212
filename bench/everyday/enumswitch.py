# Enums with switch's Python twin: tagged tuples and match statements.
def area2(s):
    match s:
        case ("circle", r):
            return 2 * 3 * r * r
        case ("rect", w, h) if w == h:
            return 2 * w * w
        case ("rect", w, h):
            return 2 * w * h
        case ("triangle", b, h):
            return b * h
        case ("empty",):
            return 0

n = 300_000
shapes = []
for i in range(n):
    k = i % 4
    if k == 0:
        shapes.append(("circle", i % 10))
    elif k == 1:
        shapes.append(("rect", i % 7, i % 5))
    elif k == 2:
        shapes.append(("triangle", i % 9, 3))
    else:
        shapes.append(("empty",))
total = 0
squares = 0
for s in shapes:
    total += area2(s)
    if s[0] == "rect" and s[1] == s[2]:
        squares += 1
program = [("push", 0), ("push", n // 4), ("dup",), ("push", 3), ("mul",), ("rot",), ("add",), ("swap",),
           ("decrement",), ("jump_if_positive", 2)]

def run(program, steps):
    stack = []
    pc = 0
    executed = 0
    while pc < len(program) and executed < steps:
        executed += 1
        match program[pc]:
            case ("push", v):
                stack.append(v)
            case ("add",):
                b = stack.pop(); a = stack.pop(); stack.append(a + b)
            case ("mul",):
                b = stack.pop(); a = stack.pop(); stack.append(a * b)
            case ("dup",):
                stack.append(stack[-1])
            case ("swap",):
                stack[-1], stack[-2] = stack[-2], stack[-1]
            case ("drop",):
                stack.pop()
            case ("rot",):
                c = stack.pop(); b = stack.pop(); a = stack.pop()
                stack.append(b); stack.append(c); stack.append(a)
            case ("decrement",):
                stack[-1] -= 1
            case ("jump_if_positive", target):
                if stack[-1] > 0:
                    pc = target
                    continue
        pc += 1
    return len(stack), (stack[0] if stack else 0)

depth, top = run(program, n * 3)
print(total, squares, depth, top)
