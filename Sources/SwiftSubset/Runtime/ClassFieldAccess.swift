/// Stored properties of class instances read and changed in place, without retaining the instance.
///
/// `account.balance`, `self.rate` or `balance += amount` in a method, compiled the general way,
/// copy the instance out of its variable (a retain), use one field and drop the copy (a release):
/// about a fifth of a class-heavy loop. When the instance is in a plain local or global slot, that
/// slot keeps it alive, so the field can be reached through an unretained reference instead.
///
/// The rule that keeps this safe (an earlier attempt broke it by lending values to a frame that
/// then released them): a borrowed instance is used only inside a body that runs no learner code
/// and writes no slot, so nothing can release the instance while it is borrowed; and what is handed
/// out (a field's value) is an ordinary copy, retained as usual.
extension Interpreter {
    /// The class instance in local slot `l`, unretained: valid until the slot is written or code runs.
    @inline(__always)
    func borrowedObject(local l: Int) -> Unmanaged<ObjectRef>? {
        stack.withUnsafeBufferPointer { p in
            guard case .object(let r) = p[fp + l] else { return nil }
            return Unmanaged.passUnretained(r)
        }
    }

    /// The class instance in global slot `g`, unretained (see `borrowedObject(local:)`).
    @inline(__always)
    func borrowedObject(global g: Int) -> Unmanaged<ObjectRef>? {
        globals.withUnsafeBufferPointer { p in
            guard case .object(let r) = p[g] else { return nil }
            return Unmanaged.passUnretained(r)
        }
    }

    /// A stored property of the instance in local slot `l` (a copy of the field, not of the instance).
    @inline(__always)
    func objectField(local l: Int, _ index: Int) -> Value {
        stack.withUnsafeBufferPointer { p in
            guard case .object(let r) = p[fp + l] else { return .void }
            return r.storage.fields[index]
        }
    }

    /// A stored property of the instance in global slot `g`.
    @inline(__always)
    func objectField(global g: Int, _ index: Int) -> Value {
        globals.withUnsafeBufferPointer { p in
            guard case .object(let r) = p[g] else { return .void }
            return r.storage.fields[index]
        }
    }

    /// Changes stored property `index` of a borrowed instance in place; nothing happens when the
    /// instance has no such field. `body` must run no learner code (see the type's comment).
    @inline(__always)
    func changeField(_ object: Unmanaged<ObjectRef>, _ index: Int,
                     _ body: (inout Value) throws(RuntimeFailure) -> Void) throws(RuntimeFailure) {
        let outcome: Result<Void, RuntimeFailure> = object._withUnsafeGuaranteedRef { r in
            Result { () throws(RuntimeFailure) in
                guard index < r.storage.fields.count else { return }
                try body(&r.storage.fields[index])
            }
        }
        try outcome.get()
    }
}
