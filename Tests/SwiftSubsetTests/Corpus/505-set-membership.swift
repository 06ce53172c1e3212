let pocketTools: Set = ["🔦", "🔑"]
let toolbox: Set = ["🔨", "🔧", "🪛", "🔦", "🔑"]
let kitchen: Set = ["🥄", "🍴"]
print(pocketTools.isSubset(of: toolbox))
print(toolbox.isSuperset(of: pocketTools))
print(toolbox.isDisjoint(with: kitchen))
