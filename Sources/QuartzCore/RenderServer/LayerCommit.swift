// SPDX-License-Identifier: Apache-2.0

/// What one commit of the model layer tree hands the render server: for every layer of the tree, the values its
/// mirror shows from then on (infrastructure, not Apple API).
///
/// Made on the main thread by ``LayerTreeMirror/commit(_:at:)`` and applied on the rendering thread by
/// ``apply()``: a commit owns its values (properties are value types; animations are the mirror's own copies), so
/// the two threads share nothing but the commit, handed over under the server's lock. Mirror layers are only
/// ever changed by ``apply()``.
package struct LayerCommit: @unchecked Sendable {
    /// A layer's own timing (`CAMediaTiming`), which its sublayers and animations inherit.
    package struct Timing: Equatable {
        var beginTime: CFTimeInterval
        var duration: CFTimeInterval
        var speed: Float
        var timeOffset: CFTimeInterval
        var repeatCount: Float
        var repeatDuration: CFTimeInterval
        var autoreverses: Bool
        var fillMode: CAMediaTimingFillMode

        init(of layer: CALayer) {
            beginTime = layer.beginTime
            duration = layer.duration
            speed = layer.speed
            timeOffset = layer.timeOffset
            repeatCount = layer.repeatCount
            repeatDuration = layer.repeatDuration
            autoreverses = layer.autoreverses
            fillMode = layer.fillMode
        }
    }

    /// One layer's new state.
    package struct Update {
        /// The mirror layer to change.
        let mirror: CALayer
        var props: LayerProperties
        var timing: Timing
        var name: String?
        /// The mirror's contents version: the model's, plus a step for each redraw the commit made for an
        /// animation (see ``LayerTreeMirror``).
        var contentsVersion: Int
        /// The mirrors of the sublayers, back to front; nil when unchanged since the last commit.
        var sublayers: [CALayer]?
        /// The mirror's own copies of the model's animations; nil when unchanged.
        var animations: [(key: String, animation: CAAnimation)]?
        /// The mirror of the mask, when ``maskChanged``.
        var mask: CALayer?
        var maskChanged = false

        init(mirror: CALayer, props: LayerProperties, timing: Timing, name: String?, contentsVersion: Int,
             sublayers: [CALayer]?, animations: [(key: String, animation: CAAnimation)]?)
        {
            self.mirror = mirror
            self.props = props
            self.timing = timing
            self.name = name
            self.contentsVersion = contentsVersion
            self.sublayers = sublayers
            self.animations = animations
        }
    }

    /// The mirror of the committed tree's root (nil: nothing shown).
    package var root: CALayer?
    /// The changed layers' states, parents before children.
    package var updates: [Update]

    /// Makes the mirror tree show this commit. Rendering thread only.
    package func apply() {
        for update in updates { update.apply() }
    }
}

extension LayerCommit.Update {
    fileprivate func apply() {
        mirror.props = props
        if mirror.name != name { mirror.name = name }
        if LayerCommit.Timing(of: mirror) != timing {
            mirror.beginTime = timing.beginTime
            mirror.duration = timing.duration
            mirror.speed = timing.speed
            mirror.timeOffset = timing.timeOffset
            mirror.repeatCount = timing.repeatCount
            mirror.repeatDuration = timing.repeatDuration
            mirror.autoreverses = timing.autoreverses
            mirror.fillMode = timing.fillMode
        }
        mirror.mirrorContentsVersion(contentsVersion)
        if let animations { mirror.animationList = animations }
        if let sublayers { mirror.replaceMirrorSublayers(sublayers) }
        if maskChanged { mirror.replaceMirrorMask(mask) }
    }
}
