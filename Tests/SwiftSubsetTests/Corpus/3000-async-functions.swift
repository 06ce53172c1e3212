// async functions call each other; top-level code awaits them in order.
func fetchScore(for player: String) async -> Int {
    player.count * 10
}

func totalScore(_ players: [String]) async -> Int {
    var total = 0
    for p in players {
        total += await fetchScore(for: p)
    }
    return total
}

func describe(_ players: [String]) async throws -> String {
    if players.isEmpty { throw TeamError.empty }
    let total = await totalScore(players)
    return "\(players.count) players, \(total) points"
}

enum TeamError: Error { case empty }

print("start")
let single = await fetchScore(for: "Mina")
print("Mina:", single)
print(try await describe(["Ari", "Bo", "Chen"]))
do {
    _ = try await describe([])
} catch {
    print("error:", error)
}
print("end")
