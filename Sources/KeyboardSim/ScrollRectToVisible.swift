/// `UIScrollView.scrollRectToVisible(_:animated:)` on the vertical axis, as
/// keyboard-facts.md models it: scroll the minimum needed so the rect lies in
/// the visible region, which honours the content inset; do nothing when it is
/// already visible; clamp the offset to the content (plus insets).
struct ScrollRectToVisible {
    var offsetY: Double
    var visibleTop: Double
    var visibleBottom: Double
    var minOffset: Double
    var maxOffset: Double
    var wanted: Double
    var result: Double

    init(rect: Rect, offsetY: Double, boundsHeight: Double, inset: EdgeInsets, contentHeight: Double) {
        self.offsetY = offsetY
        visibleTop = offsetY + inset.top
        visibleBottom = offsetY + boundsHeight - inset.bottom
        minOffset = -inset.top
        maxOffset = max(minOffset, contentHeight + inset.bottom - boundsHeight)
        let visibleHeight = visibleBottom - visibleTop
        if rect.minY < visibleTop || rect.height > visibleHeight {
            wanted = rect.minY - inset.top
        } else if rect.maxY > visibleBottom {
            wanted = rect.maxY - (boundsHeight - inset.bottom)
        } else {
            wanted = offsetY
        }
        result = min(max(wanted, minOffset), maxOffset)
    }
}
