// SPDX-License-Identifier: Apache-2.0

/// Something a layer runs when one of its properties changes (an implicit animation, usually).
///
/// `NSNull` conforms and means "no action": a delegate or `actions` entry returning it stops the search.
public protocol CAAction: AnyObject {
    /// Runs the action for `event` (a property key) on `anObject` (the layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing: `NSNull` is the "no action" marker.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
