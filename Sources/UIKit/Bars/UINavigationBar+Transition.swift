// SPDX-License-Identifier: Apache-2.0

import Foundation

/// One view's move during a navigation bar transition: its frame and alpha at the start (0) and end (1).
@MainActor
package struct BarTrack {
    package let view: UIView
    package let from: CGRect, to: CGRect
    package let fromAlpha: CGFloat, toAlpha: CGFloat

    /// Puts the view where it is at `progress` (0…1), interpolating linearly.
    package func apply(_ progress: CGFloat) {
        let t = min(1, max(0, progress))
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        view.frame = CGRect(x: mix(from.minX, to.minX), y: mix(from.minY, to.minY), width: mix(from.width, to.width),
                            height: mix(from.height, to.height))
        view.alpha = mix(fromAlpha, toAlpha)
    }
}

/// A running push, pop or replacement of a navigation bar's contents: the outgoing and incoming content and the
/// tracks of their views.
@MainActor
package final class NavigationBarTransition {
    package let outgoing: NavigationBarContentView?
    package let incoming: NavigationBarContentView?
    package let tracks: [BarTrack]
    /// Whether an interactive pop drives it (``UINavigationBar/beginInteractivePop()``).
    package let isInteractive: Bool
    /// The progress last applied by an interactive pop.
    package fileprivate(set) var progress: CGFloat = 0

    init(outgoing: NavigationBarContentView?, incoming: NavigationBarContentView?, tracks: [BarTrack], isInteractive: Bool) {
        self.outgoing = outgoing
        self.incoming = incoming
        self.tracks = tracks
        self.isInteractive = isInteractive
    }

    fileprivate func apply(_ progress: CGFloat) { tracks.forEach { $0.apply(progress) } }
}

/// The handle a navigation controller drives an interactive pop of its bar with (an edge-swipe back).
///
/// `update(_:)` moves the bar's contents to a fraction of the pop; `finish()` animates the rest and keeps the
/// incoming contents, which the bar then adopts when the item is popped (`popItemUnchecked`, `setItems`);
/// `cancel()` animates back and discards them. The handle does nothing once finished or cancelled.
@MainActor
package final class NavigationBarInteractivePop {
    private weak var bar: UINavigationBar?
    private let transition: NavigationBarTransition
    private var done = false

    fileprivate init(bar: UINavigationBar, transition: NavigationBarTransition) {
        self.bar = bar
        self.transition = transition
    }

    /// Shows the pop `percent` (0…1, clamped) of the way through.
    package func update(_ percent: CGFloat) {
        guard percent.isFinite else {
            return UIKitDiagnostics.log("UINavigationBar: interactive pop progress \(percent) is not finite; ignored")
        }
        guard !done else { return }
        transition.progress = min(1, max(0, percent))
        UIView.performWithoutAnimation { transition.apply(transition.progress) }
    }

    /// Animates the rest of the pop (the remaining fraction of ``UINavigationBar/transitionDuration``).
    package func finish() {
        guard !done, let bar else { return }
        done = true
        bar.finishInteractivePop(transition)
    }

    /// Animates back to the top item's contents and discards the incoming ones.
    package func cancel() {
        guard !done, let bar else { return }
        done = true
        bar.cancelInteractivePop(transition)
    }
}

extension UINavigationBar {
    /// How long a push or pop animation of the bar's contents lasts (0.35 s); navigation controllers match it.
    package static var transitionDuration: TimeInterval { BarMetrics.transitionDuration }

    /// Shows the new top item after a stack change: at once, or (when `animated` and the bar is on screen) by
    /// sliding and cross-fading the old contents out and the new in over ``transitionDuration``.
    package func showTopItem(transitionKind kind: ItemTransition, animated: Bool) {
        if let adopted = adoptedContent, adopted.item === topItem {
            adoptedContent = nil
            return setNeedsLayout()
        }
        adoptedContent = nil
        finishTransitionNow()
        let old = currentContent
        let new = makeContent(for: topItem, in: itemStack)
        currentContent = new
        if let new {
            addSubview(new)
            new.layoutContent(rowHeight: rowHeight, classic: look.classic)
        }
        guard animated, window != nil, UIView.areAnimationsEnabled, old != nil || new != nil else {
            old?.removeFromSuperview()
            return setNeedsLayout()
        }
        let transition = NavigationBarTransition(outgoing: old, incoming: new,
                                                 tracks: tracks(from: old, to: new, kind: kind), isInteractive: false)
        run(transition, from: 0, to: 1, duration: Self.transitionDuration) { [weak self] in
            self?.endTransition(transition, keepIncoming: true)
        }
    }

    /// Starts an interactive pop of the top item (nil when fewer than two items): the item beneath's contents
    /// are built and placed at the pop's start; drive them with the returned handle.
    package func beginInteractivePop() -> NavigationBarInteractivePop? {
        guard itemStack.count >= 2, let old = currentContent else { return nil }
        finishTransitionNow()
        let stack = Array(itemStack.dropLast())
        guard let new = makeContent(for: stack.last, in: stack) else { return nil }
        addSubview(new)
        new.layoutContent(rowHeight: rowHeight, classic: look.classic)
        let transition = NavigationBarTransition(outgoing: old, incoming: new, tracks: tracks(from: old, to: new, kind: .pop),
                                                 isInteractive: true)
        self.transition = transition
        UIView.performWithoutAnimation { transition.apply(0) }
        return NavigationBarInteractivePop(bar: self, transition: transition)
    }

    fileprivate func finishInteractivePop(_ transition: NavigationBarTransition) {
        guard self.transition === transition else { return }
        self.transition = nil
        currentContent = transition.incoming
        adoptedContent = transition.incoming
        run(transition, from: transition.progress, to: 1,
            duration: Self.transitionDuration * Double(1 - transition.progress)) { [weak self] in
            self?.endTransition(transition, keepIncoming: true)
        }
    }

    fileprivate func cancelInteractivePop(_ transition: NavigationBarTransition) {
        guard self.transition === transition else { return }
        self.transition = nil
        run(transition, from: transition.progress, to: 0, duration: Self.transitionDuration * Double(transition.progress)) {
            [weak self] in
            self?.endTransition(transition, keepIncoming: false)
        }
    }

    private func run(_ transition: NavigationBarTransition, from start: CGFloat, to end: CGFloat, duration: TimeInterval,
                     completion: @escaping () -> Void) {
        self.transition = transition
        UIView.performWithoutAnimation { transition.apply(start) }
        guard duration > 0 else {
            transition.apply(end)
            return completion()
        }
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: {
            transition.apply(end)
        }, completion: { _ in completion() })
    }

    /// Ends `transition` (if it is still the running one): the losing contents leave the bar.
    private func endTransition(_ transition: NavigationBarTransition, keepIncoming: Bool) {
        if self.transition === transition { self.transition = nil }
        if keepIncoming {
            if transition.outgoing !== currentContent { transition.outgoing?.removeFromSuperview() }
        } else if transition.incoming !== currentContent {
            transition.incoming?.removeFromSuperview()
        }
        if self.transition == nil, contentIsStale, adoptedContent == nil { rebuildContent() }
        setNeedsLayout()
    }

    /// Jumps a running transition to its end (a new change arrived mid-animation).
    package func finishTransitionNow() {
        guard let transition else { return }
        self.transition = nil
        for track in transition.tracks { track.view.layer.removeAllAnimations() }
        UIView.performWithoutAnimation { transition.apply(transition.isInteractive ? 0 : 1) }
        if transition.isInteractive {
            transition.incoming?.removeFromSuperview()
        } else if transition.outgoing !== currentContent {
            transition.outgoing?.removeFromSuperview()
        }
    }

    /// The tracks of a change from `old` to `new` contents (both laid out at their final frames).
    ///
    /// Push: the old title slides left to where the new back button sits and fades; the new back button grows
    /// out of the old title's place; the new title comes in from the right. Pop mirrors it. Buttons cross-fade in
    /// place; a replacement cross-fades everything.
    private func tracks(from old: NavigationBarContentView?, to new: NavigationBarContentView?,
                        kind: ItemTransition) -> [BarTrack] {
        var tracks: [BarTrack] = []
        let shift = bounds.width / 2
        func fade(_ view: UIView?, out: Bool) {
            guard let view else { return }
            tracks.append(BarTrack(view: view, from: view.frame, to: view.frame, fromAlpha: out ? view.alpha : 0,
                                   toAlpha: out ? 0 : view.alpha))
        }
        func move(_ view: UIView?, out: Bool, toX x: CGFloat?) {
            guard let view else { return }
            let here = view.frame
            let there = CGRect(x: x ?? here.minX, y: here.minY, width: here.width, height: here.height)
            tracks.append(out ? BarTrack(view: view, from: here, to: there, fromAlpha: view.alpha, toAlpha: 0)
                              : BarTrack(view: view, from: there, to: here, fromAlpha: 0, toAlpha: view.alpha))
        }
        let oldTitle = old?.titleContentView, newTitle = new?.titleContentView
        let sign: CGFloat = kind == .push ? -1 : 1
        switch kind {
        case .push, .pop:
            let oldBackX = old?.backButton?.frame.minX, newBackX = new?.backButton?.frame.minX
            if kind == .push {
                move(oldTitle, out: true, toX: newBackX ?? oldTitle.map { $0.frame.minX - shift })
                move(new?.backButton, out: false, toX: oldTitle?.frame.minX)
                move(old?.backButton, out: true, toX: oldBackX.map { $0 - shift / 2 })
                move(newTitle, out: false, toX: newTitle.map { $0.frame.minX + shift })
            } else {
                move(oldTitle, out: true, toX: oldTitle.map { $0.frame.minX + shift })
                move(old?.backButton, out: true, toX: newTitle?.frame.minX)
                move(newTitle, out: false, toX: oldBackX ?? newTitle.map { $0.frame.minX - shift })
                move(new?.backButton, out: false, toX: newBackX.map { $0 - shift / 2 })
            }
            move(old?.largeTitleLabel, out: true, toX: old?.largeTitleLabel.map { $0.frame.minX + sign * shift })
            move(new?.largeTitleLabel, out: false, toX: new?.largeTitleLabel.map { $0.frame.minX - sign * shift })
        case .replace:
            fade(oldTitle, out: true)
            fade(newTitle, out: false)
            fade(old?.backButton, out: true)
            fade(new?.backButton, out: false)
            fade(old?.largeTitleLabel, out: true)
            fade(new?.largeTitleLabel, out: false)
        }
        for view in (old?.leftViews ?? []) + (old?.rightViews ?? []) { fade(view, out: true) }
        for view in (new?.leftViews ?? []) + (new?.rightViews ?? []) { fade(view, out: false) }
        fade(old?.promptLabel, out: true)
        fade(new?.promptLabel, out: false)
        return tracks
    }
}
