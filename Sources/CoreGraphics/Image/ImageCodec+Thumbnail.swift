// SPDX-License-Identifier: Apache-2.0

import CCairo
import Foundation

/// Thumbnails: decode small where the codec allows (JPEG at 1/2, 1/4 or 1/8 scale), then resample with Cairo to
/// the exact size, turned upright by the EXIF orientation on request.
extension ImageCodec {
    /// A thumbnail of `data` whose longer side is at most `maxPixelSize` (nil: the full size; never enlarged),
    /// turned by `header.orientation` when `transform` is true. JPEGs decode at a reduced scale, so a huge JPEG
    /// costs about the thumbnail's size; other formats decode at full size, so one over `budget` pixels gives nil
    /// (logged).
    package static func thumbnail(_ data: Data, header: ImageHeader, maxPixelSize: Int?, transform: Bool,
                                  budget: Int = ImageBudget.pixels) -> Pixels?
    {
        let orientation = transform ? header.orientation : 1
        let swaps = orientation >= 5
        let shown = swaps ? (header.height, header.width) : (header.width, header.height)
        let limit = maxPixelSize.map { max(1, $0) } ?? max(shown.0, shown.1)
        let scale = min(1, Double(limit) / Double(max(shown.0, shown.1)))
        let size = (max(1, Int((Double(shown.0) * scale).rounded())), max(1, Int((Double(shown.1) * scale).rounded())))
        let decoded = header.format == .jpeg
            ? decodeJPEG(data, budget: budget, target: max(size.0, size.1))
            : decode(data, header: header, budget: budget)
        guard let decoded else {
            Diagnostics.log("Thumbnail: the image could not be decoded within the budget; returning nil")
            return nil
        }
        if orientation == 1, decoded.width == size.0, decoded.height == size.1 { return decoded }
        return resample(decoded, width: size.0, height: size.1, orientation: orientation)
    }

    /// `source` scaled to `width`×`height` (Cairo's good filter, which averages when shrinking) after turning it
    /// upright for EXIF `orientation` (1…8; 5…8 swap the axes, so `width`×`height` is the turned size).
    package static func resample(_ source: Pixels, width: Int, height: Int, orientation: Int = 1) -> Pixels? {
        let w = Double(source.width), h = Double(source.height)
        let swaps = orientation >= 5
        let sx = Double(width) / (swaps ? h : w), sy = Double(height) / (swaps ? w : h)
        // The pattern matrix maps a thumbnail point (u, v) to the stored pixel it shows.
        let (xx, xy, x0, yx, yy, y0): (Double, Double, Double, Double, Double, Double) =
            switch orientation {
            case 2: (-1 / sx, 0, w, 0, 1 / sy, 0)
            case 3: (-1 / sx, 0, w, 0, -1 / sy, h)
            case 4: (1 / sx, 0, 0, 0, -1 / sy, h)
            case 5: (0, 1 / sy, 0, 1 / sx, 0, 0)
            case 6: (0, 1 / sy, 0, -1 / sx, 0, h)
            case 7: (0, -1 / sy, w, -1 / sx, 0, h)
            case 8: (0, -1 / sy, w, 1 / sx, 0, 0)
            default: (1 / sx, 0, 0, 0, 1 / sy, 0)
            }
        guard let target = cairo_image_surface_create(source.opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32,
                                                      Int32(width), Int32(height)),
            cairo_surface_status(target) == CAIRO_STATUS_SUCCESS
        else { return nil }
        source.bytes.withUnsafeBytes { bytes in
            let pixels = UnsafeMutablePointer(mutating: bytes.baseAddress!.assumingMemoryBound(to: UInt8.self))
            let image = cairo_image_surface_create_for_data(
                pixels, source.opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32, Int32(source.width),
                Int32(source.height), Int32(source.width * 4))
            let pattern = cairo_pattern_create_for_surface(image)
            var matrix = cairo_matrix_t()
            cairo_matrix_init(&matrix, xx, yx, xy, yy, x0, y0)
            cairo_pattern_set_matrix(pattern, &matrix)
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            let cr = cairo_create(target)
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
            cairo_destroy(cr)
            cairo_pattern_destroy(pattern)
            cairo_surface_finish(image)
            cairo_surface_destroy(image)
        }
        return adoptPixels(of: target)
    }
}
