// SPDX-License-Identifier: Apache-2.0

import CCairo
import Foundation

/// Drawing an image without copying its pixels: when the bytes are already Cairo's ARGB32 (premultiplied native
/// words, rows at Cairo's stride), the image's surface is made over those bytes, so a decoded image holds one copy
/// of its pixels, not two (the decoded `Data` and a surface copied from it).
extension CGImage {
    /// Holds the bytes a shared surface points into; released with the surface (Cairo may keep a surface after
    /// the image is gone, for example in a PDF page).
    private final class PixelStorage {
        let data: Data
        init(_ data: Data) { self.data = data }
    }

    /// The key of the storage attached to a shared surface.
    nonisolated(unsafe) private static var storageKey = cairo_user_data_key_t()

    /// A surface over `data` itself, or nil when the layout needs converting: not ARGB32-native (or native with a
    /// skip byte that is not 0xFF everywhere), rows padded differently, a decode array, or bytes that are not
    /// 4-byte aligned.
    func sharedSurface(_ data: Data, _ format: PixelFormat) -> OpaquePointer? {
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        guard !isMask, colorDecodeRanges == nil, format == .nativeARGB || format == .nativeRGBX,
            bytesPerRow == stride, stride == width * 4, data.count >= 64, data.count >= stride * height
        else { return nil }
        let storage = PixelStorage(data)
        guard let base = storage.data.withUnsafeBytes({ $0.baseAddress }), Int(bitPattern: base) % 4 == 0 else {
            return nil
        }
        if format == .nativeRGBX {
            // Cairo reads the fourth byte as alpha: share only when every skip byte already says opaque.
            let words = base.assumingMemoryBound(to: UInt32.self)
            for i in 0..<(width * height) where words[i] >> 24 != 0xFF { return nil }
        }
        let pixels = UnsafeMutablePointer(mutating: base.assumingMemoryBound(to: UInt8.self))
        guard let surface = cairo_image_surface_create_for_data(pixels, CAIRO_FORMAT_ARGB32, Int32(width),
                                                                Int32(height), Int32(stride))
        else { return nil }
        let retained = Unmanaged.passRetained(storage).toOpaque()
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
            cairo_surface_set_user_data(surface, &CGImage.storageKey, retained, { pointer in
                Unmanaged<AnyObject>.fromOpaque(pointer!).release()
            }) == CAIRO_STATUS_SUCCESS
        else {
            Unmanaged<PixelStorage>.fromOpaque(retained).release()
            cairo_surface_destroy(surface)
            return nil
        }
        return surface
    }

    /// Whether the image's surface draws straight from its bytes (no copy); builds the surface. For tests.
    package var drawsFromItsOwnBytes: Bool {
        guard let surface, let data = dataProvider?.bytes else { return false }
        return data.withUnsafeBytes { $0.baseAddress } == UnsafeRawPointer(cairo_image_surface_get_data(surface))
    }
}
