print(["a\"b", "tab\there"])
print(["line\nbreak"])
print([Character("q")])
