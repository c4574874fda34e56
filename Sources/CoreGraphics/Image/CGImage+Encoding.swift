// SPDX-License-Identifier: Apache-2.0

import CCairo
import CJPEG

extension ImageCodec {
    private final class WriteBuffer {
        var data = Data()
    }

    /// Encodes `image` as PNG through Cairo's libpng writer (opaque images without an alpha channel).
    package static func encodePNG(_ image: CGImage) -> Data? {
        guard let src = image.surface else { return nil }
        let opaque = image.alphaInfo == .none || image.alphaInfo == .noneSkipFirst || image.alphaInfo == .noneSkipLast
        let surface: OpaquePointer
        if opaque, cairo_image_surface_get_format(src) == CAIRO_FORMAT_ARGB32 {
            // Re-wrap the same pixels as RGB24 so the PNG has no alpha channel.
            guard let rgb = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(image.width), Int32(image.height))
            else { return nil }
            let cr = cairo_create(rgb)
            cairo_set_source_surface(cr, src, 0, 0)
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_paint(cr)
            cairo_destroy(cr)
            surface = rgb
        } else {
            surface = cairo_surface_reference(src)
        }
        defer { cairo_surface_destroy(surface) }
        let buffer = WriteBuffer()
        let unmanaged = Unmanaged.passRetained(buffer)
        defer { unmanaged.release() }
        let write: cairo_write_func_t = { closure, bytes, length in
            let buffer = Unmanaged<WriteBuffer>.fromOpaque(closure!).takeUnretainedValue()
            if let bytes { buffer.data.append(bytes, count: Int(length)) }
            return CAIRO_STATUS_SUCCESS
        }
        let status = cairo_surface_write_to_png_stream(surface, write, unmanaged.toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else {
            Diagnostics.log("PNG encode failed: \(String(cString: cairo_status_to_string(status)))")
            return nil
        }
        return buffer.data
    }

    /// Encodes `image` as a baseline JPEG with libjpeg-turbo. `quality` is 0…1 (Apple's compression quality,
    /// 1 = best); transparent pixels come out as if composited over black, as Quartz does.
    package static func encodeJPEG(_ image: CGImage, quality: CGFloat) -> Data? {
        guard let src = image.surface, cairo_image_surface_get_format(src) == CAIRO_FORMAT_ARGB32,
            let handle = tjInitCompress()
        else { return nil }
        defer { tjDestroy(handle) }
        cairo_surface_flush(src)
        let q = Int32((max(0, min(1, quality.isFinite ? quality : 1)) * 100).rounded()).clamped(1, 100)
        var jpegBuffer: UnsafeMutablePointer<UInt8>? = nil
        var jpegSize: UInt = 0
        let result = tjCompress2(
            handle, cairo_image_surface_get_data(src), Int32(image.width), cairo_image_surface_get_stride(src),
            Int32(image.height), Int32(TJPF_BGRX.rawValue), &jpegBuffer, &jpegSize, Int32(TJSAMP_420.rawValue), q, 0)
        defer { if let jpegBuffer { tjFree(jpegBuffer) } }
        guard result == 0, let jpegBuffer else {
            Diagnostics.log("JPEG encode failed: \(String(cString: tjGetErrorStr2(handle)))")
            return nil
        }
        return Data(bytes: jpegBuffer, count: Int(jpegSize))
    }
}

extension Int32 {
    fileprivate func clamped(_ lo: Int32, _ hi: Int32) -> Int32 { Swift.max(lo, Swift.min(hi, self)) }
}

extension CGImage {
    /// The image encoded as PNG bytes, or nil on failure (logged). Backs UIKit's `pngData()`.
    package func pngData() -> Data? { ImageCodec.encodePNG(self) }

    /// The image encoded as JPEG bytes at `quality` (0…1), or nil on failure. Backs UIKit's `jpegData(…)`.
    package func jpegData(quality: CGFloat) -> Data? { ImageCodec.encodeJPEG(self, quality: quality) }
}
