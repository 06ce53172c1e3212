print("Hello, world!")
// Prints "Hello, world!"
