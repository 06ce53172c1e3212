func increment(_ x: inout Int) { x += 1 }
increment(&5)
