let name: String? = "keylab"
if name?.count > 3 {
    print("long")
}
