struct Score { var points: Int }
var table = ["ann": Score(points: 1)]
table["ann"]?.points += 9
print(table["ann"]!.points)
