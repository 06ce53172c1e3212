extension PreludeFile {
    /// keylab's driver: the functions the binding calls to build, sync, post and read back.
    static let keylabHost = PreludeFile(module: "UIKit", name: "_KeyLabHost", declares: ["_KeyLabHost"], text: #"""
    // keylab's side of the simulated screen: the functions keylab calls to make
    // the scene's views, copy the scene into them before a notification, post
    // the notification, and read the views back afterwards. Your code never
    // needs them; they are here so you can see what keylab does.

    /// The scene's views, root first, parents before children (keylab's order).
    var _keylabViews: [UIView] = []
    /// The scene's named constraints (`:pin … as NAME`).
    var _keylabConstraints: [NSLayoutConstraint] = []
    /// The view controller on the screen (`:strategy code`).
    var _keylabController: UIViewController? = nil
    /// The views made in code that are views of the scene, by scene name.
    var _keylabCodeViews: [String: UIView] = [:]
    /// The views `_keylabNewViews` found, waiting for their scene names.
    var _keylabFoundViews: [UIView] = []
    /// The controller's properties that hold views, in the order of the names keylab
    /// passes (`_keylabNewViews`); set by keylab for the controller on screen.
    var _keylabPropertyViews: (UIViewController) -> [UIView?] = { _ in [] }
    /// The names `_keylabPropertyViews` lists its views by.
    var _keylabPropertyNames: [String] = []

    /// Makes the scene views whose outlets are typed as a class of your own
    /// (`@IBOutlet weak var email: ThemeableTextField!`), as a storyboard makes a
    /// view whose custom class is set; nil for the others.
    var _keylabViewFactory: (String) -> UIView? = { _ in nil }

    /// The view controller's own accessory when it can become first
    /// responder: its height and the index of the scene's text input inside
    /// it (-1 for none); empty when there is none.
    func _keylabControllerAccessory() -> [Double] {
        guard let c = _keylabController, c.canBecomeFirstResponder, let bar = c.inputAccessoryView else { return [] }
        var composer = -1.0
        for v in _keylabViews where v is UITextField || v is UITextView {
            var p = v.superview
            while let s = p {
                if s === bar { composer = Double(v._index) }
                p = s.superview
            }
        }
        return [Double(bar.frame.size.height), composer]
    }

    /// The root view.
    func _keylabRoot() -> UIView {
        if let root = _keylabViews.first { return root }
        return UIView()
    }

    /// The scene's view with this name, nil when there is none.
    func _keylabView(_ name: String) -> UIView? {
        for v in _keylabViews where v._name == name { return v }
        return nil
    }

    /// The scene's constraint with this name, nil when there is none.
    func _keylabConstraint(_ name: String) -> NSLayoutConstraint? {
        for c in _keylabConstraints where c._name == name { return c }
        return nil
    }

    /// A view of the kind `:add` names.
    func _keylabMakeView(_ kind: String) -> UIView {
        switch kind {
        case "textfield": return UITextField()
        case "textview": return UITextView()
        case "button": return UIButton()
        case "label": return UILabel()
        case "toolbar": return UIToolbar()
        case "scrollview": return UIScrollView()
        case "tableview": return UITableView()
        default: return UIView()
        }
    }

    /// Makes the scene's views and named constraints afresh. A view your code made
    /// keeps its object (your properties still hold it).
    func _keylabBuildScene(_ kinds: [String], _ names: [String], _ parents: [Int], _ constraintNames: [String]) {
        var views: [UIView] = []
        for k in 0..<kinds.count {
            let v: UIView
            if let mine = _keylabCodeViews[names[k]] {
                v = mine
                v.subviews = []
                v.superview = nil
            } else {
                v = _keylabViewFactory(names[k]) ?? _keylabMakeView(kinds[k])
                // A storyboard's view: Interface Builder turns the autoresizing translation off.
                v._madeInCode = false
                v.translatesAutoresizingMaskIntoConstraints = false
            }
            v._name = names[k]
            v._index = k
            let p = parents[k]
            if p >= 0 && p < views.count { views[p].addSubview(v) }
            views.append(v)
        }
        _keylabViews = views
        _keylabDirtyViews = []
        _keylabHierarchyChanged = false
        // Views of your own classes hear that they were loaded, as from a storyboard.
        for v in views { v.awakeFromNib() }
        UIView._keylabRootView = views.first
        var constraints: [NSLayoutConstraint] = []
        for name in constraintNames { constraints.append(NSLayoutConstraint(_name: name, constant: 0)) }
        _keylabConstraints = constraints
        if let c = _keylabController, let root = views.first { c.view = root }
    }

    /// Copies the scene into the views that changed since keylab last copied
    /// or read them: `indices`, and 21 numbers each in `state` (frame; bounds
    /// origin; content size; content inset; indicator inset; what the system
    /// adds to the content inset, or a text input's accessory height first;
    /// 1 when the safe area is added, else 0); then every
    /// named constraint's constant, the first responder, the root's safe area and
    /// whether each named constraint is active.
    func _keylabSync(_ indices: [Int], _ state: [Double], _ constants: [Double], _ firstResponder: String, _ safeArea: [Double], _ active: [Bool]) {
        for k in _keylabDirtyViews { _keylabViews[k]._dirty = false }
        _keylabDirtyViews = []
        var b = 0
        for k in indices {
            if k < 0 || k >= _keylabViews.count || b + 21 > state.count { break }
            let v = _keylabViews[k]
            v._frame = CGRect(x: state[b], y: state[b + 1], width: state[b + 2], height: state[b + 3])
            v._boundsOrigin = CGPoint(x: state[b + 4], y: state[b + 5])
            if let s = v as? UIScrollView {
                s.contentSize = CGSize(width: state[b + 6], height: state[b + 7])
                s._contentInset = UIEdgeInsets(top: state[b + 8], left: state[b + 9], bottom: state[b + 10], right: state[b + 11])
                s._indicatorInsets = UIEdgeInsets(top: state[b + 12], left: state[b + 13], bottom: state[b + 14], right: state[b + 15])
                s._systemInset = UIEdgeInsets(top: state[b + 16], left: state[b + 17], bottom: state[b + 18], right: state[b + 19])
                // 1: the safe area is added (not `.never`); + 2: alwaysBounceVertical.
                let flags = state[b + 20]
                s._adjustment = flags == 1 || flags == 3 ? .automatic : .never
                s._bounceVertical = flags >= 2
            }
            if let f = v as? UITextField { f._accessoryHeight = state[b + 16] }
            if let t = v as? UITextView { t._accessoryHeight = state[b + 16] }
            b += 21
        }
        var j = 0
        for c in _keylabConstraints {
            if j < constants.count { c.constant = constants[j] }
            if j < active.count { c.isActive = active[j] }
            j += 1
        }
        _keylabFirstResponder = firstResponder
        if safeArea.count >= 4 {
            _keylabRootSafeArea = UIEdgeInsets(top: safeArea[0], left: safeArea[1], bottom: safeArea[2], right: safeArea[3])
        }
        if safeArea.count >= 8 {
            _keylabWindowFrame = CGRect(x: safeArea[4], y: safeArea[5], width: safeArea[6], height: safeArea[7])
        }
        if safeArea.count >= 10 {
            _keylabScreenSize = CGSize(width: safeArea[8], height: safeArea[9])
        }
        if safeArea.count >= 12 {
            _keylabSheetOrigin = CGPoint(x: safeArea[10], y: safeArea[11])
        }
        _keylabRequests = []
    }

    /// What your code changed: how many first-responder requests it made, the
    /// requests (-1: resign; a view's index: become first responder), the named
    /// constraints' constants, then whether each is active (1 or 0), then for
    /// each view it changed its index and 21 numbers as `_keylabSync` takes them.
    func _keylabRead() -> [Double] {
        var out: [Double] = [Double(_keylabRequests.count)]
        for r in _keylabRequests { out.append(Double(r)) }
        _keylabRequests = []
        for c in _keylabConstraints { out.append(c.constant) }
        for c in _keylabConstraints { out.append(c.isActive ? 1 : 0) }
        for k in _keylabDirtyViews {
            let v = _keylabViews[k]
            v._dirty = false
            let f = v._frame
            out += [Double(k), f.origin.x, f.origin.y, f.size.width, f.size.height, v._boundsOrigin.x, v._boundsOrigin.y]
            if let s = v as? UIScrollView {
                let i = s._contentInset
                let m = s._indicatorInsets
                let a = s._systemInset
                out += [s.contentSize.width, s.contentSize.height, i.top, i.left, i.bottom, i.right, m.top, m.left, m.bottom, m.right,
                        a.top, a.left, a.bottom, a.right, (s._adjustment == .never ? 0 : 1) + (s._bounceVertical ? 2 : 0)]
            } else {
                var accessory: CGFloat = 0
                // A custom inputView's height, -1 for none.
                var input: CGFloat = -1
                // keyboardType's raw value.
                var type = 0.0
                if let f = v as? UITextField {
                    accessory = f._accessoryHeight; input = f._inputView?.frame.size.height ?? -1; type = Double(f.keyboardType.rawValue)
                }
                if let t = v as? UITextView {
                    accessory = t._accessoryHeight; input = t._inputView?.frame.size.height ?? -1; type = Double(t.keyboardType.rawValue)
                }
                out += [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, accessory, input, type, 0, 0]
            }
        }
        _keylabDirtyViews = []
        return out
    }

    /// keylab calls this when the first responder changes (`old` loses it, `new`
    /// gains it; "" for none): the delegates hear that editing ended in `old`,
    /// then that it began in `new`.
    func _keylabTellDelegates(_ old: String, _ new: String) {
        if old != "" {
            for v in _keylabViews where v._name == old {
                if let f = v as? UITextField { f.delegate?.textFieldDidEndEditing(f) }
                if let t = v as? UITextView { t.delegate?.textViewDidEndEditing(t) }
            }
        }
        if new != "" {
            for v in _keylabViews where v._name == new {
                if let f = v as? UITextField { f.delegate?.textFieldDidBeginEditing(f) }
                if let t = v as? UITextView { t.delegate?.textViewDidBeginEditing(t) }
            }
        }
    }

    /// Whether delegates may need telling: some field was given one in this session.
    func _keylabHasDelegates() -> Bool { _keylabDelegateSet }


    /// The notification UIKit posts for the engine's name (`keyboardWillShow`).
    func _keylabNotificationName(_ name: String) -> Notification.Name {
        switch name {
        case "keyboardWillShow": return UIResponder.keyboardWillShowNotification
        case "keyboardDidShow": return UIResponder.keyboardDidShowNotification
        case "keyboardWillHide": return UIResponder.keyboardWillHideNotification
        case "keyboardDidHide": return UIResponder.keyboardDidHideNotification
        case "keyboardWillChangeFrame": return UIResponder.keyboardWillChangeFrameNotification
        default: return UIResponder.keyboardDidChangeFrameNotification
        }
    }

    /// Whether posting the engine's notification `name` would run any of your code.
    func _keylabObserves(_ name: String) -> Bool {
        NotificationCenter.default._hasObservers(for: _keylabNotificationName(name))
    }

    /// Posts a keyboard notification as UIKit does: frames and centres boxed in
    /// NSValue, duration, curve and isLocal in NSNumber. `numbers`: the begin and
    /// end frames (x, y, width, height each), the duration and the curve.
    func _keylabPost(_ name: String, _ numbers: [Double], _ isLocal: Bool) {
        if numbers.count < 10 { return }
        _keylabAnimationLog = []
        let begin = CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        let end = CGRect(x: numbers[4], y: numbers[5], width: numbers[6], height: numbers[7])
        var info: [AnyHashable: Any] = [:]
        info[UIResponder.keyboardFrameBeginUserInfoKey] = NSValue(cgRect: begin)
        info[UIResponder.keyboardFrameEndUserInfoKey] = NSValue(cgRect: end)
        info[UIResponder.keyboardCenterBeginUserInfoKey] = NSValue(cgPoint: CGPoint(x: begin.midX, y: begin.midY))
        info[UIResponder.keyboardCenterEndUserInfoKey] = NSValue(cgPoint: CGPoint(x: end.midX, y: end.midY))
        info[UIResponder.keyboardAnimationDurationUserInfoKey] = NSNumber(value: numbers[8])
        info[UIResponder.keyboardAnimationCurveUserInfoKey] = NSNumber(integerValue: Int(numbers[9]))
        info[UIResponder.keyboardIsLocalUserInfoKey] = NSNumber(booleanValue: isLocal)
        NotificationCenter.default.post(name: _keylabNotificationName(name), object: nil, userInfo: info)
    }

    /// The screen's controller's own `modalPresentationStyle` (set in its
    /// initializer): how keylab presents the screen.
    func _keylabOwnPresentation() -> Int {
        _keylabController?.modalPresentationStyle.rawValue ?? -2
    }

    /// A controller made by the learner's own expression (`:strategy code
    /// LoginFactory.make()`), held until `_keylabInstall` takes it.
    var _keylabMade: UIViewController? = nil

    /// The class of the controller `_keylabMade` holds ("" for none).
    func _keylabMadeClassName() -> String {
        guard let made = _keylabMade else { return "" }
        return String(describing: type(of: made))
    }

    /// Hands over the controller `_keylabMade` holds, keeping no reference to it.
    func _keylabTakeMade() -> UIViewController {
        let made = _keylabMade ?? UIViewController()
        _keylabMade = nil
        return made
    }

    /// Puts `controller` on the screen in place of the one before (which is
    /// released: its `deinit` runs unless something still holds it), gives it the
    /// root view and lets `connect` set its outlets.
    func _keylabInstall(_ controller: UIViewController, _ connect: (UIViewController) -> Void) {
        _keylabController = nil
        controller.view = _keylabRoot()
        _keylabConnectTable(controller)
        connect(controller)
        _keylabController = controller
    }

    /// A table view controller's `tableView`: the scene's first table view.
    func _keylabConnectTable(_ controller: UIViewController) {
        guard let t = controller as? UITableViewController else { return }
        for v in _keylabViews {
            if let table = v as? UITableView {
                t.tableView = table
                return
            }
        }
    }

    /// Connects the controller's outlets again, to a scene made afresh.
    func _keylabReconnect(_ connect: (UIViewController) -> Void) {
        guard let c = _keylabController else { return }
        c.view = _keylabRoot()
        _keylabConnectTable(c)
        connect(c)
    }

    /// Whether the controller on the screen turns to landscape (`landscape`
    /// true) or portrait with the device: its `shouldAutorotate` and
    /// `supportedInterfaceOrientations`.
    func _keylabTurnsTo(_ landscape: Bool) -> Bool {
        guard let c = _keylabController else { return true }
        if !c.shouldAutorotate { return false }
        let mask = c.supportedInterfaceOrientations
        if landscape { return mask.rawValue & UIInterfaceOrientationMask.landscape.rawValue != 0 }
        return mask.rawValue & UIInterfaceOrientationMask.portrait.rawValue != 0
    }

    /// Releases the controller on the screen.
    func _keylabRelease() {
        _keylabController = nil
    }

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
            v._dirty = false
            views.append(v)
        }
        _keylabViews = views
        _keylabDirtyViews = []
    }


    /// Whether views made in code (or a root view of the controller's own) are on the screen.
    func _keylabHasCodeViews() -> Bool { !_keylabCodeViews.isEmpty }

    /// `layoutIfNeeded()` on the screen: hands keylab what your code changed so far
    /// (as `_keylabRead`, `_keylabNewViews` and `_keylabLayoutRequests` give it),
    /// keylab lays out at once and answers with the views' new state, copied in
    /// here before your code goes on (ControllerBinding+LayoutNow.swift).
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
        let indices = _keylabSection(answer, &k).map { Int($0) ?? -1 }
        let state = _keylabSection(answer, &k).map { Double($0) ?? 0 }
        let constants = _keylabSection(answer, &k).map { Double($0) ?? 0 }
        let responder = _keylabSection(answer, &k).first ?? ""
        let screen = _keylabSection(answer, &k).map { Double($0) ?? 0 }
        let active = _keylabSection(answer, &k).map { $0 == "1" }
        // Your code's own first-responder change waits for the event to end, but counts for
        // the lines after this one (as becomeFirstResponder() says).
        let mine = _keylabFirstResponder
        _keylabSync(indices, state, constants, responder, screen, active)
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
        mine._frame = root._frame
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
