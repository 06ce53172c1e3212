struct Library {
    static var openingHours = "9 to 5"
    static var branchCount: Int {
        return 3
    }
}
print(Library.openingHours)
Library.openingHours = "10 to 6"
print(Library.openingHours)
print(Library.branchCount)
