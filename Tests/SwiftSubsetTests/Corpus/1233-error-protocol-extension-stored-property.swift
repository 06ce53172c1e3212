protocol Named {}
extension Named {
    var label = "x"
}
