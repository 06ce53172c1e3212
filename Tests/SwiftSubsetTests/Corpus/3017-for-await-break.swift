// `break` leaves a `for await` loop; elements left in the stream are not taken.
let letters = AsyncStream(String.self) { c in
    for s in ["k", "e", "y", "s"] { c.yield(s) }
    c.finish()
}
var word = ""
for await s in letters {
    if s == "y" { break }
    word += s
}
print(word)
