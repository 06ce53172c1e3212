let drop = (0, 5)
switch drop {
case (let column, 0):
    print("lands on the floor in column \(column)")
case (0, let height):
    print("slides down the left wall from height \(height)")
case let (column, height):
    print("hangs at column \(column), height \(height)")
}
