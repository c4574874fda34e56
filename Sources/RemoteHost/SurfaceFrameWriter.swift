// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import DeviceLink
import Foundation

/// Writes presented frames into a ``SharedSurface``'s two buffers, copying only what changed since each buffer
/// last held a frame.
///
/// Frame *n* goes to buffer *n* mod 2, which last held frame *n* − 2: the pixels that differ from it are the
/// damage of frames *n* − 1 and *n*, so those two damage lists are copied. The first two frames are copied whole
/// (each buffer's first frame), and so is any frame after one whose damage is unknown.
package struct SurfaceFrameWriter {
    /// The surface's whole area.
    package let wholeSurface: DeviceLinkMessage.PixelRect
    private var previousDamage: [DeviceLinkMessage.PixelRect]?
    /// How many frames were written (the last frame's sequence number).
    package private(set) var sequence: UInt64 = 0

    package init(pixelWidth: Int, pixelHeight: Int) {
        wholeSurface = .init(x: 0, y: 0, width: UInt32(pixelWidth), height: UInt32(pixelHeight))
    }

    /// `damage` (pixels, any rectangles) as whole pixels inside the surface; empty, or more rectangles than a
    /// `frameReady` may list, becomes the whole surface.
    package func pixelRects(_ damage: [CGRect]) -> [DeviceLinkMessage.PixelRect] {
        let bounds = CGRect(x: 0, y: 0, width: CGFloat(wholeSurface.width), height: CGFloat(wholeSurface.height))
        var rects: [DeviceLinkMessage.PixelRect] = []
        for rect in damage {
            let clipped = rect.standardized.intersection(bounds)
            guard !clipped.isNull, clipped.width > 0, clipped.height > 0 else { continue }
            let x0 = Int(clipped.minX.rounded(.down)), y0 = Int(clipped.minY.rounded(.down))
            let x1 = Int(clipped.maxX.rounded(.up)), y1 = Int(clipped.maxY.rounded(.up))
            rects.append(.init(x: UInt32(x0), y: UInt32(y0), width: UInt32(x1 - x0), height: UInt32(y1 - y0)))
        }
        if rects.isEmpty || rects.count > DeviceLinkMessage.maximumDamageRects { return [wholeSurface] }
        return rects
    }

    /// Copies the next frame's changed pixels (`source`, rows `sourceBytesPerRow` apart, the surface's size) into
    /// its buffer of `surface`, and returns its sequence number and its damage (`damage` made whole pixels).
    package mutating func write(_ source: UnsafeRawBufferPointer, sourceBytesPerRow: Int, damage: [CGRect],
                                into surface: SharedSurface) -> (sequence: UInt64, damage: [DeviceLinkMessage.PixelRect])
    {
        let rects = pixelRects(damage)
        sequence += 1
        let changed = rects + (previousDamage ?? [wholeSurface])
        let copied = sequence <= 2 || changed.contains(wholeSurface) ? [wholeSurface] : changed
        previousDamage = rects
        let target = surface.buffer(forFrame: sequence)
        guard let from = source.baseAddress, let to = target.baseAddress else { return (sequence, rects) }
        let rowBytes = surface.bytesPerRow
        for rect in copied {
            let x = Int(rect.x), y = Int(rect.y), width = Int(rect.width), height = Int(rect.height)
            if x == 0, width == surface.pixelWidth, sourceBytesPerRow == rowBytes {
                memcpy(to + y * rowBytes, from + y * rowBytes, height * rowBytes)
                continue
            }
            for row in y..<(y + height) {
                memcpy(to + row * rowBytes + x * 4, from + row * sourceBytesPerRow + x * 4, width * 4)
            }
        }
        return (sequence, rects)
    }
}
