let greeting = "¡Hola, señor! 😀"; let n: Int = greeting
