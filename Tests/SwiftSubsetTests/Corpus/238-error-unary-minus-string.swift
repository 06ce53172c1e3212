let s = "a"
print(-s)
