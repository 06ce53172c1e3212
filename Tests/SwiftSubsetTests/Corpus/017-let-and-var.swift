let greeting = "Hi"
var counter = 1
counter = counter + 1
print(greeting, counter)
