let mondayClass: Set = [2, 5, 8, 11, 14]
let fridayClass: Set = [1, 5, 9, 14]
let paidUp: Set = [2, 8, 9, 14]
print(mondayClass.union(fridayClass).sorted())
print(mondayClass.intersection(fridayClass).sorted())
print(mondayClass.subtracting(paidUp).sorted())
print(mondayClass.symmetricDifference(paidUp).sorted())
