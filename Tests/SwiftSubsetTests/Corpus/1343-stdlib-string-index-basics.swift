let sign = "Open daily!"
print(sign[sign.startIndex])
print(sign[sign.index(before: sign.endIndex)])
print(sign[sign.index(after: sign.startIndex)])
let index = sign.index(sign.startIndex, offsetBy: 5)
print(sign[index])
