let http404Error = (404, "Not Found")
print(http404Error)
print("The status code is \(http404Error.0)")
print("The status message is \(http404Error.1)")
