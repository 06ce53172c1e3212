class Player {
    var score = 0
    var bonus = 0
}
func nextScore() -> Int {
    print("computing the score")
    return 10
}
var player: Player? = nil
player?.score = nextScore()
player?.bonus += nextScore()
print("nil chain: nothing computed")
player = Player()
player?.score = nextScore()
player?.bonus += nextScore()
print(player?.score ?? -1, player?.bonus ?? -1)
struct Box { var size = 1 }
var box: Box? = nil
box?.size = nextScore()
box = Box()
box?.size = nextScore()
print(box?.size ?? -1)
