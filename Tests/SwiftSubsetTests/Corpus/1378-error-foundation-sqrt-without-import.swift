print(sqrt(9.0))
