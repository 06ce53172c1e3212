// A renamed type, as UIViewAnimationOptions became UIView.AnimationOptions.
struct AnimationOptions { var rawValue: Int }
@available(*, unavailable, renamed: "AnimationOptions")
typealias ViewAnimationOptions = AnimationOptions
let ok = AnimationOptions(rawValue: 1)
print(ok.rawValue)
let old: ViewAnimationOptions = AnimationOptions(rawValue: 2)
print(old.rawValue)
