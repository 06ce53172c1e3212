class DataImporter {
    var filename = "data.txt"
    init() { print("importer created") }
}
class DataManager {
    lazy var importer = DataImporter()
    var data: [String] = []
    lazy var summary = "manager with \(data.count) items"
}
let manager = DataManager()
manager.data.append("Some data")
manager.data.append("Some more data")
print("no importer yet")
print(manager.importer.filename)
print(manager.importer.filename)
print(manager.summary)
manager.summary = "changed"
print(manager.summary)
