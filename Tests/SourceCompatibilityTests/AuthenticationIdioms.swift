// SPDX-License-Identifier: Apache-2.0
//
// A lock screen that unlocks with Face ID or Touch ID as iOS apps write it (Swift 5 mode): it compiles unchanged
// and authenticates against the simulated sensor (AuthenticationIdiomsTests.swift).

import LocalAuthentication
import UIKit

class LockScreenViewController: UIViewController {
    let statusLabel = UILabel()
    private(set) var unlocked = false

    /// The completion-handler form most apps use, hopping back to the main queue.
    func unlock(completion: @escaping () -> Void) {
        let context = LAContext()
        context.localizedCancelTitle = "Enter Password"
        var error: NSError?
        guard context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error) else {
            statusLabel.text = error?.localizedDescription ?? "Biometry unavailable"
            completion()
            return
        }
        let reason = context.biometryType == .faceID ? "Unlock with Face ID" : "Unlock with Touch ID"
        context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: reason) { [weak self] success, authenticationError in
            DispatchQueue.main.async {
                guard let self = self else { return }
                if success {
                    self.unlocked = true
                    self.statusLabel.text = "Unlocked"
                } else if let error = authenticationError as? LAError {
                    switch error.code {
                    case .userCancel, .appCancel, .systemCancel: self.statusLabel.text = "Cancelled"
                    case .userFallback: self.statusLabel.text = "Use your password"
                    case .biometryLockout: self.statusLabel.text = "Locked out"
                    default: self.statusLabel.text = error.localizedDescription
                    }
                }
                completion()
            }
        }
    }

    /// The async form of iOS 15 apps.
    func unlockAsync() async -> String {
        let context = LAContext()
        do {
            let ok = try await context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Show your balance")
            return ok ? "ok" : "refused"
        } catch LAError.userCancel {
            return "cancelled"
        } catch let error as LAError where error.code == .passcodeNotSet {
            return "no passcode"
        } catch {
            return (error as NSError).domain
        }
    }
}
