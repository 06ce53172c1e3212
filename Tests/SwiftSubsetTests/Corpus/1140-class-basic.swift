class Playlist {
    var shuffled = false
    var minutes = 0.0
    var title: String?
}
let roadTrip = Playlist()
roadTrip.shuffled = true
roadTrip.title = "Road trip"
roadTrip.minutes = 48.5
let sameList = roadTrip
sameList.minutes = 52.0
print("roadTrip now lasts \(roadTrip.minutes) minutes")
