// SPDX-License-Identifier: Apache-2.0

import Foundation
@testable import LocalAuthentication
import Testing

/// `LAContext` against scripted simulated sensors: availability checks, the user's answers, lockout and errors.
@Suite("LAContext")
struct LAContextTests {
    /// Evaluates `policy` on `context` and returns the reply (success, error code), waiting for the private queue.
    private func evaluate(_ context: LAContext, _ policy: LAPolicy = .deviceOwnerAuthenticationWithBiometrics,
                          reason: String = "Unlock your notes") async -> (Bool, LAError.Code?) {
        await withCheckedContinuation { done in
            context.evaluatePolicy(policy, localizedReason: reason) { success, error in
                done.resume(returning: (success, (error as? LAError)?.code))
            }
        }
    }

    @Test("canEvaluatePolicy sets biometryType only once called, and reports the hardware's kind")
    func biometryTypeAfterCheck() {
        for kind in [LABiometryType.faceID, .touchID, .opticID] {
            let context = LAContext(sensor: BiometricSensor(biometry: kind))
            #expect(context.biometryType == .none)
            var error: NSError?
            #expect(context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error))
            #expect(error == nil)
            #expect(context.biometryType == kind)
        }
    }

    @Test("Missing hardware, no enrolment and no passcode each fail the check with Apple's code and domain")
    func availabilityErrors() {
        let cases: [(BiometricSensor, LAPolicy, LAError.Code)] = [
            (BiometricSensor(biometry: .none), .deviceOwnerAuthenticationWithBiometrics, .biometryNotAvailable),
            (BiometricSensor(enrolled: false), .deviceOwnerAuthenticationWithBiometrics, .biometryNotEnrolled),
            (BiometricSensor(passcodeSet: false), .deviceOwnerAuthenticationWithBiometrics, .passcodeNotSet),
            (BiometricSensor(passcodeSet: false), .deviceOwnerAuthentication, .passcodeNotSet),
            (BiometricSensor(), .deviceOwnerAuthenticationWithWatch, .companionNotAvailable),
        ]
        for (sensor, policy, code) in cases {
            var error: NSError?
            #expect(!LAContext(sensor: sensor).canEvaluatePolicy(policy, error: &error))
            #expect(error?.domain == LAErrorDomain && error?.code == code.rawValue)
        }
        // Without biometry the passcode policy still works.
        var error: NSError?
        #expect(LAContext(sensor: BiometricSensor(biometry: .none)).canEvaluatePolicy(.deviceOwnerAuthentication, error: &error))
        #expect(LAContext(sensor: BiometricSensor(biometry: .none)).canEvaluatePolicy(.deviceOwnerAuthentication, error: nil))
    }

    @Test("A match succeeds, shows the reason, replies later on the private queue and sets the domain state")
    func match() async {
        let sensor = BiometricSensor()
        let context = LAContext(sensor: sensor)
        #expect(context.evaluatedPolicyDomainState == nil)
        // The reply comes later, on the private queue: held there while the queue is suspended.
        let replied = NSLock()
        nonisolated(unsafe) var count = 0
        sensor.replyQueue.suspend()
        await withCheckedContinuation { done in
            context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Sign in") { success, error in
                #expect(success && error == nil)
                replied.withLock { count += 1 }
                done.resume()
            }
            #expect(replied.withLock { count } == 0)
            sensor.replyQueue.resume()
        }
        #expect(replied.withLock { count } == 1)
        #expect(sensor.shownReasons == ["Sign in"])
        #expect(context.evaluatedPolicyDomainState != nil)
    }

    @Test("Cancel and fallback answers fail with .userCancel and .userFallback; errors match catch patterns")
    func cancelAndFallback() async throws {
        let sensor = BiometricSensor()
        sensor.script(.cancel, .fallback)
        let context = LAContext(sensor: sensor)
        #expect(await evaluate(context) == (false, .userCancel))
        do {
            try await context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Pay")
            Issue.record("a fallback answer must throw")
        } catch LAError.userFallback {
            // The pattern Apple's imported error supports.
        }
        // The standing answer applies again once the script is used up.
        #expect(await evaluate(context) == (true, nil))
    }

    @Test("Under .deviceOwnerAuthentication a failed match or fallback goes on to the passcode, which succeeds")
    func passcodeFallback() async {
        let sensor = BiometricSensor()
        sensor.script(.noMatch, .fallback)
        let context = LAContext(sensor: sensor)
        #expect(await evaluate(context, .deviceOwnerAuthentication) == (true, nil))
        #expect(await evaluate(context, .deviceOwnerAuthentication) == (true, nil))
        // With biometry alone the same answers fail.
        sensor.script(.noMatch, .fallback)
        #expect(await evaluate(context) == (false, .authenticationFailed))
        #expect(await evaluate(context) == (false, .userFallback))
    }

    @Test("Five failed matches lock biometry out for every context until the passcode is entered")
    func lockout() async {
        let sensor = BiometricSensor(answer: .noMatch)
        let context = LAContext(sensor: sensor)
        for attempt in 1...4 {
            #expect(await evaluate(context) == (false, .authenticationFailed), "attempt \(attempt)")
        }
        #expect(await evaluate(context) == (false, .biometryLockout))
        var error: NSError?
        #expect(!LAContext(sensor: sensor).canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error))
        #expect(error?.code == LAError.Code.biometryLockout.rawValue)
        // The passcode policy asks for the passcode at once (biometry is locked), which ends the lockout.
        #expect(await evaluate(context, .deviceOwnerAuthentication) == (true, nil))
        #expect(!sensor.isLockedOut)
        #expect(sensor.shownReasons.count == 5)
    }

    @Test("invalidate() makes later evaluations fail with .invalidContext; interactionNotAllowed with .notInteractive")
    func invalidateAndInteraction() async {
        let quiet = LAContext(sensor: BiometricSensor())
        quiet.interactionNotAllowed = true
        #expect(await evaluate(quiet) == (false, .notInteractive))
        let context = LAContext(sensor: BiometricSensor())
        context.invalidate()
        #expect(await evaluate(context) == (false, .invalidContext))
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthentication, error: nil))
    }

    @Test("An empty reason is refused with an error instead of an exception, and nothing is shown")
    func emptyReason() async {
        let sensor = BiometricSensor()
        #expect(await evaluate(LAContext(sensor: sensor), reason: "") == (false, .authenticationFailed))
        #expect(sensor.shownReasons.isEmpty)
    }

    @Test("The environment picks the hardware, enrolment, passcode and answer; bad values fall back to defaults")
    func environment() {
        let touch = BiometricSensor(environment: ["TOUCHSTONE_BIOMETRY": "TouchID", "TOUCHSTONE_BIOMETRY_ENROLLED": "0",
                                                  "TOUCHSTONE_PASSCODE": "none", "TOUCHSTONE_BIOMETRY_ANSWER": "cancel"])
        #expect(touch.biometry == .touchID && !touch.enrolled && !touch.passcodeSet)
        #expect(touch.prompt(reason: "r") == .cancel)
        let fallback = BiometricSensor(environment: ["TOUCHSTONE_BIOMETRY": "retina", "TOUCHSTONE_BIOMETRY_ANSWER": "maybe"])
        #expect(fallback.biometry == .faceID && fallback.enrolled && fallback.passcodeSet)
        #expect(fallback.prompt(reason: "r") == .match)
    }

    @Test("LAError bridges to NSError with Apple's domain, codes and a description; the reuse duration is clamped")
    func errorsAndProperties() {
        let error = LAError(.userCancel) as NSError
        #expect(error.domain == "com.apple.LocalAuthentication" && error.code == -2)
        #expect(!error.localizedDescription.isEmpty)
        #expect(LAError.Code.notInteractive.rawValue == -1004 && LAError.biometryLockout == .biometryLockout)
        #expect(LAError.userCancel ~= LAError(.userCancel) && !(LAError.userCancel ~= LAError(.appCancel)))
        let context = LAContext(sensor: BiometricSensor())
        context.touchIDAuthenticationAllowableReuseDuration = 10_000
        #expect(context.touchIDAuthenticationAllowableReuseDuration == LATouchIDAuthenticationMaximumAllowableReuseDuration)
        #expect(!context.isCredentialSet(.applicationPassword))
        #expect(context.setCredential(Data("pw".utf8), type: .applicationPassword))
        #expect(context.isCredentialSet(.applicationPassword))
    }
}
