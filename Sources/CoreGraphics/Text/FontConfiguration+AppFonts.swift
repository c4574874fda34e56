// SPDX-License-Identifier: Apache-2.0

import CCairo
import Foundation

/// Why a font could not be registered (Core Text's `CTFontManagerError` codes are chosen from these).
package enum FontRegistrationFailure: Error, Equatable, Sendable {
    /// No file at the path.
    case fileNotFound
    /// The file is not a font fontconfig can read.
    case unrecognizedFormat
    /// A face with the same PostScript name was already registered by the app.
    case alreadyRegistered
}

/// App fonts: fonts the app registers at run time (Core Text's font manager, the `UIAppFonts` Info.plist key) join
/// Touchstone's font set, and faces are found by PostScript and full name.
///
/// Registration adds the file to the process's fontconfig configuration (`FcConfigAppFontAddFile`) and tells Pango
/// the configuration changed, so the new families are listed and drawn like installed ones from then on.
extension FontConfiguration {
    /// The installed or registered face whose PostScript name or full name is `name`, or nil.
    package func face(named name: String) -> FontFace? {
        withLock {
            if faceIndex == nil {
                var index: [String: FontFace] = [:]
                for set in [FcSetSystem, FcSetApplication] {
                    guard let fonts = FcConfigGetFonts(config, set) else { continue }
                    for face in FontFace.faces(in: fonts) {
                        if index[face.postScriptName] == nil { index[face.postScriptName] = face }
                        if index[face.fullName] == nil { index[face.fullName] = face }
                    }
                }
                faceIndex = index
            }
            return faceIndex?[name]
        }
    }

    /// The faces in the font file at `path`, or [] when it is missing or not a font.
    package func faces(inFileAt path: String) -> [FontFace] {
        withLock { FontFace.faces(inFileAt: path) }
    }

    /// Adds the fonts in the file at `path` to the font set, returning their faces.
    ///
    /// Fails, changing nothing, when the file is missing or unreadable as a font, or when one of its faces has a
    /// PostScript name the app registered before.
    package func registerFonts(atPath path: String) -> Result<[FontFace], FontRegistrationFailure> {
        withLock {
            guard FileManager.default.fileExists(atPath: path) else { return .failure(.fileNotFound) }
            let faces = FontFace.faces(inFileAt: path)
            guard !faces.isEmpty else { return .failure(.unrecognizedFormat) }
            guard faces.allSatisfy({ !registeredPostScriptNames.contains($0.postScriptName) }) else {
                return .failure(.alreadyRegistered)
            }
            guard FcConfigAppFontAddFile(config, path) != 0 else { return .failure(.unrecognizedFormat) }
            registeredPostScriptNames.formUnion(faces.map(\.postScriptName))
            faceIndex = nil
            pango_fc_font_map_config_changed(OpaquePointer(fontMap))
            return .success(faces)
        }
    }

    /// Whether Pango still draws from Touchstone's own configuration (a check for tests: registering fonts must not
    /// make Pango fall back to the machine's default fontconfig set).
    package var fontMapUsesOwnConfiguration: Bool {
        withLock { pango_fc_font_map_get_config(OpaquePointer(fontMap)) == config }
    }
}
