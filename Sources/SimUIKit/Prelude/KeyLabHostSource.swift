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
        _keylabHierarchyChanged = false
        // Views of your own classes hear that they were loaded, as from a storyboard.
        for v in views { v.awakeFromNib() }
        UIView._keylabRootView = views.first
        var constraints: [NSLayoutConstraint] = []
        for name in constraintNames { constraints.append(NSLayoutConstraint(_name: name, constant: 0)) }
        _keylabConstraints = constraints
        if let c = _keylabController, let root = views.first { c.view = root }
    }

    /// Copies the screen's numbers in before your code runs: every named
    /// constraint's constant, the first responder, the root's safe area (then the
    /// window's frame, the screen's size and a sheet's origin) and whether each
    /// named constraint is active. The views' own geometry is not copied: their
    /// getters ask keylab's scene (`_hostNumbers`, UIView.swift).
    func _keylabSync(_ constants: [Double], _ firstResponder: String, _ safeArea: [Double], _ active: [Bool]) {
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

    /// What your code asked for: how many first-responder requests it made, the
    /// requests (-1: resign; a view's index: become first responder), the named
    /// constraints' constants, then whether each is active (1 or 0). What it set
    /// on the views is in keylab's scene already.
    func _keylabRead() -> [Double] {
        var out: [Double] = [Double(_keylabRequests.count)]
        for r in _keylabRequests { out.append(Double(r)) }
        _keylabRequests = []
        for c in _keylabConstraints { out.append(c.constant) }
        for c in _keylabConstraints { out.append(c.isActive ? 1 : 0) }
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

    /// The screen's controller's own sheet detents: 0 `[.large()]` (the
    /// default), 1 medium and large, 2 medium only.
    func _keylabOwnDetents() -> Int {
        guard let detents = _keylabController?._keylabSheet?.detents else { return 0 }
        var medium = false
        var large = false
        for d in detents {
            if d._keylabName == "medium" { medium = true } else { large = true }
        }
        if medium && large { return 1 }
        return medium ? 2 : 0
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

    /// The controller last released, held weakly: nil once it is deallocated.
    weak var _keylabReleased: UIViewController? = nil

    /// Releases the controller on the screen.
    func _keylabRelease() {
        if let c = _keylabController { _keylabReleased = c }
        _keylabController = nil
    }

    /// Whether the controller last released is still alive (something of the
    /// learner's holds it: a closure that captures it strongly).
    func _keylabReleasedAlive() -> Bool {
        _keylabReleased != nil
    }

    """#)
}
