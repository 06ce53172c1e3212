let c: Character = "ab"
