// Task.sleep(for:) with a Duration; a task with a priority and a capture list.
final class Banner {
    var text = "idle"
    func flash() -> Task<Void, Never> {
        Task(priority: .userInitiated) { @MainActor [weak self] in
            self?.text = "saved"
            print("banner:", self?.text ?? "gone")
            try? await Task.sleep(for: .milliseconds(300))
            self?.text = "idle"
            print("banner:", self?.text ?? "gone")
        }
    }
}
let banner = Banner()
let t = banner.flash()
try await Task.sleep(for: .seconds(0.1))
print("meanwhile:", banner.text)
await t.value
print("after:", banner.text)
