class Resource {
    let id: Int
    init(id: Int) {
        self.id = id
        print("acquire \(id)")
    }
    deinit {
        print("release \(id)")
    }
}
var r: Resource? = Resource(id: 1)
print("using")
r = nil
print("done")
