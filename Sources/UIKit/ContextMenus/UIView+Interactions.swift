// SPDX-License-Identifier: Apache-2.0

import Foundation

extension UIView {
    /// The interactions attached to the view, in the order added. Setting it detaches the interactions not in the
    /// new list and attaches the new ones.
    public var interactions: [any UIInteraction] {
        get { interactionStorage }
        set {
            for old in interactionStorage where !newValue.contains(where: { $0 === old }) { removeInteraction(old) }
            for new in newValue where !interactionStorage.contains(where: { $0 === new }) { addInteraction(new) }
            interactionStorage = newValue.filter { new in interactionStorage.contains { $0 === new } }
        }
    }

    /// Attaches `interaction` to the view: it is detached from any other view first, then told `willMove(to:)`,
    /// added to ``interactions`` and told `didMove(to:)`. Adding an interaction already attached here does
    /// nothing.
    public func addInteraction(_ interaction: any UIInteraction) {
        guard !interactionStorage.contains(where: { $0 === interaction }) else { return }
        if let other = interaction.view, other !== self { other.removeInteraction(interaction) }
        interaction.willMove(to: self)
        interactionStorage.append(interaction)
        interaction.didMove(to: self)
    }

    /// Detaches `interaction` from the view (`willMove(to: nil)`, removal, `didMove(to: nil)`); an interaction not
    /// attached here is ignored.
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard let index = interactionStorage.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactionStorage.remove(at: index)
        interaction.didMove(to: nil)
    }
}
