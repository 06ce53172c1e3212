let anyDouble: Any = 2.5
print(anyDouble as? Double as Any)
print(anyDouble as? Int as Any)
