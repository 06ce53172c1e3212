print("hi"
