func isLeap(_ year: Int) -> Bool {
    return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
}
print(isLeap(2024), isLeap(1900), isLeap(2000), isLeap(2023))
