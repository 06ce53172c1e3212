struct Booking {
    var startDay: Int
    let nights: Int
}
var booking = Booking(startDay: 3, nights: 4)
booking.startDay = 9
print(booking)
