// SPDX-License-Identifier: Apache-2.0

import Foundation

// Core Foundation's Booleans and the Mac result-code type, as iOS code reaches them through any framework import:
// keychain queries say `kSecReturnData as String: kCFBooleanTrue!` and compare an `OSStatus` with `noErr`. Like
// the other CF names (CoreFoundationBridging.swift), `CFBoolean` is its Foundation twin, `NSNumber`, so
// `kCFBooleanTrue as? Bool` and `true as CFBoolean` behave as on Apple platforms.

/// A Core Foundation Boolean: `NSNumber` holding a Bool (toll-free bridged on Apple platforms).
public typealias CFBoolean = NSNumber

/// Core Foundation's true.
public let kCFBooleanTrue: CFBoolean! = NSNumber(value: true)

/// Core Foundation's false.
public let kCFBooleanFalse: CFBoolean! = NSNumber(value: false)

/// The Boolean value of `boolean`.
public func CFBooleanGetValue(_ boolean: CFBoolean!) -> Bool { boolean?.boolValue ?? false }

/// A result code of Apple's C frameworks (Security, Audio Toolbox…): 0 on success, a negative code otherwise.
public typealias OSStatus = Int32

/// The result code meaning success (MacTypes' `noErr`; an `Int` in Swift, which compares with any `OSStatus`).
public var noErr: Int { 0 }

/// The C `Boolean` (an unsigned byte) of Darwin's APIs, as Swift's standard library has it on Apple platforms
/// (`UnsafeMutablePointer<DarwinBoolean>` out-parameters, e.g. `AudioQueueGetCurrentTime`).
@frozen
public struct DarwinBoolean: ExpressibleByBooleanLiteral, Equatable, Hashable, Sendable, CustomStringConvertible {
    private var value: UInt8
    /// Wraps `value`.
    public init(_ value: Bool) { self.value = value ? 1 : 0 }
    /// Wraps a literal.
    public init(booleanLiteral value: Bool) { self.init(value) }
    /// The value as a `Bool`.
    public var boolValue: Bool { value != 0 }
    /// "true" or "false".
    public var description: String { boolValue.description }
    /// Whether both hold the same truth value (any nonzero byte is true).
    public static func == (lhs: DarwinBoolean, rhs: DarwinBoolean) -> Bool { lhs.boolValue == rhs.boolValue }
    /// Hashes the truth value.
    public func hash(into hasher: inout Hasher) { hasher.combine(boolValue) }
}

extension Bool {
    /// The Bool of a `DarwinBoolean`.
    public init(_ value: DarwinBoolean) { self = value.boolValue }
}
