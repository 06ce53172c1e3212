class Box { var v = 1 }
let objects: [AnyObject] = [Box(), Box()]
print(objects.count)
if let b = objects[0] as? Box { print(b.v) }
