let x = 1
if true {
    let x = 2
    print(x)
    if x > 1 {
        let x = 3
        print(x)
    }
}
print(x)
