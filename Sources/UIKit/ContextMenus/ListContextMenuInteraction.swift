// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The context menu interaction a table or collection view installs on itself, asking its own delegate
/// (`tableView(_:contextMenuConfigurationForRowAt:point:)`, `collectionView(_:contextMenuConfigurationForItemsAt:point:)`)
/// through ``ListContextMenuSource``; it keeps that adapter alive, since an interaction holds its delegate weakly.
@MainActor
final class ListContextMenuInteraction: UIContextMenuInteraction {
    private let source: ListContextMenuSource

    init(source: ListContextMenuSource) {
        self.source = source
        super.init(delegate: source)
    }
}

/// Answers a list's context menu interaction from the list's delegate: the configuration for the row or item
/// under the press (nil, so the press fails and the list keeps its touch, when there is none or the delegate has
/// no menu), and that row's or item's cell as the lifted preview.
@MainActor
final class ListContextMenuSource: NSObject, UIContextMenuInteractionDelegate {
    /// The configuration for a press at a point of the list, and the cell to lift for it.
    let configuration: (CGPoint) -> (UIContextMenuConfiguration, UIView?)?
    private var previews: [ObjectIdentifier: UIView] = [:]

    init(configuration: @escaping (CGPoint) -> (UIContextMenuConfiguration, UIView?)?) {
        self.configuration = configuration
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
    {
        guard let (configuration, cell) = configuration(location) else { return nil }
        previews = cell.map { [ObjectIdentifier(configuration): $0] } ?? [:]
        return configuration
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration)
        -> UITargetedPreview?
    {
        guard let cell = previews[ObjectIdentifier(configuration)], cell.window != nil else { return nil }
        return UITargetedPreview(view: cell)
    }
}
