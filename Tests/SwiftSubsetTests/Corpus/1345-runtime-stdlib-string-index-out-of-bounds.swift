let greeting = "Hi"
print(greeting[greeting.endIndex])
