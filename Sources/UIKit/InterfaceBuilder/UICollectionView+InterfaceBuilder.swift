// SPDX-License-Identifier: Apache-2.0

import Foundation

// Collection views in Interface Builder documents, as Xcode saves them: the layout under the key
// `collectionViewLayout` (`<collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" …>` with
// `<size key="itemSize">`, `<inset key="sectionInset">`…), prototype cells in a `<cells>` container
// (`<collectionViewCell reuseIdentifier="Cell">` with a `<collectionViewCellContentView key="contentView">`).

extension UICollectionView {
    /// Decodes the archived layout and registers the prototype cells: each dequeue of a prototype's reuse
    /// identifier that finds no queued cell instantiates the prototype anew (subviews, outlets and all).
    package func decodeCollectionViewAttributes(from coder: NSCoder) {
        if let layout = coder.ibObject("collectionViewLayout", as: UICollectionViewLayout.self) {
            setCollectionViewLayout(layout, animated: false)
        }
        guard let ibCoder = coder as? InterfaceBuilderCoder else { return }
        for (identifier, make) in ibCoder.prototypeFactories(container: "cells") {
            nibCellFactories[identifier] = { make() as? UICollectionViewCell }
        }
    }

    /// A new cell for `identifier` from its storyboard prototype, or nil when there is none.
    package func makePrototypeCell(_ identifier: String) -> UICollectionViewCell? {
        nibCellFactories[identifier]?()
    }
}

extension UICollectionViewFlowLayout {
    /// Decodes the flow layout's scroll direction, spacings, item and header/footer sizes and section insets.
    package func decodeFlowLayoutAttributes(from coder: NSCoder) {
        if coder.ibString("scrollDirection") == "horizontal" { scrollDirection = .horizontal }
        if let spacing = coder.ibNumber("minimumLineSpacing") { minimumLineSpacing = CGFloat(max(0, spacing)) }
        if let spacing = coder.ibNumber("minimumInteritemSpacing") { minimumInteritemSpacing = CGFloat(max(0, spacing)) }
        func size(_ key: String) -> CGSize? {
            guard coder.containsValue(forKey: key) else { return nil }
            let size = coder.decodeCGSize(forKey: key)
            return size.width >= 0 && size.height >= 0 ? size : nil
        }
        if let value = size("itemSize"), value.width > 0, value.height > 0 { itemSize = value }
        if let value = size("estimatedItemSize") { estimatedItemSize = value }
        if let value = size("headerReferenceSize") { headerReferenceSize = value }
        if let value = size("footerReferenceSize") { footerReferenceSize = value }
        if coder.containsValue(forKey: "sectionInset") { sectionInset = coder.decodeUIEdgeInsets(forKey: "sectionInset") }
    }
}

extension UICollectionViewCell {
    /// Moves the archived content view's subviews (and the document's references to it) into the cell's own
    /// content view, and takes the prototype's reuse identifier.
    package func decodeCollectionCellAttributes(from coder: NSCoder) {
        if let identifier = coder.ibString("reuseIdentifier") { reuseIdentifierStorage = identifier }
        guard let archived = coder.ibObject("contentView", as: UIView.self) else { return }
        contentView.frame = archived.frame
        for subview in archived.subviews { contentView.addSubview(subview) }
        (coder as? InterfaceBuilderCoder)?.substitute(archived, with: contentView)
    }
}
