// @IBAction belongs on a view controller's method, not on a global function.
@IBAction func buttonTapped() {
    print("tapped")
}
buttonTapped()
