{ print(1) }()
