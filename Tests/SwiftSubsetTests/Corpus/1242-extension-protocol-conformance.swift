protocol Announceable {
    var announcement: String { get }
}
struct Train { var platform: Int }
extension Train: Announceable {
    var announcement: String {
        return "The train now at platform \(platform)"
    }
}
print(Train(platform: 9).announcement)
