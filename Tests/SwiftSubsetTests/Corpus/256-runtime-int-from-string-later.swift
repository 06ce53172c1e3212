let inputs = ["4", "8", "fifteen"]
for s in inputs {
    let n = Int(s)!
    print(n * 2)
}
