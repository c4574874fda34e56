// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Formats `os_log`'s printf-style format strings: `%@`, `%d`, `%ld`, `%lld`, `%u`, `%x`, `%o`, `%c`, `%s`, `%f`,
/// `%.2f`, `%e`, `%g`, `%p`, `%%`, with flags, widths and precisions, each optionally decorated with `{public}`,
/// `{private}`, `{sensitive}` or other `{…}` annotations, which are removed.
///
/// Apple's privacy rules: dynamic strings and objects (`%@`, `%s`) are private unless `{public}`; scalars are public
/// unless `{private}`; `{sensitive}` is always redacted. A specifier with no argument left shows
/// `<decode: missing data>`, as Console does; an argument of the wrong kind is described rather than trapping.
package enum PrintfFormat {
    /// The formatted message.
    package static func format(_ format: String, _ arguments: [CVarArg], revealPrivate: Bool) -> String {
        var output = ""
        var index = format.startIndex
        var argumentIndex = 0
        while index < format.endIndex {
            let character = format[index]
            guard character == "%" else { output.append(character); index = format.index(after: index); continue }
            var cursor = format.index(after: index)
            guard cursor < format.endIndex else { output.append("%"); break }
            if format[cursor] == "%" { output.append("%"); index = format.index(after: cursor); continue }
            var annotations: [Substring] = []
            if format[cursor] == "{", let close = format[cursor...].firstIndex(of: "}") {
                annotations = format[format.index(after: cursor)..<close].split(separator: ",")
                    .map { Substring($0.trimmingCharacters(in: .whitespaces)) }
                cursor = format.index(after: close)
            }
            var spec = "%"
            while cursor < format.endIndex, "-+ #0123456789.*'".contains(format[cursor]) {
                spec.append(format[cursor]); cursor = format.index(after: cursor)
            }
            var length = ""
            while cursor < format.endIndex, "hlqLjzt".contains(format[cursor]) {
                length.append(format[cursor]); cursor = format.index(after: cursor)
            }
            guard cursor < format.endIndex else { output += spec + length; break }
            let conversion = format[cursor]
            index = format.index(after: cursor)
            guard argumentIndex < arguments.count else { output += "<decode: missing data>"; continue }
            let argument = arguments[argumentIndex]
            argumentIndex += 1
            let isDynamic = conversion == "@" || conversion == "s" || conversion == "S"
            let privacy: String
            if annotations.contains("sensitive") { privacy = "sensitive" }
            else if annotations.contains("private") { privacy = "private" }
            else if annotations.contains("public") { privacy = "public" }
            else { privacy = isDynamic ? "private" : "public" }
            if privacy == "sensitive" || (privacy == "private" && !revealPrivate) {
                output += "<private>"
                continue
            }
            output += formatOne(spec: spec, length: length, conversion: conversion, argument: argument)
        }
        return output
    }

    private static func formatOne(spec: String, length: String, conversion: Character, argument: CVarArg) -> String {
        switch conversion {
        case "@":
            return padded(describe(argument), spec: spec)
        case "s", "S":
            let text: String
            if let pointer = argument as? UnsafePointer<CChar> { text = String(cString: pointer) }
            else if let pointer = argument as? UnsafeMutablePointer<CChar> { text = String(cString: pointer) }
            else { text = describe(argument) }
            return padded(text, spec: spec)
        case "d", "i", "u", "x", "X", "o", "c":
            guard let value = integer(argument) else { return describe(argument) }
            return String(format: spec + "ll" + String(conversion), value)
        case "f", "F", "e", "E", "g", "G", "a", "A":
            guard let value = floatingPoint(argument) else { return describe(argument) }
            return String(format: spec + String(conversion), value)
        case "p":
            if let value = integer(argument) { return "0x" + String(UInt64(bitPattern: value), radix: 16) }
            return describe(argument)
        default:
            return spec + length + String(conversion)
        }
    }

    /// A string padded to a spec's width (`%8@`, `%-8s`) and cut to its precision (`%.3s`), as printf does.
    private static func padded(_ text: String, spec: String) -> String {
        let body = spec.dropFirst()
        let parts = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        var result = text
        if parts.count == 2, let precision = Int(parts[1]) { result = String(result.prefix(precision)) }
        let width = Int(parts[0].filter(\.isNumber)) ?? 0
        guard result.count < width else { return result }
        let spaces = String(repeating: " ", count: width - result.count)
        return parts[0].contains("-") ? result + spaces : spaces + result
    }

    /// A value's `%@` text: a string as is, an object's `description`, anything else as Swift describes it.
    static func describe(_ value: Any) -> String {
        if let string = value as? String { return string }
        if let string = value as? NSString { return string as String }
        if let object = value as? NSObject { return object.description }
        return String(describing: value)
    }

    private static func integer(_ value: Any) -> Int64? {
        switch value {
        case let value as Int: return Int64(value)
        case let value as Int8: return Int64(value)
        case let value as Int16: return Int64(value)
        case let value as Int32: return Int64(value)
        case let value as Int64: return value
        case let value as UInt: return Int64(bitPattern: UInt64(value))
        case let value as UInt8: return Int64(value)
        case let value as UInt16: return Int64(value)
        case let value as UInt32: return Int64(value)
        case let value as UInt64: return Int64(bitPattern: value)
        case let value as Bool: return value ? 1 : 0
        case let value as NSNumber: return value.int64Value
        case let value as OpaquePointer: return Int64(Int(bitPattern: UnsafeRawPointer(value)))
        case let value as UnsafeRawPointer: return Int64(Int(bitPattern: value))
        case let value as UnsafeMutableRawPointer: return Int64(Int(bitPattern: value))
        default: return nil
        }
    }

    private static func floatingPoint(_ value: Any) -> Double? {
        switch value {
        case let value as Double: return value
        case let value as Float: return Double(value)
        case let value as CGFloat: return Double(value)
        case let value as NSNumber: return value.doubleValue
        case let value as Int: return Double(value)
        default: return nil
        }
    }
}
