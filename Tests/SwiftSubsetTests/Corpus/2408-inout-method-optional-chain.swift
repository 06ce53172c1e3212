class Logger {
    func log(_ s: String, to lines: inout [String]) { lines.append(s) }
}
var lines: [String] = []
var logger: Logger? = Logger()
logger?.log("one", to: &lines)
logger = nil
logger?.log("two", to: &lines)
print(lines)
