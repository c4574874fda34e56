// SPDX-License-Identifier: Apache-2.0

/// A class of tags another system uses for types, such as filename extensions or MIME types.
///
/// The raw values are Apple's (`public.filename-extension`, `public.mime-type`), so tags read from an app's
/// `UTExportedTypeDeclarations` (`UTTypeTagSpecification`) map onto them directly.
public struct UTTagClass: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The tag class's identifier.
    public let rawValue: String

    /// Makes a tag class from its identifier.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Filename extensions, without the leading period (`"png"`).
    public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
    /// MIME types (`"image/png"`).
    public static let mimeType = UTTagClass(rawValue: "public.mime-type")

    /// The raw value.
    public var description: String { rawValue }
}
