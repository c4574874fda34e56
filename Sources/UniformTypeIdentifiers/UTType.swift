// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A type of data to load, send or receive: a uniform type identifier such as `public.png`, with its supertypes
/// and its tags (filename extensions, MIME types).
///
/// Types are looked up in the system's declarations (Apple's core types) and the app's own
/// (`UTExportedTypeDeclarations`, `UTImportedTypeDeclarations` in its Info.plist). A tag no declaration knows gives
/// a *dynamic* type (`dyn.…`) that carries the tag and the supertype asked for, as on Apple platforms; its
/// identifier is Touchstone's own encoding, stable from run to run. Identifiers compare without regard to case.
/// Values are immutable and thread-safe.
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The string that identifies the type: reverse-DNS (`public.jpeg`, `com.adobe.pdf`) or `dyn.…`.
    public let identifier: String
    /// For a type the app names with `init(exportedAs:conformingTo:)` or `init(importedAs:conformingTo:)` but does
    /// not declare: the supertype it gave.
    private let undeclaredParent: String?

    /// A type known to exist (a system or dynamic identifier).
    init(known identifier: String, parent: String? = nil) {
        self.identifier = identifier
        self.undeclaredParent = parent
    }

    /// A type with `identifier` whether or not anything declares it (for Mobile Core Services' functions, which
    /// take any identifier).
    package init(undeclared identifier: String) { self.init(known: identifier) }

    /// The declared type with `identifier`; nil when neither the system nor the app declares it (a well-formed
    /// dynamic identifier is accepted too).
    public init?(_ identifier: String) {
        if let declared = TypeRegistry.current.declaration(identifier) {
            self.init(known: declared.identifier)
        } else if DynamicType(identifier: identifier) != nil {
            self.init(known: identifier)
        } else {
            return nil
        }
    }

    /// The type the app owns with `identifier`, as its Info.plist's `UTExportedTypeDeclarations` declares it. An
    /// undeclared identifier still gives a type (conforming to `parentType`), with a log line, as iOS does.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(appType: identifier, parent: parentType, list: "UTExportedTypeDeclarations")
    }

    /// A type the app uses but does not own, as its Info.plist's `UTImportedTypeDeclarations` declares it; an
    /// undeclared identifier still gives a type, as for ``init(exportedAs:conformingTo:)``.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(appType: identifier, parent: parentType, list: "UTImportedTypeDeclarations")
    }

    private init(appType identifier: String, parent: UTType?, list: String) {
        if let declared = TypeRegistry.current.declaration(identifier) {
            self.init(known: declared.identifier, parent: parent?.identifier)
        } else {
            TypeRegistry.log.warning("UTType \(identifier) is not declared in the app's \(list); using it undeclared")
            self.init(known: identifier, parent: parent?.identifier ?? "public.data")
        }
    }

    /// The type for `tag` of `tagClass` that conforms to `supertype` (any when nil): the first declared one, else a
    /// dynamic type carrying the tag. Nil for an empty tag.
    public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
        guard let first = UTType.types(tag: tag, tagClass: tagClass, conformingTo: supertype).first else { return nil }
        self = first
    }

    /// The type of files named with `filenameExtension` (with or without its period), conforming to `supertype`.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        self.init(tag: filenameExtension, tagClass: .filenameExtension, conformingTo: supertype)
    }

    /// The type of data of `mimeType`, conforming to `supertype`.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        self.init(tag: mimeType, tagClass: .mimeType, conformingTo: supertype)
    }

    /// Every declared type with `tag` of `tagClass` that conforms to `supertype`, the app's first; a dynamic type
    /// alone when none is declared; empty for an empty tag.
    public static func types(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> [UTType] {
        let registry = TypeRegistry.current
        let normalized = TypeRegistry.normalized(tag, tagClass)
        guard !normalized.isEmpty else { return [] }
        let declared = registry.identifiers(tag: normalized, tagClass: tagClass).map { UTType(known: $0) }
            .filter { supertype == nil || $0.conforms(to: supertype!) }
        if !declared.isEmpty { return declared }
        let dynamic = DynamicType(tag: normalized, tagClass: tagClass, conformingTo: supertype?.identifier)
        return [UTType(known: dynamic.identifier)]
    }

    // MARK: Properties

    private var declaration: TypeDeclaration? { TypeRegistry.current.declaration(identifier) }

    /// The tags of each class: a declared type's from its declaration, a dynamic type's the one it was made from.
    public var tags: [UTTagClass: [String]] {
        if let d = declaration {
            var result: [UTTagClass: [String]] = [:]
            if !d.filenameExtensions.isEmpty { result[.filenameExtension] = d.filenameExtensions }
            if !d.mimeTypes.isEmpty { result[.mimeType] = d.mimeTypes }
            return result
        }
        guard let dynamic = DynamicType(identifier: identifier) else { return [:] }
        return [dynamic.tagClass: [dynamic.tag]]
    }

    /// The preferred filename extension (without a period), if the type has one.
    public var preferredFilenameExtension: String? { tags[.filenameExtension]?.first }
    /// The preferred MIME type, if the type has one.
    public var preferredMIMEType: String? { tags[.mimeType]?.first }
    /// The type's description, if declared.
    public var localizedDescription: String? { declaration?.description }
    /// The declaration's version, if it gives one.
    public var version: Int? { declaration?.version }
    /// The declaration's reference URL, if it gives one.
    public var referenceURL: URL? { declaration?.referenceURL.flatMap { URL(string: $0) } }
    /// Whether the type was made from a tag no declaration knows (`dyn.…`).
    public var isDynamic: Bool { DynamicType(identifier: identifier) != nil }
    /// Whether the system or the app declares the type.
    public var isDeclared: Bool { declaration != nil }
    /// Whether the type is in Apple's public domain (`public.…`).
    public var isPublic: Bool { identifier.lowercased().hasPrefix("public.") }

    /// Every type this one conforms to, transitively, itself excluded.
    public var supertypes: Set<UTType> {
        Set(supertypeIdentifiers.map { UTType(known: $0) })
    }

    private var supertypeIdentifiers: [String] {
        let registry = TypeRegistry.current
        if declaration != nil { return registry.allSupertypes(of: identifier) }
        let parent = DynamicType(identifier: identifier)?.conformingTo ?? undeclaredParent
        guard let parent else { return [] }
        return [registry.declaration(parent)?.identifier ?? parent] + registry.allSupertypes(of: parent)
    }

    // MARK: Conformance

    /// Whether this type is `type` or one of its subtypes.
    public func conforms(to type: UTType) -> Bool {
        self == type || supertypeIdentifiers.contains { $0.lowercased() == type.identifier.lowercased() }
    }

    /// Whether `type` conforms to this type and is not it.
    public func isSupertype(of type: UTType) -> Bool { type != self && type.conforms(to: self) }

    /// Whether this type conforms to `type` and is not it.
    public func isSubtype(of type: UTType) -> Bool { type != self && conforms(to: type) }

    // MARK: Equality, coding, printing

    /// Whether the two identifiers are the same, case aside.
    public static func == (a: UTType, b: UTType) -> Bool { a.identifier.lowercased() == b.identifier.lowercased() }

    /// Hashes the identifier, case aside.
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier.lowercased()) }

    /// Decodes a type from its identifier string.
    public init(from decoder: any Decoder) throws {
        let identifier = try decoder.singleValueContainer().decode(String.self)
        self.init(known: identifier)
    }

    /// Encodes the type as its identifier string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }

    /// The identifier.
    public var description: String { identifier }
    /// The identifier.
    public var debugDescription: String { identifier }
}
