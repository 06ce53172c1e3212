struct Booking {
    var startDay: Int
    let nights: Int
}
var stay = Booking(startDay: 3, nights: 4)
stay.nights = 5
