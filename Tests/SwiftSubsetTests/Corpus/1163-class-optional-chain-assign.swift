class Residence { var rooms = 1 }
class Person { var residence: Residence? }
let p = Person()
p.residence?.rooms = 5
print(p.residence?.rooms as Any)
p.residence = Residence()
p.residence?.rooms = 5
print(p.residence?.rooms as Any)
