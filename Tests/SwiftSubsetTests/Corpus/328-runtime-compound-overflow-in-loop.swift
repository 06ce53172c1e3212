var product: Int8 = 1
for i in 1...10 {
    product *= Int8(i)
    print(product)
}
