let s = "ab" * 3
