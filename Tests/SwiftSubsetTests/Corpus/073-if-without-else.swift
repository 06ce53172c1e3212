let temperature = 30
if temperature > 25 {
    print("It's hot")
}
if temperature < 0 {
    print("It's freezing")
}
print("done")
