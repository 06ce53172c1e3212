enum ParseError: Error { case empty }
enum NetworkError: Error { case offline }

func parse(_ s: String) throws(ParseError) -> Int {
    if s.isEmpty { throw NetworkError.offline }
    return s.count
}
print(try parse("abc"))
