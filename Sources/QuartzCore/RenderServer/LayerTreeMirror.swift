// SPDX-License-Identifier: Apache-2.0

import Synchronization

/// The main thread's half of the render server: keeps a mirror layer for every layer of the committed model tree
/// and turns each commit into a ``LayerCommit`` for the rendering thread (infrastructure, not Apple API).
///
/// As on iOS, the app's main thread only *commits* its layer tree; the render server draws its own copy of it
/// (guide §2.2.4, "the render server"; `docs/ARCHITECTURE.md`, "The render server"). A mirror is a layer of the
/// model layer's own class, made once by `init(layer:)` (the subclass's override, on the main thread) and marked
/// ``CALayer/isRenderMirror``: it has no delegate, never draws, lays out or runs actions, and only
/// ``LayerCommit/apply()`` changes it. It evaluates its animations by itself — the mirror holds its own copies,
/// without delegates — so the rendering thread animates while the main thread is busy; callbacks and removal
/// stay with the model layers, on the main thread.
///
/// **What a commit carries.** Only the layers that changed since the last commit: their properties (compared with
/// what was last sent: same values, same objects), timing, name and contents version, and their sublayer lists, masks and
/// animation lists when those changed. Contents an animation redraws (a property the layer's class lists in
/// `needsDisplay(forKey:)`) are app drawing code: the commit draws them here for the commit's time, and the
/// mirror shows that drawing until the next commit — as on iOS, such animations pause while the main thread
/// is blocked.
///
/// **Skipping the walk.** Every change to a model layer is noted (``CALayer/noteChange()`` counts it in
/// ``LayerChangeCount``). When no layer changed since the last walk of the same root, and that walk found no
/// animation (whose begin times the bookkeeping resolves, and whose redrawn contents change each commit), the
/// commit is empty without walking the tree: an idle main thread commits in constant time.
///
/// The walk is iterative, so 10,000-level trees are safe. Main thread only (or whatever single thread owns the
/// model tree).
package final class LayerTreeMirror {
    /// Tells mirrors of different servers apart (a layer may be committed by two servers in turn).
    private static let serials = Atomic<Int>(0)
    private let serial = LayerTreeMirror.serials.wrappingAdd(1, ordering: .relaxed).newValue
    /// The last walk: the change count read before it, its root, and whether it left the tree settled (no
    /// animation, no contents redrawn for one).
    private var lastWalk: (changes: Int, root: ObjectIdentifier, settled: Bool)?
    /// How many commits walked the tree (tests: an unchanged tree is not walked).
    package private(set) var walks = 0
    /// Reads the model's change count (``LayerChangeCount``; tests give their own).
    private let changeCount: () -> Int

    /// A mirror keeper that skips walking while `changeCount` stays the same and the tree is settled.
    package init(changeCount: @escaping () -> Int = { LayerChangeCount.value }) {
        self.changeCount = changeCount
    }

    /// The mirror of `root`'s tree as it is now, at media time `time` (used only to draw contents an animation
    /// redraws), as a commit for the rendering thread. Call after layout, display and animation bookkeeping.
    package func commit(_ root: CALayer?, at time: CFTimeInterval) -> LayerCommit {
        guard let root else { return LayerCommit(root: nil, updates: []) }
        // Read before the walk: a change made during or after it counts for the next commit.
        let changes = changeCount()
        if let last = lastWalk, last.settled, last.changes == changes, last.root == ObjectIdentifier(root) {
            return LayerCommit(root: link(for: root).mirror, updates: [])
        }
        walks += 1
        var updates: [LayerCommit.Update] = []
        var settled = true
        var stack = [root]
        while let layer = stack.popLast() {
            let link = link(for: layer)
            if let update = update(for: layer, link: link, at: time) { updates.append(update) }
            if !layer.animationList.isEmpty || link.redrewLast { settled = false }
            if let mask = layer.mask { stack.append(mask) }
            stack.append(contentsOf: layer.sublayerList.reversed())
        }
        lastWalk = (changes, ObjectIdentifier(root), settled)
        return LayerCommit(root: link(for: root).mirror, updates: updates)
    }

    /// The mirror bookkeeping of `layer`, made on first sight.
    private func link(for layer: CALayer) -> MirrorLink {
        if let link = layer.renderMirrorLink, link.owner == serial { return link }
        let mirror = LayerFactory.makeCopy(of: layer)
        mirror.isRenderMirror = true
        mirror.delegate = nil
        mirror.needsDisplayFlag = false
        mirror.needsLayoutFlag = false
        mirror.descendantNeedsLayout = false
        let link = MirrorLink(owner: serial, mirror: mirror)
        layer.renderMirrorLink = link
        return link
    }

    /// `layer`'s update, or nil when nothing of it changed since the last commit.
    private func update(for layer: CALayer, link: MirrorLink, at time: CFTimeInterval) -> LayerCommit.Update? {
        let sublayers = layer.sublayerList
        var newSublayers: [CALayer]?
        if sublayers.count != link.sublayers.count
            || zip(sublayers, link.sublayers).contains(where: { ObjectIdentifier($0) != $1 })
        {
            newSublayers = sublayers.map { self.link(for: $0).mirror }
            link.sublayers = sublayers.map(ObjectIdentifier.init)
        }
        let mask = layer.mask.map(ObjectIdentifier.init)
        let maskChanged = mask != link.mask
        if maskChanged { link.mask = mask }
        let animations = link.animationsChanging(to: layer.animationList)
        let redraws = !layer.animationList.isEmpty && layer.drawsContent && LayerRenderer.redrawsForAnimation(layer)
        let timing = LayerCommit.Timing(of: layer)
        if link.hasSent, newSublayers == nil, !maskChanged, animations == nil, !redraws, !link.redrewLast,
            timing == link.timing,
            layer.contentsVersion == link.contentsVersion, layer.name == link.name,
            layer.props.isIdentical(to: link.props)
        {
            return nil
        }
        link.hasSent = true
        link.redrewLast = redraws
        link.props = layer.props
        link.timing = timing
        link.contentsVersion = layer.contentsVersion
        link.name = layer.name
        var update = LayerCommit.Update(
            mirror: link.mirror, props: layer.props, timing: timing, name: layer.name,
            contentsVersion: layer.contentsVersion, sublayers: newSublayers, animations: animations)
        if maskChanged {
            update.maskChanged = true
            update.mask = layer.mask.map { self.link(for: $0).mirror }
        }
        if redraws {
            // App drawing code: drawn here, for this commit's time, as the compositor would have drawn it.
            update.props.contents = LayerRenderer.redrawnContents(of: layer,
                                                                  props: layer.presentedProperties(at: time))
            link.redraws &+= 1
        }
        update.contentsVersion = layer.contentsVersion &+ (link.redraws << 40)
        return update
    }
}

/// What the main thread remembers of a model layer's mirror: the mirror, and what the last commit sent it.
package final class MirrorLink {
    /// The ``LayerTreeMirror`` this link belongs to.
    let owner: Int
    let mirror: CALayer
    var sublayers: [ObjectIdentifier] = []
    var mask: ObjectIdentifier?
    /// The model's animations last sent (identity and resolved begin time) and the mirror's copies of them.
    var animationSources: [(id: ObjectIdentifier, begin: CFTimeInterval?)] = []
    var animationCopies: [(key: String, animation: CAAnimation)] = []
    /// Redraws made for animations so far (folded into the mirror's contents version).
    var redraws = 0
    /// What the last update sent (compared to skip unchanged layers); after a redraw, the next commit sends the
    /// model's own contents again.
    var hasSent = false
    var redrewLast = false
    var props = LayerProperties()
    var timing: LayerCommit.Timing?
    var contentsVersion = 0
    var name: String?

    init(owner: Int, mirror: CALayer) {
        self.owner = owner
        self.mirror = mirror
    }

    /// The mirror's animation list for the model's `list`, or nil when it has not changed. An animation already
    /// sent keeps its copy; a new one (or one whose begin time was resolved since) is copied without its
    /// delegate: callbacks belong to the model's copy.
    func animationsChanging(to list: [(key: String, animation: CAAnimation)]) -> [(key: String, animation: CAAnimation)]? {
        let same = list.count == animationSources.count
            && zip(list, animationSources).allSatisfy { entry, sent in
                ObjectIdentifier(entry.animation) == sent.id && entry.animation.resolvedBeginTime == sent.begin
            }
        if same { return nil }
        var sent: [ObjectIdentifier: (begin: CFTimeInterval?, copy: CAAnimation)] = [:]
        for (source, copy) in zip(animationSources, animationCopies) { sent[source.id] = (source.begin, copy.animation) }
        let copies = list.map { entry in
            if let old = sent[ObjectIdentifier(entry.animation)], old.begin == entry.animation.resolvedBeginTime {
                return (key: entry.key, animation: old.copy)
            }
            return (key: entry.key, animation: Self.mirrorCopy(of: entry.animation))
        }
        animationSources = list.map { (ObjectIdentifier($0.animation), $0.animation.resolvedBeginTime) }
        animationCopies = copies
        return copies
    }

    /// A copy of `animation` for the rendering thread: the same timing and values, its begin time resolved as
    /// the model's is, and no delegate (so the mirror never holds app objects alive).
    static func mirrorCopy(of animation: CAAnimation) -> CAAnimation {
        guard let copy = animation.copy() as? CAAnimation else { return animation }
        copy.resolvedBeginTime = animation.resolvedBeginTime
        copy.delegate = nil
        if let group = copy as? CAAnimationGroup {
            for child in group.animations ?? [] { child.delegate = nil }
        }
        return copy
    }
}
