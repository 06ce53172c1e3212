let n = -42
print(n.magnitude)
print(n.signum(), 0.signum(), 7.signum())
print((-3.5).magnitude)
print(type(of: n.magnitude))
