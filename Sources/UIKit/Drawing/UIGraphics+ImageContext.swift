// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The image contexts begun with `UIGraphicsBeginImageContext…` on the calling thread, innermost last. A nil
/// context records a Begin that was refused, so its End stays balanced.
package enum ImageContextStack {
    package struct Entry {
        package var context: CGContext?
        package var scale: CGFloat
    }
    /// The calling thread's open image contexts (``DrawingThreadState``).
    package static var entries: [Entry] {
        get { DrawingThreadState.current.imageContexts }
        set { DrawingThreadState.current.imageContexts = newValue }
        // In place, so a push or pop does not copy the stack.
        _modify { yield &DrawingThreadState.current.imageContexts }
    }

    /// A bitmap context of `size` points at `scale` with UIKit's flipped CTM (origin top-left, y down, one unit
    /// per point), or nil (logged) for an empty, non-finite or oversized request. `origin` is the user-space point
    /// at the top-left pixel.
    package static func makeContext(size: CGSize, scale: CGFloat, opaque: Bool, origin: CGPoint = .zero,
                                    _ what: String) -> CGContext?
    {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            UIKitDiagnostics.log("\(what): size \(size) is empty or not finite; no context")
            return nil
        }
        let pixelWidth = (size.width * scale).rounded(.up), pixelHeight = (size.height * scale).rounded(.up)
        guard pixelWidth <= 16_384, pixelHeight <= 16_384 else {
            UIKitDiagnostics.log("\(what): \(size) at scale \(scale) exceeds 16384 pixels on a side; no context")
            return nil
        }
        let alpha = opaque ? CGImageAlphaInfo.noneSkipFirst : CGImageAlphaInfo.premultipliedFirst
        guard let ctx = CGContext(
            data: nil, width: Int(pixelWidth), height: Int(pixelHeight), bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: alpha.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else {
            UIKitDiagnostics.log("\(what): cannot allocate a \(Int(pixelWidth))×\(Int(pixelHeight)) bitmap")
            return nil
        }
        ctx.translateBy(x: 0, y: pixelHeight)
        ctx.scaleBy(x: scale, y: -scale)
        ctx.translateBy(x: -origin.x, y: -origin.y)
        // UIKit's image contexts have this flipped space in points as their base space, so patterns tile upright
        // from the context's top-left.
        ctx.patternBaseCTM = ctx.userSpaceToDeviceSpaceTransform
        return ctx
    }

    /// `scale` if finite and positive, the main screen's scale for 0, else 1 (logged).
    package static func resolvedScale(_ scale: CGFloat, _ what: String) -> CGFloat {
        if scale == 0 { return MainScreenScale.current }
        guard scale.isFinite, scale > 0 else {
            UIKitDiagnostics.log("\(what): scale \(scale) is invalid; using 1")
            return 1
        }
        return scale
    }
}

/// Begins an image context of `size` points at scale 1, not opaque: `UIGraphicsBeginImageContextWithOptions(size,
/// false, 1)` (guide, §2.4.3, Table 4-4).
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// Begins a bitmap image context of `size` points and makes it the current context (pushed as by
/// `UIGraphicsPushContext`); contexts nest.
///
/// The context is transparent unless `opaque` (then its pixels start black and have no alpha). Its CTM is UIKit's:
/// origin at the top-left, y down, one unit per point, `scale` pixels per point — 0 means the main screen's scale
/// (`UIScreen.main.scale`, the chosen device profile's, iPhone 4's 2 before an app launches). An empty or non-finite
/// size creates no context (logged): `UIGraphicsGetCurrentContext()` is unchanged and
/// `UIGraphicsGetImageFromCurrentImageContext()` returns nil until the matching `UIGraphicsEndImageContext()`.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let what = "UIGraphicsBeginImageContextWithOptions"
    let resolved = ImageContextStack.resolvedScale(scale, what)
    let ctx = ImageContextStack.makeContext(size: size, scale: resolved, opaque: opaque, what)
    ImageContextStack.entries.append(.init(context: ctx, scale: resolved))
    if let ctx { UIGraphicsPushContext(ctx) }
}

/// An image of the innermost image context's current contents, at that context's scale, orientation `.up`; nil
/// when no image context is open (or its Begin was refused). Drawing may continue afterwards.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let entry = ImageContextStack.entries.last, let ctx = entry.context, let image = ctx.makeImage() else {
        return nil
    }
    return UIImage(image: image, scale: entry.scale, orientation: .up)
}

/// Ends the innermost image context and removes it from the context stack, restoring the previous current
/// context. Without an open image context the call is logged and ignored.
public func UIGraphicsEndImageContext() {
    guard let entry = ImageContextStack.entries.popLast() else {
        return UIKitDiagnostics.log("UIGraphicsEndImageContext without a matching Begin; ignored")
    }
    guard let ctx = entry.context else { return }
    if GraphicsContextStack.contexts.last === ctx {
        GraphicsContextStack.contexts.removeLast()
    } else if let index = GraphicsContextStack.contexts.lastIndex(where: { $0 === ctx }) {
        UIKitDiagnostics.log("UIGraphicsEndImageContext: contexts pushed after Begin were not popped; removing")
        GraphicsContextStack.contexts.removeSubrange(index...)
    }
}
