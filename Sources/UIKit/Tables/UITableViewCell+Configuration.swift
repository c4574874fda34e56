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

    package func applyContentConfiguration(_ configuration: (any UIContentConfiguration)?) {
        contentConfigurationStorage = configuration
        guard let configuration else {
            contentConfigurationView?.removeFromSuperview()
            contentConfigurationView = nil
            for label in [textLabelStorage, detailTextLabelStorage] { label?.isHidden = false }
            imageViewStorage?.isHidden = false
            setNeedsLayout()
            return
        }
        if let view = contentConfigurationView, view.supports(configuration) {
            view.configuration = configuration
        } else {
            contentConfigurationView?.removeFromSuperview()
            let view = configuration.makeContentView()
            view.frame = contentView.bounds
            contentView.addSubview(view)
            contentConfigurationView = view
        }
        for view in [textLabelStorage, detailTextLabelStorage, imageViewStorage] as [UIView?] {
            view?.isHidden = true
        }
        setNeedsLayout()
    }

    package func applyBackgroundConfiguration(_ configuration: UIBackgroundConfiguration?) {
        backgroundConfigurationStorage = configuration
        guard let configuration else {
            backgroundConfigurationView?.removeFromSuperview()
            backgroundConfigurationView = nil
            updateSelectionAppearance(animated: false)
            return
        }
        let view = (backgroundConfigurationView as? BackgroundConfigurationView) ?? BackgroundConfigurationView()
        if backgroundConfigurationView !== view {
            backgroundConfigurationView = view
            view.frame = bounds
            insertBackground(view)
        }
        view.apply(configuration, tint: tintColor)
        updateSelectionAppearance(animated: false)
    }

    /// Replaces the configurations by their `updated(for:)` of the current state, when the cell updates them
    /// automatically.
    package func runAutomaticConfigurationUpdates() {
        let state = configurationState
        if automaticallyUpdatesContentConfiguration, let configuration = contentConfigurationStorage {
            let updated = configuration.updated(for: state)
            contentConfigurationStorage = updated
            if let view = contentConfigurationView, view.supports(updated) { view.configuration = updated }
        }
        if automaticallyUpdatesBackgroundConfiguration, let configuration = backgroundConfigurationStorage {
            let updated = configuration.updated(for: state)
            backgroundConfigurationStorage = updated
            (backgroundConfigurationView as? BackgroundConfigurationView)?.apply(updated, tint: tintColor)
        }
    }
}

extension UITableViewCell {
    /// What VoiceOver reads for the cell: the texts it shows (the standard labels', or the list content
    /// configuration's text and secondary text), joined by ", "; nil when it shows none.
    package var accessibilityText: String? {
        var texts: [String?]
        if let list = contentConfigurationStorage as? UIListContentConfiguration {
            texts = [list.attributedText?.string ?? list.text, list.secondaryAttributedText?.string ?? list.secondaryText]
        } else if contentConfigurationStorage == nil {
            texts = [textLabelStorage?.text, detailTextLabelStorage?.text]
        } else {
            texts = []
        }
        let shown = texts.compactMap { $0 }.filter { !$0.isEmpty }
        return shown.isEmpty ? nil : shown.joined(separator: ", ")
    }
}
