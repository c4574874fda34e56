// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A cell that shows content and background configurations: `UITableViewCell` and `UICollectionViewCell` share
/// the configurations' views, their replacement and their automatic updates through this protocol's extension.
///
/// The cell keeps the storage (Swift extensions cannot hold stored properties) and says where the background's
/// view goes; the extension does the rest.
@MainActor
package protocol CellConfigurationHosting: UIView {
    /// The view the content configuration's view fills.
    var contentView: UIView { get }
    var contentConfigurationStorage: (any UIContentConfiguration)? { get set }
    var contentConfigurationView: (any UIView & UIContentView)? { get set }
    var backgroundConfigurationStorage: UIBackgroundConfiguration? { get set }
    var backgroundConfigurationView: UIView? { get set }
    /// Set when the configuration state changed; the next layout pass updates the configurations.
    var needsConfigurationUpdate: Bool { get set }
    var configurationState: UICellConfigurationState { get }
    var automaticallyUpdatesContentConfiguration: Bool { get }
    var automaticallyUpdatesBackgroundConfiguration: Bool { get }
    func updateConfiguration(using state: UICellConfigurationState)
    /// Puts the background configuration's view in its place behind the content.
    func insertConfigurationBackground(_ view: UIView)
}

extension CellConfigurationHosting {
    /// Stores `configuration` and shows it: the current view takes it when it supports it, otherwise the
    /// configuration's own view replaces it, filling the content view. Nil removes the view.
    package func storeContentConfiguration(_ configuration: (any UIContentConfiguration)?) {
        contentConfigurationStorage = configuration
        defer { setNeedsLayout() }
        guard let configuration else {
            contentConfigurationView?.removeFromSuperview()
            contentConfigurationView = nil
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
    }

    /// Stores `configuration` and shows it in a ``BackgroundConfigurationView`` behind the content (made and
    /// inserted on first use); nil removes that view.
    package func storeBackgroundConfiguration(_ configuration: UIBackgroundConfiguration?) {
        backgroundConfigurationStorage = configuration
        guard let configuration else {
            backgroundConfigurationView?.removeFromSuperview()
            backgroundConfigurationView = nil
            return
        }
        let view = (backgroundConfigurationView as? BackgroundConfigurationView) ?? BackgroundConfigurationView()
        if backgroundConfigurationView !== view {
            backgroundConfigurationView = view
            view.frame = bounds
            insertConfigurationBackground(view)
        }
        view.apply(configuration, tint: tintColor)
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

    /// At layout: when the state changed since the last pass, runs `updateConfiguration(using:)` and the
    /// automatic updates once.
    package func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        updateConfiguration(using: configurationState)
        runAutomaticConfigurationUpdates()
    }

    /// What VoiceOver reads for a list content configuration: its text and secondary text joined by ", " (nil
    /// when it shows none, or when the configuration is not a list content configuration).
    package var listConfigurationAccessibilityTexts: [String?]? {
        guard let list = contentConfigurationStorage as? UIListContentConfiguration else { return nil }
        return [list.attributedText?.string ?? list.text, list.secondaryAttributedText?.string ?? list.secondaryText]
    }
}
