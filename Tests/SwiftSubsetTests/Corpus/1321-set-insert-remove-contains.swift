var herbs: Set<String> = ["mint"]
herbs.insert("thyme")
print(herbs.contains("thyme"))
if let gone = herbs.remove("mint") {
    print("Out of \(gone).")
}
print(herbs.remove("sage") as Any)
print(herbs.count)
