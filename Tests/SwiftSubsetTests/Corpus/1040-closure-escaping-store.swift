var alarms: [() -> Void] = []
func setAlarm(ring: @escaping () -> Void) {
    alarms.append(ring)
}
setAlarm { print("wake up") }
setAlarm { print("water the plants") }
print(alarms.count)
for alarm in alarms {
    alarm()
}
