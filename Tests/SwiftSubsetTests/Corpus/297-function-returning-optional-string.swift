func initial(of name: String) -> String? {
    for ch in name {
        return String(ch)
    }
    return nil
}
print(initial(of: "Zoe") ?? "-")
print(initial(of: "") ?? "-")
