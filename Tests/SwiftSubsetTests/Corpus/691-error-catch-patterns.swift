enum PrinterError: Error {
    case outOfPaper
    case noToner
    case onFire
}
func send(job: Int) throws -> String {
    if job > 1000 { throw PrinterError.onFire }
    if job < 0 { throw PrinterError.outOfPaper }
    return "Job sent"
}
for job in [1440, -1, 5] {
    do {
        let printerResponse = try send(job: job)
        print(printerResponse)
    } catch PrinterError.onFire {
        print("I'll just put this over here, with the rest of the fire.")
    } catch let printerError as PrinterError {
        print("Printer error: \(printerError).")
    } catch {
        print(error)
    }
}
