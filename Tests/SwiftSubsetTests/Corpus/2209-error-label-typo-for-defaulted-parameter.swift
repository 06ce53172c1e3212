func move(x: Int, y: Int = 0, z: Int = 0) {
    print(x, y, z)
}
move(x: 1, z: 2)
move(x: 1, zz: 2)
