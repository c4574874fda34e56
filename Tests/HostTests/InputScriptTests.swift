// SPDX-License-Identifier: Apache-2.0

import HostInterface
import Testing

private func script(_ events: String, version: Int = 1) -> Data {
    Data("""
        {"version": \(version), "device": "iphone4", "screen": {"width": 320, "height": 480},
         "events": [\(events)]}
        """.utf8)
}

/// The error message reading `json` produces (nil when it reads).
private func failure(_ json: Data) -> String? {
    do {
        _ = try InputScript(json: json)
        return nil
    } catch {
        return (error as? InputScriptError)?.description ?? "not an InputScriptError: \(error)"
    }
}

@Suite("Input scripts")
struct InputScriptTests {
    @Test("Every kind of host event survives a JSON round trip exactly")
    func roundTrip() throws {
        let events: [HostEvent] = [
            .touchDown(finger: 0, location: CGPoint(x: 160, y: 240.5), timestamp: 0.1),
            .touchMoved(finger: 1, location: CGPoint(x: 1.0 / 3, y: 2), timestamp: 0.1 + 1.0 / 60),
            .touchUp(finger: 1, location: CGPoint(x: 3, y: 4), timestamp: 0.2),
            .touchCancelled(finger: 0, timestamp: 0.3),
            .hardware(.shakeBegan, timestamp: 0.4),
            .key("a", down: true, timestamp: 0.5),
            .text("héllo 世界", timestamp: 0.6),
            .quit(timestamp: 0.7),
        ]
        let original = InputScript(device: "iphone3gs", screenSize: CGSize(width: 320, height: 480), duration: 0.75,
                                   events: events)
        let decoded = try InputScript(json: original.jsonData())
        #expect(decoded == original)
        // One event per line, so recorded scripts diff well.
        #expect(String(decoding: original.jsonData(), as: UTF8.self).split(separator: "\n").count == events.count + 2)
    }

    @Test("The JSON form of a touch names its kind, finger and point")
    func touchJSON() throws {
        let json = String(decoding: try JSONEncoder().encode(
            HostEvent.touchDown(finger: 2, location: CGPoint(x: 10, y: 20), timestamp: 1.5)), as: UTF8.self)
        for part in ["\"kind\":\"touchDown\"", "\"finger\":2", "\"x\":10", "\"y\":20", "\"time\":1.5"] {
            #expect(json.contains(part))
        }
    }

    @Test("An unknown event kind is an error naming the event and the kinds that exist")
    func unknownKind() {
        let message = failure(script(#"{"time": 0, "kind": "touchDown", "finger": 0, "x": 1, "y": 2}, {"time": 1, "kind": "swipe"}"#))
        #expect(message?.hasPrefix("events[1].kind: unknown event kind 'swipe'") == true)
        #expect(message?.contains("touchMoved") == true)
    }

    @Test("A missing field, a wrong type or an unknown hardware action names the field")
    func badFields() {
        #expect(failure(script(#"{"time": 0, "kind": "touchDown", "finger": 0, "y": 2}"#)) == "events[0].x: missing")
        #expect(failure(script(#"{"time": "soon", "kind": "quit"}"#))?.hasPrefix("events[0].time: expected") == true)
        #expect(failure(script(#"{"time": 0, "kind": "hardware", "action": "explode"}"#))?
            .hasPrefix("events[0].action: unknown hardware action 'explode'") == true)
        #expect(failure(script(#"{"time": 0, "kind": "touchUp", "finger": -1, "x": 0, "y": 0}"#)) == "events[0].finger: finger -1 is negative")
    }

    @Test("Times must be non-negative and in order; the version must be 1")
    func badTimesAndVersion() {
        #expect(failure(script(#"{"time": -1, "kind": "quit"}"#)) == "events[0].time: -1.0 is negative")
        #expect(failure(script(#"{"time": 2, "kind": "quit"}, {"time": 1, "kind": "quit"}"#))
            == "events[1].time: 1.0 comes before the previous event's time 2.0")
        #expect(failure(script("", version: 2)) == "version: 2 is not supported (this build reads version 1)")
    }

    @Test("Broken JSON is reported as such, and a missing file names its path")
    func brokenJSON() {
        #expect(failure(Data("{\"version\": 1,".utf8))?.hasPrefix("not valid JSON") == true)
        #expect(throws: InputScriptError.self) { try InputScript(contentsOf: "/nonexistent/script.json") }
    }
}
