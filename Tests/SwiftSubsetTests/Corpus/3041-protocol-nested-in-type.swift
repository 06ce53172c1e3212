struct Garden {
    protocol Plant {
        var name: String { get }
    }
    struct Rose: Plant { let name = "rose" }
}
print(Garden.Rose().name)
