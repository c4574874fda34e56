// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The simulated device's biometric sensor and passcode, and how its user answers (infrastructure, not Apple API).
///
/// The process's sensor (``shared``) follows the environment:
/// - `TOUCHSTONE_BIOMETRY`: the hardware, `faceid` (default), `touchid`, `opticid` or `none`;
/// - `TOUCHSTONE_BIOMETRY_ENROLLED`: `1` (default) or `0`, whether a face or finger is enrolled;
/// - `TOUCHSTONE_PASSCODE`: `set` (default) or `none`, whether the device has a passcode;
/// - `TOUCHSTONE_BIOMETRY_ANSWER`: what the user does at every prompt, `match` (default), `nomatch`, `cancel` or
///   `fallback`; the passcode, when asked for, is entered correctly.
///
/// Malformed values are logged and the default is used. Five failed matches in a row lock biometry out until the
/// passcode is entered, as on iOS. The sensor is shared by every context, as the device's one sensor is.
package final class BiometricSensor: @unchecked Sendable {
    /// What the simulated user does when the system asks for a face or finger.
    package enum Answer: Sendable, Equatable {
        /// Presents an enrolled face or finger.
        case match
        /// Presents one that does not match (one failed attempt).
        case noMatch
        /// Taps Cancel.
        case cancel
        /// Taps the fallback button ("Enter Password", or "Enter Passcode" under `.deviceOwnerAuthentication`).
        case fallback
    }

    /// Failed matches in a row after which biometry locks out (Apple: five).
    package static let lockoutThreshold = 5

    /// The process's sensor, from its environment.
    package static let shared = BiometricSensor(environment: ProcessInfo.processInfo.environment)

    /// The hardware.
    package let biometry: LABiometryType
    /// Whether an identity is enrolled.
    package let enrolled: Bool
    /// Whether the device has a passcode.
    package let passcodeSet: Bool
    /// The serial queue replies are delivered on (a private queue, as Apple documents).
    let replyQueue = DispatchQueue(label: "Touchstone.LocalAuthentication.reply")

    private let lock = NSLock()
    private let standingAnswer: Answer
    private var scripted: [Answer] = []
    private var failures = 0
    private var prompts: [String] = []

    /// A sensor of kind `biometry` whose user gives `answer` unless a scripted answer is queued.
    package init(biometry: LABiometryType = .faceID, enrolled: Bool = true, passcodeSet: Bool = true, answer: Answer = .match) {
        self.biometry = biometry
        self.enrolled = enrolled
        self.passcodeSet = passcodeSet
        standingAnswer = answer
    }

    /// The sensor `environment` describes (see the type's documentation).
    package convenience init(environment: [String: String]) {
        var biometry = LABiometryType.faceID
        switch environment["TOUCHSTONE_BIOMETRY"]?.lowercased() {
        case nil, "faceid": break
        case "touchid": biometry = .touchID
        case "opticid": biometry = .opticID
        case "none": biometry = .none
        case let other?: AuthenticationDiagnostics.log("TOUCHSTONE_BIOMETRY=\(other) is not faceid, touchid, opticid or none; using faceid")
        }
        var enrolled = true
        switch environment["TOUCHSTONE_BIOMETRY_ENROLLED"] {
        case nil, "1": break
        case "0": enrolled = false
        case let other?: AuthenticationDiagnostics.log("TOUCHSTONE_BIOMETRY_ENROLLED=\(other) is not 1 or 0; ignored")
        }
        var passcode = true
        switch environment["TOUCHSTONE_PASSCODE"]?.lowercased() {
        case nil, "set": break
        case "none": passcode = false
        case let other?: AuthenticationDiagnostics.log("TOUCHSTONE_PASSCODE=\(other) is not set or none; ignored")
        }
        var answer = Answer.match
        switch environment["TOUCHSTONE_BIOMETRY_ANSWER"]?.lowercased() {
        case nil, "match": break
        case "nomatch": answer = .noMatch
        case "cancel": answer = .cancel
        case "fallback": answer = .fallback
        case let other?: AuthenticationDiagnostics.log("TOUCHSTONE_BIOMETRY_ANSWER=\(other) is not match, nomatch, cancel or fallback; using match")
        }
        self.init(biometry: biometry, enrolled: enrolled, passcodeSet: passcode, answer: answer)
    }

    /// Queues answers the user gives at the next prompts, in order, before the standing answer applies again.
    package func script(_ answers: Answer...) {
        lock.withLock { scripted.append(contentsOf: answers) }
    }

    /// The reasons the system has shown in its prompts, oldest first.
    package var shownReasons: [String] { lock.withLock { prompts } }

    /// Whether five failed matches have locked biometry out.
    package var isLockedOut: Bool { lock.withLock { failures >= Self.lockoutThreshold } }

    /// Shows the prompt with `reason` and returns the user's answer, counting failed matches.
    func prompt(reason: String) -> Answer {
        lock.withLock {
            prompts.append(reason)
            let answer = scripted.isEmpty ? standingAnswer : scripted.removeFirst()
            switch answer {
            case .match: failures = 0
            case .noMatch: failures += 1
            case .cancel, .fallback: break
            }
            return answer
        }
    }

    /// Records a correct passcode, which ends a lockout.
    func passcodeEntered() {
        lock.withLock { failures = 0 }
    }
}
