// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A class whose instances an item provider can create from data (`NSItemProvider.loadObject(ofClass:...)`).
///
/// Apple declares it in Foundation; Touchstone declares it beside ``NSItemProvider`` (see there for why).
/// `UIImage` (in UIKit), `NSString` and `NSURL` conform, as on iOS; `String` and `URL` load through their bridged
/// classes.
public protocol NSItemProviderReading: NSObjectProtocol {
    /// The uniform type identifiers the class reads, most faithful first; a provider holding data of a type that
    /// conforms to one of them can make an instance.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// An instance made from `data` of type `typeIdentifier` (one of ``readableTypeIdentifiersForItemProvider`` or
    /// a subtype); throws when the data cannot be read. Called on the provider's background queue.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// A class whose instances an item provider can hand out as data (`NSItemProvider(object:)`,
/// `registerObject(_:visibility:)`).
///
/// The Objective-C protocol's optional members become requirements with defaults in an extension: the instance's
/// identifiers default to the class's, visibility to `.all`.
public protocol NSItemProviderWriting: NSObjectProtocol {
    /// The uniform type identifiers the class writes, most faithful first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// The identifiers this instance writes (default: the class's).
    var writableTypeIdentifiersForItemProvider: [String] { get }
    /// Who may see the class's representation of `typeIdentifier` (default `.all`).
    static func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String)
        -> NSItemProviderRepresentationVisibility
    /// Who may see this instance's representation of `typeIdentifier` (default: the class's answer).
    func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String)
        -> NSItemProviderRepresentationVisibility
    /// Produces the instance's data of `typeIdentifier` and passes it (or an error) to `completionHandler`, on any
    /// thread; returns a progress object, or nil.
    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void)
        -> Progress?
}

extension NSItemProviderWriting {
    /// The class's identifiers.
    public var writableTypeIdentifiersForItemProvider: [String] { Self.writableTypeIdentifiersForItemProvider }
    /// `.all`: every process may see the representation.
    public static func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String)
        -> NSItemProviderRepresentationVisibility { .all }
    /// The class's answer.
    public func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String)
        -> NSItemProviderRepresentationVisibility {
        Self.itemProviderVisibilityForRepresentation(withTypeIdentifier: typeIdentifier)
    }
}

/// Which processes may see a representation an item provider registers.
///
/// Touchstone's providers never leave the process, so every visibility loads alike; the value is kept for the
/// representation's registration.
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    /// Every process.
    case all = 0
    /// Processes of the same development team (macOS).
    case team = 1
    /// Processes of the same app group (iOS).
    case group = 2
    /// The registering process only.
    case ownProcess = 3
}

/// How a file representation is handed out.
public struct NSItemProviderFileOptions: OptionSet, Sendable {
    /// The raw bits, Apple's values.
    public let rawValue: Int
    /// Options from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The file may be opened in place (`loadInPlaceFileRepresentation(forTypeIdentifier:completionHandler:)`).
    public static let openInPlace = NSItemProviderFileOptions(rawValue: 1)
}

extension NSItemProvider {
    /// The domain of the errors item providers report (`NSItemProviderErrorDomain`).
    public static let errorDomain = "NSItemProviderErrorDomain"

    /// The codes of ``errorDomain``'s errors, Apple's values.
    public enum ErrorCode: Int, Sendable {
        /// An unknown error.
        case unknownError = -1
        /// The provider has no representation of the type asked for.
        case itemUnavailableError = -1000
        /// The loaded value is not of the class asked for.
        case unexpectedValueClassError = -1100
        /// The value cannot be turned into the type asked for.
        case unavailableCoercionError = -1200
    }

    /// An error of ``errorDomain`` with `code` and a description.
    static func error(_ code: ErrorCode, _ description: String) -> NSError {
        NSError(domain: errorDomain, code: code.rawValue, userInfo: [NSLocalizedDescriptionKey: description])
    }
}
