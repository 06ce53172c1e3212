class VideoMode { var frameRate = 0.0 }
let a = VideoMode()
let b = a
let c = VideoMode()
print(a === b)
print(a === c)
print(a !== c)
