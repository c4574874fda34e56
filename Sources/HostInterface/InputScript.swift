// SPDX-License-Identifier: Apache-2.0

import CoreGraphics

/// A recorded session's input: the device it ran on and every host event, timed from launch. Apps record one with
/// `--record-input` and play it back with `--replay` (README, "Running apps: launch options, record and replay").
///
/// The file is JSON, version 1:
///
/// ```json
/// {"version": 1, "device": "iphone4", "screen": {"width": 320, "height": 480}, "duration": 2.5,
///  "events": [{"time": 0.5, "kind": "touchDown", "finger": 0, "x": 160, "y": 240}, …]}
/// ```
///
/// `time` is seconds since launch (the first frame), non-negative and never decreasing; `duration` (optional) is
/// how long the session lasted. Event fields are described at ``HostEvent``'s `Codable` conformance.
public struct InputScript: Equatable, Sendable {
    /// The only format version this build reads and writes.
    public static let currentVersion = 1
    /// The device profile's short name (`iphone3gs`, `iphone4`, `modern`).
    public var device: String
    /// The screen size in points the events' locations refer to.
    public var screenSize: CGSize
    /// Seconds from launch to the end of the session; nil when unknown (then a replay ends shortly after the
    /// last event).
    public var duration: Double?
    /// The events, timed from launch, in delivery order.
    public var events: [HostEvent]

    /// A script for `device` (a device profile name such as `"iphone4"`) with a screen of `screenSize` points;
    /// `events` are timed in seconds from launch and kept in the order given.
    public init(device: String, screenSize: CGSize, duration: Double? = nil, events: [HostEvent]) {
        self.device = device
        self.screenSize = screenSize
        self.duration = duration
        self.events = events
    }

    /// Reads a script, checking everything before anything is played: the version, every event's kind and fields,
    /// finite non-negative times in order. Throws ``InputScriptError`` naming the problem (the field's path, e.g.
    /// `events[3].x`, and for broken JSON the parser's position).
    public init(json data: Data) throws {
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: data)
        } catch let error as DecodingError {
            throw InputScriptError(error)
        }
        guard file.version == Self.currentVersion else {
            throw InputScriptError("version: \(file.version) is not supported (this build reads version \(Self.currentVersion))")
        }
        guard file.screen.width > 0, file.screen.height > 0, file.screen.width.isFinite, file.screen.height.isFinite
        else { throw InputScriptError("screen: \(file.screen.width)×\(file.screen.height) is not a screen size") }
        var previous = 0.0
        for (i, event) in file.events.enumerated() {
            guard event.timestamp >= previous else {
                let what = i == 0 ? "is negative" : "comes before the previous event's time \(previous)"
                throw InputScriptError("events[\(i)].time: \(event.timestamp) \(what)")
            }
            previous = event.timestamp
        }
        if let d = file.duration, !(d.isFinite && d >= 0) { throw InputScriptError("duration: \(d) is not a duration") }
        self.init(device: file.device, screenSize: CGSize(width: file.screen.width, height: file.screen.height),
                  duration: file.duration, events: file.events)
    }

    /// Reads the script at `path`; a missing or unreadable file is an ``InputScriptError`` too.
    public init(contentsOf path: String) throws {
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw InputScriptError("cannot read \(path): \(error.localizedDescription)")
        }
        do { try self.init(json: data) } catch let error as InputScriptError {
            throw InputScriptError("\(path): \(error.description)")
        }
    }

    /// The script as pretty-printed JSON, one event per line.
    public func jsonData() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let header = File(version: Self.currentVersion, device: device,
                          screen: .init(width: Double(screenSize.width), height: Double(screenSize.height)),
                          duration: duration, events: [])
        var text = String(decoding: (try? encoder.encode(header)) ?? Data(), as: UTF8.self)
        // Replace the empty list with one event per line, so recorded scripts read and diff well.
        let lines = events.map { String(decoding: (try? encoder.encode($0)) ?? Data(), as: UTF8.self) }
        if let range = text.range(of: "\"events\":[]") {
            text.replaceSubrange(range, with: "\"events\":[\n" + lines.map { "  " + $0 }.joined(separator: ",\n") + "\n]")
        }
        return Data((text + "\n").utf8)
    }

    private struct File: Codable {
        struct Screen: Codable { var width: Double, height: Double }
        var version: Int
        var device: String
        var screen: Screen
        var duration: Double?
        var events: [HostEvent]
    }
}

/// Why a script could not be read: one line naming the field or position and the problem.
public struct InputScriptError: Error, CustomStringConvertible, Equatable {
    /// The problem, e.g. `events[3].kind: unknown event kind 'swipe'`.
    public let description: String
    /// An error with the given one-line description.
    public init(_ description: String) { self.description = description }

    init(_ error: DecodingError) {
        func path(_ keys: [CodingKey]) -> String {
            keys.reduce("") { s, key in
                if let i = key.intValue { return s + "[\(i)]" }
                return s.isEmpty ? key.stringValue : s + "." + key.stringValue
            }
        }
        switch error {
        case .keyNotFound(let key, let context):
            let at = path(context.codingPath + [key])
            self.init("\(at): missing")
        case .typeMismatch(let type, let context):
            self.init("\(path(context.codingPath)): expected \(type)")
        case .valueNotFound(let type, let context):
            self.init("\(path(context.codingPath)): expected \(type), found null")
        case .dataCorrupted(let context):
            let at = path(context.codingPath)
            let underlying = context.underlyingError.map { " (\($0))" } ?? ""
            self.init((at.isEmpty ? "not valid JSON: " : "\(at): ") + context.debugDescription + underlying)
        @unknown default:
            self.init("\(error)")
        }
    }
}
