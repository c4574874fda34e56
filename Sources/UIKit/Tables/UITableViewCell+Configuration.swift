// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Content and background configurations: the configuration's views in the cell and their updates per state.
extension UITableViewCell {
    package func currentConfigurationState() -> UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = selectedStorage
        state.isHighlighted = highlightedStorage
        state.isEditing = editingStorage
        state.isSwiped = showingDeleteConfirmationStorage
        state.isDisabled = !isUserInteractionEnabled
        return state
    }

    /// Shows `configuration` (shared with collection view cells) and hides the standard labels and image while
    /// one is set.
    package func applyContentConfiguration(_ configuration: (any UIContentConfiguration)?) {
        storeContentConfiguration(configuration)
        for view in [textLabelStorage, detailTextLabelStorage, imageViewStorage] as [UIView?] {
            view?.isHidden = configuration != nil
        }
    }

    /// Shows `configuration` behind the content (shared with collection view cells); the default selected
    /// background gives way to it.
    package func applyBackgroundConfiguration(_ configuration: UIBackgroundConfiguration?) {
        storeBackgroundConfiguration(configuration)
        updateSelectionAppearance(animated: false)
    }
}

extension UITableViewCell: CellConfigurationHosting {
    package func insertConfigurationBackground(_ view: UIView) { insertBackground(view) }
}

extension UITableViewCell {
    /// What VoiceOver reads for the cell: the texts it shows (the standard labels', or the list content
    /// configuration's text and secondary text), joined by ", "; nil when it shows none.
    package var accessibilityText: String? {
        var texts: [String?]
        if let listTexts = listConfigurationAccessibilityTexts {
            texts = listTexts
        } else if contentConfigurationStorage == nil {
            texts = [textLabelStorage?.text, detailTextLabelStorage?.text]
        } else {
            texts = []
        }
        let shown = texts.compactMap { $0 }.filter { !$0.isEmpty }
        return shown.isEmpty ? nil : shown.joined(separator: ", ")
    }
}
