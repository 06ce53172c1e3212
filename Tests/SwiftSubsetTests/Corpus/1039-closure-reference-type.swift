func makeTally(bump: Int) -> () -> Int {
    var votes = 0
    return {
        votes += bump
        return votes
    }
}
let yesVotes = makeTally(bump: 3)
print(yesVotes())
let sameBox = yesVotes
print(sameBox())
print(yesVotes())
let otherBox = makeTally(bump: 3)
print(otherBox())
