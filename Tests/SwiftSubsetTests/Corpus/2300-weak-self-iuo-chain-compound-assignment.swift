// `self?.view.frame.origin.y -= h` in a [weak self] handler: `view` is an
// implicitly unwrapped class property, `frame` and `origin` struct properties.
struct Point { var x = 0.0; var y = 0.0 }
struct Rect { var origin = Point(); var height = 10.0 }
class View { var frame = Rect(); var tag = 0 }
class Controller {
    var view: View!
    init() { view = View() }
    func makeHandler() -> (Double) -> Void {
        return { [weak self] h in
            self?.view.frame.origin.y -= h
            self?.view.frame.height = h * 2
            self?.view.tag += 1
            print(self?.view.frame.origin.y ?? 99.0, self?.view.frame.height ?? 98.0, self?.view.tag ?? 97)
        }
    }
}
var controller: Controller? = Controller()
let handler = controller!.makeHandler()
handler(5)
handler(3)
controller = nil
handler(5)
print("done")
