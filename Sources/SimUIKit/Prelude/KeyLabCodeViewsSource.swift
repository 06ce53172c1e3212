extension PreludeFile {
    /// keylab's side of views made in code and of `layoutIfNeeded()`: the functions the
    /// binding calls to find views your code put on the screen, name them, and lay out
    /// in the middle of your code.
    static let keylabCodeViews = PreludeFile(module: "UIKit", name: "_KeyLabCodeViews", declares: ["_KeyLabCodeViews"], text: #"""
    // Views made in code (ControllerBinding+CodeViews.swift): once your code has
    // put a view inside the screen's root view, keylab adds it to the scene, named
    // by the controller's property that holds it.

    /// The `:add` word for a view's class.
    func _keylabKindWord(_ v: UIView) -> String {
        if v is UITextField { return "textfield" }
        if v is UITextView { return "textview" }
        if v is UITableView { return "tableview" }
        if v is UIScrollView { return "scrollview" }
        if v is UIButton { return "button" }
        if v is UILabel { return "label" }
        if v is UIToolbar { return "toolbar" }
        return "view"
    }

    /// What changed in the view tree since keylab last looked (empty when nothing
    /// was added or removed): `gone|INDEX` for each view made in code no longer
    /// inside the root view, then for each view newly inside it, parents first,
    /// `new|KIND|CLASS|PARENT|NAME|x|y|w|h`: PARENT is `s:INDEX` for a scene view
    /// or `n:J` for the J-th new view; NAME is the property holding it, else its
    /// accessibilityIdentifier, else empty.
    func _keylabNewViews() -> [String] {
        let propertyNames = _keylabPropertyNames
        guard _keylabHierarchyChanged, let root = _keylabViews.first else { return [] }
        _keylabHierarchyChanged = false
        var out: [String] = []
        var inside: [UIView] = [root]
        var found: [UIView] = []
        var k = 0
        while k < inside.count {
            let v = inside[k]
            k += 1
            for sub in v.subviews {
                inside.append(sub)
                if sub._index < 0 { found.append(sub) }
            }
        }
        // Only views made in code leave the scene: a scene view moved out of the root view
        // (a composer put in the controller's inputAccessoryView) stays keylab's.
        for v in _keylabViews where v._index > 0 && v._madeInCode {
            var attached = false
            var p = v.superview
            while let s = p {
                if s === root { attached = true }
                p = s.superview
            }
            if !attached { out.append("gone|\(v._index)") }
        }
        var held: [UIView?] = []
        if !found.isEmpty, let c = _keylabController { held = _keylabPropertyViews(c) }
        for v in found {
            var parent = "s:-1"
            if let s = v.superview {
                if s._index >= 0 {
                    parent = "s:\(s._index)"
                } else if let i = found.firstIndex(where: { $0 === s }) {
                    parent = "n:\(i)"
                }
            }
            var name = v.accessibilityIdentifier ?? ""
            for (i, h) in held.enumerated() where i < propertyNames.count {
                if let h, h === v { name = propertyNames[i] }
            }
            let f = v._frame
            out.append("new|\(_keylabKindWord(v))|\(String(describing: type(of: v)))|\(parent)|\(name)|\(f.origin.x)|\(f.origin.y)|\(f.size.width)|\(f.size.height)")
        }
        _keylabFoundViews = found
        return out
    }

    /// Makes the found views views of the scene: `names` are their scene names (in
    /// the order `_keylabNewViews` listed them, empty for one keylab did not add),
    /// `order` every scene view's name in keylab's order.
    func _keylabAdopt(_ names: [String], _ order: [String]) {
        for (j, v) in _keylabFoundViews.enumerated() where j < names.count && names[j] != "" {
            v._name = names[j]
            _keylabCodeViews[names[j]] = v
        }
        _keylabFoundViews = []
        var byName: [String: UIView] = [:]
        for v in _keylabViews { byName[v._name] = v }
        for (name, v) in _keylabCodeViews { byName[name] = v }
        for v in _keylabViews { v._index = -1 }
        for (name, v) in _keylabCodeViews where !order.contains(name) {
            v._index = -1
            _keylabCodeViews[name] = nil
        }
        var views: [UIView] = []
        for (k, name) in order.enumerated() {
            guard let v = byName[name] else { continue }
            v._index = k
            views.append(v)
        }
        _keylabViews = views
    }


    /// Whether views made in code (or a root view of the controller's own) are on the screen.
    func _keylabHasCodeViews() -> Bool { !_keylabCodeViews.isEmpty }

    /// `layoutIfNeeded()` on the screen: hands keylab what your code changed so far
    /// (as `_keylabRead`, `_keylabNewViews` and `_keylabLayoutRequests` give it),
    /// keylab lays out at once and answers with the screen's numbers; the views'
    /// getters read their new frames from the scene (ControllerBinding+LayoutNow.swift).
    func _keylabLayoutNow() {
        guard _keylabController != nil, !_hostCall("canLayoutNow", []).isEmpty else { return }
        // First the views and frames: views made in code get their scene names, which the
        // constraints' lines then carry.
        let read = _keylabRead()
        let found = _keylabNewViews()
        var arguments: [String] = [String(read.count)]
        for n in read { arguments.append("\(n)") }
        arguments.append(String(found.count))
        arguments += found
        let adopted = _hostCall("adoptNow", arguments)
        var j = 0
        let names = _keylabSection(adopted, &j)
        let order = _keylabSection(adopted, &j)
        if !order.isEmpty { _keylabAdopt(names, order) }
        let requests = _keylabLayoutRequests()
        let answer = _hostCall("layoutIfNeeded", [String(requests.count)] + requests)
        var k = 0
        let constants = _keylabSection(answer, &k).map { Double($0) ?? 0 }
        let responder = _keylabSection(answer, &k).first ?? ""
        let screen = _keylabSection(answer, &k).map { Double($0) ?? 0 }
        let active = _keylabSection(answer, &k).map { $0 == "1" }
        // Your code's own first-responder change waits for the event to end, but counts for
        // the lines after this one (as becomeFirstResponder() says).
        let mine = _keylabFirstResponder
        _keylabSync(constants, responder, screen, active)
        _keylabFirstResponder = mine
    }

    /// The counted section of `list` at `k` (a count, then that many items); moves `k` past it.
    func _keylabSection(_ list: [String], _ k: inout Int) -> [String] {
        guard k < list.count, let n = Int(list[k]), n >= 0, k + 1 + n <= list.count else {
            k = list.count
            return []
        }
        let items = Array(list[(k + 1)..<(k + 1 + n)])
        k += 1 + n
        return items
    }

    /// Forgets the views the last controller made in code.
    func _keylabForgetCodeViews() {
        _keylabCodeViews = [:]
        _keylabFoundViews = []
    }

    /// Calls the controller's `loadView()`. keylab gives every controller the
    /// scene's root view first; one whose `loadView` sets a view of its own gets
    /// that view as the screen's root (in the root's place, the scene's views inside it).
    func _keylabLoadView() {
        guard let c = _keylabController, let root = _keylabViews.first else { return }
        c.loadView()
        guard let mine = c.view, mine !== root else { return }
        mine.frame = root.frame
        mine._name = root._name
        mine._index = 0
        mine._madeInCode = false
        for v in root.subviews { mine.addSubview(v) }
        _keylabViews[0] = mine
        _keylabCodeViews[root._name] = mine
        UIView._keylabRootView = mine
        _keylabHierarchyChanged = true
    }

    /// Calls one of the controller's lifecycle methods.
    func _keylabLifecycle(_ method: String, _ width: Double, _ height: Double) {
        guard let c = _keylabController else { return }
        switch method {
        case "viewDidLoad": c.viewDidLoad()
        case "viewWillAppear": c.viewWillAppear(true)
        case "viewDidAppear": c.viewDidAppear(true)
        case "viewWillDisappear": c.viewWillDisappear(true)
        case "viewDidDisappear": c.viewDidDisappear(true)
        case "viewWillTransition":
            c.viewWillTransition(to: CGSize(width: width, height: height), with: UIViewControllerTransitionCoordinator())
        default: break
        }
    }

    """#)
}
