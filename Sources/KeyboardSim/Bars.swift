/// Navigation and tab bars (`:navbar`, `:tabbar`): they are not views of the
/// scene but insets of the safe area, as UIKit reports them to the view
/// controller's view (`safeAreaInsets` grows by their height).
public enum Bars {
    /// `UINavigationBar` height: 44 pt on iPhone portrait and iPad (Apple's
    /// HIG, standard title); 32 pt in iPhone landscape (compact; estimate).
    public static func navigationBarHeight(_ device: Device, _ orientation: Orientation) -> Measure {
        if !device.isPad && orientation == .landscape {
            return Measure(32, confirmed: false, source: "estimate: compact navigation bar in iPhone landscape")
        }
        return Measure(44, confirmed: true, source: "Apple HIG: standard navigation bar 44 pt")
    }

    /// `UITabBar` height above the home indicator: 49 pt (Apple's HIG); 32 pt
    /// in iPhone landscape (compact; estimate).
    public static func tabBarHeight(_ device: Device, _ orientation: Orientation) -> Measure {
        if !device.isPad && orientation == .landscape {
            return Measure(32, confirmed: false, source: "estimate: compact tab bar in iPhone landscape")
        }
        return Measure(49, confirmed: true, source: "Apple HIG: tab bar 49 pt")
    }
}
