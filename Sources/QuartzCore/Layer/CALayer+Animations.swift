// SPDX-License-Identifier: Apache-2.0

extension CALayer {
    /// Adds a copy of `anim` to the layer, replacing any animation under the same key (whose delegate is told
    /// it stopped unfinished). A nil key adds it under a unique private key.
    ///
    /// An animation whose `beginTime` is 0 starts when the current transaction commits. A `CABasicAnimation`
    /// without a `fromValue` starts from the property's current presentation value (for implicit actions, the
    /// value it had before the change); so do such animations inside a group. A `CATransition` captures the
    /// layer's current look as its "from" image. Property animations without a `keyPath` are refused (logged);
    /// unusable timing values are repaired (see `CAAnimation.sanitize`).
    package func addAnimationCopy(_ anim: CAAnimation, forKey key: String?) {
        guard !isPresentationCopy else { return }
        guard let copy = anim.copy() as? CAAnimation else { return }
        if let property = copy as? CAPropertyAnimation, property.keyPath == nil {
            return Diagnostics.log("CALayer.add(_:forKey:): a property animation needs a keyPath; ignored")
        }
        copy.sanitize()
        let now = CACurrentMediaTime()
        captureStartValues(of: copy, at: now)
        if let transition = copy as? CATransition {
            TransitionRenderer.captureFromImage(of: self, into: transition, at: now)
        }
        let name: String
        if let key {
            name = key
        } else {
            unnamedAnimationCount += 1
            name = "_touchstone.unnamed.\(unnamedAnimationCount)"
        }
        if let index = animationList.firstIndex(where: { $0.key == name }) {
            let replaced = animationList.remove(at: index).animation
            stop(replaced, finished: false)
        }
        animationList.append((name, copy))
        LayerEnvironment.current.transactions.noteAnimation(copy, key: name, layer: self)
        noteChange()
    }

    /// Records the start value of every basic animation (in groups too) that has no `fromValue`.
    private func captureStartValues(of animation: CAAnimation, at now: CFTimeInterval) {
        if let group = animation as? CAAnimationGroup {
            for child in group.animations ?? [] { captureStartValues(of: child, at: now) }
            return
        }
        guard let basic = animation as? CABasicAnimation, basic.fromValue == nil, let path = basic.keyPath else {
            return
        }
        if let pending = pendingOldValue, pending.key == path {
            basic.capturedBase = pending.value
        } else {
            basic.capturedBase = presentedValue(forKeyPath: path, at: now)
        }
    }

    /// The presented value of `keyPath` at media time `mediaTime`. Only the animations that can change it are
    /// applied: those of the same top-level property (and groups), from the newest one that alone decides the
    /// value onwards; so adding many animations of one property stays linear overall.
    private func presentedValue(forKeyPath keyPath: String, at mediaTime: CFTimeInterval) -> AnimationValue? {
        let root = keyPath.prefix { $0 != "." }
        let local = mediaToLocal(mediaTime)
        var relevant: [CAAnimation] = []
        for entry in animationList.reversed() {
            let animation = entry.animation
            if animation is CATransition { continue }
            guard let property = animation as? CAPropertyAnimation else {
                relevant.append(animation)
                continue
            }
            guard property.keyPath?.prefix(while: { $0 != "." }) == root else { continue }
            relevant.append(property)
            if property.decidesValue(of: keyPath, atParentTime: local) { break }
        }
        var result = props
        for animation in relevant.reversed() { animation.apply(to: &result, atParentTime: local, layer: self) }
        return result.value(forKeyPath: keyPath)
    }

    /// Removes the animation under `key`; its delegate is told it stopped unfinished. Safe to call from any
    /// delegate callback, including the animation's own.
    package func removeAnimationNow(forKey key: String) {
        guard let index = animationList.firstIndex(where: { $0.key == key }) else { return }
        let removed = animationList.remove(at: index).animation
        stop(removed, finished: false)
        noteChange()
    }

    /// Removes every animation (each delegate is told it stopped unfinished).
    package func removeEveryAnimation() {
        let removed = animationList
        animationList.removeAll()
        for entry in removed { stop(entry.animation, finished: false) }
        noteChange()
    }

    /// The running animation under `key` (the layer's copy; don't modify it).
    package func runningAnimation(forKey key: String) -> CAAnimation? {
        animationList.first { $0.key == key }?.animation
    }

    /// The keys of the running animations, in the order they were added (nil when there are none).
    package func runningAnimationKeys() -> [String]? {
        animationList.isEmpty ? nil : animationList.map(\.key)
    }

    private func stop(_ animation: CAAnimation, finished: Bool) {
        guard !animation.hasFinished else { return }
        animation.hasFinished = true
        animation.delegate?.animationDidStop(animation, finished: finished)
        LayerEnvironment.current.transactions.runFinishedCompletions()
    }

    /// The model properties with every animation applied at media time `mediaTime`, in the order the animations
    /// were added (a later animation of a property overrides an earlier one unless it is additive).
    package func presentedProperties(at mediaTime: CFTimeInterval) -> LayerProperties {
        guard !animationList.isEmpty else { return props }
        return presentedProperties(atLocalTime: mediaToLocal(mediaTime))
    }

    /// ``presentedProperties(at:)`` for the layer's local time `local` (``mediaToLocal(_:)`` of the media time).
    package func presentedProperties(atLocalTime local: CFTimeInterval) -> LayerProperties {
        var result = props
        for entry in animationList { entry.animation.apply(to: &result, atParentTime: local, layer: self) }
        return result
    }

    /// Per-frame bookkeeping for this layer's animations at `mediaTime`; returns whether any is still running.
    ///
    /// This is the frame hook: the host calls it (through ``processAnimationsInSubtree(at:)``) once per frame
    /// after the transaction is flushed, and tests call it after advancing the clock. It sends
    /// `animationDidStart` to animations whose begin time has been reached, `animationDidStop(_:finished: true)`
    /// to those past their active duration, removes finished ones whose `isRemovedOnCompletion` is true, and runs
    /// transaction completion blocks whose animations are all done. Delegates may add or remove animations from
    /// their callbacks; an animation removed before its end reports `finished: false` instead, once.
    @discardableResult
    package func processAnimations(at mediaTime: CFTimeInterval) -> Bool {
        guard !animationList.isEmpty else { return false }
        return processAnimations(atLocalTime: mediaToLocal(mediaTime)).running
    }

    /// ``processAnimations(at:)`` for the layer's local time `local` (``mediaToLocal(_:)`` of the media time).
    /// Also reports whether it called out (a delegate callback or completion blocks), after which other layers'
    /// timing may have changed.
    package func processAnimations(atLocalTime local: CFTimeInterval) -> (running: Bool, calledOut: Bool) {
        var calledOut = false
        var running = false
        var finished: Set<ObjectIdentifier> = []
        for entry in animationList {
            let anim = entry.animation
            if !anim.hasStarted, !anim.hasFinished, anim.isStarted(atParentTime: local) {
                anim.hasStarted = true
                if let delegate = anim.delegate {
                    calledOut = true
                    delegate.animationDidStart(anim)
                }
            }
            if anim.isFinished(atParentTime: local) {
                if !anim.hasFinished {
                    anim.hasFinished = true
                    if let delegate = anim.delegate {
                        calledOut = true
                        delegate.animationDidStop(anim, finished: true)
                    }
                }
                if anim.isRemovedOnCompletion { finished.insert(ObjectIdentifier(anim)) }
            } else if !anim.hasFinished {
                running = true
            }
        }
        if !finished.isEmpty {
            animationList.removeAll { finished.contains(ObjectIdentifier($0.animation)) }
            noteChange()
            calledOut = true
            LayerEnvironment.current.transactions.runFinishedCompletions()
        }
        return (running, calledOut)
    }

    /// Runs ``processAnimations(at:)`` for this layer, its mask and every descendant (iteratively, so deep trees
    /// are safe); returns whether any animation in the subtree is still running.
    @discardableResult
    package func processAnimationsInSubtree(at mediaTime: CFTimeInterval) -> Bool {
        var running = false
        var pending: [CALayer] = [self]
        while let layer = pending.popLast() {
            if layer.processAnimations(at: mediaTime) { running = true }
            if let mask = layer.mask { pending.append(mask) }
            pending.append(contentsOf: layer.sublayerList)
        }
        return running
    }
}
