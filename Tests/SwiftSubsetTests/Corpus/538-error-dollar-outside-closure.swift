print($0)
