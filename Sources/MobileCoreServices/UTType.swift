// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import UniformTypeIdentifiers

// Mobile Core Services' Uniform Type Identifier functions (`UTType.h`), answered by UniformTypeIdentifiers'
// tables, so both APIs agree. The `Create`/`Copy` functions return retained objects, as their names say.

/// The tag class of filename extensions (`public.filename-extension`).
nonisolated(unsafe) public let kUTTagClassFilenameExtension: CFString = "public.filename-extension"
/// The tag class of MIME types (`public.mime-type`).
nonisolated(unsafe) public let kUTTagClassMIMEType: CFString = "public.mime-type"
/// The Info.plist key of the types an app exports.
nonisolated(unsafe) public let kUTExportedTypeDeclarationsKey: CFString = "UTExportedTypeDeclarations"
/// The Info.plist key of the types an app imports.
nonisolated(unsafe) public let kUTImportedTypeDeclarationsKey: CFString = "UTImportedTypeDeclarations"
/// A declaration's identifier key.
nonisolated(unsafe) public let kUTTypeIdentifierKey: CFString = "UTTypeIdentifier"
/// A declaration's tag specification key.
nonisolated(unsafe) public let kUTTypeTagSpecificationKey: CFString = "UTTypeTagSpecification"
/// A declaration's conformance key.
nonisolated(unsafe) public let kUTTypeConformsToKey: CFString = "UTTypeConformsTo"
/// A declaration's description key.
nonisolated(unsafe) public let kUTTypeDescriptionKey: CFString = "UTTypeDescription"

/// The preferred type identifier for `inTag` of `inTagClass`, conforming to `inConformingToUTI` when given: a
/// declared type, else a dynamic one (`dyn.…`). Nil for an empty tag or an unknown tag class.
public func UTTypeCreatePreferredIdentifierForTag(_ inTagClass: CFString, _ inTag: CFString,
                                                  _ inConformingToUTI: CFString?) -> Unmanaged<CFString>?
{
    guard let type = UTType(tag: inTag as String, tagClass: UTTagClass(rawValue: inTagClass as String),
                            conformingTo: inConformingToUTI.flatMap { conformingType($0) })
    else { return nil }
    return .passRetained(type.identifier as CFString)
}

/// Every type identifier for `inTag` of `inTagClass` (conforming to `inConformingToUTI` when given).
public func UTTypeCreateAllIdentifiersForTag(_ inTagClass: CFString, _ inTag: CFString,
                                             _ inConformingToUTI: CFString?) -> Unmanaged<CFArray>?
{
    let types = UTType.types(tag: inTag as String, tagClass: UTTagClass(rawValue: inTagClass as String),
                             conformingTo: inConformingToUTI.flatMap { conformingType($0) })
    guard !types.isEmpty else { return nil }
    return .passRetained(types.map { $0.identifier } as CFArray)
}

/// The preferred tag of `inTagClass` for the type `inUTI` (its preferred filename extension or MIME type); nil
/// when it has none.
public func UTTypeCopyPreferredTagWithClass(_ inUTI: CFString, _ inTagClass: CFString) -> Unmanaged<CFString>? {
    guard let tag = type(inUTI)?.tags[UTTagClass(rawValue: inTagClass as String)]?.first else { return nil }
    return .passRetained(tag as CFString)
}

/// Every tag of `inTagClass` for the type `inUTI`; nil when it has none.
public func UTTypeCopyAllTagsWithClass(_ inUTI: CFString, _ inTagClass: CFString) -> Unmanaged<CFArray>? {
    guard let tags = type(inUTI)?.tags[UTTagClass(rawValue: inTagClass as String)], !tags.isEmpty else { return nil }
    return .passRetained(tags as CFArray)
}

/// Whether the type `inUTI` is `inConformsToUTI` or conforms to it. Unknown identifiers conform only to themselves.
public func UTTypeConformsTo(_ inUTI: CFString, _ inConformsToUTI: CFString) -> Bool {
    guard let a = type(inUTI), let b = type(inConformsToUTI) else { return UTTypeEqual(inUTI, inConformsToUTI) }
    return a.conforms(to: b)
}

/// Whether the two identifiers name the same type (compared without regard to case).
public func UTTypeEqual(_ inUTI1: CFString, _ inUTI2: CFString) -> Bool {
    (inUTI1 as String).lowercased() == (inUTI2 as String).lowercased()
}

/// The type's description; nil when it is not declared.
public func UTTypeCopyDescription(_ inUTI: CFString) -> Unmanaged<CFString>? {
    guard let text = type(inUTI)?.localizedDescription else { return nil }
    return .passRetained(text as CFString)
}

/// Whether the system or the app declares the type.
public func UTTypeIsDeclared(_ inUTI: CFString) -> Bool { type(inUTI)?.isDeclared ?? false }

/// Whether the identifier is a dynamic one (`dyn.…`), made from a tag.
public func UTTypeIsDynamic(_ inUTI: CFString) -> Bool { type(inUTI)?.isDynamic ?? false }

/// The type `identifier` names, if the system, the app or a dynamic identifier defines it.
private func type(_ identifier: CFString) -> UTType? { UTType(identifier as String) }

/// The type a `conformingTo` argument names; an unknown one still constrains (nothing declared conforms to it).
private func conformingType(_ identifier: CFString) -> UTType? {
    UTType(identifier as String) ?? UTType(undeclared: identifier as String)
}
