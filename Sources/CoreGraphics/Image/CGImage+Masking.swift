// SPDX-License-Identifier: Apache-2.0

import CCairo

extension CGImage {
    /// A copy of the image with `mask` applied as its transparency (`CGImageCreateWithMask`).
    ///
    /// The result depends on the kind of mask, as on Apple:
    /// * an image mask (`CGImage(maskWidth:…)`): its samples are inverse alpha — a sample of 1 leaves the image
    ///   transparent there, 0 leaves it opaque (a decode array of `[1, 0]` swaps that);
    /// * a grayscale image (a gray colour space, 8 bits, no alpha): its samples are alpha — white leaves the image
    ///   opaque, black transparent.
    ///
    /// A mask of another size is scaled to fit the image. The image's own alpha, if any, is kept (multiplied by
    /// the mask's). The result is premultiplied ARGB in device RGB. Returns nil, with a diagnostic, when the
    /// image is itself an image mask, or when `mask` is neither an image mask nor a grayscale image without alpha
    /// (an RGB image, or one with an alpha channel).
    public func masking(_ mask: CGImage) -> CGImage? {
        guard !isMask else {
            Diagnostics.log("CGImage.masking(_:): the image is an image mask and cannot be masked; returning nil")
            return nil
        }
        guard let coverage = mask.maskCoverageSurface() else { return nil }
        defer { cairo_surface_destroy(coverage) }
        guard let source = surface,
              let result = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(result) == CAIRO_STATUS_SUCCESS
        else {
            Diagnostics.log("CGImage.masking(_:): the image's pixels cannot be read; returning nil")
            return nil
        }
        defer { cairo_surface_destroy(result) }
        let cr = cairo_create(result)!
        cairo_set_source_surface(cr, source, 0, 0)
        let pattern = cairo_pattern_create_for_surface(coverage)!
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, Double(mask.width) / Double(width), Double(mask.height) / Double(height))
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        let sameSize = mask.width == width && mask.height == height
        cairo_pattern_set_filter(pattern, sameSize ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
        cairo_mask(cr, pattern)
        cairo_pattern_destroy(pattern)
        cairo_destroy(cr)
        cairo_surface_flush(result)
        let stride = Int(cairo_image_surface_get_stride(result))
        let bytes = Data(bytes: cairo_image_surface_get_data(result)!, count: stride * height)
        return CGImage(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: stride,
                       colorSpace: CGColorSpaceCreateDeviceRGB(),
                       bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue
                           | CGBitmapInfo.byteOrder32Little.rawValue),
                       isMask: false, decode: nil, shouldInterpolate: shouldInterpolate, intent: renderingIntent,
                       data: bytes)
    }

    /// This image as mask coverage, an A8 surface the caller destroys (alpha 255 keeps the masked image): an
    /// image mask's inverse samples, or a grayscale image's gray. Nil, logged, for other images.
    private func maskCoverageSurface() -> OpaquePointer? {
        if isMask {
            guard let own = surface else {
                Diagnostics.log("CGImage.masking(_:): the image mask's samples cannot be read; returning nil")
                return nil
            }
            return cairo_surface_reference(own)
        }
        let opaque: Set<CGImageAlphaInfo> = [.none, .noneSkipFirst, .noneSkipLast]
        guard colorSpace?.model == .monochrome, bitsPerComponent == 8, opaque.contains(alphaInfo),
              let gray = surface, let coverage = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))
        else {
            Diagnostics.log("CGImage.masking(_:): a mask must be an image mask or an 8-bit gray image without alpha "
                + "(got \(colorSpace.map { "\($0.model)" } ?? "no colour space"), alpha \(alphaInfo)); returning nil")
            return nil
        }
        cairo_surface_flush(gray)
        cairo_surface_flush(coverage)
        let src = UnsafeRawPointer(cairo_image_surface_get_data(gray)!)
        let dst = cairo_image_surface_get_data(coverage)!
        let srcStride = Int(cairo_image_surface_get_stride(gray)), dstStride = Int(cairo_image_surface_get_stride(coverage))
        for y in 0..<height {
            for x in 0..<width {
                // Native ARGB32: the red byte of an opaque gray pixel is its gray level.
                let pixel = src.load(fromByteOffset: y * srcStride + x * 4, as: UInt32.self)
                dst[y * dstStride + x] = UInt8((pixel >> 16) & 0xFF)
            }
        }
        cairo_surface_mark_dirty(coverage)
        return coverage
    }
}
