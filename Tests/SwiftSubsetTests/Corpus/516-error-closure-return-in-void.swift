let log: (String) -> Void = { message in
    return message.count
}
log("hi")
