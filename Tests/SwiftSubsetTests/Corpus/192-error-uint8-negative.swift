let u: UInt8 = -1
