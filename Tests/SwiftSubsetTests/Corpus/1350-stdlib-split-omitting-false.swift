let csv = "a,,b,"
print(csv.split(separator: ","))
print(csv.split(separator: ",", omittingEmptySubsequences: false))
