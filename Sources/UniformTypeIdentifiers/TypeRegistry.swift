// SPDX-License-Identifier: Apache-2.0

import Foundation
import Logging

/// Every declared type: the system's (``SystemTypes``) and the app's own, read from its Info.plist's
/// `UTExportedTypeDeclarations` and `UTImportedTypeDeclarations` (each entry's `UTTypeIdentifier`,
/// `UTTypeConformsTo`, `UTTypeDescription`, `UTTypeTagSpecification`, `UTTypeVersion`, `UTTypeReferenceURL`).
/// Immutable once made; ``current`` is the main bundle's, remade when the main bundle changes (a simulated device
/// launching another app).
package final class TypeRegistry: Sendable {
    private let byIdentifier: [String: TypeDeclaration]
    /// Tag class → lowercased tag → identifiers, in declaration order (the app's first, then the system's).
    private let byTag: [UTTagClass: [String: [String]]]

    /// A registry of the system's types and the declarations in `infoDictionary` (an app's Info.plist).
    package init(infoDictionary: [String: Any]) {
        let app = Self.declarations(in: infoDictionary["UTExportedTypeDeclarations"])
            + Self.declarations(in: infoDictionary["UTImportedTypeDeclarations"])
        var byIdentifier: [String: TypeDeclaration] = [:]
        var byTag: [UTTagClass: [String: [String]]] = [:]
        for declaration in app + SystemTypes.all {
            let key = declaration.identifier.lowercased()
            guard byIdentifier[key] == nil else { continue }  // the app's declaration of a system type wins
            byIdentifier[key] = declaration
            for tagClass in [UTTagClass.filenameExtension, .mimeType] {
                for tag in declaration.tags(tagClass) {
                    byTag[tagClass, default: [:]][tag.lowercased(), default: []].append(declaration.identifier)
                }
            }
        }
        self.byIdentifier = byIdentifier
        self.byTag = byTag
    }

    /// The declaration of `identifier` (compared without regard to case), if any.
    func declaration(_ identifier: String) -> TypeDeclaration? { byIdentifier[identifier.lowercased()] }

    /// The declared identifiers with `tag` in `tagClass`, the app's first.
    func identifiers(tag: String, tagClass: UTTagClass) -> [String] {
        byTag[tagClass]?[Self.normalized(tag, tagClass)] ?? []
    }

    /// A tag as the table stores it: lowercased, an extension without its leading period.
    static func normalized(_ tag: String, _ tagClass: UTTagClass) -> String {
        let lower = tag.lowercased()
        return tagClass == .filenameExtension && lower.hasPrefix(".") ? String(lower.dropFirst()) : lower
    }

    /// Every supertype of `identifier`, transitively, itself excluded (cycles in app declarations are cut).
    func allSupertypes(of identifier: String) -> [String] {
        var seen: Set<String> = [identifier.lowercased()], order: [String] = []
        var pending = declaration(identifier)?.conformsTo ?? []
        while let next = pending.popLast() {
            guard seen.insert(next.lowercased()).inserted else { continue }
            order.append(declaration(next)?.identifier ?? next)
            pending.append(contentsOf: declaration(next)?.conformsTo ?? [])
        }
        return order
    }

    // MARK: The main bundle's registry

    private static let lock = NSLock()
    nonisolated(unsafe) private static var cached: (path: String, registry: TypeRegistry)?

    /// The registry for the main bundle as it is now.
    package static var current: TypeRegistry {
        let bundle = Bundle.main
        lock.lock()
        defer { lock.unlock() }
        if let cached, cached.path == bundle.bundlePath { return cached.registry }
        let made = TypeRegistry(infoDictionary: bundle.infoDictionary ?? [:])
        cached = (bundle.bundlePath, made)
        return made
    }

    // MARK: Reading declarations

    static let log = Logger(label: "Touchstone.UniformTypeIdentifiers")

    /// The entries of a `UT…TypeDeclarations` array; malformed entries are skipped with a log line.
    private static func declarations(in value: Any?) -> [TypeDeclaration] {
        guard let value else { return [] }
        guard let entries = value as? [Any] else {
            log.warning("Info.plist: a type declarations value is not an array; ignored")
            return []
        }
        return entries.compactMap { entry -> TypeDeclaration? in
            guard let dict = entry as? [String: Any], let identifier = dict["UTTypeIdentifier"] as? String,
                !identifier.isEmpty
            else {
                log.warning("Info.plist: a type declaration without a UTTypeIdentifier string; ignored")
                return nil
            }
            let conforms = strings(dict["UTTypeConformsTo"])
            let tags = dict["UTTypeTagSpecification"] as? [String: Any] ?? [:]
            var declaration = TypeDeclaration(
                identifier, conforms, ext: strings(tags[UTTagClass.filenameExtension.rawValue]).map { normalized($0, .filenameExtension) },
                mime: strings(tags[UTTagClass.mimeType.rawValue]).map { $0.lowercased() },
                dict["UTTypeDescription"] as? String)
            declaration.version = (dict["UTTypeVersion"] as? Int) ?? (dict["UTTypeVersion"] as? String).flatMap { Int($0) }
            declaration.referenceURL = dict["UTTypeReferenceURL"] as? String
            declaration.isSystem = false
            return declaration
        }
    }

    /// A string or an array of strings, as plists give tags and conformances.
    private static func strings(_ value: Any?) -> [String] {
        if let one = value as? String { return [one] }
        return (value as? [Any])?.compactMap { $0 as? String } ?? []
    }
}
