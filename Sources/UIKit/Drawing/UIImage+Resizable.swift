// SPDX-License-Identifier: Apache-2.0

import Foundation

extension UIImage {
    /// A copy that, drawn larger or smaller than its size, keeps `capInsets` (points) at their natural size and
    /// tiles the edges and centre between them (Apple's default `.tile` mode; nine-slice drawing).
    ///
    /// Negative or non-finite insets are logged and treated as 0; caps wider than the image are clamped to it.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// A copy that keeps `capInsets` (points) fixed and fills between them by `resizingMode` (`.tile` repeats the
    /// edges and centre at their natural size, anchored at their top-left; `.stretch` scales them).
    ///
    /// Caps apply to `.up` images; other orientations draw scaled as a whole.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        func clean(_ v: CGFloat, _ side: String) -> CGFloat {
            guard v.isFinite, v >= 0 else {
                UIKitDiagnostics.log("UIImage.resizableImage: \(side) inset \(v) is invalid; using 0")
                return 0
            }
            return v
        }
        let s = size
        let insets = UIEdgeInsets(
            top: min(clean(capInsets.top, "top"), s.height), left: min(clean(capInsets.left, "left"), s.width),
            bottom: min(clean(capInsets.bottom, "bottom"), s.height),
            right: min(clean(capInsets.right, "right"), s.width))
        return UIImage(image: cgImage, scale: scale, orientation: imageOrientation, capInsets: insets,
                       resizingMode: resizingMode)
    }

    /// The iPhone OS 2 form of a resizable image (guide, §2.4.3 "Quartz and UIKit"): a left cap of `leftCapWidth`
    /// points, the single column after it stretched, the rest the right cap; likewise vertically with `topCapHeight`.
    ///
    /// A cap of 0 stretches the whole image along that axis. Negative caps are logged and treated as 0.
    public func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
        if leftCapWidth < 0 || topCapHeight < 0 {
            UIKitDiagnostics.log("UIImage.stretchableImage: negative cap (\(leftCapWidth), \(topCapHeight)); using 0")
        }
        let s = size
        let left = CGFloat(max(0, leftCapWidth)), top = CGFloat(max(0, topCapHeight))
        let right = left == 0 ? 0 : max(0, s.width - left - 1)
        let bottom = top == 0 ? 0 : max(0, s.height - top - 1)
        return resizableImage(withCapInsets: UIEdgeInsets(top: top, left: left, bottom: bottom, right: right),
                              resizingMode: .stretch)
    }

    /// The left cap of a stretchable image, in points (`capInsets.left`, truncated).
    public var leftCapWidth: Int { Int(capInsets.left) }

    /// The top cap of a stretchable image, in points (`capInsets.top`, truncated).
    public var topCapHeight: Int { Int(capInsets.top) }

    /// Nine-slice drawing of a resizable `.up` image into `rect` (y-down user space).
    func drawNineSlice(in rect: CGRect, context ctx: CGContext) {
        guard let cgImage else { return }
        let s = scale
        let pw = CGFloat(cgImage.width), ph = CGFloat(cgImage.height)
        // Caps larger than the destination shrink proportionally.
        let hFit = min(1, rect.width / max(capInsets.left + capInsets.right, .leastNonzeroMagnitude))
        let vFit = min(1, rect.height / max(capInsets.top + capInsets.bottom, .leastNonzeroMagnitude))
        let dx = [rect.minX, rect.minX + capInsets.left * hFit, rect.maxX - capInsets.right * hFit, rect.maxX]
        let dy = [rect.minY, rect.minY + capInsets.top * vFit, rect.maxY - capInsets.bottom * vFit, rect.maxY]
        let left = (capInsets.left * s).rounded(), top = (capInsets.top * s).rounded()
        let sx = [0, left, max(left, pw - (capInsets.right * s).rounded()), pw]
        let sy = [0, top, max(top, ph - (capInsets.bottom * s).rounded()), ph]
        for row in 0..<3 {
            for col in 0..<3 {
                let source = CGRect(x: sx[col], y: sy[row], width: sx[col + 1] - sx[col], height: sy[row + 1] - sy[row])
                let dest = CGRect(x: dx[col], y: dy[row], width: dx[col + 1] - dx[col], height: dy[row + 1] - dy[row])
                guard source.width > 0, source.height > 0, dest.width > 0, dest.height > 0,
                    let piece = cgImage.cropping(to: source)
                else { continue }
                let isCorner = row != 1 && col != 1
                if resizingMode == .tile && !isCorner {
                    // Edges tile along their free axis only; the centre along both.
                    let tile = CGSize(width: col == 1 ? source.width / s : dest.width,
                                      height: row == 1 ? source.height / s : dest.height)
                    UIImage.drawUpright(piece, tiling: CGRect(origin: dest.origin, size: tile), within: dest,
                                        context: ctx)
                } else {
                    UIImage.drawUpright(piece, in: dest, context: ctx)
                }
            }
        }
    }
}
