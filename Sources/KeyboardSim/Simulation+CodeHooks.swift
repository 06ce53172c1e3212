/// What a strategy whose handlers are the learner's own code (SimUIKit's
/// `code` strategy) needs to change: frames, scroll state and constants its
/// handlers set, written back after each notification.
extension Simulation {
    /// Hands a lifecycle event to a strategy that receives everything itself.
    mutating func lifecycle(_ event: ScreenLifecycleEvent, _ steps: inout [TraceStep]) {
        guard strategy.type.receivesAllNotifications else { return }
        var base = strategy.base
        base.screenLifecycle(event, &self, &steps)
        strategy.base = base
    }

    /// Tells a strategy that receives everything itself that the event's sequence is over.
    mutating func eventEnded(_ steps: inout [TraceStep]) {
        guard strategy.type.receivesAllNotifications else { return }
        var base = strategy.base
        base.eventEnded(&self, &steps)
        strategy.base = base
    }

    /// A text input becomes first responder because the code asked (`becomeFirstResponder()`),
    /// after the event that ran the code: the show sequence follows as for a tap. A name that is
    /// not a visible text input is ignored.
    public mutating func focusFromCode(_ field: String, _ steps: inout [TraceStep]) {
        guard let v = view(named: field), v.kind.isTextInput, screenVisible, firstResponder != field else { return }
        try? focus(field, &steps)
    }

    /// Sets a view's frame as a handler does (`view.frame = …`): the next
    /// layout pass overwrites it on the axes pins determine, as Auto Layout does.
    /// A view that does not exist is ignored.
    public mutating func setFrameFromCode(_ name: String, _ frame: Rect) {
        guard let i = index[name], frame.x.isFinite, frame.y.isFinite, frame.width.isFinite, frame.height.isFinite
        else { return }
        views[i].frame = frame
    }

    /// Sets a scroll view's offset, content inset and indicator inset as a
    /// handler does; other views are ignored.
    public mutating func setScrollStateFromCode(_ name: String, contentOffset: Point, contentInset: EdgeInsets,
                                               indicatorInset: EdgeInsets) {
        guard let i = index[name], views[i].kind.isScrollView else { return }
        views[i].contentOffset = contentOffset
        views[i].contentInset = contentInset
        views[i].indicatorInset = indicatorInset
    }

    /// Changes a pin's constant as a handler does (`constraint.constant = …`);
    /// the keyboard animation's layout pass moves the views.
    public mutating func setConstantFromCode(pinID: Int, _ value: Double) {
        guard value.isFinite, let i = pins.firstIndex(where: { $0.id == pinID }), pins[i].constant != value else { return }
        setConstant(pinID: pinID, value)
    }

    /// The first responder resigns because the code asked (`resignFirstResponder()`).
    public mutating func resignFromCode(_ steps: inout [TraceStep]) {
        guard firstResponder != nil else { return }
        resign(&steps)
    }

    /// Deactivates or activates a pin as a handler does (`constraint.isActive = false`); the
    /// keyboard animation's layout pass then places the views without it (or with it again).
    public mutating func setActiveFromCode(pinID: Int, _ active: Bool) {
        guard let i = pins.firstIndex(where: { $0.id == pinID }), pins[i].isActive != active else { return }
        pins[i].isActive = active
        layoutPlan = nil
        needsLayout = true
    }

    /// Names a pin (`:pin … as NAME`) so an outlet of the learner's controller binds to it.
    public mutating func namePin(id: Int, _ name: String) throws(SimError) {
        try Simulation.validateName(name)
        if pins.contains(where: { $0.name == name && $0.id != id }) { throw .nameTaken(name) }
        guard let i = pins.firstIndex(where: { $0.id == id }) else { return }
        pins[i].name = name
    }

    /// The pins that have a name, in creation order.
    public var namedPins: [Pin] { pins.filter { $0.name != nil } }
}
