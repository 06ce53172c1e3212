var callback: ((Int) -> Void)? = nil
callback?(1)
callback = { print("called with", $0) }
callback?(2)
