enum Light { case red, green }
print(Light.red.rawValue)
