// SPDX-License-Identifier: Apache-2.0

/// One type's declaration: what it conforms to and its tags, as a `UTExportedTypeDeclarations` entry gives them.
struct TypeDeclaration: Sendable {
    /// The type identifier (`public.png`).
    let identifier: String
    /// The identifiers of its direct supertypes.
    let conformsTo: [String]
    /// Filename extensions, the preferred one first, lowercased.
    let filenameExtensions: [String]
    /// MIME types, the preferred one first, lowercased.
    let mimeTypes: [String]
    /// The English description.
    let description: String?
    /// The declaration's version (`UTTypeVersion`), when it gives one as a number.
    var version: Int? = nil
    /// `UTTypeReferenceURL`, when given.
    var referenceURL: String? = nil
    /// Whether the system declares it (false for an app's own declarations).
    var isSystem = true

    init(_ identifier: String, _ conformsTo: [String], ext: [String] = [], mime: [String] = [], _ description: String?) {
        self.identifier = identifier
        self.conformsTo = conformsTo
        self.filenameExtensions = ext
        self.mimeTypes = mime
        self.description = description
    }

    /// The tags of `tagClass`, preferred first.
    func tags(_ tagClass: UTTagClass) -> [String] {
        switch tagClass {
        case .filenameExtension: filenameExtensions
        case .mimeType: mimeTypes
        default: []
        }
    }
}
