class DataImporter {
    var filename = "data.txt"
    init() { print("importer created") }
}
class DataManager {
    lazy var importer = DataImporter()
    var data: [String] = []
}
let manager = DataManager()
manager.data.append("Some data")
print("before")
print(manager.importer.filename)
