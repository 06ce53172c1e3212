var n = 5
while n > 0 {
    print(n)
    n -= 1
}
print("Liftoff!")
