class UIView {
    var y = 0.0
    static func animate(withDuration d: Double, animations: @escaping () -> Void) { animations() }
    static func perform(_ body: () -> Void) { body() }
}
class VC {
    var view = UIView()
    func show(_ h: Double) {
        UIView.perform { view.y -= 1 }
        UIView.animate(withDuration: 0.3) {
            view.y -= h
        }
    }
}
VC().show(3)
