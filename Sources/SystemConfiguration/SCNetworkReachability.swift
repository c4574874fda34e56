// SPDX-License-Identifier: Apache-2.0
//
// System Configuration's reachability API (SCNetworkReachability.h), answering for the simulated network
// (docs/ARCHITECTURE.md, "Network state").

import CoreFoundation
import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// How a target host or address can be reached with the device's current network.
public struct SCNetworkReachabilityFlags: OptionSet, Sendable, Hashable {
    /// The flag bits, with Apple's values (transientConnection 1, reachable 2, connectionRequired 4, …, isWWAN
    /// 1 << 18).
    public let rawValue: UInt32
    /// Creates flags from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The target is reachable through a transient connection, such as PPP.
    public static let transientConnection = SCNetworkReachabilityFlags(rawValue: 1 << 0)
    /// The target is reachable with the current network configuration.
    public static let reachable = SCNetworkReachabilityFlags(rawValue: 1 << 1)
    /// A connection must be established first (for example a VPN or cellular data that is down).
    public static let connectionRequired = SCNetworkReachabilityFlags(rawValue: 1 << 2)
    /// A connection will be established on demand by traffic to the target.
    public static let connectionOnTraffic = SCNetworkReachabilityFlags(rawValue: 1 << 3)
    /// The user must act (enter a password) to establish the connection.
    public static let interventionRequired = SCNetworkReachabilityFlags(rawValue: 1 << 4)
    /// A connection will be established on demand by the CFSocketStream APIs.
    public static let connectionOnDemand = SCNetworkReachabilityFlags(rawValue: 1 << 5)
    /// The target is a local address of this device.
    public static let isLocalAddress = SCNetworkReachabilityFlags(rawValue: 1 << 16)
    /// Traffic to the target does not go through a gateway but directly to the interface.
    public static let isDirect = SCNetworkReachabilityFlags(rawValue: 1 << 17)
    /// The target is reachable over the cellular (WWAN) interface.
    public static let isWWAN = SCNetworkReachabilityFlags(rawValue: 1 << 18)
    /// Same as ``connectionOnTraffic``.
    public static let connectionAutomatic = SCNetworkReachabilityFlags(rawValue: 1 << 3)
}

/// The callback a reachability reference calls when its flags change: the reference, its new flags and the
/// context's `info` pointer. (A C function pointer on iOS; here a Swift function type, since the reference is a
/// Swift class: the closures iOS code passes, which capture nothing, fit it unchanged.)
public typealias SCNetworkReachabilityCallBack =
    (SCNetworkReachability, SCNetworkReachabilityFlags, UnsafeMutableRawPointer?) -> Void

/// User data and its memory callbacks, given to ``SCNetworkReachabilitySetCallback(_:_:_:)`` (version 0).
public struct SCNetworkReachabilityContext {
    /// The structure's version: 0.
    public var version: CFIndex
    /// The caller's data, handed to the callback.
    public var info: UnsafeMutableRawPointer?
    /// Called once on `info` when the context is set (nil: not retained).
    public var retain: (@convention(c) (UnsafeRawPointer) -> UnsafeRawPointer)?
    /// Called once on `info` when the callback is replaced or the reference ends (nil: not released).
    public var release: (@convention(c) (UnsafeRawPointer) -> Void)?
    /// Describes `info` (unused by Touchstone).
    public var copyDescription: (@convention(c) (UnsafeRawPointer) -> Unmanaged<CFString>)?

    /// An empty context: version 0, no info, no callbacks.
    public init() {
        self.init(version: 0, info: nil, retain: nil, release: nil, copyDescription: nil)
    }

    /// A context with the given fields.
    public init(version: CFIndex, info: UnsafeMutableRawPointer?,
                retain: (@convention(c) (UnsafeRawPointer) -> UnsafeRawPointer)?,
                release: (@convention(c) (UnsafeRawPointer) -> Void)?,
                copyDescription: (@convention(c) (UnsafeRawPointer) -> Unmanaged<CFString>)?) {
        self.version = version
        self.info = info
        self.retain = retain
        self.release = release
        self.copyDescription = copyDescription
    }
}

/// A handle on the reachability of one host name or address; its flags follow the simulated network
/// (Wi-Fi: `.reachable`; cellular: `.reachable` and `.isWWAN`; none: no flags), whatever the target. Callbacks
/// run on the scheduled run loop or dispatch queue each time the network changes. Thread-safe.
public final class SCNetworkReachability: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// What the reference reaches: a host name or an address.
    let target: String
    private let lock = NSLock()
    private var callback: SCNetworkReachabilityCallBack?
    private var context = SCNetworkReachabilityContext()
    private var runLoops: [(CFRunLoop, CFString)] = []
    private var queue: DispatchQueue?
    private var observer: SimulatedNetwork.Token?

    init(target: String) { self.target = target }

    deinit {
        if let observer { SimulatedNetwork.removeObserver(observer) }
        if let info = context.info, let release = context.release { release(UnsafeRawPointer(info)) }
    }

    /// The reachability for logs: its target and the flags the simulated network gives it now.
    public var description: String { "<SCNetworkReachability \(target)> \(Self.flags(for: SimulatedNetwork.current))" }

    /// Whether `a` and `b` are the same reachability object (as `CFEqual` compares them).
    public static func == (a: SCNetworkReachability, b: SCNetworkReachability) -> Bool { a === b }
    /// Hashes the object's identity, consistent with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The flags every target has on `kind`.
    package static func flags(for kind: SimulatedNetwork.Kind) -> SCNetworkReachabilityFlags {
        switch kind {
        case .wifi: return [.reachable]
        case .cellular: return [.reachable, .isWWAN]
        case .none: return []
        }
    }

    func setCallback(_ callout: SCNetworkReachabilityCallBack?, context newContext: SCNetworkReachabilityContext?) {
        var replaced = SCNetworkReachabilityContext()
        lock.withLock {
            replaced = context
            callback = callout
            var kept = newContext ?? SCNetworkReachabilityContext()
            if callout == nil { kept = SCNetworkReachabilityContext() }
            if let info = kept.info, let retain = kept.retain {
                kept.info = UnsafeMutableRawPointer(mutating: retain(UnsafeRawPointer(info)))
            }
            context = kept
        }
        if let info = replaced.info, let release = replaced.release { release(UnsafeRawPointer(info)) }
    }

    func schedule(runLoop: CFRunLoop, mode: CFString) {
        lock.withLock { runLoops.append((runLoop, mode)) }
        observeIfNeeded()
    }

    func unschedule(runLoop: CFRunLoop, mode: CFString) -> Bool {
        lock.withLock {
            guard let index = runLoops.firstIndex(where: { $0.0 === runLoop && CFEqual($0.1, mode) }) else { return false }
            runLoops.remove(at: index)
            return true
        }
    }

    func setQueue(_ newQueue: DispatchQueue?) {
        lock.withLock { queue = newQueue }
        observeIfNeeded()
    }

    private func observeIfNeeded() {
        lock.withLock {
            guard observer == nil else { return }
            observer = SimulatedNetwork.addObserver { [weak self] kind in self?.networkChanged(to: kind) }
        }
    }

    /// Calls the callback set now, if any, with `flags` and the context's info.
    private func fire(_ flags: SCNetworkReachabilityFlags) {
        let (callback, info) = lock.withLock { (self.callback, context.info) }
        callback?(self, flags, info)
    }

    /// Calls the callback with the new flags on each scheduled run loop and queue.
    private func networkChanged(to kind: SimulatedNetwork.Kind) {
        let (hasCallback, runLoops, queue) = lock.withLock { (callback != nil, self.runLoops, self.queue) }
        guard hasCallback else { return }
        let flags = Self.flags(for: kind)
        let call: @Sendable () -> Void = { [self] in fire(flags) }
        if let queue { queue.async(execute: call) }
        for (runLoop, _) in runLoops {
            if runLoop === CFRunLoopGetMain() {
                DispatchQueue.main.async(execute: call)
            } else {
                CFRunLoopPerformBlock(runLoop, kCFRunLoopCommonModes, call)
                CFRunLoopWakeUp(runLoop)
            }
        }
    }
}

/// A reference for the reachability of the host `nodename` (a name or a numeric address); nil, logged, for an
/// empty name. No name is resolved: the flags follow the simulated network.
public func SCNetworkReachabilityCreateWithName(_ allocator: CFAllocator?, _ nodename: UnsafePointer<CChar>)
    -> SCNetworkReachability?
{
    let name = String(cString: nodename)
    guard !name.isEmpty else {
        FileHandle.standardError.write(Data("SCNetworkReachabilityCreateWithName: empty host name\n".utf8))
        return nil
    }
    return SCNetworkReachability(target: name)
}

/// A reference for the reachability of the socket address `address` (IPv4 or IPv6; the zero address stands for
/// "the internet"); nil for another address family.
public func SCNetworkReachabilityCreateWithAddress(_ allocator: CFAllocator?, _ address: UnsafePointer<sockaddr>)
    -> SCNetworkReachability?
{
    let family = Int32(address.pointee.sa_family)
    guard family == AF_INET || family == AF_INET6 else {
        FileHandle.standardError.write(Data("SCNetworkReachabilityCreateWithAddress: unsupported family \(family)\n".utf8))
        return nil
    }
    return SCNetworkReachability(target: family == AF_INET ? "IPv4 address" : "IPv6 address")
}

/// A reference for the reachability between a local and a remote address; either may be nil (not both).
public func SCNetworkReachabilityCreateWithAddressPair(_ allocator: CFAllocator?, _ localAddress: UnsafePointer<sockaddr>?,
                                                       _ remoteAddress: UnsafePointer<sockaddr>?) -> SCNetworkReachability?
{
    guard let address = remoteAddress ?? localAddress else { return nil }
    return SCNetworkReachabilityCreateWithAddress(allocator, address)
}

/// Writes the target's current flags to `flags`; always true (the simulated network is always known).
@discardableResult
public func SCNetworkReachabilityGetFlags(_ target: SCNetworkReachability,
                                          _ flags: UnsafeMutablePointer<SCNetworkReachabilityFlags>) -> Bool
{
    flags.pointee = SCNetworkReachability.flags(for: SimulatedNetwork.current)
    return true
}

/// Sets (or with nil removes) the callback called when the target's flags change, with a copy of `context`
/// (its `retain` is called on `info` now, its `release` when replaced or when the reference ends). True.
@discardableResult
public func SCNetworkReachabilitySetCallback(_ target: SCNetworkReachability, _ callout: SCNetworkReachabilityCallBack?,
                                             _ context: UnsafeMutablePointer<SCNetworkReachabilityContext>?) -> Bool
{
    target.setCallback(callout, context: context?.pointee)
    return true
}

/// Calls the target's callback on `runLoop` (the main run loop: on the main queue) whenever the network
/// changes. True.
@discardableResult
public func SCNetworkReachabilityScheduleWithRunLoop(_ target: SCNetworkReachability, _ runLoop: CFRunLoop,
                                                     _ runLoopMode: CFString) -> Bool
{
    target.schedule(runLoop: runLoop, mode: runLoopMode)
    return true
}

/// Stops calling the target's callback on `runLoop` in `runLoopMode`; false when it was not scheduled there.
@discardableResult
public func SCNetworkReachabilityUnscheduleFromRunLoop(_ target: SCNetworkReachability, _ runLoop: CFRunLoop,
                                                       _ runLoopMode: CFString) -> Bool
{
    target.unschedule(runLoop: runLoop, mode: runLoopMode)
}

/// Calls the target's callback on `queue` whenever the network changes; nil stops it. True.
@discardableResult
public func SCNetworkReachabilitySetDispatchQueue(_ target: SCNetworkReachability, _ queue: DispatchQueue?) -> Bool {
    target.setQueue(queue)
    return true
}
