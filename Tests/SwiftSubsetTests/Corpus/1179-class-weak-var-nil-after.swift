class Owner { deinit { print("owner gone") } }
weak var weakOwner: Owner?
do {
    let strong = Owner()
    weakOwner = strong
    print(weakOwner != nil)
}
print(weakOwner == nil)
