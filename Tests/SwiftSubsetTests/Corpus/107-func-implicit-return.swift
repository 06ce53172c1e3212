func double(_ n: Int) -> Int {
    n * 2
}
func greeting(for name: String) -> String {
    "Hi, " + name
}
print(double(21))
print(greeting(for: "Bo"))
