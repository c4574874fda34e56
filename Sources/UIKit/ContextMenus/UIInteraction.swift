// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A behaviour attached to a view with `UIView.addInteraction(_:)` (a context menu, a drag source, a pointer
/// effect…): the view tells it when it is attached and detached, and the interaction installs whatever it needs
/// (gesture recognizers, observers) on the view.
@preconcurrency @MainActor
public protocol UIInteraction: NSObjectProtocol {
    /// The view the interaction is attached to, nil when detached. Implementations keep it weakly.
    var view: UIView? { get }
    /// Called before the interaction is attached to `view`, or detached (nil) from its current view.
    func willMove(to view: UIView?)
    /// Called after the interaction was attached to `view`, or detached (nil).
    func didMove(to view: UIView?)
}
