let double = { (n: Int) -> Int in n * 2 }
print(double("4"))
