var isOn = false
isOn.toggle()
print(isOn)
isOn.toggle()
print(isOn)
