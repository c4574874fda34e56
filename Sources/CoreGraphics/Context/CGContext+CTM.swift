// SPDX-License-Identifier: Apache-2.0

extension CGContext {
    /// The current transformation matrix: user space → device space.
    public var ctm: CGAffineTransform { state.ctm }

    /// Moves the user-space origin by `(tx, ty)` user units.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {
        guard tx.isFinite, ty.isFinite else { return Diagnostics.log("translateBy: non-finite value ignored") }
        state.ctm = state.ctm.translatedBy(x: tx, y: ty)
    }

    /// Scales user space by `(sx, sy)`. A zero scale makes later drawing invisible, as on Apple.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
        guard sx.isFinite, sy.isFinite else { return Diagnostics.log("scaleBy: non-finite value ignored") }
        state.ctm = state.ctm.scaledBy(x: sx, y: sy)
    }

    /// Rotates user space by `angle` radians (positive turns +x towards +y).
    public func rotate(by angle: CGFloat) {
        guard angle.isFinite else { return Diagnostics.log("rotate(by:): non-finite angle ignored") }
        state.ctm = state.ctm.rotated(by: angle)
    }

    /// Concatenates `transform` onto the CTM: user points go through `transform`, then the old CTM.
    public func concatenate(_ transform: CGAffineTransform) {
        guard [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].allSatisfy(\.isFinite)
        else { return Diagnostics.log("concatenate: non-finite transform ignored") }
        state.ctm = transform.concatenating(state.ctm)
    }

    /// The transform from user space to device space (the CTM).
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { state.ctm }

    /// A user-space point in device space (pixels, y up).
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm) }
    /// A device-space point in user space (unchanged through a singular CTM, which has no inverse).
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm.inverted()) }
    /// A user-space size in device space (the CTM's linear part; components may be negative).
    public func convertToDeviceSpace(_ size: CGSize) -> CGSize { size.applying(state.ctm) }
    /// A device-space size in user space.
    public func convertToUserSpace(_ size: CGSize) -> CGSize { size.applying(state.ctm.inverted()) }
    /// The device-space bounding box of a user-space rectangle.
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm) }
    /// The user-space bounding box of a device-space rectangle.
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm.inverted()) }
}
