let parcel = (2300, "Lisbon")
print(parcel)
print("The parcel weighs \(parcel.0) g")
print("It goes to \(parcel.1)")
