// SPDX-License-Identifier: Apache-2.0
//
// Network's path monitor, following the simulated network (docs/ARCHITECTURE.md, "Network state").

import Dispatch
import Foundation
import SystemConfiguration

/// Watches the device's network path: after ``start(queue:)`` its ``pathUpdateHandler`` is called on the queue
/// with the current path, then again each time the simulated network changes (`--network`, the Settings app's
/// Airplane Mode, a test), until ``cancel()``. A cancelled monitor cannot be started again (as on iOS).
public final class NWPathMonitor: @unchecked Sendable {
    private let lock = NSLock()
    private let requiredInterfaceType: NWInterface.InterfaceType?
    private let prohibitedInterfaceTypes: [NWInterface.InterfaceType]
    private var handler: (@Sendable (_ newPath: NWPath) -> Void)?
    private var startedQueue: DispatchQueue?
    private var observer: SimulatedNetwork.Token?
    private var cancelled = false

    /// A monitor of every interface.
    public init() {
        requiredInterfaceType = nil
        prohibitedInterfaceTypes = []
    }

    /// A monitor of the interfaces of one type only: the path is unsatisfied while none of that type is up.
    public init(requiredInterfaceType: NWInterface.InterfaceType) {
        self.requiredInterfaceType = requiredInterfaceType
        prohibitedInterfaceTypes = []
    }

    /// A monitor that ignores the interfaces of the given types.
    public init(prohibitedInterfaceTypes: [NWInterface.InterfaceType]) {
        requiredInterfaceType = nil
        self.prohibitedInterfaceTypes = prohibitedInterfaceTypes
    }

    deinit {
        if let observer { SimulatedNetwork.removeObserver(observer) }
    }

    /// Called on the monitor's queue with each new path.
    public var pathUpdateHandler: (@Sendable (_ newPath: NWPath) -> Void)? {
        get { lock.withLock { handler } }
        set { lock.withLock { handler = newValue } }
    }

    /// The path now (also before ``start(queue:)``).
    public var currentPath: NWPath { path(for: SimulatedNetwork.current) }

    /// The queue the monitor was started on; nil before ``start(queue:)``.
    public var queue: DispatchQueue? { lock.withLock { startedQueue } }

    /// Starts delivering paths on `queue`: the current one at once (asynchronously), then each change. Starting
    /// twice, or after ``cancel()``, is logged and ignored.
    public func start(queue: DispatchQueue) {
        let started: Bool = lock.withLock {
            guard startedQueue == nil, !cancelled else { return false }
            startedQueue = queue
            observer = SimulatedNetwork.addObserver { [weak self] kind in self?.deliver(kind) }
            return true
        }
        guard started else {
            FileHandle.standardError.write(Data("NWPathMonitor: start(queue:) on a started or cancelled monitor is ignored\n".utf8))
            return
        }
        deliver(SimulatedNetwork.current)
    }

    /// Stops delivering paths; the handler is not called after this returns (a delivery already queued is
    /// dropped).
    public func cancel() {
        lock.withLock {
            cancelled = true
            if let observer { SimulatedNetwork.removeObserver(observer) }
            observer = nil
        }
    }

    private func path(for kind: SimulatedNetwork.Kind) -> NWPath {
        NWPath(kind: kind, required: requiredInterfaceType, prohibited: prohibitedInterfaceTypes)
    }

    private func deliver(_ kind: SimulatedNetwork.Kind) {
        guard let queue = lock.withLock({ cancelled ? nil : startedQueue }) else { return }
        let path = path(for: kind)
        queue.async { [self] in
            guard let handler = lock.withLock({ cancelled ? nil : handler }) else { return }
            handler(path)
        }
    }
}
