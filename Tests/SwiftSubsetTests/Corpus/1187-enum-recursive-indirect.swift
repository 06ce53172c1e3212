indirect enum Recipe {
    case grams(Int)
    case combined(Recipe, Recipe)
    case batches(Recipe, Recipe)
}
func weigh(_ recipe: Recipe) -> Int {
    switch recipe {
    case let .grams(value):
        return value
    case let .combined(first, second):
        return weigh(first) + weigh(second)
    case let .batches(part, count):
        return weigh(part) * weigh(count)
    }
}
let flour = Recipe.grams(250)
let sugar = Recipe.grams(80)
let dough = Recipe.combined(flour, sugar)
let tripled = Recipe.batches(dough, Recipe.grams(3))
print(weigh(tripled))
