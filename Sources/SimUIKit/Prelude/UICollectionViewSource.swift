extension PreludeFile {
    /// `UICollectionView`, its cells, layout, data source and delegate.
    static let uiCollectionView = PreludeFile(module: "UIKit", name: "UICollectionView", declares: ["UICollectionView", "UICollectionViewCell", "UICollectionViewDataSource", "UICollectionViewDelegate", "UICollectionViewLayout", "UICollectionViewFlowLayout", "UICollectionViewDelegateFlowLayout"], text: #"""
    // keylab draws no items. A collection asks its data source when your code
    // asks the collection (`numberOfItems(inSection:)`, `cellForItem(at:)`), so
    // a controller that owns one with a data source runs as published.

    /// One item of a collection.
    class UICollectionViewCell: UIView {
        /// The view the cell's own subviews go in.
        let contentView = UIView()
        var isSelected = false
        var isHighlighted = false
        /// Called before a dequeued cell is handed out again.
        func prepareForReuse() {}
    }

    /// How a collection places its items (keylab keeps the settings).
    class UICollectionViewLayout: NSObject {
        func invalidateLayout() {}
    }

    /// The grid layout: items in rows, then wrapped.
    class UICollectionViewFlowLayout: UICollectionViewLayout {
        enum ScrollDirection: Int {
            case vertical, horizontal
        }
        var itemSize = CGSize(width: 50, height: 50)
        var estimatedItemSize = CGSize.zero
        var minimumLineSpacing: CGFloat = 10
        var minimumInteritemSpacing: CGFloat = 10
        var sectionInset = UIEdgeInsets.zero
        var scrollDirection = UICollectionViewFlowLayout.ScrollDirection.vertical
        static let automaticSize = CGSize(width: -1, height: -1)
    }

    /// What a collection asks its data source. The first two are required, as in UIKit.
    protocol UICollectionViewDataSource: AnyObject {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
        func numberOfSections(in collectionView: UICollectionView) -> Int
    }

    extension UICollectionViewDataSource {
        func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    }

    /// What a collection tells its delegate (keylab never taps an item).
    protocol UICollectionViewDelegate: UIScrollViewDelegate {
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
        func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    }

    extension UICollectionViewDelegate {
        // UIScrollViewDelegate's defaults again: keylab's subset looks for a
        // default in the extensions of the protocol conformed to only.
        func scrollViewDidScroll(_ scrollView: UIScrollView) {}
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
        func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    }

    /// Sizes a flow layout's items per item.
    protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize
    }

    extension UICollectionViewDelegateFlowLayout {
        // The defaults of the protocols it refines again (see UICollectionViewDelegate).
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
        func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
        func scrollViewDidScroll(_ scrollView: UIScrollView) {}
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
            (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? CGSize.zero
        }
    }

    /// A scroll view of items. On the scene it is a scroll view (`:add scrollview`).
    class UICollectionView: UIScrollView {
        /// Where `scrollToItem(at:at:animated:)` puts the item.
        struct ScrollPosition: Equatable, ExpressibleByArrayLiteral {
            let rawValue: Int
            init(rawValue: Int) { self.rawValue = rawValue }
            init(arrayLiteral elements: UICollectionView.ScrollPosition...) {
                var raw = 0
                for e in elements { raw = raw | e.rawValue }
                rawValue = raw
            }
            static let top = UICollectionView.ScrollPosition(rawValue: 1)
            static let centeredVertically = UICollectionView.ScrollPosition(rawValue: 2)
            static let bottom = UICollectionView.ScrollPosition(rawValue: 4)
            static let left = UICollectionView.ScrollPosition(rawValue: 8)
            static let centeredHorizontally = UICollectionView.ScrollPosition(rawValue: 16)
            static let right = UICollectionView.ScrollPosition(rawValue: 32)
        }
        var collectionViewLayout: UICollectionViewLayout = UICollectionViewFlowLayout()
        weak var dataSource: UICollectionViewDataSource? = nil
        /// The cell classes and nibs registered, by reuse identifier (their names).
        var _registered: [String: String] = [:]
        /// How many times `reloadData()` was called.
        var _reloads = 0

        init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
            collectionViewLayout = layout
            super.init(frame: frame)
        }
        override init(frame: CGRect) {
            super.init(frame: frame)
        }
        override init() {
            super.init(frame: CGRect.zero)
        }
        override init?(coder: NSCoder) {
            super.init(frame: CGRect.zero)
        }

        /// The cell classes registered, by reuse identifier: `dequeueReusableCell` makes these.
        var _cellClasses: [String: UICollectionViewCell.Type] = [:]

        /// Registers a cell class (`Cell.self`) or a nib (`UINib(nibName:bundle:)`)
        /// for an identifier. (UIKit has one method for each; keylab's subset
        /// overloads by labels only, so one takes both.) keylab has no nib files:
        /// a cell registered by nib is dequeued as a plain UICollectionViewCell.
        func register(_ cellClassOrNib: Any?, forCellWithReuseIdentifier identifier: String) {
            _cellClasses[identifier] = nil
            if let nib = cellClassOrNib as? UINib {
                _registered[identifier] = nib._name
            } else if let cellClass = cellClassOrNib as? UICollectionViewCell.Type {
                _registered[identifier] = String(describing: cellClass)
                _cellClasses[identifier] = cellClass
            } else if let other = cellClassOrNib {
                _registered[identifier] = String(describing: other)
            } else {
                _registered[identifier] = "UICollectionViewCell"
            }
        }
        /// A new cell of the class registered for the identifier, made as UIKit
        /// makes it (`init(frame:)`, so your subclass's initializer runs); a plain
        /// UICollectionViewCell otherwise. Each call makes a fresh one.
        func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
            guard let cellClass = _cellClasses[identifier] else { return UICollectionViewCell() }
            return cellClass.init(frame: CGRect.zero)
        }
        func reloadData() { _reloads += 1 }
        func reloadItems(at indexPaths: [IndexPath]) {}
        func insertItems(at indexPaths: [IndexPath]) {}
        func deleteItems(at indexPaths: [IndexPath]) {}
        func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
            updates?()
            completion?(true)
        }
        func scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool) {}

        var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 1 }
        func numberOfItems(inSection section: Int) -> Int {
            dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
        }
        /// The cell the data source gives for the item (asked each time).
        func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
            guard let source = dataSource, indexPath.section < numberOfSections,
                  indexPath.item < numberOfItems(inSection: indexPath.section) else { return nil }
            return source.collectionView(self, cellForItemAt: indexPath)
        }
    }

    """#)
}
