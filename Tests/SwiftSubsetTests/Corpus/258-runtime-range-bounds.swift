let lo = 5
let hi = 1
for i in lo...hi {
    print(i)
}
