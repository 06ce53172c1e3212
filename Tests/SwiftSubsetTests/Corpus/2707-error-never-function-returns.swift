func stop(_ reason: String) -> Never {
    print("stopping")
    print(reason)
}
stop("done")
