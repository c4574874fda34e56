// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A behaviour attached to a view (iOS 11): the edit menu's `UIEditMenuInteraction`, and the like.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction is attached to, or nil.
    var view: UIView? { get }
    /// The interaction is about to be attached to `view` (nil: detached).
    func willMove(to view: UIView?)
    /// The interaction was attached to `view` (nil: detached).
    func didMove(to view: UIView?)
}

extension UIView {
    /// The interactions attached to the view, in the order they were added.
    public var interactions: [UIInteraction] {
        get { interactionStorage }
        set {
            for interaction in interactionStorage where !newValue.contains(where: { $0 === interaction }) {
                removeInteraction(interaction)
            }
            for interaction in newValue where !interactionStorage.contains(where: { $0 === interaction }) {
                addInteraction(interaction)
            }
        }
    }

    /// Attaches `interaction` (moving it from the view it was on); adding it twice does nothing.
    public func addInteraction(_ interaction: UIInteraction) {
        guard !interactionStorage.contains(where: { $0 === interaction }) else { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        interactionStorage.append(interaction)
        interaction.didMove(to: self)
    }

    /// Detaches `interaction`; an interaction not on this view is ignored.
    public func removeInteraction(_ interaction: UIInteraction) {
        guard let index = interactionStorage.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactionStorage.remove(at: index)
        interaction.didMove(to: nil)
    }
}
