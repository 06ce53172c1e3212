import SwiftSubset

extension ControllerBinding {
    /// Takes every controller off the simulated screen for good: the one on
    /// screen is released and every observer any controller registered with
    /// `NotificationCenter.default` (selectors, blocks, RxSwift and Combine
    /// subscriptions, which all register there) is removed. What an exercise
    /// or a gauntlet run starts from, so an earlier controller's handlers can
    /// never act on the next screen. Nothing happens before `import UIKit`.
    public static func forgetControllers(in repl: SwiftREPL) {
        guard repl.declaresFunction("_keylabInstall") else { return }
        _ = repl.evaluateHostSource("_keylabRelease()\nNotificationCenter.default._registrations = []")
    }
}
