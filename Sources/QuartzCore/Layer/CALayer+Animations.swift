// SPDX-License-Identifier: Apache-2.0

extension CALayer {
    /// Adds a copy of `anim` to the layer, replacing any animation under the same key (whose delegate is told
    /// it stopped unfinished). A nil key adds it under a unique private key.
    ///
    /// An animation whose `beginTime` is 0 starts when the current transaction commits. A `CABasicAnimation`
    /// without a `fromValue` starts from the property's current presentation value (for implicit actions, the
    /// value it had before the change).
    open func add(_ anim: CAAnimation, forKey key: String?) {
        guard !isPresentationCopy else { return }
        guard let copy = anim.copy() as? CAAnimation else { return }
        if let property = copy as? CAPropertyAnimation, property.keyPath == nil {
            return Diagnostics.log("CALayer.add(_:forKey:): a property animation needs a keyPath; ignored")
        }
        if let basic = copy as? CABasicAnimation, basic.fromValue == nil, let path = basic.keyPath {
            if let pending = pendingOldValue, pending.key == path {
                basic.capturedBase = pending.value
            } else {
                basic.capturedBase = presentedProperties(at: CACurrentMediaTime()).value(forKeyPath: path)
            }
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

    /// Removes the animation under `key`; its delegate is told it stopped unfinished.
    open func removeAnimation(forKey key: String) {
        guard let index = animationList.firstIndex(where: { $0.key == key }) else { return }
        let removed = animationList.remove(at: index).animation
        stop(removed, finished: false)
        noteChange()
    }

    /// Removes every animation (each delegate is told it stopped unfinished).
    open func removeAllAnimations() {
        let removed = animationList
        animationList.removeAll()
        for entry in removed { stop(entry.animation, finished: false) }
        noteChange()
    }

    /// The running animation under `key` (the layer's copy; don't modify it).
    open func animation(forKey key: String) -> CAAnimation? {
        animationList.first { $0.key == key }?.animation
    }

    /// The keys of the running animations, in the order they were added (nil when there are none).
    open func animationKeys() -> [String]? {
        animationList.isEmpty ? nil : animationList.map(\.key)
    }

    private func stop(_ animation: CAAnimation, finished: Bool) {
        guard !animation.hasFinished else { return }
        animation.hasFinished = true
        animation.delegate?.animationDidStop(animation, finished: finished)
        LayerEnvironment.current.transactions.runFinishedCompletions()
    }

    /// The model properties with every animation applied at media time `mediaTime`.
    package func presentedProperties(at mediaTime: CFTimeInterval) -> LayerProperties {
        guard !animationList.isEmpty else { return props }
        var result = props
        let local = mediaToLocal(mediaTime)
        for entry in animationList { entry.animation.apply(to: &result, atParentTime: local, layer: self) }
        return result
    }

    /// Per-frame bookkeeping for this layer's animations at `mediaTime`: start callbacks for newly active ones,
    /// stop callbacks (finished) and removal for completed ones. Returns whether any animation is still running.
    @discardableResult
    package func processAnimations(at mediaTime: CFTimeInterval) -> Bool {
        guard !animationList.isEmpty else { return false }
        let local = mediaToLocal(mediaTime)
        var running = false
        var finishedKeys: [String] = []
        for entry in animationList {
            let anim = entry.animation
            if !anim.hasStarted, anim.isStarted(atParentTime: local) {
                anim.hasStarted = true
                anim.delegate?.animationDidStart(anim)
            }
            if anim.isFinished(atParentTime: local) {
                if !anim.hasFinished {
                    anim.hasFinished = true
                    anim.delegate?.animationDidStop(anim, finished: true)
                }
                if anim.isRemovedOnCompletion { finishedKeys.append(entry.key) }
            } else {
                running = true
            }
        }
        if !finishedKeys.isEmpty {
            animationList.removeAll { finishedKeys.contains($0.key) && $0.animation.hasFinished }
            noteChange()
        }
        return running
    }
}
