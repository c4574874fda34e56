// SPDX-License-Identifier: Apache-2.0

import CoreGraphics

/// Host events as JSON objects, the events of an ``InputScript``: `{"time": 0.5, "kind": "touchDown", "finger": 0,
/// "x": 160, "y": 240}`.
///
/// Kinds and their fields: `touchDown`, `touchMoved`, `touchUp` (`finger`, `x`, `y` in screen points),
/// `touchCancelled` (`finger`), `hardware` (`action`: a ``HardwareAction`` name such as `"shakeBegan"`), `key`
/// (`key`, `down`), `text` (`text`), `textEditing` (`text`, `cursor`, `length`), `quit`. `time` is in seconds. An unknown kind or action, a missing field, or a
/// non-finite number is a decoding error that names the field.
extension HostEvent: Codable {
    private enum Key: String, CodingKey { case time, kind, finger, x, y, action, key, down, text, cursor, length }

    /// The JSON `kind` of each case, in declaration order.
    public static let scriptKinds = ["touchDown", "touchMoved", "touchUp", "touchCancelled", "hardware", "key", "text",
                                     "textEditing", "quit"]

    /// Reads an event from an input script's JSON object: its `kind` and that kind's fields; an unknown kind or a
    /// missing field throws a `DecodingError` that names it.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        let time = try Self.finite(c, .time)
        let kind = try c.decode(String.self, forKey: .kind)
        func point() throws -> CGPoint { CGPoint(x: try Self.finite(c, .x), y: try Self.finite(c, .y)) }
        func finger() throws -> Int {
            let f = try c.decode(Int.self, forKey: .finger)
            guard f >= 0 else {
                throw DecodingError.dataCorruptedError(forKey: .finger, in: c, debugDescription: "finger \(f) is negative")
            }
            return f
        }
        switch kind {
        case "touchDown": self = .touchDown(finger: try finger(), location: try point(), timestamp: time)
        case "touchMoved": self = .touchMoved(finger: try finger(), location: try point(), timestamp: time)
        case "touchUp": self = .touchUp(finger: try finger(), location: try point(), timestamp: time)
        case "touchCancelled": self = .touchCancelled(finger: try finger(), timestamp: time)
        case "hardware":
            let name = try c.decode(String.self, forKey: .action)
            guard let action = HardwareAction(rawValue: name) else {
                let known = HardwareAction.allCases.map(\.rawValue).joined(separator: ", ")
                throw DecodingError.dataCorruptedError(
                    forKey: .action, in: c, debugDescription: "unknown hardware action '\(name)' (known: \(known))")
            }
            self = .hardware(action, timestamp: time)
        case "key": self = .key(try c.decode(String.self, forKey: .key), down: try c.decode(Bool.self, forKey: .down),
                                timestamp: time)
        case "text": self = .text(try c.decode(String.self, forKey: .text), timestamp: time)
        case "textEditing":
            self = .textEditing(try c.decode(String.self, forKey: .text), cursor: try c.decode(Int.self, forKey: .cursor),
                                length: try c.decode(Int.self, forKey: .length), timestamp: time)
        case "quit": self = .quit(timestamp: time)
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: c,
                debugDescription: "unknown event kind '\(kind)' (known: \(Self.scriptKinds.joined(separator: ", ")))")
        }
    }

    /// Writes the event as an input script's JSON object: `kind` and that kind's fields.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(timestamp, forKey: .time)
        func touch(_ kind: String, _ finger: Int, _ p: CGPoint?) throws {
            try c.encode(kind, forKey: .kind)
            try c.encode(finger, forKey: .finger)
            if let p {
                try c.encode(Double(p.x), forKey: .x)
                try c.encode(Double(p.y), forKey: .y)
            }
        }
        switch self {
        case .touchDown(let f, let p, _): try touch("touchDown", f, p)
        case .touchMoved(let f, let p, _): try touch("touchMoved", f, p)
        case .touchUp(let f, let p, _): try touch("touchUp", f, p)
        case .touchCancelled(let f, _): try touch("touchCancelled", f, nil)
        case .hardware(let action, _):
            try c.encode("hardware", forKey: .kind)
            try c.encode(action.rawValue, forKey: .action)
        case .key(let key, let down, _):
            try c.encode("key", forKey: .kind)
            try c.encode(key, forKey: .key)
            try c.encode(down, forKey: .down)
        case .text(let text, _):
            try c.encode("text", forKey: .kind)
            try c.encode(text, forKey: .text)
        case .textEditing(let text, let cursor, let length, _):
            try c.encode("textEditing", forKey: .kind)
            try c.encode(text, forKey: .text)
            try c.encode(cursor, forKey: .cursor)
            try c.encode(length, forKey: .length)
        case .quit:
            try c.encode("quit", forKey: .kind)
        }
    }

    private static func finite(_ c: KeyedDecodingContainer<Key>, _ key: Key) throws -> Double {
        let value = try c.decode(Double.self, forKey: key)
        guard value.isFinite else {
            throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "\(value) is not a finite number")
        }
        return value
    }

    /// The same event `seconds` later (negative: earlier).
    public func shifted(by seconds: Double) -> HostEvent {
        let t = timestamp + seconds
        switch self {
        case .touchDown(let f, let p, _): return .touchDown(finger: f, location: p, timestamp: t)
        case .touchMoved(let f, let p, _): return .touchMoved(finger: f, location: p, timestamp: t)
        case .touchUp(let f, let p, _): return .touchUp(finger: f, location: p, timestamp: t)
        case .touchCancelled(let f, _): return .touchCancelled(finger: f, timestamp: t)
        case .hardware(let a, _): return .hardware(a, timestamp: t)
        case .key(let k, let d, _): return .key(k, down: d, timestamp: t)
        case .text(let s, _): return .text(s, timestamp: t)
        case .textEditing(let s, let c, let l, _): return .textEditing(s, cursor: c, length: l, timestamp: t)
        case .quit: return .quit(timestamp: t)
        }
    }
}
