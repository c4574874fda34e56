// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The domain of Store Kit's errors.
public let SKErrorDomain = "SKErrorDomain"

/// Why a store request or payment failed.
public struct SKError: CustomNSError, Hashable, @unchecked Sendable {
    /// The failure codes, with Apple's raw values.
    public enum Code: Int, Sendable {
        /// An unknown or unexpected error.
        case unknown = 0
        /// The client may not make the request.
        case clientInvalid = 1
        /// The user cancelled the payment.
        case paymentCancelled = 2
        /// A payment parameter was not recognised (an unknown product, a quantity under 1).
        case paymentInvalid = 3
        /// The user may not authorise payments.
        case paymentNotAllowed = 4
        /// The product is not available in the current storefront.
        case storeProductNotAvailable = 5
        /// The user has not allowed access to cloud service information.
        case cloudServicePermissionDenied = 6
        /// The device could not connect to the network.
        case cloudServiceNetworkConnectionFailed = 7
        /// The user has revoked permission to use this cloud service.
        case cloudServiceRevoked = 8
        /// The user has not yet acknowledged Apple's privacy policy.
        case privacyAcknowledgementRequired = 9
        /// The app is attempting to use a property it lacks the entitlement for.
        case unauthorizedRequestData = 10
        /// The offer identifier is invalid.
        case invalidOfferIdentifier = 11
        /// The signature in a payment discount is not valid.
        case invalidSignature = 12
        /// Parameters are missing in a payment discount.
        case missingOfferParams = 13
        /// The price of the offer is not valid.
        case invalidOfferPrice = 14
        /// The user's payment is over the limit of the Overlay.
        case overlayCancelled = 15
    }

    /// Which failure this is.
    public let code: Code
    /// The error's user info: at least a localized description.
    public let errorUserInfo: [String: Any]

    /// An error with `code`; `userInfo` gets a description when it has none.
    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
        var info = userInfo
        if info[NSLocalizedDescriptionKey] == nil {
            info[NSLocalizedDescriptionKey] = switch code {
            case .paymentCancelled: "The payment was cancelled."
            case .paymentInvalid: "The payment is invalid."
            case .paymentNotAllowed: "Payments are not allowed on this device."
            case .storeProductNotAvailable: "The product is not available in the current storefront."
            case .cloudServiceNetworkConnectionFailed: "The network connection failed."
            default: "An unknown error occurred."
            }
        }
        errorUserInfo = info
    }

    /// `SKErrorDomain`.
    public static var errorDomain: String { SKErrorDomain }
    /// The code's raw value.
    public var errorCode: Int { code.rawValue }
    /// Two errors are equal when their codes are.
    public static func == (lhs: SKError, rhs: SKError) -> Bool { lhs.code == rhs.code }
    /// Hashes the code.
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    /// `Code.unknown`.
    public static var unknown: Code { .unknown }
    /// `Code.clientInvalid`.
    public static var clientInvalid: Code { .clientInvalid }
    /// `Code.paymentCancelled`.
    public static var paymentCancelled: Code { .paymentCancelled }
    /// `Code.paymentInvalid`.
    public static var paymentInvalid: Code { .paymentInvalid }
    /// `Code.paymentNotAllowed`.
    public static var paymentNotAllowed: Code { .paymentNotAllowed }
    /// `Code.storeProductNotAvailable`.
    public static var storeProductNotAvailable: Code { .storeProductNotAvailable }
}

extension SKError.Code {
    /// Whether `error` is an `SKError` (or an `NSError` of its domain) with code `match`: what
    /// `catch SKError.paymentCancelled` calls.
    public static func ~= (match: SKError.Code, error: any Error) -> Bool {
        if let error = error as? SKError { return error.code == match }
        let bridged = error as NSError
        return bridged.domain == SKErrorDomain && bridged.code == match.rawValue
    }
}
