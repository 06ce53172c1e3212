var stars = ""
for _ in 1...5 {
    stars += "*"
}
print(stars)
