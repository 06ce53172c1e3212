let s = "keyboard handling"
print(s.contains("board"))
print(s.contains("Board"))
print(s.hasPrefix("key"))
