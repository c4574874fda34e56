// SPDX-License-Identifier: Apache-2.0

/// The boxes a PDF page defines: the media box (the physical page) and the regions inside it.
public enum CGPDFBox: Int32, Sendable {
    /// The page's physical size.
    case mediaBox = 0
    /// The region shown and printed; the media box when the page sets none.
    case cropBox = 1
    /// The region to clip to in production; the crop box when the page sets none.
    case bleedBox = 2
    /// The finished page after trimming; the crop box when the page sets none.
    case trimBox = 3
    /// The page's meaningful content; the crop box when the page sets none.
    case artBox = 4
}

/// One page of a ``CGPDFDocument``: its boxes, rotation and number, drawn with ``CGContext/drawPDFPage(_:)``.
///
/// Boxes are in the page's PDF space: points, origin at the bottom-left, +y up. poppler-glib reports the crop box
/// only, so the media, bleed, trim and art boxes are given as the crop box (the PDF defaults for the last three;
/// for the media box, true of nearly every document). The rotation is read from the page's displayed size, which
/// tells a quarter turn from none but not its direction: a page rotated by 270° reports 90°, one rotated by 180°
/// reports 0°.
public final class CGPDFPage: @unchecked Sendable {
    private let owner: CGPDFDocument
    private let handle: OpaquePointer
    private let library: PopplerDocuments

    /// The page's number in its document, counting from 1.
    public let pageNumber: Int

    init(document: CGPDFDocument, handle: OpaquePointer, pageNumber: Int, library: PopplerDocuments) {
        (self.owner, self.handle, self.pageNumber, self.library) = (document, handle, pageNumber, library)
    }

    deinit {
        owner.withDocument { _ in library.unref(handle) }
    }

    /// The document the page belongs to.
    public var document: CGPDFDocument? { owner }

    /// The rectangle of `box` in PDF space (points, y up).
    public func getBoxRect(_ box: CGPDFBox) -> CGRect {
        owner.withDocument { _ in
            var corners = [Double](repeating: 0, count: 4)  // PopplerRectangle: x1, y1, x2, y2
            library.cropBox(handle, &corners)
            return CGRect(x: min(corners[0], corners[2]), y: min(corners[1], corners[3]),
                          width: abs(corners[2] - corners[0]), height: abs(corners[3] - corners[1]))
        }
    }

    /// The page's rotation for display, in degrees clockwise: 0 or 90 (see the type's note on direction).
    public var rotationAngle: Int32 {
        let crop = getBoxRect(.cropBox)
        let shown = owner.withDocument { _ -> CGSize in
            var width = 0.0, height = 0.0
            library.pageSize(handle, &width, &height)
            return CGSize(width: width, height: height)
        }
        let swapped = crop.width != crop.height && abs(shown.width - crop.height) < 0.5
            && abs(shown.height - crop.width) < 0.5
        return swapped ? 90 : 0
    }

    /// The transform that maps `box` into `rect`, as Quartz computes it: the box turned by the page's rotation
    /// plus `rotate` (a multiple of 90, clockwise), scaled down to fit `rect` if it is larger (never scaled up),
    /// keeping its proportions when `preserveAspectRatio` is true, and centred in `rect`.
    public func getDrawingTransform(
        _ box: CGPDFBox, rect: CGRect, rotate: Int32, preserveAspectRatio: Bool
    ) -> CGAffineTransform {
        let source = getBoxRect(box)
        guard source.width > 0, source.height > 0, rect.width.isFinite, rect.height.isFinite,
            rect.minX.isFinite, rect.minY.isFinite
        else { return .identity }
        let quarterTurns = (((Int(rotationAngle) + Int(rotate)) / 90) % 4 + 4) % 4
        let turned = quarterTurns % 2 == 1 ? CGSize(width: source.height, height: source.width) : source.size
        var sx = min(1, abs(rect.width) / turned.width), sy = min(1, abs(rect.height) / turned.height)
        if preserveAspectRatio { sx = min(sx, sy); sy = sx }
        // Box centre → origin, turn clockwise (negative angle in y-up space), scale, origin → rect centre.
        let angle = -CGFloat(quarterTurns) * .pi / 2
        return CGAffineTransform(translationX: -source.midX, y: -source.midY)
            .concatenating(CGAffineTransform(rotationAngle: angle))
            .concatenating(CGAffineTransform(scaleX: sx, y: sy))
            .concatenating(CGAffineTransform(translationX: rect.midX, y: rect.midY))
    }

    /// Renders the page with Cairo's current transform mapping poppler's page space (points, origin at the crop
    /// box's top-left, y down).
    package func render(into cr: OpaquePointer) {
        owner.withDocument { _ in library.renderPage(handle, cr) }
    }
}
