enum Light { case red, green }
let l = Light.blue
