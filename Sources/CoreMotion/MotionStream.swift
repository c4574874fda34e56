// SPDX-License-Identifier: Apache-2.0
//
// One kind of update a CMMotionManager delivers (docs/ARCHITECTURE.md, "Motion").

import Foundation
import MotionSensors

/// The updates of one sensor of one manager: its interval, whether it runs, its latest sample and its handler.
///
/// Starting and stopping take effect at once for ``isActive`` and power; the ticker that takes samples runs on
/// the environment's clock on the main actor. A handler's sample goes to its operation queue; samples queued before
/// a stop (or a restart) are dropped when their operation runs. Thread-safe.
final class MotionStream: @unchecked Sendable {
    /// Makes the sample object the handler and the pull property get.
    typealias Maker = @Sendable (MotionSample) -> CMLogItem

    /// The sensor's name in log lines ("accelerometer").
    let name: String
    private let powersAccelerometer: Bool
    private let lock = NSLock()
    private var intervalValue = MotionTicker.minimumInterval
    private var active = false
    private var generation = 0
    private var latestValue: CMLogItem?
    private var environment: MotionEnvironment?
    /// Only touched on the main actor.
    nonisolated(unsafe) private var ticker: MotionTicker?

    /// A stopped stream of `name` updates; `powersAccelerometer` when it keeps the accelerometer on.
    init(name: String, powersAccelerometer: Bool) {
        self.name = name
        self.powersAccelerometer = powersAccelerometer
    }

    /// Seconds between updates: at least 0.01 (shorter values, zero and negatives included, become 0.01); NaN
    /// and infinite values are logged and ignored.
    var interval: Double {
        get { lock.withLock { intervalValue } }
        set {
            guard newValue.isFinite else {
                return MotionDiagnostics.log("\(name) update interval \(newValue) is not finite; ignored")
            }
            let interval = MotionTicker.clamped(newValue, keeping: MotionTicker.minimumInterval)
            lock.withLock { intervalValue = interval }
            MotionMainActor.run { self.ticker?.interval = interval }
        }
    }

    /// Whether updates run.
    var isActive: Bool { lock.withLock { active } }

    /// The latest sample since updates first started, or nil.
    var latest: CMLogItem? { lock.withLock { latestValue } }

    /// Starts (or restarts) updates in `environment`: samples made by `make`, handed to `handler` on `queue` when
    /// both are given, and kept for ``latest``.
    func start(in environment: MotionEnvironment, make: @escaping Maker, queue: OperationQueue?,
               handler: ((CMLogItem) -> Void)?)
    {
        let (generation, wasActive, interval) = lock.withLock { () -> (Int, Bool, Double) in
            defer { active = true }
            self.generation += 1
            self.environment = environment
            return (self.generation, active, intervalValue)
        }
        if powersAccelerometer && !wasActive { environment.sensor.requestPower(for: "CMMotionManager") }
        let delivery = Delivery(queue: queue, handler: handler)
        MotionMainActor.run {
            self.ticker?.stop()
            let ticker = MotionTicker(clock: environment.clock, interval: interval) { [weak self] time in
                self?.tick(at: time, sensor: environment.sensor, generation: generation, make: make, delivery: delivery)
            }
            self.ticker = ticker
            ticker.start()
        }
    }

    /// Stops updates; samples already queued are not delivered.
    func stop() {
        let environment = lock.withLock { () -> MotionEnvironment? in
            guard active else { return nil }
            active = false
            generation += 1
            return self.environment
        }
        guard let environment else { return }
        if powersAccelerometer { environment.sensor.releasePower(for: "CMMotionManager") }
        MotionMainActor.run {
            self.ticker?.stop()
            self.ticker = nil
        }
    }

    /// Where a sample goes: the handler, on its queue.
    private struct Delivery: @unchecked Sendable {
        let queue: OperationQueue?
        let handler: ((CMLogItem) -> Void)?
    }

    @MainActor
    private func tick(at time: Double, sensor: MotionSensor, generation: Int, make: Maker, delivery: Delivery) {
        let item = make(sensor.sample(at: time))
        let current = lock.withLock { () -> Bool in
            guard active && self.generation == generation else { return false }
            latestValue = item
            return true
        }
        guard current, let queue = delivery.queue, let handler = delivery.handler else { return }
        let handoff = Handoff(item: item, handler: handler)
        queue.addOperation { [weak self] in
            guard let self, self.isCurrent(generation) else { return }
            handoff.handler(handoff.item)
        }
    }

    private func isCurrent(_ generation: Int) -> Bool {
        lock.withLock { active && self.generation == generation }
    }

    /// A sample and its handler, handed to the operation queue.
    private struct Handoff: @unchecked Sendable {
        let item: CMLogItem
        let handler: (CMLogItem) -> Void
    }
}
