struct Ticket { var id: Int }
func redeem(_ t: consuming Ticket) -> Int { t.id }
print(redeem(Ticket(id: 3)))
