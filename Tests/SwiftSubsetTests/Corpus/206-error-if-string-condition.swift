let name = "Ana"
if name {
    print(name)
}
