// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The longest `touchIDAuthenticationAllowableReuseDuration` the system honours: five minutes.
public let LATouchIDAuthenticationMaximumAllowableReuseDuration: TimeInterval = 300

/// A context in which the device owner's identity is checked with biometry or the passcode.
///
/// On the simulated device the check goes to `BiometricSensor` (its hardware, enrolment and the user's answers come
/// from the environment), answers at once and replies on a private serial queue, as Apple's replies come "on a
/// private queue internal to the framework": apps hop to the main queue themselves. What this does not model: the
/// system's prompt UI (nothing is drawn), `NSFaceIDUsageDescription` (not checked, as the simulator checks no usage
/// descriptions), access-control evaluation, and unlock reuse (the device is never "just unlocked").
open class LAContext: NSObject, @unchecked Sendable {
    /// The title of the fallback button; `nil` shows the system's ("Enter Password"), empty hides it.
    open var localizedFallbackTitle: String?
    /// The title of the Cancel button; `nil` shows the system's.
    open var localizedCancelTitle: String?
    /// The reason shown for authentications the system starts itself (keychain items), iOS 11+.
    open var localizedReason: String = ""
    /// How long after a device unlock with biometry no new match is needed (0 to 300 s); the simulated device is
    /// never freshly unlocked, so every evaluation asks.
    open var touchIDAuthenticationAllowableReuseDuration: TimeInterval = 0 {
        didSet {
            touchIDAuthenticationAllowableReuseDuration = max(0, min(touchIDAuthenticationAllowableReuseDuration,
                                                                     LATouchIDAuthenticationMaximumAllowableReuseDuration))
        }
    }
    /// Whether the context may show UI; when `true`, evaluations that need it fail with `.notInteractive`.
    open var interactionNotAllowed = false
    /// The largest number of failed matches allowed (deprecated in iOS 9; ignored there too).
    @available(*, deprecated, message: "No longer supported")
    open var maxBiometryFailures: NSNumber?

    /// The device's biometry; `.none` until `canEvaluatePolicy(_:error:)` has been called, as Apple documents.
    open var biometryType: LABiometryType { lock.withLock { reportedBiometry } }

    /// A value that changes when the enrolled identities change; `nil` until a biometric policy has been evaluated
    /// or checked successfully.
    open var evaluatedPolicyDomainState: Data? { lock.withLock { domainState } }

    private let sensor: BiometricSensor
    private let lock = NSLock()
    private var reportedBiometry = LABiometryType.none
    private var domainState: Data?
    private var invalidated = false
    private var credentials: [LACredentialType: Data] = [:]

    /// A context on the simulated device's sensor.
    public override init() {
        sensor = .shared
        super.init()
    }

    /// A context on `sensor` (tests give each context a sensor of their own).
    package init(sensor: BiometricSensor) {
        self.sensor = sensor
        super.init()
    }

    /// Whether `policy` can be evaluated now, without asking the user; on `false`, `error` (when given) receives why.
    ///
    /// Sets `biometryType` (to the hardware's kind, even when nothing is enrolled). Apps write
    /// `var error: NSError?; context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error)`.
    open func canEvaluatePolicy(_ policy: LAPolicy, error: UnsafeMutablePointer<NSError?>?) -> Bool {
        lock.withLock { reportedBiometry = sensor.biometry }
        if let failure = obstacle(to: policy) {
            error?.pointee = LAError(failure) as NSError
            return false
        }
        error?.pointee = nil
        if usesBiometry(policy) { recordDomainState() }
        return true
    }

    /// Asks the user to authenticate for `policy`, showing `localizedReason`, and calls `reply` on a private queue
    /// with `true` and `nil`, or `false` and an `LAError`.
    ///
    /// An empty `localizedReason` (an exception on iOS) is logged and fails with `.authenticationFailed`.
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String,
                             reply: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        let outcome = evaluate(policy, reason: localizedReason)
        sensor.replyQueue.async {
            switch outcome {
            case nil: reply(true, nil)
            case let code?: reply(false, LAError(code))
            }
        }
    }

    /// Asks the user to authenticate for `policy`; returns `true` or throws an `LAError`.
    @discardableResult
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
        try await withCheckedThrowingContinuation { continuation in
            evaluatePolicy(policy, localizedReason: localizedReason) { success, error in
                if let error { continuation.resume(throwing: error) } else { continuation.resume(returning: success) }
            }
        }
    }

    /// Ends the context: later evaluations fail with `.invalidContext`.
    open func invalidate() {
        lock.withLock { invalidated = true }
    }

    /// Sets (or with `nil` removes) an application-supplied credential of `type`; `false` for a type the device
    /// does not take.
    @discardableResult
    open func setCredential(_ credential: Data?, type: LACredentialType) -> Bool {
        lock.withLock { credentials[type] = credential }
        return true
    }

    /// Whether a credential of `type` is set.
    open func isCredentialSet(_ type: LACredentialType) -> Bool {
        lock.withLock { credentials[type] != nil }
    }

    /// Evaluates `policy` with the simulated user: `nil` on success, else the failure.
    private func evaluate(_ policy: LAPolicy, reason: String) -> LAError.Code? {
        guard !reason.isEmpty else {
            AuthenticationDiagnostics.log("evaluatePolicy needs a non-empty localizedReason; the evaluation fails")
            return .authenticationFailed
        }
        if let failure = obstacle(to: policy) { return failure }
        if interactionNotAllowed { return .notInteractive }
        let biometryUsable = sensor.biometry != .none && sensor.enrolled && !sensor.isLockedOut
        let passcodeAllowed = policy == .deviceOwnerAuthentication
        if biometryUsable {
            switch sensor.prompt(reason: reason) {
            case .match:
                recordDomainState()
                return nil
            case .cancel:
                return .userCancel
            case .fallback where !passcodeAllowed:
                return .userFallback
            case .noMatch where !passcodeAllowed:
                return sensor.isLockedOut ? .biometryLockout : .authenticationFailed
            case .fallback, .noMatch:
                break    // Under .deviceOwnerAuthentication the passcode is asked for next.
            }
        }
        // The passcode screen: the simulated user knows the passcode.
        sensor.passcodeEntered()
        return nil
    }

    /// Why `policy` cannot be evaluated on this device now, or `nil` when it can.
    private func obstacle(to policy: LAPolicy) -> LAError.Code? {
        if lock.withLock({ invalidated }) { return .invalidContext }
        switch policy {
        case .deviceOwnerAuthenticationWithWatch, .deviceOwnerAuthenticationWithWristDetection:
            return .companionNotAvailable
        case .deviceOwnerAuthentication:
            return sensor.passcodeSet ? nil : .passcodeNotSet
        case .deviceOwnerAuthenticationWithBiometrics, .deviceOwnerAuthenticationWithBiometricsOrWatch:
            if sensor.biometry == .none { return .biometryNotAvailable }
            if !sensor.enrolled { return .biometryNotEnrolled }
            if !sensor.passcodeSet { return .passcodeNotSet }
            if sensor.isLockedOut { return .biometryLockout }
            return nil
        }
    }

    /// Whether `policy` evaluates biometry (and so sets the domain state).
    private func usesBiometry(_ policy: LAPolicy) -> Bool {
        sensor.biometry != .none && sensor.enrolled
            && (policy == .deviceOwnerAuthenticationWithBiometrics || policy == .deviceOwnerAuthenticationWithBiometricsOrWatch
                || policy == .deviceOwnerAuthentication)
    }

    /// Records the enrolled identities' state: fixed per kind of hardware, as enrolment never changes here.
    private func recordDomainState() {
        let state = Data("touchstone-\(sensor.biometry.rawValue)-enrolled".utf8)
        lock.withLock { domainState = state }
    }
}
