// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The state of a signpost interval begun by `OSSignposter.beginInterval`, handed back to `endInterval`.
public final class OSSignpostIntervalState: Codable, Sendable {
    /// The interval's identifier.
    public let signpostID: OSSignpostID
    /// Whether the signposter recorded the begin (the end is then recorded too).
    let isOpen: Bool

    init(id: OSSignpostID, isOpen: Bool) {
        signpostID = id
        self.isOpen = isOpen
    }

    private enum CodingKeys: String, CodingKey { case id, open }

    /// Decodes a state written by `encode(to:)`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        signpostID = OSSignpostID(try container.decode(UInt64.self, forKey: .id))
        isOpen = try container.decode(Bool.self, forKey: .open)
    }

    /// Encodes the identifier and whether the interval is open.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(signpostID.rawValue, forKey: .id)
        try container.encode(isOpen, forKey: .open)
    }
}

/// Marks intervals and events for performance analysis (iOS 15), recorded in the process's log store.
public struct OSSignposter: @unchecked Sendable {
    let handle: OSLog

    /// A signposter on `OSLog.default`.
    public init() { handle = .default }
    /// A signposter for a subsystem and category.
    public init(subsystem: String, category: String) { handle = OSLog(subsystem: subsystem, category: category) }
    /// A signposter for a subsystem and one of the system's categories (`.pointsOfInterest`).
    public init(subsystem: String, category: OSLog.Category) {
        handle = OSLog(subsystem: subsystem, category: category)
    }
    /// A signposter writing through a logger's handle.
    public init(logger: Logger) { handle = logger.handle }
    /// A signposter writing through a log handle.
    public init(logHandle: OSLog) { handle = logHandle }

    /// A signposter that records nothing.
    public static let disabled = OSSignposter(logHandle: .disabled)

    /// Whether signposts are recorded.
    public var isEnabled: Bool { handle.signpostsEnabled }

    /// A new identifier, unique in the process.
    public func makeSignpostID() -> OSSignpostID { OSSignpostID(log: handle) }
    /// The identifier derived from an object: the same object gives the same identifier.
    public func makeSignpostID(from object: AnyObject) -> OSSignpostID { OSSignpostID(log: handle, object: object) }

    /// Records an event.
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive) {
        handle.recordSignpost(.event, name: name.description, id: id, formatString: "") { "" }
    }

    /// Records an event with a message.
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) {
        record(.event, name, id, message)
    }

    /// Records an interval's begin and returns the state `endInterval` takes.
    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive) -> OSSignpostIntervalState {
        handle.recordSignpost(.begin, name: name.description, id: id, formatString: "") { "" }
        return OSSignpostIntervalState(id: id, isOpen: isEnabled)
    }

    /// Records an interval's begin with a message and returns the state `endInterval` takes.
    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage)
        -> OSSignpostIntervalState {
        record(.begin, name, id, message)
        return OSSignpostIntervalState(id: id, isOpen: isEnabled)
    }

    /// Records an animation interval's begin (the same as `beginInterval` here: no animation timeline).
    public func beginAnimationInterval(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage)
        -> OSSignpostIntervalState {
        beginInterval(name, id: id, message)
    }

    /// Records an interval's end.
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState) {
        guard state.isOpen else { return }
        handle.recordSignpost(.end, name: name.description, id: state.signpostID, formatString: "") { "" }
    }

    /// Records an interval's end with a message.
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState, _ message: OSLogMessage) {
        guard state.isOpen else { return }
        record(.end, name, state.signpostID, message)
    }

    /// Runs a closure inside an interval and returns its result (the interval ends even when it throws).
    public func withIntervalSignpost<T>(_ name: StaticString, id: OSSignpostID = .exclusive,
                                        around task: () throws -> T) rethrows -> T {
        let state = beginInterval(name, id: id)
        defer { endInterval(name, state) }
        return try task()
    }

    /// Runs a closure inside an interval with a begin message and returns its result.
    public func withIntervalSignpost<T>(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage,
                                        around task: () throws -> T) rethrows -> T {
        let state = beginInterval(name, id: id, message)
        defer { endInterval(name, state) }
        return try task()
    }

    private func record(_ type: OSSignpostType, _ name: StaticString, _ id: OSSignpostID, _ message: OSLogMessage) {
        handle.recordSignpost(type, name: name.description, id: id, formatString: message.formatString) {
            message.render(revealPrivate: LogEnvironment.current.revealsPrivateValues)
        }
    }
}
