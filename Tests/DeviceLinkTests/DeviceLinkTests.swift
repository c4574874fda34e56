// SPDX-License-Identifier: Apache-2.0

import DeviceLink
import Foundation
import HostInterface
import Testing

/// One of each message, with awkward values (non-ASCII text, extremes of each field).
private let samples: [DeviceLinkMessage] = [
    .hello(.init(bundleIdentifier: "com.example.Moveme", processIdentifier: 4242)),
    .frameReady(.init(sequence: .max, pixelWidth: 640, pixelHeight: 960, bytesPerRow: 2560,
                      damage: [.init(x: 0, y: 40, width: 640, height: 88), .init(x: 10, y: 10, width: 1, height: 1)])),
    .frameReady(.init(sequence: 1, pixelWidth: 320, pixelHeight: 480, bytesPerRow: 1280)),
    .launchFinished,
    .lifecycleReached(.background),
    .openURLRequest(token: 7, url: "moveme://placard?text=Ça%20va"),
    .pong(.max),
    .canOpenURLRequest(token: 8, url: "tel:555-0100"),
    .backgroundTasks(count: 3),
    .nextTurn(.nextRefresh),
    .nextTurn(.at(61.25)),
    .nextTurn(.onInput),
    .log("2026-11-28 launch ✓ 日本語"),
    .welcome(.init(deviceName: "iPhone 4", screenWidth: 320, screenHeight: 480, scale: 2, surfaceName: "/touchstone-42")),
    .input(.touchDown(finger: 0, location: CGPoint(x: 160.5, y: -3), timestamp: 12.25)),
    .input(.touchMoved(finger: 63, location: CGPoint(x: 0, y: 480), timestamp: 0)),
    .input(.touchUp(finger: 1, location: CGPoint(x: 1, y: 2), timestamp: 3)),
    .input(.touchCancelled(finger: 2, timestamp: 4)),
    .input(.hardware(.home, timestamp: 5)),
    .input(.key("Return", down: true, timestamp: 6)),
    .input(.text("héllo 👋", timestamp: 7)),
    .input(.textEditing("にほん", cursor: 1, length: 2, timestamp: 8)),
    .input(.quit(timestamp: 9)),
    .lifecycle(.terminated),
    .openURL(url: "lists://contact/7", sourceApplication: "com.example.Catalog"),
    .openURLResult(token: 7, opened: false),
    .ping(3),
    .clock(seconds: 1234.5),
]

@Suite("Device link protocol")
struct DeviceLinkTests {
    @Test("Every message survives a frame and back, also when the bytes arrive one at a time")
    func roundTrip() throws {
        var whole = DeviceLinkFramer()
        var trickle = DeviceLinkFramer()
        var decoded: [DeviceLinkMessage] = [], trickled: [DeviceLinkMessage] = []
        for message in samples {
            let frame = DeviceLinkFramer.frame(message)
            whole.append(frame)
            for byte in frame {
                #expect(try trickle.next() == nil)
                trickle.append([byte])
            }
            if let message = try trickle.next() { trickled.append(message) }
        }
        while let message = try whole.next() { decoded.append(message) }
        #expect(decoded == samples)
        #expect(trickled == samples)
        #expect(!whole.hasPartialFrame)
    }

    @Test("Each message type has its own type byte; app-to-device types sit below 64, device-to-app from 64")
    func typeCodes() {
        let codes = samples.map(\.typeCode)
        #expect(Set(codes).count == 17)
        let fromApp: Set<UInt8> = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
        for message in samples {
            switch message {
            case .hello, .frameReady, .launchFinished, .lifecycleReached, .openURLRequest, .pong, .log, .canOpenURLRequest,
                 .backgroundTasks, .nextTurn:
                #expect(message.typeCode < 64 && fromApp.contains(message.typeCode))
            default:
                #expect(message.typeCode >= 64)
            }
        }
    }

    @Test("The frame layout is a little-endian length, the type byte and the payload")
    func frameLayout() {
        let frame = DeviceLinkFramer.frame(.ping(0x0102_0304))
        #expect(frame == [4, 0, 0, 0, 69, 4, 3, 2, 1])
        #expect(DeviceLinkFramer.frame(.launchFinished) == [0, 0, 0, 0, 3])
    }

    @Test("Bad frames are refused with the reason, and the framer stays failed")
    func badFrames() throws {
        func firstError(_ bytes: [UInt8]) -> DeviceLinkError? {
            var framer = DeviceLinkFramer()
            framer.append(bytes)
            do {
                _ = try framer.next()
                return nil
            } catch {
                return error as? DeviceLinkError
            }
        }
        #expect(firstError([0xFF, 0xFF, 0xFF, 0x7F, 1]) == .oversized(0x7FFF_FFFF))
        #expect(firstError([0, 0, 0, 0, 200]) == .unknownMessageType(200))
        #expect(firstError([2, 0, 0, 0, 69, 1, 2]) == .truncated)
        #expect(firstError([5, 0, 0, 0, 69, 1, 2, 3, 4, 5]) == .trailingBytes(1))
        // A log line of invalid UTF-8.
        #expect(firstError([6, 0, 0, 0, 7, 2, 0, 0, 0, 0xC3, 0x28]) == .malformedString)
        // An unknown life-cycle state, a boolean of 2, a NaN touch, a finger out of range.
        #expect(firstError([1, 0, 0, 0, 66, 9]) == .invalidValue("life-cycle state 9"))
        #expect(firstError([5, 0, 0, 0, 68, 0, 0, 0, 0, 2]) == .invalidValue("boolean 2"))
        var nanTouch = WireBytes()
        nanTouch.event(kind: 1, finger: 0, x: .nan, y: 0, time: 0)
        #expect(firstError(nanTouch.framed(type: 65)) == .invalidValue("touch x is not finite"))
        var farFinger = WireBytes()
        farFinger.event(kind: 1, finger: 64, x: 0, y: 0, time: 0)
        #expect(firstError(farFinger.framed(type: 65)) == .invalidValue("finger 64"))
        // After an error nothing more comes out, even good frames.
        var framer = DeviceLinkFramer()
        framer.append([0, 0, 0, 0, 200])
        #expect(throws: DeviceLinkError.unknownMessageType(200)) { try framer.next() }
        framer.append(DeviceLinkFramer.frame(.ping(1)))
        #expect(throws: DeviceLinkError.unknownMessageType(200)) { try framer.next() }
    }

    @Test("A welcome with an impossible screen and a frame with too many damage rectangles are refused")
    func rangeChecks() {
        var framer = DeviceLinkFramer()
        framer.append(DeviceLinkFramer.frame(.welcome(.init(deviceName: "x", screenWidth: 0, screenHeight: 480,
                                                           scale: 2, surfaceName: "s"))))
        #expect(throws: DeviceLinkError.self) { try framer.next() }
        let rects = Array(repeating: DeviceLinkMessage.PixelRect(x: 0, y: 0, width: 1, height: 1), count: 257)
        var second = DeviceLinkFramer()
        second.append(DeviceLinkFramer.frame(.frameReady(.init(sequence: 1, pixelWidth: 1, pixelHeight: 1,
                                                               bytesPerRow: 4, damage: rects))))
        #expect(throws: DeviceLinkError.invalidValue("257 damage rectangles")) { try second.next() }
    }

    @Test("A next-turn message with an unknown kind, a negative or non-finite wake time, or a missing time is refused")
    func nextTurnChecks() {
        func refusal(_ bytes: WireBytes) -> DeviceLinkError? {
            var framer = DeviceLinkFramer()
            framer.append(bytes.framed(type: 10))
            do { _ = try framer.next() } catch let error as DeviceLinkError { return error } catch { return nil }
            return nil
        }
        var unknown = WireBytes()
        unknown.bytes = [3]
        #expect(refusal(unknown) == .invalidValue("next-turn kind 3"))
        var negative = WireBytes()
        negative.bytes = [1]
        negative.f64(-1)
        #expect(refusal(negative) == .invalidValue("wake time -1.0"))
        var infinite = WireBytes()
        infinite.bytes = [1]
        infinite.f64(.infinity)
        #expect(refusal(infinite) != nil)
        var missing = WireBytes()
        missing.bytes = [1]
        #expect(refusal(missing) != nil)
        var trailing = WireBytes()
        trailing.bytes = [2, 0]
        #expect(refusal(trailing) != nil)
        #expect(DeviceLinkMessage.protocolVersion == 2)
    }

    @Test("100,000 random frames never crash the decoder: each decodes or is refused")
    func randomGarbage() {
        var generator = SplitMix64(seed: 0x5EED)
        var refused = 0, accepted = 0
        for _ in 0..<100_000 {
            var framer = DeviceLinkFramer()
            let length = Int(generator.next() % 40)
            let type = UInt8(truncatingIfNeeded: generator.next() % 72)
            var bytes: [UInt8] = [UInt8(length), 0, 0, 0, type]
            for _ in 0..<length { bytes.append(UInt8(truncatingIfNeeded: generator.next())) }
            framer.append(bytes)
            do {
                if try framer.next() != nil { accepted += 1 }
            } catch {
                refused += 1
            }
        }
        #expect(refused + accepted == 100_000)
        #expect(refused > 50_000 && accepted > 0)
    }
}

/// A deterministic random number generator for the garbage test.
private struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Hand-made payloads for the refusal tests.
private struct WireBytes {
    var bytes: [UInt8] = []
    mutating func u32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) } }
    mutating func f64(_ value: Double) { withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) } }
    mutating func event(kind: UInt8, finger: Int32, x: Double, y: Double, time: Double) {
        bytes.append(kind)
        u32(UInt32(bitPattern: finger))
        f64(x)
        f64(y)
        f64(time)
    }
    func framed(type: UInt8) -> [UInt8] {
        var frame: [UInt8] = []
        withUnsafeBytes(of: UInt32(bytes.count).littleEndian) { frame.append(contentsOf: $0) }
        frame.append(type)
        return frame + bytes
    }
}
