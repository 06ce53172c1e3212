extension PreludeFile {
    /// `UIScrollView`: insets, offset and `scrollRectToVisible` as keyboard-facts.md models it.
    static let uiScrollView = PreludeFile(module: "UIKit", name: "UIScrollView", declares: ["UIScrollView"], text: #"""
    /// A view that scrolls its content: `bounds.origin` is `contentOffset`.
    class UIScrollView: UIView {
        /// Extra room around the content; `contentInset.bottom = keyboardHeight`
        /// lets the content scroll out from under the keyboard.
        var contentInset: UIEdgeInsets {
            get { _contentInset }
            set {
                _contentInset = newValue
                _keylabTouch()
            }
        }
        /// Where the scroll indicator stops.
        var verticalScrollIndicatorInsets: UIEdgeInsets {
            get { _indicatorInsets }
            set {
                _indicatorInsets = newValue
                _keylabTouch()
            }
        }
        /// The size of the content.
        var contentSize = CGSize.zero
        var _contentInset = UIEdgeInsets.zero
        var _indicatorInsets = UIEdgeInsets.zero

        /// How far the content is scrolled (the bounds' origin).
        var contentOffset: CGPoint {
            get { _boundsOrigin }
            set {
                _boundsOrigin = newValue
                _keylabTouch()
            }
        }

        /// Both indicators' insets (deprecated in iOS 13; sets the vertical one here).
        var scrollIndicatorInsets: UIEdgeInsets {
            get { verticalScrollIndicatorInsets }
            set { verticalScrollIndicatorInsets = newValue }
        }

        /// The inset the content really gets (keylab: `contentInset`).
        var adjustedContentInset: UIEdgeInsets { contentInset }

        /// Scrolls (vertically) the minimum needed to show `rect` (content
        /// coordinates) inside the region the insets leave visible; nothing when
        /// it is visible; the offset stays within the content plus insets.
        func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
            let offsetY = contentOffset.y
            let h = frame.size.height
            let visibleTop = offsetY + contentInset.top
            let visibleBottom = offsetY + h - contentInset.bottom
            let minOffset = -contentInset.top
            let maxOffset = max(minOffset, contentSize.height + contentInset.bottom - h)
            var wanted = offsetY
            if rect.minY < visibleTop || rect.height > visibleBottom - visibleTop {
                wanted = rect.minY - contentInset.top
            } else if rect.maxY > visibleBottom {
                wanted = rect.maxY - (h - contentInset.bottom)
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
