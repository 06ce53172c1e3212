let yes = true
let no = false
print(yes, no)
print(yes && no)
print(yes || no)
print(!yes)
