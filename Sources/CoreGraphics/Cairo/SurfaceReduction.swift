// SPDX-License-Identifier: Apache-2.0

import CCairo
import Foundation

/// Halves an image surface until drawing it needs at most a 2× reduction.
///
/// Pixman samples scaled patterns in 16.16 fixed point: a 32,767-pixel-wide image drawn small reaches past that
/// range and Cairo silently draws nothing. And one bilinear step over a large reduction reads only the two
/// source pixels nearest each sample, skipping the rest, so stripes alias into solid colour. Halving first, in
/// plain integer code (each step averages 2 × 2 premultiplied pixels, or keeps one for nearest-neighbour
/// drawing), fixes both, like a mipmap chain.
///
/// The result depends only on how many times each axis is halved (both axes together while both need it, then
/// the one left), so an image keeps the copies it was drawn with in a ``SurfaceReductionCache``: drawing the same
/// image small again — every frame of an animation, or the 24 bands of a page curl — halves nothing.
enum SurfaceReduction {
    /// The largest reduction left to the final (bilinear) draw: at 2× it still reads every source pixel.
    static let maxFactor = 2.0

    /// `surface` itself (retained) or a reduced copy, for drawing it `deviceWidth` × `deviceHeight` pixels large.
    /// The caller releases the result with `cairo_surface_destroy`. With a `cache` (the image's), a copy made
    /// before is reused and a new one is kept within `budget` bytes.
    static func reduced(_ surface: OpaquePointer, deviceWidth: Double, deviceHeight: Double,
                        filter: cairo_filter_t, cache: SurfaceReductionCache? = nil, budget: Int = 0) -> OpaquePointer
    {
        guard deviceWidth > 0, deviceHeight > 0, deviceWidth.isFinite, deviceHeight.isFinite else {
            return cairo_surface_reference(surface)!
        }
        let key = SurfaceReductionCache.Key(
            halvingsX: halvings(Int(cairo_image_surface_get_width(surface)), to: deviceWidth),
            halvingsY: halvings(Int(cairo_image_surface_get_height(surface)), to: deviceHeight),
            keepOne: filter == CAIRO_FILTER_NEAREST)
        guard key.halvingsX > 0 || key.halvingsY > 0 else { return cairo_surface_reference(surface)! }
        if let kept = cache?.surface(for: key) { return kept }
        var current = cairo_surface_reference(surface)!
        var left = (x: key.halvingsX, y: key.halvingsY)
        while left.x > 0 || left.y > 0 {
            guard let next = halve(current, x: left.x > 0, y: left.y > 0, keepOne: key.keepOne) else { break }
            cairo_surface_destroy(current)
            current = next
            left = (max(0, left.x - 1), max(0, left.y - 1))
        }
        if left == (0, 0) { cache?.keep(current, for: key, budget: budget) }
        return current
    }

    /// How many halvings bring `size` pixels within ``maxFactor`` of `device` pixels (odd sizes round up).
    private static func halvings(_ size: Int, to device: Double) -> Int {
        var size = size, count = 0
        while Double(size) / device > maxFactor && size > 1 {
            size = (size + 1) / 2
            count += 1
        }
        return count
    }

    /// An ARGB32 or A8 surface halved along the chosen axes (odd sizes round up; the last pixel stands alone).
    private static func halve(_ src: OpaquePointer, x: Bool, y: Bool, keepOne: Bool) -> OpaquePointer? {
        let format = cairo_image_surface_get_format(src)
        let bytesPerPixel = format == CAIRO_FORMAT_A8 ? 1 : 4
        guard format == CAIRO_FORMAT_A8 || format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else {
            return nil
        }
        let w = Int(cairo_image_surface_get_width(src)), h = Int(cairo_image_surface_get_height(src))
        let nw = x ? (w + 1) / 2 : w, nh = y ? (h + 1) / 2 : h
        guard let dst = cairo_image_surface_create(format, Int32(nw), Int32(nh)),
            cairo_surface_status(dst) == CAIRO_STATUS_SUCCESS
        else { return nil }
        cairo_surface_flush(src)
        cairo_surface_flush(dst)
        let srcData = cairo_image_surface_get_data(src)!, dstData = cairo_image_surface_get_data(dst)!
        let srcStride = Int(cairo_image_surface_get_stride(src)), dstStride = Int(cairo_image_surface_get_stride(dst))
        // While loops over raw pointers: range iterators and array subscripts are calls in a debug build, where
        // this ran at a tenth of the speed.
        var row = 0
        while row < nh {
            let y0 = y ? 2 * row : row, y1 = y && !keepOne ? min(2 * row + 1, h - 1) : y0
            let top = srcData + y0 * srcStride, bottom = srcData + y1 * srcStride
            let out = dstData + row * dstStride
            var column = 0
            while column < nw {
                let x0 = x ? 2 * column : column, x1 = x && !keepOne ? min(2 * column + 1, w - 1) : x0
                let a = x0 * bytesPerPixel, b = x1 * bytesPerPixel, o = column * bytesPerPixel
                var byte = 0
                while byte < bytesPerPixel {
                    let sum = Int(top[a + byte]) + Int(top[b + byte]) + Int(bottom[a + byte]) + Int(bottom[b + byte])
                    out[o + byte] = UInt8(truncatingIfNeeded: (sum + 2) >> 2)
                    byte += 1
                }
                column += 1
            }
            row += 1
        }
        cairo_surface_mark_dirty(dst)
        return dst
    }
}

/// The reduced copies of one image's surface that drawing made (``SurfaceReduction``), kept for the image's life
/// within a budget (the image's own size in bytes), oldest dropped first.
///
/// Images are drawn from several threads at once (the compositor's bands), so it is locked.
package final class SurfaceReductionCache: @unchecked Sendable {
    /// How often each axis was halved, and whether pixels were kept rather than averaged (nearest-neighbour).
    struct Key: Hashable {
        var halvingsX: Int
        var halvingsY: Int
        var keepOne: Bool
    }

    private let lock = NSLock()
    private var entries: [(key: Key, surface: OpaquePointer, bytes: Int)] = []

    /// An empty cache.
    package init() {}

    deinit { for entry in entries { cairo_surface_destroy(entry.surface) } }

    /// The copy kept for `key`, retained for the caller, or nil.
    func surface(for key: Key) -> OpaquePointer? {
        lock.lock()
        defer { lock.unlock() }
        return entries.first { $0.key == key }.map { cairo_surface_reference($0.surface)! }
    }

    /// Keeps `surface` (retaining it) for `key` if it fits in `budget` bytes, dropping the oldest copies to make
    /// room.
    func keep(_ surface: OpaquePointer, for key: Key, budget: Int) {
        let bytes = Int(cairo_image_surface_get_stride(surface)) * Int(cairo_image_surface_get_height(surface))
        guard bytes <= budget else { return }
        lock.lock()
        defer { lock.unlock() }
        guard !entries.contains(where: { $0.key == key }) else { return }
        var total = entries.reduce(bytes) { $0 + $1.bytes }
        while total > budget, !entries.isEmpty {
            let dropped = entries.removeFirst()
            cairo_surface_destroy(dropped.surface)
            total -= dropped.bytes
        }
        entries.append((key, cairo_surface_reference(surface)!, bytes))
    }

    /// How many copies are kept (tests).
    package var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.count
    }

    /// The bytes the kept copies hold (tests).
    package var bytes: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.reduce(0) { $0 + $1.bytes }
    }
}
