extension Simulation {
    /// Adds a view. `frame` is in the parent's coordinates; the parent defaults to
    /// the root `view`. Scroll views start with content height = their height.
    public mutating func addView(kind: ViewKind, name: String, frame: Rect, parent: String = Simulation.rootName) throws(SimError) {
        try Self.validateName(name)
        if name == Simulation.rootName { throw .rootView(.alwaysExists) }
        if index[name] != nil { throw .nameTaken(name) }
        guard let parentIndex = index[parent] else { throw .unknownView(parent, known: viewNames) }
        for v in [frame.x, frame.y, frame.width, frame.height] where !v.isFinite {
            throw .invalidFrame(.notFinite)
        }
        if frame.width < 0 || frame.height < 0 {
            throw .invalidFrame(.negativeSize(width: frame.width, height: frame.height))
        }
        let view = SimView(name: name, kind: kind, parent: parent, frame: frame)
        // Keep parents before children and siblings in order: insert after the
        // parent's last descendant.
        var insertAt = parentIndex + 1
        while insertAt < views.count, isDescendant(views[insertAt].name, of: parent) { insertAt += 1 }
        views.insert(view, at: insertAt)
        reindex()
    }

    /// Pins `view.anchor` to `target.targetAnchor + constant` and runs a layout pass.
    /// Errors (unknown names, mismatched axes, conflicts, cycles) leave the scene unchanged.
    @discardableResult
    public mutating func pin(_ view: String, _ anchor: Anchor, to target: PinTarget, _ targetAnchor: Anchor,
                             constant: Double = 0, reversed: Bool = false) throws(SimError) -> Pin {
        try checkPinnable(view)
        if anchor.isSize || targetAnchor.isSize {
            throw .anchorMismatch(.sizeAsPosition(view: view, sizeAnchor: anchor.isSize ? anchor.rawValue : "height"))
        }
        if anchor.axis != targetAnchor.axis {
            throw .anchorMismatch(.axes(view: view, anchor: anchor.rawValue, axis: anchor.axis.rawValue, target: target.name,
                                       targetAnchor: targetAnchor.rawValue, targetAxis: targetAnchor.axis.rawValue))
        }
        if case .view(let t) = target {
            if t == view { throw .pinToSelf(view) }
            guard index[t] != nil else { throw .unknownView(t, known: viewNames + ["safe", "keyboard"]) }
        }
        guard constant.isFinite else { throw .invalidFrame(.constantNotFinite) }
        var made = Pin(id: nextPinID, view: view, anchor: anchor, target: target, targetAnchor: targetAnchor, constant: constant)
        made.reversed = reversed
        return try addPin(made)
    }

    /// Pins a view's width or height to a constant and runs a layout pass.
    @discardableResult
    public mutating func pinSize(_ view: String, _ anchor: Anchor, _ constant: Double) throws(SimError) -> Pin {
        try checkPinnable(view)
        guard anchor.isSize else {
            throw .anchorMismatch(.numberForPosition(view: view, anchor: anchor.rawValue))
        }
        guard constant.isFinite, constant >= 0 else {
            throw .invalidFrame(.sizeBelowZero(anchor: anchor.rawValue))
        }
        return try addPin(Pin(id: nextPinID, view: view, anchor: anchor, target: nil, targetAnchor: nil, constant: constant))
    }

    /// Sets a scroll view's content height (content width stays the scroll view's width).
    public mutating func setContentHeight(_ view: String, _ height: Double) throws(SimError) {
        guard let i = index[view] else { throw .unknownView(view, known: viewNames) }
        guard views[i].kind.isScrollView else {
            throw .wrongKind(view: view, kind: views[i].kind, expected: .scrollView)
        }
        guard height.isFinite, height >= 0 else { throw .invalidFrame(.contentHeightBelowZero) }
        // Content taller than the view makes it scrollable: with `.automatic`
        // the safe area joins its inset, and a view at rest stays at rest.
        keepingRest(i) { $0.views[i].contentSize = Size(width: $0.views[i].frame.width, height: height) }
    }

    /// Removes a view, its descendants and every pin that mentions them.
    public mutating func removeView(_ name: String) throws(SimError) {
        if name == Simulation.rootName { throw .rootView(.cannotBeRemoved) }
        guard index[name] != nil else { throw .unknownView(name, known: viewNames) }
        let gone = Set(views.filter { $0.name == name || isDescendant($0.name, of: name) }.map(\.name))
        views.removeAll { gone.contains($0.name) }
        pins.removeAll { pin in
            if gone.contains(pin.view) { return true }
            if case .view(let t)? = pin.target, gone.contains(t) { return true }
            return false
        }
        reindex()
        if let fr = firstResponder, gone.contains(fr) { firstResponder = nil }
        // Removing constraints can only under-constrain: the pass cannot fail,
        // but views that lost their pins keep their current frame.
        _ = try? runLayoutPass()
    }

    /// Empties the scene: only the root view is left, the keyboard is hidden,
    /// nobody is first responder and the strategy is `none`. Device and orientation stay.
    public mutating func clear() {
        let keepOrientation = orientation
        let keepPredictive = predictive
        self = Simulation(device: device)
        predictive = keepPredictive
        if keepOrientation != .portrait { setOrientationSilently(keepOrientation) }
    }

    /// Chooses a device by id; resets the scene (as `:device` does) to portrait.
    public mutating func setDevice(_ id: String) throws(SimError) {
        guard let d = DeviceCatalog.device(id: id) else {
            throw .unknownDevice(id, known: DeviceCatalog.ids)
        }
        let keepPredictive = predictive
        self = Simulation(device: d)
        predictive = keepPredictive
        resetHiddenKeyboard()
    }

    /// Parses and sets a strategy from the words after `:strategy`.
    public mutating func setStrategy(words: [String]) throws(SimError) {
        try setStrategy(Strategy.parse(words))
        // A built-in strategy's screen has no controller of the learner's to add safe area.
        additionalSafeArea = .zero
    }

    /// The learner's controller's `additionalSafeAreaInsets`: pins to `safe` move by them
    /// at the next layout pass, as UIKit's `safeAreaLayoutGuide` does.
    public mutating func setAdditionalSafeArea(_ insets: EdgeInsets) {
        guard insets.top.isFinite, insets.left.isFinite, insets.bottom.isFinite, insets.right.isFinite else { return }
        additionalSafeArea = insets
        // Pins to `safe` follow at the next layout pass, as constraints a handler changed do.
        needsLayout = true
    }

    /// Sets the strategy: checks the views it names, forgets the old strategy's
    /// state and registers the new observers (as a freshly loaded screen would).
    public mutating func setStrategy(_ newStrategy: Strategy) throws(SimError) {
        var loaded = newStrategy
        try loaded.base.load(in: self)
        strategy = loaded
        observersRegistered = newStrategy.observesNotifications
        screenVisible = true
    }

    // MARK: - helpers

    /// Whether `name` can name a view (`:add`'s rule: letters, digits and `_`, not
    /// starting with a digit, not `safe` or `keyboard`).
    public static func isValidViewName(_ name: String) -> Bool {
        (try? validateName(name)) != nil
    }

    static func validateName(_ name: String) throws(SimError) {
        guard let first = name.unicodeScalars.first else { throw .invalidName(name) }
        // Letters of any script, so a Korean screen can name its fields 닉네임.
        let isLetter: (Unicode.Scalar) -> Bool = { $0.properties.isAlphabetic || $0 == "_" }
        let isDigit: (Unicode.Scalar) -> Bool = { ("0"..."9").contains($0) }
        guard isLetter(first), name.unicodeScalars.allSatisfy({ isLetter($0) || isDigit($0) }) else {
            throw .invalidName(name)
        }
        if name == "safe" || name == "keyboard" { throw .nameTaken(name) }
    }

    func isDescendant(_ name: String, of ancestor: String) -> Bool {
        var current = view(named: name)?.parent
        while let p = current {
            if p == ancestor { return true }
            current = view(named: p)?.parent
        }
        return false
    }

    mutating func reindex() {
        layoutPlan = nil
        index.removeAll(keepingCapacity: true)
        for (i, v) in views.enumerated() { index[v.name] = i }
    }

    private func checkPinnable(_ view: String) throws(SimError) {
        if view == Simulation.rootName { throw .rootView(.cannotBePinned) }
        guard index[view] != nil else { throw .unknownView(view, known: viewNames) }
    }

    private mutating func addPin(_ pin: Pin) throws(SimError) -> Pin {
        let before = self
        pins.append(pin)
        layoutPlan = nil
        nextPinID += 1
        do {
            _ = try runLayoutPass()
        } catch {
            self = before
            throw error
        }
        return pin
    }

    mutating func resetHiddenKeyboard() {
        let h = keyboardHeight
        keyboard = .hidden(screen: screenSize, height: h.value, confirmed: h.confirmed)
        presentation.lift = 0
    }

    mutating func setOrientationSilently(_ o: Orientation) {
        orientation = o
        views[0].frame = Rect(origin: .zero, size: hostSize(orientation))
        views[0].givenFrame = views[0].frame
        resetHiddenKeyboard()
    }
}
