// SPDX-License-Identifier: Apache-2.0

import Foundation
import HostInterface

/// The binary form of each message: a type byte (app-to-device types below 64, device-to-app from 64) and its
/// fields in order, little-endian, strings as a 32-bit byte count and UTF-8.
extension DeviceLinkMessage {
    /// The message's type byte.
    public var typeCode: UInt8 {
        switch self {
        case .hello: 1
        case .frameReady: 2
        case .launchFinished: 3
        case .lifecycleReached: 4
        case .openURLRequest: 5
        case .pong: 6
        case .log: 7
        case .canOpenURLRequest: 8
        case .backgroundTasks: 9
        case .nextTurn: 10
        case .welcome: 64
        case .input: 65
        case .lifecycle: 66
        case .openURL: 67
        case .openURLResult: 68
        case .ping: 69
        case .clock: 70
        }
    }

    /// The most damage rectangles a frame may list (more is a peer's bug; it should send an empty list, the
    /// whole surface).
    public static let maximumDamageRects = 256
    /// The longest URL, in UTF-8 bytes.
    public static let maximumURLLength = 8 * 1024

    /// The message's payload (without the frame header).
    public func encodedPayload() -> [UInt8] {
        var writer = WireWriter()
        switch self {
        case .hello(let hello):
            writer.u16(hello.protocolVersion)
            writer.string(hello.bundleIdentifier)
            writer.i32(hello.processIdentifier)
        case .frameReady(let frame):
            writer.u64(frame.sequence)
            writer.u32(frame.pixelWidth)
            writer.u32(frame.pixelHeight)
            writer.u32(frame.bytesPerRow)
            writer.u32(UInt32(frame.damage.count))
            for rect in frame.damage {
                writer.u32(rect.x)
                writer.u32(rect.y)
                writer.u32(rect.width)
                writer.u32(rect.height)
            }
        case .launchFinished:
            break
        case .lifecycleReached(let state), .lifecycle(let state):
            writer.u8(state.rawValue)
        case .openURLRequest(let token, let url), .canOpenURLRequest(let token, let url):
            writer.u32(token)
            writer.string(url)
        case .pong(let token), .ping(let token):
            writer.u32(token)
        case .log(let line):
            writer.string(line)
        case .backgroundTasks(let count):
            writer.u16(count)
        case .nextTurn(let next):
            switch next {
            case .nextRefresh: writer.u8(0)
            case .at(let seconds):
                writer.u8(1)
                writer.f64(seconds)
            case .onInput: writer.u8(2)
            }
        case .welcome(let welcome):
            writer.u16(welcome.protocolVersion)
            writer.string(welcome.deviceName)
            writer.f64(welcome.screenWidth)
            writer.f64(welcome.screenHeight)
            writer.f64(welcome.scale)
            writer.string(welcome.surfaceName)
        case .input(let event):
            event.encode(to: &writer)
        case .openURL(let url, let source):
            writer.string(url)
            writer.string(source)
        case .openURLResult(let token, let opened):
            writer.u32(token)
            writer.bool(opened)
        case .clock(let seconds):
            writer.f64(seconds)
        }
        return writer.bytes
    }

    /// Reads a message of type `type` from `payload`, refusing unknown types, short or long payloads and
    /// out-of-range fields.
    public static func decode(type: UInt8, payload: [UInt8]) throws -> DeviceLinkMessage {
        var reader = WireReader(payload)
        let message: DeviceLinkMessage
        switch type {
        case 1:
            message = .hello(Hello(protocolVersion: try reader.u16(), bundleIdentifier: try reader.string(limit: 1024),
                                   processIdentifier: try reader.i32()))
        case 2:
            let sequence = try reader.u64()
            let width = try reader.u32(), height = try reader.u32(), stride = try reader.u32()
            let count = Int(try reader.u32())
            guard count <= maximumDamageRects else { throw DeviceLinkError.invalidValue("\(count) damage rectangles") }
            var damage: [PixelRect] = []
            damage.reserveCapacity(count)
            for _ in 0..<count {
                damage.append(PixelRect(x: try reader.u32(), y: try reader.u32(), width: try reader.u32(),
                                        height: try reader.u32()))
            }
            message = .frameReady(FrameReady(sequence: sequence, pixelWidth: width, pixelHeight: height,
                                             bytesPerRow: stride, damage: damage))
        case 3:
            message = .launchFinished
        case 4, 66:
            let raw = try reader.u8()
            guard let state = LifecycleState(rawValue: raw) else { throw DeviceLinkError.invalidValue("life-cycle state \(raw)") }
            message = type == 4 ? .lifecycleReached(state) : .lifecycle(state)
        case 5:
            message = .openURLRequest(token: try reader.u32(), url: try reader.string(limit: maximumURLLength))
        case 6:
            message = .pong(try reader.u32())
        case 7:
            message = .log(try reader.string())
        case 8:
            message = .canOpenURLRequest(token: try reader.u32(), url: try reader.string(limit: maximumURLLength))
        case 9:
            message = .backgroundTasks(count: try reader.u16())
        case 10:
            switch try reader.u8() {
            case 0: message = .nextTurn(.nextRefresh)
            case 1:
                let seconds = try reader.finite("wake time")
                guard seconds >= 0 else { throw DeviceLinkError.invalidValue("wake time \(seconds)") }
                message = .nextTurn(.at(seconds))
            case 2: message = .nextTurn(.onInput)
            case let kind: throw DeviceLinkError.invalidValue("next-turn kind \(kind)")
            }
        case 64:
            let version = try reader.u16()
            let name = try reader.string(limit: 1024)
            let width = try reader.finite("screen width"), height = try reader.finite("screen height")
            let scale = try reader.finite("scale")
            guard width > 0, height > 0, width <= 16_384, height <= 16_384, scale > 0, scale <= 8 else {
                throw DeviceLinkError.invalidValue("screen \(width)×\(height) @\(scale)x")
            }
            message = .welcome(Welcome(protocolVersion: version, deviceName: name, screenWidth: width,
                                       screenHeight: height, scale: scale, surfaceName: try reader.string(limit: 255)))
        case 65:
            message = .input(try HostEvent.decode(from: &reader))
        case 67:
            message = .openURL(url: try reader.string(limit: maximumURLLength), sourceApplication: try reader.string(limit: 1024))
        case 68:
            message = .openURLResult(token: try reader.u32(), opened: try reader.bool())
        case 69:
            message = .ping(try reader.u32())
        case 70:
            let seconds = try reader.finite("clock")
            guard seconds >= 0 else { throw DeviceLinkError.invalidValue("clock \(seconds)") }
            message = .clock(seconds: seconds)
        default:
            throw DeviceLinkError.unknownMessageType(type)
        }
        try reader.finish()
        return message
    }
}

extension HostEvent {
    /// The most fingers a device tracks at once; finger numbers are below it.
    static let fingerLimit = 64

    func encode(to writer: inout WireWriter) {
        func touch(_ kind: UInt8, _ finger: Int, _ location: CGPoint, _ time: Double) {
            writer.u8(kind)
            writer.i32(Int32(clamping: finger))
            writer.f64(Double(location.x))
            writer.f64(Double(location.y))
            writer.f64(time)
        }
        switch self {
        case .touchDown(let finger, let location, let time): touch(1, finger, location, time)
        case .touchMoved(let finger, let location, let time): touch(2, finger, location, time)
        case .touchUp(let finger, let location, let time): touch(3, finger, location, time)
        case .touchCancelled(let finger, let time):
            writer.u8(4)
            writer.i32(Int32(clamping: finger))
            writer.f64(time)
        case .hardware(let action, let time):
            writer.u8(5)
            writer.string(action.rawValue)
            writer.f64(time)
        case .key(let key, let down, let time):
            writer.u8(6)
            writer.string(key)
            writer.bool(down)
            writer.f64(time)
        case .text(let text, let time):
            writer.u8(7)
            writer.string(text)
            writer.f64(time)
        case .textEditing(let text, let cursor, let length, let time):
            writer.u8(8)
            writer.string(text)
            writer.i32(Int32(clamping: cursor))
            writer.i32(Int32(clamping: length))
            writer.f64(time)
        case .quit(let time):
            writer.u8(9)
            writer.f64(time)
        }
    }

    static func decode(from reader: inout WireReader) throws -> HostEvent {
        func finger() throws -> Int {
            let value = Int(try reader.i32())
            guard (0..<fingerLimit).contains(value) else { throw DeviceLinkError.invalidValue("finger \(value)") }
            return value
        }
        func location() throws -> CGPoint {
            CGPoint(x: try reader.finite("touch x"), y: try reader.finite("touch y"))
        }
        func time() throws -> Double {
            let value = try reader.finite("timestamp")
            guard value >= 0 else { throw DeviceLinkError.invalidValue("timestamp \(value)") }
            return value
        }
        switch try reader.u8() {
        case 1: return .touchDown(finger: try finger(), location: try location(), timestamp: try time())
        case 2: return .touchMoved(finger: try finger(), location: try location(), timestamp: try time())
        case 3: return .touchUp(finger: try finger(), location: try location(), timestamp: try time())
        case 4: return .touchCancelled(finger: try finger(), timestamp: try time())
        case 5:
            let name = try reader.string(limit: 64)
            guard let action = HardwareAction(rawValue: name) else { throw DeviceLinkError.invalidValue("hardware action \(name)") }
            return .hardware(action, timestamp: try time())
        case 6: return .key(try reader.string(limit: 64), down: try reader.bool(), timestamp: try time())
        case 7: return .text(try reader.string(limit: 4096), timestamp: try time())
        case 8:
            let text = try reader.string(limit: 4096)
            let cursor = Int(try reader.i32()), length = Int(try reader.i32())
            let units = text.utf16.count
            guard cursor >= 0, length >= 0, cursor + length <= units else {
                throw DeviceLinkError.invalidValue("composition range \(cursor)+\(length) in \(units) units")
            }
            return .textEditing(text, cursor: cursor, length: length, timestamp: try time())
        case 9: return .quit(timestamp: try time())
        case let kind: throw DeviceLinkError.invalidValue("input kind \(kind)")
        }
    }
}
