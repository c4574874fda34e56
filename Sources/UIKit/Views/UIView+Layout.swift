// SPDX-License-Identifier: Apache-2.0

extension UIView {
    /// `sizeToFit()`'s work: resizes to `sizeThatFits(bounds.size)`, keeping the frame origin; non-finite answers
    /// are ignored.
    package func resizeToFit() {
        let size = sizeThatFits(bounds.size)
        guard size.width.isFinite, size.height.isFinite else {
            return UIKitDiagnostics.log("sizeToFit: sizeThatFits returned a non-finite size; ignored")
        }
        var f = frame
        f.size = CGSize(width: max(0, size.width), height: max(0, size.height))
        frame = f
    }
}
