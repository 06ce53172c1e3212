var ages = ["Ana": 30]
ages["Bo"] = "thirty"
