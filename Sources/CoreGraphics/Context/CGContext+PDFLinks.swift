// SPDX-License-Identifier: Apache-2.0

import CCairo
import Foundation

/// Links and named destinations in PDF contexts (`CGPDFContextSetURLForRect` and its companions), written with
/// Cairo's tags. In any other context, or outside a page, they are ignored (logged). Cairo 1.16 writes no tags for a
/// page on which nothing is drawn, so a link or destination on an otherwise empty page is lost.
extension CGContext {
    /// Makes `rect` (user space) on the current page a link to `url`.
    public func setURL(_ url: CFURL, for rect: CGRect) {
        let address = (url as URL).absoluteString
        guard let area = pdfTagRect(rect, "setURL(_:for:)") else { return }
        tag("Link", "uri='\(Self.escaped(address))' rect=[\(area)]")
    }

    /// Names the point `point` (user space) of the current page as the destination `name`, for links made with
    /// ``setDestination(_:for:)``.
    public func addDestination(_ name: String, at point: CGPoint) {
        guard let page = pdf, page.inPage, !page.closed, point.x.isFinite, point.y.isFinite else {
            return Diagnostics.log("addDestination(_:at:): not in a page of a PDF context, or the point is not finite")
        }
        let device = point.applying(state.ctm.concatenating(quartzToCairo))
        tag("cairo.dest", "name='\(Self.escaped(name))' x=\(device.x) y=\(device.y)")
    }

    /// Makes `rect` (user space) on the current page a link to the destination `name` (added before or after).
    public func setDestination(_ name: String, for rect: CGRect) {
        guard let area = pdfTagRect(rect, "setDestination(_:for:)") else { return }
        tag("Link", "dest='\(Self.escaped(name))' rect=[\(area)]")
    }

    /// `rect` in the page's device space as Cairo's tag attributes want it ("x y width height"), or nil (logged)
    /// outside a PDF page or for a non-finite rectangle.
    private func pdfTagRect(_ rect: CGRect, _ what: String) -> String? {
        guard let page = pdf, page.inPage, !page.closed else {
            Diagnostics.log("\(what): not in a page of a PDF context; ignored")
            return nil
        }
        guard PathGeometry.isFinite(rect, what) else { return nil }
        let device = rect.standardized.applying(state.ctm.concatenating(quartzToCairo))
        return "\(device.minX) \(device.minY) \(device.width) \(device.height)"
    }

    /// An empty tag `name` with `attributes`, given in Cairo's device space.
    private func tag(_ name: String, _ attributes: String) {
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_tag_begin(cairo, name, attributes)
        cairo_tag_end(cairo, name)
        cairo_restore(cairo)
    }

    /// `text` inside Cairo's single-quoted attribute strings: backslashes and quotes escaped.
    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
    }
}
