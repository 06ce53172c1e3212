let names = ["Ana", "Bo", "Cy"]
for name in names {
    print("Hi \(name)")
}
