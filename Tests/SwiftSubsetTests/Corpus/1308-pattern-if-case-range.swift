let age = 25
if case 18...30 = age {
    print("young adult")
}
