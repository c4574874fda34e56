// SPDX-License-Identifier: Apache-2.0

import Foundation

/// How a preview looks: the colour behind the previewed view and the outline it is cut to.
@preconcurrency @MainActor
open class UIPreviewParameters: NSObject {
    /// The colour behind the view inside the preview's platter (nil: the system background colour).
    open var backgroundColor: UIColor!
    /// The part of the view shown, in the view's coordinates (nil: its bounds with rounded corners).
    open var visiblePath: UIBezierPath?
    /// The path the preview's shadow follows (nil: the visible outline).
    open var shadowPath: UIBezierPath?

    /// Creates default parameters.
    public override init() { super.init() }

    /// Creates parameters for previewing lines of text: the visible outline is the union of `textLineRects`
    /// (`NSValue`-wrapped `CGRect`s in the view's coordinates).
    public convenience init(textLineRects: [NSValue]) {
        self.init()
        let path = UIBezierPath()
        for value in textLineRects {
            if let rect = (value as Any) as? CGRect {
                path.append(UIBezierPath(roundedRect: rect, cornerRadius: 6))
            }
        }
        visiblePath = path
    }
}

/// Where a preview appears: a container view, the preview's centre in its coordinates, and a transform.
@preconcurrency @MainActor
open class UIPreviewTarget: NSObject {
    /// The view the preview is placed in (it must be in a window).
    open private(set) var container: UIView
    /// The preview's centre, in the container's coordinates.
    open private(set) var center: CGPoint
    /// A transform applied to the preview.
    open private(set) var transform: CGAffineTransform

    /// Creates a target in `container` at `center` with `transform`.
    public init(container: UIView, center: CGPoint, transform: CGAffineTransform) {
        self.container = container
        self.center = center
        self.transform = transform
        super.init()
    }

    /// Creates a target in `container` at `center` with no transform.
    public convenience init(container: UIView, center: CGPoint) {
        self.init(container: container, center: center, transform: .identity)
    }
}

/// A view to preview (lift) during an interaction such as a context menu, with how it looks and where it sits.
@preconcurrency @MainActor
open class UITargetedPreview: NSObject {
    /// Where the preview appears.
    open private(set) var target: UIPreviewTarget
    /// The view previewed.
    open private(set) var view: UIView
    /// How the preview looks.
    @NSCopying open private(set) var parameters: UIPreviewParameters
    /// The preview's size: the view's bounds size.
    open var size: CGSize { view.bounds.size }

    /// Creates a preview of `view` with `parameters` at `target`.
    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
        super.init()
    }

    /// Creates a preview of `view` (which must be in a window) where it is, with `parameters`.
    public convenience init(view: UIView, parameters: UIPreviewParameters) {
        let container = view.superview ?? view
        let center = view.superview == nil ? CGPoint(x: view.bounds.midX, y: view.bounds.midY) : view.center
        self.init(view: view, parameters: parameters, target: UIPreviewTarget(container: container, center: center))
    }

    /// Creates a preview of `view` (which must be in a window) where it is, with default parameters.
    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIPreviewParameters())
    }

    /// A copy of the preview at another target.
    open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
        UITargetedPreview(view: view, parameters: parameters, target: newTarget)
    }
}

extension UIPreviewParameters: @MainActor NSCopying {
    /// A copy with the same colour and paths.
    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIPreviewParameters()
        copy.backgroundColor = backgroundColor
        copy.visiblePath = visiblePath
        copy.shadowPath = shadowPath
        return copy
    }
}
