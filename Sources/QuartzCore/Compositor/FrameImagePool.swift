// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Makes the compositor's frame images without allocating or copying a whole framebuffer per frame.
///
/// Each frame image owns a copy of the framebuffer's pixels (later frames must not change an image a host or a test
/// still holds). Copying 12 MB into fresh memory every frame (the modern phone at @3x) cost more than compositing a
/// keystroke: the allocation faults every page in again. So the pool keeps the buffers of released images: when a
/// frame image is freed, its buffer comes back here tagged with the frame it holds, and the next image reuses it,
/// copying only the pixels damaged since that frame. A buffer too old for the damage history is copied whole, still
/// without allocating.
///
/// Threading: images may be released on any thread, so the free list is locked; ``record(_:)`` and
/// ``image(of:)`` are called by the compositor's thread.
final class FrameImagePool: @unchecked Sendable {
    /// The most released buffers kept for reuse (two: the image a host shows and the one before it).
    static let maximumFreeBuffers = 2
    /// The frames of damage remembered: a buffer older than this is copied whole.
    static let historyLength = 8

    private struct FreeBuffer {
        let pointer: UnsafeMutableRawPointer
        /// The frame whose pixels the buffer holds.
        let generation: Int
    }

    private let lock = NSLock()
    private var free: [FreeBuffer] = []
    private let byteCount: Int
    /// Counts the frames that changed pixels; a buffer holding frame `generation` is current.
    private var generation = 0
    /// The damage of the last ``historyLength`` frames, oldest first: `history[i]` made frame
    /// `generation - history.count + 1 + i`.
    private var history: [[CGRect]] = []
    /// The bytes the last ``image(of:)`` copied from the framebuffer (tests and benchmarks read it).
    private(set) var lastCopyByteCount = 0

    init(byteCount: Int) { self.byteCount = byteCount }

    deinit {
        lock.lock()
        for buffer in free { buffer.pointer.deallocate() }
        lock.unlock()
    }

    /// Records a frame that changed `damage` (framebuffer pixels); an empty list changed nothing.
    func record(_ damage: [CGRect]) {
        guard !damage.isEmpty else { return }
        generation += 1
        history.append(damage)
        if history.count > Self.historyLength { history.removeFirst(history.count - Self.historyLength) }
    }

    /// Records that every pixel may have changed (drawing into the framebuffer between frames).
    func recordFullChange(of bounds: CGRect) { record([bounds]) }

    /// An image of `framebuffer`'s pixels now (flushed first).
    func image(of framebuffer: CGContext) -> CGImage? {
        guard let source = framebuffer.data else { return nil }
        framebuffer.flush()
        let stride = framebuffer.bytesPerRow, rows = framebuffer.height
        guard stride * rows == byteCount else { return framebuffer.makeImage() }
        let (buffer, stale) = takeBuffer()
        if let stale {
            lastCopyByteCount = copy(stale, from: source, to: buffer, stride: stride, rows: rows,
                                     bytesPerPixel: framebuffer.bitsPerPixel / 8)
        } else {
            buffer.copyMemory(from: source, byteCount: byteCount)
            lastCopyByteCount = byteCount
        }
        let made = generation
        let bytes = Data(bytesNoCopy: buffer, count: byteCount, deallocator: .custom { [weak self] pointer, _ in
            if let self { self.giveBack(pointer, generation: made) } else { pointer.deallocate() }
        })
        return CGImage(
            width: framebuffer.width, height: framebuffer.height, bitsPerComponent: framebuffer.bitsPerComponent,
            bitsPerPixel: framebuffer.bitsPerPixel, bytesPerRow: stride, colorSpace: framebuffer.colorSpace,
            bitmapInfo: framebuffer.bitmapInfo, isMask: false, decode: nil, shouldInterpolate: true,
            intent: .defaultIntent, data: bytes)
    }

    /// A buffer to fill and the rectangles it lacks (nil: copy everything). Prefers the newest free buffer.
    private func takeBuffer() -> (UnsafeMutableRawPointer, [CGRect]?) {
        lock.lock()
        let reused = free.indices.max { free[$0].generation < free[$1].generation }.map { free.remove(at: $0) }
        lock.unlock()
        guard let reused else {
            return (UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: 16), nil)
        }
        let missing = generation - reused.generation
        guard missing >= 0, missing <= history.count else { return (reused.pointer, nil) }
        return (reused.pointer, Array(history.suffix(missing).joined()))
    }

    private func giveBack(_ pointer: UnsafeMutableRawPointer, generation: Int) {
        lock.lock()
        defer { lock.unlock() }
        guard free.count < Self.maximumFreeBuffers else { return pointer.deallocate() }
        free.append(FreeBuffer(pointer: pointer, generation: generation))
    }

    /// Copies the whole-pixel cover of `rects` row by row; returns the bytes copied.
    private func copy(_ rects: [CGRect], from source: UnsafeMutableRawPointer, to destination: UnsafeMutableRawPointer,
                      stride: Int, rows: Int, bytesPerPixel: Int) -> Int
    {
        var copied = 0
        let columns = stride / max(bytesPerPixel, 1)
        for rect in rects where !rect.isNull && !rect.isEmpty && rect.minX.isFinite && rect.minY.isFinite {
            let x0 = max(0, Int(rect.minX.rounded(.down))), x1 = min(columns, Int(rect.maxX.rounded(.up)))
            let y0 = max(0, Int(rect.minY.rounded(.down))), y1 = min(rows, Int(rect.maxY.rounded(.up)))
            guard x1 > x0, y1 > y0 else { continue }
            let offset = x0 * bytesPerPixel, length = (x1 - x0) * bytesPerPixel
            for y in y0..<y1 {
                let start = y * stride + offset
                destination.advanced(by: start).copyMemory(from: source.advanced(by: start), byteCount: length)
            }
            copied += length * (y1 - y0)
        }
        return copied
    }
}
