// SPDX-License-Identifier: Apache-2.0

import Foundation

/// One request of the `touchstone` command to a running device: a verb and its arguments, as typed after
/// `touchstone` (docs/ARCHITECTURE.md, "The touchstone command").
///
/// On the control socket each request and each response is one line of JSON (at most
/// ``ControlWire/maximumLineLength`` bytes); a connection carries one request and its response.
public struct ControlRequest: Codable, Equatable, Sendable {
    /// The verb (`launch`, `openurl`, `screenshot`, …).
    public var verb: String
    /// Its arguments, in order; file paths are absolute (the client resolves them against its own folder).
    public var arguments: [String]
    /// Its options by name (`time` → `9:41`).
    public var options: [String: String]

    /// A request.
    public init(verb: String, arguments: [String] = [], options: [String: String] = [:]) {
        self.verb = verb
        self.arguments = arguments
        self.options = options
    }
}

/// The device's answer to a ``ControlRequest``: an exit status for the command, what it prints, and the error it
/// reports.
public struct ControlResponse: Codable, Equatable, Sendable {
    /// The command's exit status: 0 on success (see ``ControlExitCode``).
    public var status: Int32
    /// What the command prints on standard output (may be empty).
    public var output: String
    /// What the command prints on standard error when it fails (empty on success).
    public var error: String

    /// A response.
    public init(status: Int32, output: String = "", error: String = "") {
        self.status = status
        self.output = output
        self.error = error
    }

    /// Success, printing `output`.
    public static func success(_ output: String = "") -> ControlResponse { ControlResponse(status: 0, output: output) }

    /// Failure with `code`, printing `message` on standard error.
    public static func failure(_ code: ControlExitCode, _ message: String) -> ControlResponse {
        ControlResponse(status: code.rawValue, error: message)
    }
}

/// The `touchstone` command's exit statuses (also in its `--help`).
public enum ControlExitCode: Int32, Sendable, CaseIterable {
    /// The verb failed for a reason given on standard error (an app refused by `install`, an unknown bundle id…).
    case failure = 1
    /// No device is booted at the device folder (or it stopped answering).
    case notBooted = 3
    /// A device is already booted there (`boot` twice).
    case alreadyBooted = 4
    /// The request was malformed (an unknown verb, missing arguments): a client/device version mismatch.
    case badRequest = 5
    /// Command-line usage error (ArgumentParser's own status).
    case usage = 64
}

/// The control socket's line framing.
public enum ControlWire {
    /// The longest request or response line in bytes (a `list` of many apps or a long log fits; a screenshot is
    /// written to a file, never sent).
    public static let maximumLineLength = 4 * 1024 * 1024

    /// The JSON line for `value`, newline included.
    public static func encode<T: Encodable>(_ value: T) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var data = try encoder.encode(value)
        data.append(0x0A)
        return data
    }

    /// Decodes one line (without its newline).
    public static func decode<T: Decodable>(_ type: T.Type, from line: Data) throws -> T {
        try JSONDecoder().decode(type, from: line)
    }
}
