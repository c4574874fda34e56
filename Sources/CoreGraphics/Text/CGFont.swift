// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A font face as Core Graphics sees it: glyph data from a file or a data provider, before it has a size.
///
/// iOS code makes one from bytes to register it with Core Text's font manager
/// (`CTFontManagerRegisterGraphicsFont`), or by name to read a face's names. A font made from a data provider
/// keeps its bytes in a file in the process's temporary directory, because the text engine (fontconfig and
/// FreeType) loads faces from files; the file lives as long as the process.
public final class CGFont: @unchecked Sendable {
    /// The face fontconfig read from the font's file.
    package let face: FontFace

    package init(face: FontFace) { self.face = face }

    /// The font in `provider`'s bytes (TrueType, OpenType or any format FreeType reads; the first face of a
    /// collection), or nil (logged) when they are not a font.
    public convenience init?(_ provider: CGDataProvider) {
        guard let bytes = provider.bytes, let path = CGFont.storeFontBytes(bytes) else {
            Diagnostics.log("CGFont(_ provider:): cannot store the provider's bytes; returning nil")
            return nil
        }
        guard let face = FontConfiguration.shared.faces(inFileAt: path).first else {
            try? FileManager.default.removeItem(atPath: path)
            Diagnostics.log("CGFont(_ provider:): the data is not a font; returning nil")
            return nil
        }
        self.init(face: face)
    }

    /// The installed or registered font whose PostScript name or full name is `name`, or nil (logged).
    public convenience init?(_ name: CFString) {
        guard let face = FontConfiguration.shared.face(named: name as String) else {
            Diagnostics.log("CGFont(_ name:): no font named '\(name)'; returning nil")
            return nil
        }
        self.init(face: face)
    }

    /// The face's PostScript name ("DejaVuSans-Bold").
    public var postScriptName: CFString? { face.postScriptName as NSString }

    /// The face's full name ("DejaVu Sans Bold").
    public var fullName: CFString? { face.fullName as NSString }

    /// Writes `bytes` to a new file in this process's font directory and returns its path, or nil.
    private static func storeFontBytes(_ bytes: Data) -> String? {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("touchstone-fonts-\(ProcessInfo.processInfo.processIdentifier)")
        let file = directory.appendingPathComponent(UUID().uuidString + ".font")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try bytes.write(to: file)
            return file.path
        } catch {
            return nil
        }
    }
}
