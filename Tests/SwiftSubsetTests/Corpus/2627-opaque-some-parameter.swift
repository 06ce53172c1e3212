protocol Animal { var sound: String { get } }
struct Cat: Animal { var sound: String { "meow" } }
struct Cow: Animal { var sound: String { "moo" } }
func speak(_ a: some Animal) {
    print(a.sound)
}
speak(Cat())
speak(Cow())
