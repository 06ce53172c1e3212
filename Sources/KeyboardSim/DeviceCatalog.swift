/// The devices keylab simulates. Numbers come from
/// `research/keyboard-facts.md` (table "Devices"); values the table marks
/// unconfirmed, or does not give at all, are `confirmed: false`.
public enum DeviceCatalog {
    /// The default device.
    public static let defaultID = "iphone-8"

    /// All devices, in the order `:devices` lists them.
    public static let all: [Device] = [iphoneSE, iphone8, iphone8Plus, iphoneX, iphone15, iphoneProMax, ipad]

    /// Every device id (for tab completion and suggestions).
    public static var ids: [String] { all.map(\.id) }

    /// The device with this id, if any.
    public static func device(id: String) -> Device? { all.first { $0.id == id } }

    private static let facts = "keyboard-facts.md"
    private static func fact(_ v: Double) -> Measure { Measure(v, confirmed: true, source: facts) }
    private static func guess(_ v: Double, _ why: String) -> Measure {
        Measure(v, confirmed: false, source: "estimate: " + why)
    }

    public static let iphoneSE = Device(
        id: "iphone-se", name: "iPhone SE (1st)",
        portraitSize: Size(width: 320, height: 568),
        portraitSafeArea: EdgeInsets(top: 20),
        // Home-button iPhones hide the status bar in landscape.
        landscapeSafeArea: EdgeInsets(),
        safeAreaConfirmed: true,
        keyboardPortraitPlain: fact(216), keyboardPortraitPredictive: fact(253),
        keyboardLandscapePlain: fact(162),
        keyboardLandscapePredictive: guess(194, "162 plain + 32 predictive bar (not in keyboard-facts.md)"),
        isPad: false)

    public static let iphone8 = Device(
        id: "iphone-8", name: "iPhone 8",
        portraitSize: Size(width: 375, height: 667),
        portraitSafeArea: EdgeInsets(top: 20),
        landscapeSafeArea: EdgeInsets(),
        safeAreaConfirmed: true,
        keyboardPortraitPlain: fact(216), keyboardPortraitPredictive: fact(258),
        keyboardLandscapePlain: guess(162, "as the other home-button iPhones (not in keyboard-facts.md)"),
        keyboardLandscapePredictive: Measure(194, confirmed: true, source: "keyboard-facts.md (iPhone 7 landscape log)"),
        isPad: false)

    public static let iphone8Plus = Device(
        id: "iphone-8-plus", name: "iPhone 8 Plus",
        portraitSize: Size(width: 414, height: 736),
        portraitSafeArea: EdgeInsets(top: 20),
        landscapeSafeArea: EdgeInsets(),
        safeAreaConfirmed: true,
        keyboardPortraitPlain: fact(226), keyboardPortraitPredictive: fact(271),
        keyboardLandscapePlain: fact(162),
        // A logged landscape frame: y 214 on the 414-pt-high screen (RxKeyboard #46).
        keyboardLandscapePredictive: Measure(200, confirmed: true, source: "RxKeyboard #46 (logged: y 214, height 200)"),
        isPad: false)

    public static let iphoneX = Device(
        id: "iphone-x", name: "iPhone X",
        portraitSize: Size(width: 375, height: 812),
        portraitSafeArea: EdgeInsets(top: 44, bottom: 34),
        landscapeSafeArea: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44),
        safeAreaConfirmed: true,
        keyboardPortraitPlain: fact(291), keyboardPortraitPredictive: fact(335),
        keyboardLandscapePlain: guess(171, "keyboard-facts.md: landscape unconfirmed"),
        keyboardLandscapePredictive: guess(209, "keyboard-facts.md: landscape unconfirmed"),
        isPad: false)

    public static let iphone15 = Device(
        id: "iphone-15", name: "iPhone 15",
        portraitSize: Size(width: 393, height: 852),
        portraitSafeArea: EdgeInsets(top: 59, bottom: 34),
        landscapeSafeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
        safeAreaConfirmed: true,
        keyboardPortraitPlain: guess(291, "336 predictive − 45 bar (keyboard-facts.md gives only ≈336)"),
        keyboardPortraitPredictive: guess(336, "keyboard-facts.md: ≈336 unconfirmed"),
        keyboardLandscapePlain: guess(171, "keyboard-facts.md: landscape unconfirmed"),
        keyboardLandscapePredictive: guess(209, "keyboard-facts.md: landscape unconfirmed"),
        isPad: false)

    /// The Pro Max class (iPhone 14/15/16 Pro Max): 430 × 932 pt, safe area
    /// 59/34 (docs/keyboard-facts-additions.md); the keyboard height comes
    /// from one public log (346 with the predictive bar): an estimate.
    public static let iphoneProMax = Device(
        id: "iphone-pro-max", name: "iPhone 15 Pro Max",
        portraitSize: Size(width: 430, height: 932),
        portraitSafeArea: EdgeInsets(top: 59, bottom: 34),
        landscapeSafeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
        safeAreaConfirmed: true,
        keyboardPortraitPlain: guess(301, "346 predictive − 45 bar"),
        keyboardPortraitPredictive: guess(346, "one public log (dotnet/maui: {{0,586},{430,346}})"),
        keyboardLandscapePlain: guess(171, "as the other notched iPhones (no source)"),
        keyboardLandscapePredictive: guess(209, "as the other notched iPhones (no source)"),
        isPad: false)

    public static let ipad = Device(
        id: "ipad", name: "iPad (9.7\")",
        portraitSize: Size(width: 768, height: 1024),
        portraitSafeArea: EdgeInsets(top: 20),
        // iPads keep the status bar in landscape.
        landscapeSafeArea: EdgeInsets(top: 20),
        safeAreaConfirmed: true,
        keyboardPortraitPlain: fact(264), keyboardPortraitPredictive: fact(313),
        keyboardLandscapePlain: fact(352), keyboardLandscapePredictive: fact(398),
        isPad: true)
}
