extension PreludeFile {
    /// Controls that pick a value: steppers, segmented controls, sliders and
    /// page dots. They keep what code sets; keylab's screen takes no touches.
    static let uiValueControls = PreludeFile(module: "UIKit", name: "UISegmentedControl", declares: ["UISegmentedControl", "UIStepper", "UISlider", "UIPageControl"], text: #"""
    /// Segments to pick one of.
    class UISegmentedControl: UIControl {
        /// The segment picked (-1: none).
        var selectedSegmentIndex = -1
        var _titles: [String?] = []
        var numberOfSegments: Int { _titles.count }
        var selectedSegmentTintColor: UIColor? = nil
        convenience init(items: [Any]?) {
            self.init(frame: CGRect.zero)
            _titles = (items ?? []).map { $0 as? String }
        }
        func setTitle(_ title: String?, forSegmentAt segment: Int) {
            while _titles.count <= segment { _titles.append(nil) }
            _titles[segment] = title
        }
        func titleForSegment(at segment: Int) -> String? {
            segment >= 0 && segment < _titles.count ? _titles[segment] : nil
        }
        func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
            _titles.insert(title, at: max(0, min(segment, _titles.count)))
        }
        func removeAllSegments() { _titles = [] }
        func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {}
    }

    /// A minus/plus pair that steps a value.
    class UIStepper: UIControl {
        var value: Double = 0
        var minimumValue: Double = 0
        var maximumValue: Double = 100
        var stepValue: Double = 1
        var wraps = false
        var autorepeat = true
        var isContinuous = true
    }

    /// A slider between two values.
    class UISlider: UIControl {
        var value: Float = 0
        var minimumValue: Float = 0
        var maximumValue: Float = 1
        var isContinuous = true
        var minimumTrackTintColor: UIColor? = nil
        var maximumTrackTintColor: UIColor? = nil
        func setValue(_ value: Float, animated: Bool) { self.value = value }
    }

    /// Dots for the pages of a paged scroll view.
    class UIPageControl: UIControl {
        var numberOfPages = 0
        var currentPage = 0
        var hidesForSinglePage = false
        var pageIndicatorTintColor: UIColor? = nil
        var currentPageIndicatorTintColor: UIColor? = nil
    }

    """#)
}
