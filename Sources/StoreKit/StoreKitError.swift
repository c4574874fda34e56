// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Errors of StoreKit 2's requests (iOS 15).
public enum StoreKitError: Error, LocalizedError, Equatable, Sendable {
    /// An unknown error: the payment failed (a declined card, in the simulated store).
    case unknown
    /// The user cancelled a request.
    case userCancelled
    /// The network failed.
    case networkError(URLError)
    /// A system error.
    case systemError(String)
    /// The product is not available in the storefront.
    case notAvailableInStorefront
    /// The app may not use StoreKit.
    case notEntitled
    /// The request is not supported.
    case unsupported

    /// A description of the error.
    public var errorDescription: String? {
        switch self {
        case .unknown: "An unknown error occurred."
        case .userCancelled: "The user cancelled."
        case .networkError(let error): "The network failed: \(error.localizedDescription)"
        case .systemError(let message): message
        case .notAvailableInStorefront: "The product is not available in the current storefront."
        case .notEntitled: "The app is not entitled to use StoreKit."
        case .unsupported: "The request is not supported."
        }
    }
}

/// A signed value and whether its signature checked out (iOS 15): the simulated store signs nothing, so its
/// values are all `.verified`.
public enum VerificationResult<SignedType: Sendable>: Sendable {
    /// The signature failed to verify.
    public enum VerificationError: Error, Sendable {
        /// The signing certificate was revoked.
        case revokedCertificate
        /// The certificate chain is invalid.
        case invalidCertificateChain
        /// The device does not match.
        case invalidDeviceVerification
        /// The encoding is invalid.
        case invalidEncoding
        /// The signature is invalid.
        case invalidSignature
        /// A required field is missing.
        case missingRequiredProperties
    }

    /// A value that verified.
    case verified(SignedType)
    /// A value that did not, and why.
    case unverified(SignedType, VerificationError)

    /// The value, verified or not.
    public var unsafePayloadValue: SignedType {
        switch self {
        case .verified(let value), .unverified(let value, _): value
        }
    }

    /// The value if it verified; throws the verification error otherwise.
    public var payloadValue: SignedType {
        get throws {
            switch self {
            case .verified(let value): return value
            case .unverified(_, let error): throw error
            }
        }
    }

    /// The signed form (JWS) of the value; the simulated store signs nothing, so this is a placeholder string.
    public var jwsRepresentation: String { "touchstone.simulated.unsigned" }
}
