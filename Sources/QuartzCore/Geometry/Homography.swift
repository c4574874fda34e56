// SPDX-License-Identifier: Apache-2.0

/// A 3×3 projective transform of the plane (row-vector convention, like `CGAffineTransform`):
/// `[x y 1] · H = [X Y W]`, mapping to `(X / W, Y / W)`.
///
/// Core Animation flattens every layer into its parent's plane, so a layer's 4×4 transform restricted to the
/// z = 0 plane — rows and columns 1, 2 and 4 — is exactly how it maps its content into the parent. Chains of
/// layers compose as homographies; affine ones stay affine.
package struct Homography: Equatable, Sendable {
    package var m: [Double]  // row-major 3×3

    package static let identity = Homography(m: [1, 0, 0, 0, 1, 0, 0, 0, 1])

    package init(m: [Double]) { self.m = m }

    /// The plane part of a 3-D transform.
    package init(_ t: CATransform3D) {
        m = [t.m11, t.m12, t.m14, t.m21, t.m22, t.m24, t.m41, t.m42, t.m44].map { Double($0) }
    }

    package init(_ a: CGAffineTransform) {
        m = [a.a, a.b, 0, a.c, a.d, 0, a.tx, a.ty, 1].map { Double($0) }
    }

    /// Whether the mapping is affine (no perspective).
    package var isAffine: Bool { m[2] == 0 && m[5] == 0 && m[8] == 1 }

    /// The affine part (exact when ``isAffine``).
    package var affine: CGAffineTransform {
        let w = m[8] == 0 ? 1 : m[8]
        return CGAffineTransform(a: m[0] / w, b: m[1] / w, c: m[3] / w, d: m[4] / w, tx: m[6] / w, ty: m[7] / w)
    }

    /// `self` then `other`.
    package func concatenating(_ other: Homography) -> Homography {
        var r = [Double](repeating: 0, count: 9)
        for i in 0..<3 {
            for j in 0..<3 { r[i * 3 + j] = m[i * 3] * other.m[j] + m[i * 3 + 1] * other.m[3 + j] + m[i * 3 + 2] * other.m[6 + j] }
        }
        return Homography(m: r)
    }

    /// The inverse, or nil when singular.
    package func inverted() -> Homography? {
        let a = m
        let c00 = a[4] * a[8] - a[5] * a[7], c01 = a[5] * a[6] - a[3] * a[8], c02 = a[3] * a[7] - a[4] * a[6]
        let det = a[0] * c00 + a[1] * c01 + a[2] * c02
        guard det != 0, det.isFinite, abs(det) > 1e-300 else { return nil }
        let inv = [
            c00, a[2] * a[7] - a[1] * a[8], a[1] * a[5] - a[2] * a[4],
            c01, a[0] * a[8] - a[2] * a[6], a[2] * a[3] - a[0] * a[5],
            c02, a[1] * a[6] - a[0] * a[7], a[0] * a[4] - a[1] * a[3],
        ]
        return Homography(m: inv.map { $0 / det })
    }

    /// Maps a point; nil when it lands at or behind the viewer (W ≤ 0).
    package func apply(_ p: CGPoint) -> CGPoint? {
        let x = Double(p.x), y = Double(p.y)
        let w = x * m[2] + y * m[5] + m[8]
        guard w > 1e-12 else { return nil }
        return CGPoint(x: (x * m[0] + y * m[3] + m[6]) / w, y: (x * m[1] + y * m[4] + m[7]) / w)
    }

    /// The bounding box of `rect` mapped through; nil when any corner lands behind the viewer.
    package func apply(_ rect: CGRect) -> CGRect? {
        if rect.isNull { return nil }
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for c in [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                  CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)] {
            guard let p = apply(c) else { return nil }
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
