// SPDX-License-Identifier: Apache-2.0

/// The visual effect of a ``CATransition``.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    /// The constant's string value, as Apple spells it.
    public let rawValue: String
    /// Creates a value from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The layer's content fades as it becomes visible or hidden (a crossfade from old to new; the default).
    public static let fade = Self(rawValue: "fade")
    /// The new content slides into place over the old content.
    public static let moveIn = Self(rawValue: "moveIn")
    /// The new content pushes the old content out as it slides into place.
    public static let push = Self(rawValue: "push")
    /// The old content slides away in the subtype's direction, revealing the new content beneath.
    public static let reveal = Self(rawValue: "reveal")
}

/// The direction of a moving ``CATransition``: the side the motion comes from.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    /// The constant's string value, as Apple spells it.
    public let rawValue: String
    /// Creates a value from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Motion comes in from the right edge (travels right to left).
    public static let fromRight = Self(rawValue: "fromRight")
    /// Motion comes in from the left edge (travels left to right).
    public static let fromLeft = Self(rawValue: "fromLeft")
    /// Motion comes in from the top edge (iPhone OS: the bounds' minimum y; travels down).
    public static let fromTop = Self(rawValue: "fromTop")
    /// Motion comes in from the bottom edge (travels up).
    public static let fromBottom = Self(rawValue: "fromBottom")
}

/// The key Core Animation uses for transition animations (`layer.add(transition, forKey: kCATransition)`).
public let kCATransition = "transition"

/// An animation between the layer's content before and after a change.
///
/// Add a transition to a layer, then change what the layer shows (its contents, sublayers, their properties) in
/// the same turn of the run loop. While the transition runs, the compositor draws the layer's content as it looked
/// when the transition was added (the "from" image, captured then) and its current content (the "to" look) with
/// the ``type``'s effect at the transition's progress: `startProgress + (endProgress − startProgress) × pacing`.
///
/// Touchstone's capture happens in `add(_:forKey:)`, so the changes must come after adding the transition (Apple
/// captures the last rendered frame, which also allows changing first). The captured image covers the layer's
/// bounds at its `contentsScale` and holds its contents and sublayers (background, border and shadow are drawn
/// around the effect as usual); content outside the bounds is not captured. A transition has no visible effect
/// in `render(in:)`, which draws the model tree.
///
/// Bad input: non-finite progress values become 0 and 1, both are clamped to 0…1, and an `endProgress` below
/// `startProgress` is raised to it (logged).
open class CATransition: CAAnimation {
    /// The effect (default ``CATransitionType/fade``).
    public var type: CATransitionType = .fade
    /// The direction for moving effects; nil means ``CATransitionSubtype/fromLeft``. Ignored by `fade`.
    public var subtype: CATransitionSubtype?
    /// Where in the effect the transition starts, 0…1 (default 0).
    public var startProgress: Float = 0
    /// Where in the effect the transition ends, `startProgress`…1 (default 1).
    public var endProgress: Float = 1
    /// A Core Image filter replacing `type` on Apple; not supported (ignored).
    public var filter: Any?

    /// The layer's look when the transition was added, and the bounds it covers.
    package var fromImage: CGImage?
    package var fromBounds: CGRect = .zero

    /// Creates an animation with default values.
    public override init() { super.init() }

    /// Creates an animation with default values (nothing is decoded: see `CAAnimation.init(coder:)`).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Copies `other`, this class's properties included (what `copy()` and adding to a layer use).
    package override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        if let o = other as? CATransition {
            type = o.type
            subtype = o.subtype
            startProgress = o.startProgress
            endProgress = o.endProgress
            filter = o.filter
            fromImage = o.fromImage
            fromBounds = o.fromBounds
        }
    }

    /// The effect's progress (0…1) at `fraction` of the duration (after pacing).
    package func progress(atFraction fraction: Double) -> Double {
        let start = Double(startProgress), end = Double(endProgress)
        return min(1, max(0, start + (end - start) * fraction))
    }

    /// Repairs the progress range (see the type's bad-input rules).
    package override func sanitize() {
        super.sanitize()
        let start = startProgress.isFinite ? min(1, max(0, startProgress)) : 0
        let end = endProgress.isFinite ? min(1, max(start, endProgress)) : 1
        if start != startProgress || end != endProgress {
            Diagnostics.log("CATransition: progress \(startProgress)…\(endProgress) repaired to \(start)…\(end)")
            (startProgress, endProgress) = (start, max(start, end))
        }
    }
}
