// SPDX-License-Identifier: Apache-2.0

import Foundation

// Core Foundation's types as iOS code uses them with Core Graphics, Core Text and ImageIO-style calls.
//
// On Apple platforms each of these CF types is toll-free bridged to a Foundation class (a `CFData` *is* an `NSData`),
// and Swift's value types convert to them with `as` through that class: `data as CFData`, `"x" as CFString`,
// `dict as CFDictionary`. swift-corelibs-foundation keeps its CoreFoundation module private to Foundation, and the
// `CoreFoundation` module a program can import there declares unrelated, unbridged classes. So Touchstone names each
// CF type as its Foundation twin: the `as` conversions are then Foundation's own bridging casts, which Linux
// supports, and the objects behave as Apple's do (reference semantics, `CFMutableData` filled in place by a data
// consumer). See docs/ARCHITECTURE.md, "Core Foundation bridging".

/// Any Core Foundation object.
public typealias CFTypeRef = AnyObject
/// An immutable byte buffer: Foundation's `NSData` (toll-free bridged on Apple platforms).
public typealias CFData = NSData
/// A growable byte buffer: `NSMutableData`.
public typealias CFMutableData = NSMutableData
/// An immutable string: `NSString`.
public typealias CFString = NSString
/// A mutable string: `NSMutableString`.
public typealias CFMutableString = NSMutableString
/// An immutable dictionary: `NSDictionary`.
public typealias CFDictionary = NSDictionary
/// A mutable dictionary: `NSMutableDictionary`.
public typealias CFMutableDictionary = NSMutableDictionary
/// An immutable array: `NSArray`.
public typealias CFArray = NSArray
/// A mutable array: `NSMutableArray`.
public typealias CFMutableArray = NSMutableArray
/// A number: `NSNumber`.
public typealias CFNumber = NSNumber
/// A URL: `NSURL`.
public typealias CFURL = NSURL
/// An error: `NSError`.
public typealias CFError = NSError
/// Core Foundation's signed count and index type.
public typealias CFIndex = Int

/// The number of bytes in `data`.
public func CFDataGetLength(_ data: CFData) -> CFIndex { data.length }

/// A pointer to `data`'s bytes, valid while `data` is alive and unchanged.
public func CFDataGetBytePtr(_ data: CFData) -> UnsafePointer<UInt8>! {
    data.length == 0 ? nil : data.bytes.assumingMemoryBound(to: UInt8.self)
}

/// A description of `error` for people (its localized description).
public func CFErrorCopyDescription(_ error: CFError) -> CFString { error.localizedDescription as NSString }

/// The code of `error`.
public func CFErrorGetCode(_ error: CFError) -> CFIndex { error.code }
