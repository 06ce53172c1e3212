let n: Int? = 1
guard let m = n {
    print(m)
}
