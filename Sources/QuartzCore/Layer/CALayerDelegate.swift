// SPDX-License-Identifier: Apache-2.0

/// The object that supplies a layer's content and behaviour (a view, for view-backed layers).
///
/// Every method is optional (default implementations do nothing and return nil). Touchstone has no Objective-C
/// runtime to ask "does the delegate respond?", so a delegate that does its own display reports it through
/// ``implementsDisplay``.
public protocol CALayerDelegate: AnyObject {
    /// Replaces the layer's whole display step (set `layer.contents` yourself). Called only when
    /// ``implementsDisplay`` is true.
    func display(_ layer: CALayer)
    /// Draws the layer's content into `ctx`: origin at the bounds' top-left, y down (iPhone OS layers are
    /// flipped), scaled by `contentsScale`.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called before the layer lays out its sublayers.
    func layoutSublayers(of layer: CALayer)
    /// The action for `event`: nil to continue the search, `NSNull()` to stop it with no action.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
    /// Whether ``display(_:)`` is implemented (and so replaces drawing).
    var implementsDisplay: Bool { get }
    /// Whether ``draw(_:in:)`` is implemented; a layer whose delegate doesn't draw gets no backing store.
    var implementsDraw: Bool { get }
}

extension CALayerDelegate {
    /// Does nothing (it is called only when ``CALayerDelegate/implementsDisplay`` is true).
    public func display(_ layer: CALayer) {}
    /// Draws nothing.
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    /// Does nothing.
    public func layoutSublayers(of layer: CALayer) {}
    /// Returns `nil`: the search for an action goes on (the layer's `actions`, its style, then the default action).
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
    /// Returns `false`: the layer draws through ``CALayerDelegate/draw(_:in:)`` instead.
    public var implementsDisplay: Bool { false }
    /// Returns `true`: the layer gets a backing store and asks the delegate to draw (a delegate that never draws
    /// returns false to save the memory).
    public var implementsDraw: Bool { true }
}
