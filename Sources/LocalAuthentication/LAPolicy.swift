// SPDX-License-Identifier: Apache-2.0

/// What an authentication must prove: the device owner's biometry, or biometry or the passcode.
///
/// The watch and wrist-detection policies are accepted and, as on an iPhone with no paired watch, cannot be
/// evaluated except through the parts the device has (biometry or passcode, as each policy allows).
public enum LAPolicy: Int, Sendable {
    /// Touch ID, Face ID or Optic ID only; fails when no biometry is available or enrolled.
    case deviceOwnerAuthenticationWithBiometrics = 1
    /// Biometry first, then the device passcode; fails only when no passcode is set.
    case deviceOwnerAuthentication = 2
    /// A paired Apple Watch (never present on the simulated device).
    case deviceOwnerAuthenticationWithWatch = 3
    /// Biometry or a paired Apple Watch.
    case deviceOwnerAuthenticationWithBiometricsOrWatch = 4
    /// Wrist detection on a paired watch (never present on the simulated device).
    case deviceOwnerAuthenticationWithWristDetection = 5
}

/// Which kind of biometry the device has.
///
/// `LAContext.biometryType` reports it only after `canEvaluatePolicy(_:error:)` has been called, as Apple documents.
public enum LABiometryType: Int, Sendable {
    /// No biometry (or not known yet).
    case none = 0
    /// Touch ID.
    case touchID = 1
    /// Face ID.
    case faceID = 2
    /// Optic ID.
    case opticID = 4

    /// The iOS 11.0–11.2 spelling of `.none`.
    @available(*, deprecated, renamed: "none")
    public static var typeNone: LABiometryType { .none }
}

/// An authentication the context's credential or access control is checked against (iOS 9+).
public enum LAAccessControlOperation: Int, Sendable {
    /// Creating a key.
    case createItem = 0
    /// Using a key.
    case useItem = 1
    /// Creating a key pair.
    case createKey = 2
    /// Signing with a key.
    case useKeySign = 3
    /// Decrypting with a key.
    case useKeyDecrypt = 4
    /// Key exchange.
    case useKeyKeyExchange = 5
}

/// The kinds of credential an app may hand a context (iOS 9+).
public enum LACredentialType: Int, Sendable {
    /// An application-supplied password.
    case applicationPassword = 0
    /// A smart card PIN.
    case smartCardPIN = -3
}
