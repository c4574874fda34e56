// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Where a list section put a cell or header: the list's appearance, whether the cell opens or closes its section
/// (inset grouped lists round those corners) and how its separator is drawn. Carried by the layout attributes.
package struct ListPlacement: Equatable {
    package var appearance: UICollectionLayoutListConfiguration.Appearance
    package var isFirstInSection = false
    package var isLastInSection = false
    /// Whether the cell is its section's header (`headerMode == .firstItemInSection`, item 0).
    package var isHeaderItem = false
    package var showsSeparator = true
    package var separatorColor: UIColor = .separator
    /// The app's separator insets (nil: automatic, from the cell's text leading edge).
    package var separatorInsets: NSDirectionalEdgeInsets?
}
