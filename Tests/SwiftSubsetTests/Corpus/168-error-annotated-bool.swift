let ok: Bool = 1
