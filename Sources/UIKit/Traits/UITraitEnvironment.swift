// SPDX-License-Identifier: Apache-2.0

import Foundation

/// An object with traits: the screen, windows, views and view controllers (docs/ARCHITECTURE.md, "Traits,
/// Dynamic Type and layout direction").
///
/// Traits flow down from the screen: a window has its screen's, a view its window's, a view controller its
/// view's. When they change (a rotation, a new text size) each environment whose traits differ from those it was
/// last told gets ``traitCollectionDidChange(_:)`` with the previous collection, parents before children.
@preconcurrency @MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
    /// The environment's traits now.
    var traitCollection: UITraitCollection { get }
    /// Called after ``traitCollection`` changed, with the collection it had before.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UIScreen: UITraitEnvironment {}
extension UIView: UITraitEnvironment {}
extension UIViewController: UITraitEnvironment {}
