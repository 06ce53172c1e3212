extension PreludeFile {
    /// `UIScrollView`: insets, offset and `scrollRectToVisible` as keyboard-facts.md models it.
    static let uiScrollView = PreludeFile(module: "UIKit", name: "UIScrollView", declares: ["UIScrollView", "UIScrollViewDelegate"], text: #"""
    /// What a scroll view's delegate hears. keylab scrolls only when code or
    /// the keyboard asks, so only `scrollViewDidScroll(_:)` is ever called
    /// (after `contentOffset` changes); the rest are here so conformances compile.
    protocol UIScrollViewDelegate: AnyObject {
        func scrollViewDidScroll(_ scrollView: UIScrollView)
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    }

    extension UIScrollViewDelegate {
        func scrollViewDidScroll(_ scrollView: UIScrollView) {}
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    }

    /// A view that scrolls its content: `bounds.origin` is `contentOffset`.
    class UIScrollView: UIView {
        /// Told when the content scrolls. A table's or collection's delegate is
        /// kept here too (their delegate protocols refine this one).
        weak var delegate: UIScrollViewDelegate? = nil
        /// Extra room around the content; `contentInset.bottom = keyboardHeight`
        /// lets the content scroll out from under the keyboard.
        var contentInset: UIEdgeInsets {
            get { _keylabInsets(_keylabGet("contentInset"), _contentInset) }
            set {
                _contentInset = newValue
                _keylabSet("contentInset", [newValue.top, newValue.left, newValue.bottom, newValue.right])
            }
        }
        /// Where the scroll indicator stops.
        var verticalScrollIndicatorInsets: UIEdgeInsets {
            get { _keylabInsets(_keylabGet("indicatorInset"), _indicatorInsets) }
            set {
                _indicatorInsets = newValue
                _keylabSet("indicatorInset", [newValue.top, newValue.left, newValue.bottom, newValue.right])
            }
        }
        /// The size of the content: keylab's scene's (`:content`) until your code sets
        /// one, which then stands (the scene keeps sizing its own content).
        var contentSize: CGSize {
            get {
                if _contentSizeSet { return _contentSize }
                let n = _keylabGet("contentSize")
                return n.count == 2 ? CGSize(width: n[0], height: n[1]) : _contentSize
            }
            set {
                _contentSize = newValue
                _contentSizeSet = true
            }
        }
        var _contentSize = CGSize.zero
        var _contentSizeSet = false
        var _contentInset = UIEdgeInsets.zero
        var _indicatorInsets = UIEdgeInsets.zero

        /// How far the content is scrolled (the bounds' origin).
        var contentOffset: CGPoint {
            get { _keylabBoundsOrigin }
            set {
                _keylabBoundsOrigin = newValue
                delegate?.scrollViewDidScroll(self)
            }
        }

        /// Both indicators' insets (deprecated in iOS 13; sets the vertical one here).
        var scrollIndicatorInsets: UIEdgeInsets {
            get { verticalScrollIndicatorInsets }
            set { verticalScrollIndicatorInsets = newValue }
        }

        /// When the system adds the safe area to the inset. Scroll views start at
        /// `.automatic`, UIKit's default (`:inset-adjustment NAME never` changes
        /// that); setting it here changes the scene too. keylab adds the safe area
        /// with every value but `.never`, on the vertical axis when it scrolls.
        enum ContentInsetAdjustmentBehavior: Int {
            case automatic, scrollableAxes, never, always
        }

        /// How dragging the content dismisses the keyboard (`:drag-dismiss
        /// interactive|on-drag` plays a drag with either mode).
        enum KeyboardDismissMode: Int {
            case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
        }

        /// The scene knows only whether the safe area is added: the case your code
        /// set is kept while it agrees with the scene (`:inset-adjustment` changes it).
        var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior {
            get {
                let n = _keylabGet("insetAdjustment")
                if n.count != 1 || (n[0] == 1) == (_adjustment != .never) { return _adjustment }
                return n[0] == 1 ? .automatic : .never
            }
            set {
                _adjustment = newValue
                _keylabSet("insetAdjustment", [newValue == .never ? 0 : 1])
            }
        }
        var _adjustment = UIScrollView.ContentInsetAdjustmentBehavior.automatic
        /// What the system adds to `contentInset` (the safe area, a table's
        /// keyboard inset), as keylab's scene computes it now.
        var _systemInset: UIEdgeInsets { _keylabInsets(_keylabGet("systemInset"), UIEdgeInsets.zero) }

        /// The inset the content really gets: `contentInset` plus what the system
        /// adds (the safe area it overlaps when the behavior is not `.never`).
        var adjustedContentInset: UIEdgeInsets {
            UIEdgeInsets(top: contentInset.top + _systemInset.top, left: contentInset.left + _systemInset.left,
                         bottom: contentInset.bottom + _systemInset.bottom, right: contentInset.right + _systemInset.right)
        }

        var keyboardDismissMode = UIScrollView.KeyboardDismissMode.none
        /// Whether the content bounces vertically even when it fits: with
        /// `.automatic` the safe area then joins the inset however short the content.
        var alwaysBounceVertical: Bool {
            get {
                let n = _keylabGet("alwaysBounceVertical")
                return n.count == 1 ? n[0] == 1 : _bounceVertical
            }
            set {
                _bounceVertical = newValue
                _keylabSet("alwaysBounceVertical", [newValue ? 1 : 0])
            }
        }
        var _bounceVertical = false
        var alwaysBounceHorizontal = false
        var showsVerticalScrollIndicator = true
        var showsHorizontalScrollIndicator = true
        var isScrollEnabled = true

        /// Scrolls (vertically) the minimum needed to show `rect` (content
        /// coordinates) inside the region the insets leave visible; nothing when
        /// it is visible; the offset stays within the content plus insets.
        func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
            let offsetY = contentOffset.y
            let h = frame.size.height
            let inset = adjustedContentInset
            let visibleTop = offsetY + inset.top
            let visibleBottom = offsetY + h - inset.bottom
            let minOffset = -inset.top
            let maxOffset = max(minOffset, contentSize.height + inset.bottom - h)
            var wanted = offsetY
            if rect.minY < visibleTop || rect.height > visibleBottom - visibleTop {
                wanted = rect.minY - inset.top
            } else if rect.maxY > visibleBottom {
                wanted = rect.maxY - (h - inset.bottom)
            }
            contentOffset.y = min(max(wanted, minOffset), maxOffset)
        }

        /// Sets the offset (at once: keylab shows the end of the animation).
        func setContentOffset(_ offset: CGPoint, animated: Bool) {
            contentOffset = offset
        }
    }


    """#)
}
