// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Touchstone's render server: the main thread commits its layer tree, and a compositor draws a mirror of that
/// tree — on the calling thread, or on a render thread of its own that animates and composites at every refresh
/// whether or not the main thread is running (infrastructure, not Apple API).
///
/// iPhone OS splits the work the same way (guide §2.2.4): the app's main thread changes layers and commits; the
/// render server evaluates animations at the display's refresh times and composites. Here:
/// - ``commit(at:)`` (main thread) runs layout, display and the animation bookkeeping on the model tree (start and
///   stop callbacks, removal of finished animations, transaction completions: all on the main thread, in the same
///   order as before), then hands a ``LayerCommit`` — an immutable description of the tree — to the rendering side.
///   The main thread's only shared step is appending it to a list under a lock.
/// - ``renderFrame(at:)`` applies the commits received so far to the mirror tree and composites the frame for
///   media time `time`: on the calling thread, or, once ``startRenderThread(pacing:)`` has run, on the render
///   thread while the caller waits. Either way the frames are the same, so runs on a manual clock stay
///   deterministic: the render thread renders exactly the frames asked for.
/// - With ``Pacing``, the render thread also renders by itself on the refresh grid of a real clock (frame times
///   are whole multiples of the refresh interval), as long as an animation runs or a commit waits, and hands each
///   frame to `present` on the render thread. It sleeps otherwise.
///
/// `presentation()` on the main thread still evaluates the model's animations at the current media time, which
/// approximates what the render thread shows, as on iOS.
package final class RenderServer: @unchecked Sendable {
    /// How a render thread paces itself on a real clock.
    package struct Pacing: Sendable {
        /// Seconds between refreshes (1/60 for a 60 Hz display).
        package var refreshInterval: Double
        /// The media clock, in seconds (real time).
        package var clock: @Sendable () -> CFTimeInterval
        /// Shows a frame: called on the render thread with the framebuffer's pixels and what the frame changed.
        package var present: @Sendable (CGImage, FrameResult) -> Void
        /// Called on the render thread before the first frame it presents (a window makes its renderer there).
        package var willPresent: @Sendable () -> Void
        /// Called on the render thread after the last frame it presented, as the thread stops.
        package var didStopPresenting: @Sendable () -> Void

        package init(refreshInterval: Double, clock: @escaping @Sendable () -> CFTimeInterval,
                     present: @escaping @Sendable (CGImage, FrameResult) -> Void,
                     willPresent: @escaping @Sendable () -> Void = {}, didStopPresenting: @escaping @Sendable () -> Void = {})
        {
            self.refreshInterval = refreshInterval
            self.clock = clock
            self.present = present
            self.willPresent = willPresent
            self.didStopPresenting = didStopPresenting
        }
    }

    /// The compositor drawing the mirror tree. Touch it only from the rendering side: the calling thread while no
    /// render thread runs, else from ``withCompositor(_:)``.
    package let compositor: Compositor
    /// The model tree shown (main thread). Changing it repaints everything on the next frame.
    package var rootLayer: CALayer?
    private let mirrors = LayerTreeMirror()
    /// The root mirror of the last commit handed over (main thread; nil before the first).
    private var lastCommittedRoot: CALayer??
    /// How many commits were handed to the rendering side (main thread): commits that changed nothing are not.
    package private(set) var commitsHandedOver = 0
    /// How many commits walked the model tree (main thread): an unchanged, settled tree is not walked.
    package var commitWalks: Int { mirrors.walks }

    /// Guards everything below; the render thread waits on it.
    private let condition = NSCondition()
    private var pending: [LayerCommit] = []
    private var thread: Thread?
    private var pacing: Pacing?
    private var stopRequested = false
    /// A frame asked for by ``renderFrame(at:)`` while the render thread runs, and its result.
    private var requested: CFTimeInterval?
    private var answer: FrameResult?
    /// A job asked for by ``withCompositor(_:)``.
    private var job: (() -> Void)?
    /// Whether the last rendered frame had an animation running (the paced thread keeps rendering).
    private var animating = false
    /// The latest media time a commit was made at: the paced thread never renders a frame for an earlier time,
    /// so an animation added by a commit never shows its model value first.
    private var latestCommitTime = -Double.infinity
    /// The pacing whose `willPresent` has run on the render thread (its `didStopPresenting` runs as it stops).
    private var presenting: Pacing?

    /// A server drawing `rootLayer` into a `pixelWidth` × `pixelHeight` framebuffer (see ``Compositor``); nil
    /// (logged) when the framebuffer cannot be made.
    package init?(pixelWidth: Int, pixelHeight: Int, scale: CGFloat = 1, rootLayer: CALayer? = nil) {
        guard let compositor = Compositor(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale) else {
            return nil
        }
        compositor.rendersCommittedTree = true
        self.compositor = compositor
        self.rootLayer = rootLayer
    }

    /// (A running render thread keeps the server alive: stop it with ``stopRenderThread()``.)
    deinit { stopRenderThread() }

    // MARK: The main thread's side

    /// Lays out, displays and runs the animation bookkeeping of the model tree for media time `time`, then
    /// commits the tree to the rendering side. Returns whether a model animation is still running. Main thread.
    @discardableResult
    package func commit(at time: CFTimeInterval) -> Bool {
        var running = false
        if let root = rootLayer {
            root.layoutIfNeeded()
            // (The compositor's size and scale never change: reading them here is safe.)
            running = Compositor.prepareModel(root, at: time, viewport: compositor.pointViewport).anyRunning
        }
        let commit = mirrors.commit(rootLayer, at: time)
        // A commit that changes nothing is not handed over, so an idle main thread never wakes the render thread.
        if commit.updates.isEmpty, let last = lastCommittedRoot, last === commit.root { return running }
        lastCommittedRoot = .some(commit.root)
        commitsHandedOver += 1
        condition.withLock {
            pending.append(commit)
            if time.isFinite { latestCommitTime = max(latestCommitTime, time) }
            condition.broadcast()
        }
        return running
    }

    /// Commits (``commit(at:)``) and renders (``renderFrame(at:)``) the frame for `time`: what
    /// ``Compositor/renderFrame(at:)`` does in one step for a tree it draws itself.
    @discardableResult
    package func commitAndRender(at time: CFTimeInterval) -> FrameResult {
        guard time.isFinite else { return renderFrame(at: time) }
        let running = commit(at: time)
        var result = renderFrame(at: time)
        result.animationsRunning = result.animationsRunning || running
        return result
    }

    // MARK: The rendering side

    /// Applies the commits received and composites the frame for media time `time`; on the render thread when
    /// one runs (the caller waits), else here.
    @discardableResult
    package func renderFrame(at time: CFTimeInterval) -> FrameResult {
        condition.lock()
        guard thread != nil else {
            condition.unlock()
            return render(at: time)
        }
        while requested != nil, thread != nil { condition.wait() }
        requested = time
        answer = nil
        condition.broadcast()
        while answer == nil, thread != nil { condition.wait() }
        // (The thread stopped first, from another thread: render here instead.)
        guard let result = answer else {
            requested = nil
            condition.unlock()
            return render(at: time)
        }
        answer = nil
        condition.unlock()
        return result
    }

    /// Runs `body` with the compositor on the rendering side (the render thread when one runs) and returns its
    /// result: for reading the framebuffer, dumps or settings between frames. Form `body` outside any actor's
    /// isolation (in a `nonisolated` function): a closure isolated to the main actor traps when the render thread
    /// runs it.
    package func withCompositor<T>(_ body: (Compositor) -> T) -> T {
        condition.lock()
        guard thread != nil else {
            condition.unlock()
            return body(compositor)
        }
        var result: T?
        withoutActuallyEscaping(body) { body in
            let box = UncheckedBox(body)
            while job != nil, thread != nil { condition.wait() }
            job = { result = box.value(self.compositor) }
            condition.broadcast()
            while job != nil, thread != nil { condition.wait() }
            // (The thread stopped first, from another thread: run it here instead.)
            if let job {
                self.job = nil
                condition.unlock()
                job()
                condition.lock()
            }
        }
        condition.unlock()
        return result!
    }

    /// Wakes a paced render thread to look at its clock again: a manual clock that moved tells it so (a real
    /// clock needs nothing; the thread waits for the next refresh by itself).
    package func clockDidAdvance() {
        condition.withLock { condition.broadcast() }
    }

    private func takePending() -> [LayerCommit] {
        condition.withLock {
            defer { pending.removeAll(keepingCapacity: true) }
            return pending
        }
    }

    /// Applies the pending commits and renders (rendering side only).
    private func render(at time: CFTimeInterval) -> FrameResult {
        for commit in takePending() {
            commit.apply()
            if compositor.rootLayer !== commit.root { compositor.rootLayer = commit.root }
        }
        let result = compositor.renderFrame(at: time)
        condition.withLock { animating = result.animationsRunning }
        return result
    }

    // MARK: The render thread

    /// Starts the render thread (once; later calls change nothing but the pacing). Without `pacing` it renders
    /// only the frames ``renderFrame(at:)`` asks for; with it, also by itself at each refresh while something
    /// animates or a commit waits, presenting each frame that changed. With a pacing, the thread calls its
    /// `willPresent` and presents the current frame whole right away; it calls `didStopPresenting` as it stops.
    package func startRenderThread(pacing: Pacing? = nil) {
        condition.lock()
        defer { condition.unlock() }
        self.pacing = pacing
        condition.broadcast()
        guard thread == nil else { return }
        stopRequested = false
        // The thread runs in the starter's layer environment (task-local, so not inherited by a new thread).
        let environment = LayerEnvironment.current
        let thread = Thread { [unowned self] in environment.run { self.loop() } }
        thread.name = "touchstone render server"
        thread.stackSize = 8 << 20
        self.thread = thread
        thread.start()
    }

    /// Stops the render thread (waiting for its frame in progress); frames are then rendered on the calling
    /// thread again.
    package func stopRenderThread() {
        condition.lock()
        defer { condition.unlock() }
        guard thread != nil else { return }
        stopRequested = true
        condition.broadcast()
        while thread != nil { condition.wait() }
    }

    /// The render thread's loop; holds the lock except while rendering.
    private func loop() {
        condition.lock()
        defer {
            if let presenting {
                self.presenting = nil
                condition.unlock()
                presenting.didStopPresenting()
                condition.lock()
            }
            thread = nil
            condition.broadcast()
            condition.unlock()
        }
        while !stopRequested {
            if let time = requested {
                condition.unlock()
                let result = render(at: time)
                condition.lock()
                requested = nil
                answer = result
                condition.broadcast()
                continue
            }
            if let work = job {
                condition.unlock()
                work()
                condition.lock()
                job = nil
                condition.broadcast()
                continue
            }
            // A pacing not yet presenting shows the current frame at once (a window's new renderer starts empty).
            guard let pacing, animating || !pending.isEmpty || presenting == nil else {
                condition.wait()
                continue
            }
            let now = pacing.clock()
            let interval = pacing.refreshInterval.isFinite ? max(pacing.refreshInterval, 0.001) : 1.0 / 60
            guard now.isFinite else {
                // A clock that cannot be read renders nothing; look again a refresh later.
                _ = condition.wait(until: Date(timeIntervalSinceNow: interval))
                continue
            }
            let tick = (now / interval).rounded(.down) * interval
            if tick > lastTick {
                lastTick = tick
                let time = max(tick, latestCommitTime)
                let starting = presenting == nil
                presenting = pacing
                condition.unlock()
                if starting { pacing.willPresent() }
                var result = render(at: time)
                // The first frame is shown whole, changed or not.
                if starting { result.damage = [compositor.pixelBounds] }
                let image = result.changed ? compositor.image() : nil
                if let image { pacing.present(image, result) }
                condition.lock()
                continue
            }
            _ = condition.wait(until: Date(timeIntervalSinceNow: max(0, tick + interval - now)))
        }
    }

    /// The refresh time the paced thread last rendered.
    private var lastTick = -Double.infinity
}

/// Carries a non-escaping closure across to the render thread for the duration of one call.
private struct UncheckedBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
