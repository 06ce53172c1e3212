// @IBOutlet belongs on a class's stored property.
struct Screen {
    @IBOutlet var title: String?
}
print(Screen().title ?? "none")
