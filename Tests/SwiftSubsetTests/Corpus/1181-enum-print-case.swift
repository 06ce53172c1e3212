enum Planet {
    case mercury, venus, earth, mars
}
let p = Planet.earth
print(p)
print([Planet.mars, .venus])
