// SPDX-License-Identifier: Apache-2.0

import Foundation

/// How an image is fitted to the size asked for.
public enum PHImageContentMode: Int, Sendable {
    /// The whole image inside the size, aspect kept (the default).
    case aspectFit = 0
    /// The size covered, aspect kept.
    case aspectFill = 1
    /// The default, `.aspectFit`.
    public static var `default`: PHImageContentMode { .aspectFit }
}

/// The identifier of an image request (`PHImageManager.requestImage(for:targetSize:contentMode:options:resultHandler:)`).
public typealias PHImageRequestID = Int32

/// The identifier no request has.
public let PHInvalidImageRequestID: PHImageRequestID = 0

/// The size asking for the full-size image.
public let PHImageManagerMaximumSize = CGSize(width: -1, height: -1)

/// The result-info key: whether the image passed is a low-quality stand-in for the one that follows (`Bool`).
public let PHImageResultIsDegradedKey = "PHImageResultIsDegradedKey"
/// The result-info key: the request's ``PHImageRequestID``.
public let PHImageResultRequestIDKey = "PHImageResultRequestIDKey"
/// The result-info key: whether the request was cancelled (`Bool`).
public let PHImageCancelledKey = "PHImageCancelledKey"
/// The result-info key: the error that ended the request.
public let PHImageErrorKey = "PHImageErrorKey"
/// The result-info key: whether the image is in iCloud only (`Bool`; never on Touchstone).
public let PHImageResultIsInCloudKey = "PHImageResultIsInCloudKey"

/// Options of an image request.
open class PHImageRequestOptions: NSObject, @unchecked Sendable {
    /// Quality against speed.
    public enum DeliveryMode: Int, Sendable {
        /// A quick low-quality image first, then the final one (asynchronous requests only; the default).
        case opportunistic = 0
        /// The final image only.
        case highQualityFormat = 1
        /// One quick image, possibly smaller than asked.
        case fastFormat = 2
    }

    /// How closely the image matches the target size.
    public enum ResizeMode: Int, Sendable {
        /// No resizing.
        case none = 0
        /// Quick resizing (the default).
        case fast = 1
        /// Exactly the target size.
        case exact = 2
    }

    /// Which version of the asset.
    public enum Version: Int, Sendable {
        /// The current, edited version (the default).
        case current = 0
        /// The original without adjustments.
        case unadjusted = 1
        /// The original.
        case original = 2
    }

    /// Quality against speed (default `.opportunistic`).
    open var deliveryMode: DeliveryMode = .opportunistic
    /// How closely the image matches the target size (default `.fast`; Touchstone always fits it exactly).
    open var resizeMode: ResizeMode = .fast
    /// Which version of the asset (default `.current`; the simulated library's are unedited).
    open var version: Version = .current
    /// Whether the request returns only after the handler ran, on the calling thread, once (default false).
    open var isSynchronous = false
    /// Whether iCloud may be used (stored only: nothing is in iCloud).
    open var isNetworkAccessAllowed = false
    /// Called with download progress (never: nothing is downloaded).
    open var progressHandler: (@Sendable (Double, (any Error)?, UnsafeMutablePointer<ObjCBool>, [AnyHashable: Any]?) -> Void)?

    /// Apple's defaults.
    public override init() { super.init() }
}
