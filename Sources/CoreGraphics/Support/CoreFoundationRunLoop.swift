// SPDX-License-Identifier: Apache-2.0

import Foundation

// Core Foundation's run-loop names, which iOS code passes to C-style APIs that call back on a run loop
// (`AudioQueueNewOutput(&format, callback, data, CFRunLoopGetCurrent(), CFRunLoopMode.commonModes.rawValue, 0, &q)`)
// and turns itself (`CFRunLoopRunInMode(.defaultMode, 0.25, false)`). As with the other CF names
// (CoreFoundationBridging.swift), `CFRunLoop` is its toll-free Foundation twin, `RunLoop`. A file that also imports
// Linux's own `CoreFoundation` module sees both spellings; the parameter types pick one.

/// A run loop: Foundation's `RunLoop`.
public typealias CFRunLoop = RunLoop

/// The name of a run-loop mode; its raw value is the `CFString` C-style APIs take.
public struct CFRunLoopMode: RawRepresentable, Hashable, @unchecked Sendable {
    /// The mode's name.
    public let rawValue: CFString
    /// The mode named `rawValue`.
    public init(rawValue: CFString) { self.rawValue = rawValue }
    /// The mode named `rawValue`.
    public init(_ rawValue: CFString) { self.rawValue = rawValue }
    /// The pseudo-mode that stands for every common mode (the default mode among them).
    public static let commonModes = CFRunLoopMode(rawValue: RunLoop.Mode.common.rawValue as NSString)
    /// The mode a run loop runs in by default.
    public static let defaultMode = CFRunLoopMode(rawValue: RunLoop.Mode.default.rawValue as NSString)

    /// Whether both name the same mode.
    public static func == (lhs: CFRunLoopMode, rhs: CFRunLoopMode) -> Bool { lhs.rawValue.isEqual(rhs.rawValue) }
    /// Hashes the mode's name.
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue as String) }

    /// Foundation's name for the mode.
    public var runLoopMode: RunLoop.Mode { RunLoop.Mode(rawValue: rawValue as String) }
}

/// The common modes (`CFRunLoopMode.commonModes`).
public let kCFRunLoopCommonModes: CFRunLoopMode! = .commonModes
/// The default mode (`CFRunLoopMode.defaultMode`).
public let kCFRunLoopDefaultMode: CFRunLoopMode! = .defaultMode

/// Why `CFRunLoopRunInMode` returned.
public enum CFRunLoopRunResult: Int32, Sendable {
    /// The run loop had nothing to run in that mode.
    case finished = 1
    /// `CFRunLoopStop` stopped it.
    case stopped = 2
    /// The time ran out.
    case timedOut = 3
    /// A source was handled (Foundation's run loop does not say so: Touchstone reports `timedOut` instead).
    case handledSource = 4
}

/// The calling thread's run loop.
public func CFRunLoopGetCurrent() -> CFRunLoop! { RunLoop.current }

/// The main thread's run loop.
public func CFRunLoopGetMain() -> CFRunLoop! { RunLoop.main }

/// Runs the current thread's run loop in `mode` for at most `seconds` (0: one pass over what is due, without
/// waiting). `returnAfterSourceHandled` is not honoured: Foundation's run loop returns after its first pass
/// anyway. Returns `.finished` when the mode has nothing to run, `.stopped` after `CFRunLoopStop`, else `.timedOut`.
@discardableResult
public func CFRunLoopRunInMode(_ mode: CFRunLoopMode!, _ seconds: CFTimeInterval,
                               _ returnAfterSourceHandled: Bool) -> CFRunLoopRunResult
{
    let runLoop = RunLoop.current
    let limit = seconds > 0 && seconds.isFinite ? Date(timeIntervalSinceNow: seconds) : Date.distantPast
    let ran = runLoop.run(mode: (mode ?? .defaultMode).runLoopMode, before: limit)
    if RunLoopStopRequests.shared.take(runLoop) { return .stopped }
    return ran ? .timedOut : .finished
}

/// Runs the current thread's run loop in the default mode until `CFRunLoopStop` stops it or it has nothing left to
/// run.
public func CFRunLoopRun() {
    let runLoop = RunLoop.current
    while runLoop.run(mode: .default, before: .distantFuture) {
        if RunLoopStopRequests.shared.take(runLoop) { return }
    }
}

/// Makes the innermost `CFRunLoopRun` / `CFRunLoopRunInMode` of `rl` return once its current pass ends.
public func CFRunLoopStop(_ rl: CFRunLoop!) {
    guard let rl else { return }
    RunLoopStopRequests.shared.request(rl)
    // A timer due now wakes the loop if it sleeps (Foundation on Linux has no CFRunLoopWakeUp).
    rl.add(Timer(fire: .distantPast, interval: 0, repeats: false) { _ in }, forMode: .common)
}

/// The run loops `CFRunLoopStop` asked to stop.
private final class RunLoopStopRequests: @unchecked Sendable {
    static let shared = RunLoopStopRequests()
    private let lock = NSLock()
    private var pending: Set<ObjectIdentifier> = []

    func request(_ runLoop: RunLoop) { lock.withLock { _ = pending.insert(ObjectIdentifier(runLoop)) } }
    func take(_ runLoop: RunLoop) -> Bool { lock.withLock { pending.remove(ObjectIdentifier(runLoop)) != nil } }
}
