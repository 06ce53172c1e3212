protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }
struct Robot: Named { var name: String }
func greet(_ someone: Named & Aged) {
    print(someone.name)
}
greet(Robot(name: "R2"))
