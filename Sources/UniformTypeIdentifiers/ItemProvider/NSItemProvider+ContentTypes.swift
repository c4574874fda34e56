// SPDX-License-Identifier: Apache-2.0

import Foundation

/// iOS 16's `UTType`-based forms of the identifier-based API.
extension NSItemProvider {
    /// A provider for the file at `fileURL` as `contentType` (nil: typed by its filename extension), opened in
    /// place when `openInPlace`. `coordinated` is unused (no file coordination on Linux).
    public convenience init(contentsOf fileURL: URL, contentType: UTType?, openInPlace: Bool = false,
                            coordinated: Bool = false, visibility: NSItemProviderRepresentationVisibility = .all) {
        self.init()
        let type = contentType ?? UTType(filenameExtension: fileURL.pathExtension) ?? .data
        registerFileRepresentation(forTypeIdentifier: type.identifier, fileOptions: openInPlace ? .openInPlace : [],
                                   visibility: visibility) { completion in
            completion(fileURL, openInPlace, nil)
            return nil
        }
        suggestedName = fileURL.deletingPathExtension().lastPathComponent
    }

    /// The types of the registered representations, in order (identifiers no declaration knows are left out).
    public var registeredContentTypes: [UTType] { registeredTypeIdentifiers.compactMap { UTType($0) } }

    /// The types of the file representations that may be opened in place.
    public var registeredContentTypesForOpenInPlace: [UTType] {
        registeredTypeIdentifiers(fileOptions: .openInPlace).compactMap { UTType($0) }
    }

    /// The registered types that conform to `contentType`, in order.
    public func registeredContentTypes(conformingTo contentType: UTType) -> [UTType] {
        registeredContentTypes.filter { $0.conforms(to: contentType) }
    }

    /// Registers data of `contentType`; see ``registerDataRepresentation(forTypeIdentifier:visibility:loadHandler:)``.
    public func registerDataRepresentation(
        for contentType: UTType, visibility: NSItemProviderRepresentationVisibility = .all,
        loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
    ) {
        registerDataRepresentation(forTypeIdentifier: contentType.identifier, visibility: visibility,
                                   loadHandler: loadHandler)
    }

    /// Registers a file of `contentType`, which may be opened in place when `openInPlace`; the load handler passes
    /// the file's URL, whether it was coordinated (unused) and an error.
    public func registerFileRepresentation(
        for contentType: UTType, visibility: NSItemProviderRepresentationVisibility = .all, openInPlace: Bool = false,
        loadHandler: @escaping @Sendable (@escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress?
    ) {
        registerFileRepresentation(forTypeIdentifier: contentType.identifier,
                                   fileOptions: openInPlace ? .openInPlace : [], visibility: visibility) { completion in
            loadHandler { url, _, error in completion(url, openInPlace, error) }
        }
    }

    /// Loads the bytes of `contentType`; see ``loadDataRepresentation(forTypeIdentifier:completionHandler:)``.
    @discardableResult
    public func loadDataRepresentation(for contentType: UTType,
                                       completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void)
        -> Progress {
        loadDataRepresentation(forTypeIdentifier: contentType.identifier, completionHandler: completionHandler)
    }

    /// Loads a file of `contentType`: in place (and `true`) when `openInPlace` and the representation allows it,
    /// else a temporary copy that exists only while the handler runs.
    @discardableResult
    public func loadFileRepresentation(for contentType: UTType, openInPlace: Bool = false,
                                       completionHandler: @escaping @Sendable (URL?, Bool, (any Error)?) -> Void)
        -> Progress {
        if openInPlace {
            return loadInPlaceFileRepresentation(forTypeIdentifier: contentType.identifier,
                                                 completionHandler: completionHandler)
        }
        return loadFileRepresentation(forTypeIdentifier: contentType.identifier) { url, error in
            completionHandler(url, false, error)
        }
    }

    /// The bytes of `contentType`, awaited; throws what the completion handler would get.
    public func loadDataRepresentation(for contentType: UTType) async throws -> Data {
        try await withCheckedThrowingContinuation { continuation in
            loadDataRepresentation(for: contentType) { data, error in
                if let data { continuation.resume(returning: data) } else {
                    continuation.resume(throwing: error ?? Self.error(.unknownError, "No data"))
                }
            }
        }
    }
}
