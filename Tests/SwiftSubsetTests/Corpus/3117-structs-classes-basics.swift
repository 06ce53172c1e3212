// Structures and Classes: memberwise init, value vs reference semantics, identity operators
struct Size { var w = 0, h = 0 }
class Screen { var size = Size(); var name: String?; var ppi = 0 }
let small = Size(w: 320, h: 480)
var copy = small
copy.w = 1024
print(small.w, copy.w)
let scr = Screen()
scr.size.w = 1280
scr.name = "main"
let same = scr
same.ppi = 300
print(scr.ppi, scr.size.w, same.name ?? "")
print(scr === same, scr !== Screen())
enum Mode { case dark, light; mutating func flip() { self = self == .dark ? .light : .dark } }
var m = Mode.dark
let saved = m
m.flip()
print(m, saved)
var arr = [1, 2]
let arr2 = arr
arr.append(3)
print(arr, arr2)
print(Size(w: 5), Size())
