let level = 2
print("level " + switch level { case 1: "low" default: "high" })
