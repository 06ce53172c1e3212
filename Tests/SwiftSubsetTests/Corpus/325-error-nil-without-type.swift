let nothing = nil
