// SPDX-License-Identifier: Apache-2.0

/// A deterministic text dump of a render tree, for structural tests: one line per layer in drawing order,
/// indented two spaces per level (levels past ``maxIndent`` also start with `[depth]`).
///
/// Each line holds the layer's name (or class), its frame in its parent (points) and its device bounds (pixels,
/// origin top-left, after snapping), then only what differs from the defaults: `transform`/`transform3d`,
/// `sublayerTransform`, `opacity`, `hidden`, `z` (zPosition), `masksToBounds`, `cornerRadius`, `bg` (straight
/// RGBA as `#rrggbbaa`), `border`, `shadow`, `mask`, `contents` (pixel size) and `animations` (keys in order
/// added). Numbers are rounded to 3 decimals with trailing zeros dropped, formatted the same on every platform.
///
/// ```
/// root frame=(0 0 120 120) device=(0 0 120 120) bg=#ffffffff
///   card frame=(10 10 50 40) device=(10 10 50 40) cornerRadius=8 masksToBounds
/// ```
public enum LayerTreeDump {
    /// Dumps `layer`'s tree as a ``Compositor`` with `scale` would render it at `time` (model values when nil),
    /// with `layer` placed by its own geometry.
    public static func dump(_ layer: CALayer, scale: CGFloat = 1, at time: CFTimeInterval? = nil) -> String {
        let builder = RenderTreeBuilder(time: time, viewport: RenderTreeBuilder.unbounded, snapScale: scale)
        let nodes = builder.build(layer, placement: .inParent(nil), base: CGAffineTransform(scaleX: scale, y: scale))
        return format(nodes, scale: scale)
    }

    package static func format(_ nodes: [RenderNode], scale: CGFloat) -> String {
        var lines: [String] = []
        lines.reserveCapacity(nodes.count)
        for node in nodes { lines.append(line(node)) }
        return lines.joined(separator: "\n")
    }

    /// The deepest level indented; deeper lines carry their depth in brackets.
    public static let maxIndent = 32

    private static func line(_ node: RenderNode) -> String {
        let p = node.props
        // Past `maxIndent` levels the depth is written out instead, so a 10,000-deep tree dumps in linear size.
        var out = String(repeating: "  ", count: min(node.depth, maxIndent))
        if node.depth > maxIndent { out += "[\(node.depth)] " }
        out += node.layer.name ?? String(describing: type(of: node.layer))
        out += " frame=" + rect(p.frame) + " device=" + rect(deviceBounds(node))
        if !CATransform3DIsIdentity(p.transform) { out += " " + transform("transform", p.transform) }
        if !CATransform3DIsIdentity(p.sublayerTransform) {
            out += " " + transform("sublayerTransform", p.sublayerTransform)
        }
        if p.opacity != 1 { out += " opacity=" + number(CGFloat(p.opacity)) }
        if p.isHidden { out += " hidden" }
        if p.zPosition != 0 { out += " z=" + number(p.zPosition) }
        if p.masksToBounds { out += " masksToBounds" }
        if p.cornerRadius != 0 { out += " cornerRadius=" + number(p.cornerRadius) }
        if let bg = p.backgroundColor { out += " bg=" + color(bg) }
        if p.borderWidth > 0, let c = p.borderColor { out += " border=" + number(p.borderWidth) + "," + color(c) }
        if p.hasVisibleShadow, let c = p.shadowColor {
            out += " shadow=" + color(c) + "," + number(CGFloat(p.shadowOpacity)) + ",(" + number(p.shadowOffset.width)
                + " " + number(p.shadowOffset.height) + ")," + number(p.shadowRadius)
                + (p.shadowPath != nil ? ",path" : "")
        }
        if let mask = node.layer.mask { out += " mask=" + (mask.name ?? String(describing: type(of: mask))) }
        if let image = p.contents as? CGImage {
            out += " contents=\(image.width)x\(image.height)"
        } else if p.contents != nil {
            out += " contents=" + String(describing: type(of: p.contents!))
        }
        if !node.layer.isPresentationCopy, let keys = node.layer.animationKeys() {
            out += " animations=[" + keys.joined(separator: ",") + "]"
        }
        return out
    }

    /// The device bounding box of the layer's bounds.
    private static func deviceBounds(_ node: RenderNode) -> CGRect {
        let b = node.props.bounds
        switch node.role {
        case .projective:
            return node.homography.flatMap { $0.concatenating(Homography(node.transform)).apply(b) } ?? .null
        case .delegated where node.homography != nil:
            return node.homography?.apply(b) ?? .null
        default:
            return node.transform.boundingBox(of: b)
        }
    }

    private static func transform(_ label: String, _ t: CATransform3D) -> String {
        if CATransform3DIsAffine(t) {
            let a = t.affine
            return label + "=[" + [a.a, a.b, a.c, a.d, a.tx, a.ty].map(number).joined(separator: " ") + "]"
        }
        return label + "3d=[" + t.entries.map(number).joined(separator: " ") + "]"
    }

    private static func rect(_ r: CGRect) -> String {
        guard !r.isNull else { return "(null)" }
        return "(" + [r.minX, r.minY, r.width, r.height].map(number).joined(separator: " ") + ")"
    }

    /// Straight (not premultiplied) RGBA, two hex digits each.
    private static func color(_ c: CGColor) -> String {
        let v = c.rgba
        return "#" + [v.r, v.g, v.b, v.a].map { component in
            let byte = Int((min(1, max(0, component)) * 255).rounded())
            let hex = String(byte, radix: 16)
            return hex.count == 1 ? "0" + hex : hex
        }.joined()
    }

    /// `v` rounded to 3 decimals, without trailing zeros ("12", "0.5", "-3.125"); "nan", "inf", "-inf".
    package static func number(_ v: CGFloat) -> String {
        guard v.isFinite else { return v.isNaN ? "nan" : (v < 0 ? "-inf" : "inf") }
        let thousandths = (Double(v) * 1000).rounded()
        guard abs(thousandths) < 1e15 else { return String(format: "%.0f", Double(v)) }
        let n = Int64(thousandths)
        if n == 0 { return "0" }
        let sign = n < 0 ? "-" : ""
        let m = n.magnitude
        let whole = m / 1000, frac = m % 1000
        guard frac != 0 else { return sign + String(whole) }
        var digits = String(frac)
        digits = String(repeating: "0", count: 3 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return sign + String(whole) + "." + digits
    }
}
