// SPDX-License-Identifier: Apache-2.0

import Foundation

/// How Quartz may adjust a pattern's cells to the device's pixel grid.
///
/// Touchstone renders every tiling alike: one cell period is rasterised at device resolution and repeated at the
/// exact step, which is what `.constantSpacing` promises; the other two differ on Apple only in how cells are
/// snapped to whole pixels.
public enum CGPatternTiling: Int32, Sendable {
    /// Cells keep their exact shape; spacing may vary by a device pixel.
    case noDistortion = 0
    /// Spacing stays constant; cells may be distorted slightly.
    case constantSpacingMinimalDistortion = 1
    /// Spacing stays constant; cells may be distorted more, for speed.
    case constantSpacing = 2
}

/// Draws one cell of a pattern into `context`, in pattern space (Apple's `CGPatternDrawPatternCallback`).
///
/// On Apple platforms this is a C function pointer; here it is a Swift function type, so the same closure
/// literals and function names work (and captures are allowed, though portable code should not rely on them).
public typealias CGPatternDrawPatternCallback = (UnsafeMutableRawPointer?, CGContext) -> Void

/// Releases a pattern's `info` when the pattern is destroyed (Apple's `CGPatternReleaseInfoCallback`).
public typealias CGPatternReleaseInfoCallback = (UnsafeMutableRawPointer?) -> Void

/// The functions a pattern calls: one to draw a cell, one to release its private storage.
public struct CGPatternCallbacks {
    /// The structure's version; 0.
    public var version: UInt32
    /// Draws a cell; nil draws nothing (the pattern paints transparent).
    public var drawPattern: CGPatternDrawPatternCallback?
    /// Called once with the pattern's `info` when the pattern is deallocated; nil: nothing to release.
    public var releaseInfo: CGPatternReleaseInfoCallback?

    /// Callbacks that draw nothing and release nothing.
    public init() {
        version = 0
    }

    /// Callbacks with the given version and functions.
    public init(version: UInt32, drawPattern: CGPatternDrawPatternCallback?, releaseInfo: CGPatternReleaseInfoCallback?) {
        self.version = version
        self.drawPattern = drawPattern
        self.releaseInfo = releaseInfo
    }
}

/// A pattern: a cell drawn by a callback and repeated at fixed steps to paint a fill or a stroke.
///
/// Pattern space maps to the painted context's *base* space — its default user space, not the CTM in effect when
/// painting (Quartz 2D Programming Guide, "Patterns") — by ``matrix``, then by the context's pattern phase. The
/// callback runs whenever a cell must be rasterised at a new device scale or colour (Touchstone keeps the last
/// rasterised period, so filling many shapes with one pattern calls it once), on the thread that paints, with a
/// context whose CTM maps pattern space to the cell's pixels and whose clip is the cell's ``bounds``.
///
/// A colored pattern (`isColored`) paints the colours its callback draws, and a pattern colour for it has one
/// component (alpha). An uncolored (stencil) pattern paints the colour given with the pattern colour — base-space
/// components then alpha — wherever its callback's drawing has coverage, ignoring the colours it drew.
public final class CGPattern: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The cell's bounds in pattern space; drawing outside them is clipped.
    public let bounds: CGRect
    /// Pattern space → the context's base space.
    public let matrix: CGAffineTransform
    /// The horizontal distance between cells, in pattern space.
    public let xStep: CGFloat
    /// The vertical distance between cells, in pattern space.
    public let yStep: CGFloat
    /// How cells may be adjusted to the pixel grid.
    public let tiling: CGPatternTiling
    /// Whether the cell carries its own colours (else it is a stencil painted in the pattern colour's colour).
    public let isColored: Bool

    private let info: UnsafeMutableRawPointer?
    private let callbacks: CGPatternCallbacks
    private let lock = NSLock()
    private var cachedTile: PatternTile?

    /// Creates a pattern. Returns nil, with a logged reason, when the bounds or matrix are not finite, the matrix is
    /// singular, or a step is not finite. A step of 0 means the cell's width (or height), as Quartz takes it; the
    /// steps' signs are ignored.
    public init?(info: UnsafeMutableRawPointer?, bounds: CGRect, matrix: CGAffineTransform, xStep: CGFloat,
                 yStep: CGFloat, tiling: CGPatternTiling, isColored: Bool, callbacks: UnsafePointer<CGPatternCallbacks>)
    {
        let finite = [bounds.minX, bounds.minY, bounds.width, bounds.height, matrix.a, matrix.b, matrix.c, matrix.d,
                      matrix.tx, matrix.ty, xStep, yStep].allSatisfy(\.isFinite)
        guard finite, matrix.a * matrix.d - matrix.b * matrix.c != 0 else {
            Diagnostics.log("CGPattern: non-finite bounds, matrix or step, or a singular matrix; returning nil")
            return nil
        }
        let standard = bounds.standardized
        let x = xStep == 0 ? standard.width : abs(xStep)
        let y = yStep == 0 ? standard.height : abs(yStep)
        guard x > 0, y > 0 else {
            Diagnostics.log("CGPattern: a step of 0 with an empty cell repeats nothing; returning nil")
            return nil
        }
        self.info = info
        self.bounds = standard
        self.matrix = matrix
        self.xStep = x
        self.yStep = y
        self.tiling = tiling
        self.isColored = isColored
        self.callbacks = callbacks.pointee
    }

    deinit { callbacks.releaseInfo?(info) }

    /// Whether two patterns are the same object (patterns hold callbacks, so only identity can compare them).
    public static func == (lhs: CGPattern, rhs: CGPattern) -> Bool { lhs === rhs }

    /// Hashes the object's identity, consistent with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The pattern for logs: its cell bounds, step, and whether it is a stencil (uncoloured).
    public var description: String {
        "<CGPattern bounds: \(bounds) step: \(xStep) × \(yStep)\(isColored ? "" : " stencil")>"
    }

    /// Runs the drawing callback into `context` (whose CTM already maps pattern space).
    package func drawCell(in context: CGContext) {
        callbacks.drawPattern?(info, context)
    }

    /// The rasterised period for `key`, made by `make` when the cached one was made for another key.
    package func tile(for key: PatternTile.Key, make: (PatternTile.Key) -> PatternTile?) -> PatternTile? {
        lock.lock()
        if let cachedTile, cachedTile.key == key {
            lock.unlock()
            return cachedTile
        }
        lock.unlock()
        // Drawn outside the lock: a callback that paints with its own pattern must not deadlock.
        guard let tile = make(key) else { return nil }
        lock.lock()
        cachedTile = tile
        lock.unlock()
        return tile
    }
}

/// One period of a pattern rasterised for a device scale (and, for a stencil, a colour).
package final class PatternTile {
    /// What a tile was rasterised for: its size in pixels (one step by one step), the stencil colour (nil for a
    /// colored pattern) and the opacity baked in (the colour's alpha times the painting alpha).
    package struct Key: Equatable {
        package var width: Int
        package var height: Int
        package var stencil: RGBA?
        package var opacity: Double
    }

    package let key: Key
    /// The period's pixels (premultiplied ARGB); row 0 is pattern-space y = yStep (the top).
    package let image: CGImage

    package init(key: Key, image: CGImage) {
        self.key = key
        self.image = image
    }
}
