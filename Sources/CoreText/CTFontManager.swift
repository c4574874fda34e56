// SPDX-License-Identifier: Apache-2.0

@_exported import CoreGraphics
import Foundation

/// How widely and how long a font registration holds. Touchstone's registrations last for the process whatever
/// the scope (there is no other process to share fonts with, and nothing persists between launches).
public enum CTFontManagerScope: UInt32, Sendable {
    /// Not registered.
    case none = 0
    /// This process, until it exits.
    case process = 1
    /// The user's processes, across launches (iOS 13; recorded as `.process` here).
    case persistent = 2
    /// The login session (macOS; recorded as `.process` here).
    case session = 3

    /// The older name of `.persistent`.
    public static let user = CTFontManagerScope.persistent
}

/// The domain of the errors the font manager reports.
nonisolated(unsafe) public let kCTFontManagerErrorDomain: CFString = "com.apple.CoreText.CTFontManagerErrorDomain"

/// The font manager's error codes, with Core Text's values.
public enum CTFontManagerError: Int, Sendable {
    /// The file does not exist.
    case fileNotFound = 101
    /// The file cannot be read.
    case insufficientPermissions = 102
    /// The file is not a font Core Text can read.
    case unrecognizedFormat = 103
    /// The font data is damaged.
    case invalidFontData = 104
    /// The font was already registered in this scope.
    case alreadyRegistered = 105
    /// The font was not registered.
    case notRegistered = 201
}

/// Registers the fonts in the file at `fontURL` for `scope`, so that `UIFont(name:size:)` finds them by
/// PostScript and full name and `UIFont.familyNames` lists their families.
///
/// Returns false and, when `error` is given, stores a retained `CFError` (domain `kCTFontManagerErrorDomain`)
/// when the file is missing (101), not a font (103), or already registered by this process (105).
@discardableResult
public func CTFontManagerRegisterFontsForURL(
    _ fontURL: CFURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
    guard let path = fontURL.path, fontURL.isFileURL else {
        return fontManagerFailure(.fileNotFound, "\(fontURL) is not a file URL", error)
    }
    switch FontConfiguration.shared.registerFonts(atPath: path) {
    case .success: return true
    case .failure(let failure): return fontManagerFailure(CTFontManagerError(failure), path, error)
    }
}

/// Registers `font` (made with `CGFont(_ provider:)` or `CGFont(_ name:)`) for the process, so that
/// `UIFont(name:size:)` finds it by PostScript and full name.
///
/// Returns false and, when `error` is given, stores a retained `CFError` when a font with the same PostScript name
/// was already registered (105).
@discardableResult
public func CTFontManagerRegisterGraphicsFont(
    _ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
    switch FontConfiguration.shared.registerFonts(atPath: font.face.path) {
    case .success: return true
    case .failure(let failure):
        return fontManagerFailure(CTFontManagerError(failure), font.face.postScriptName, error)
    }
}

extension CTFontManagerError {
    /// The Core Text code for a registration failure.
    init(_ failure: FontRegistrationFailure) {
        switch failure {
        case .fileNotFound: self = .fileNotFound
        case .unrecognizedFormat: self = .unrecognizedFormat
        case .alreadyRegistered: self = .alreadyRegistered
        }
    }
}

/// Logs a failed registration (not a repeated one, which is harmless), stores the error when asked, and returns
/// false.
private func fontManagerFailure(
    _ code: CTFontManagerError, _ subject: String, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
    if code != .alreadyRegistered { Diagnostics.log("CTFontManager: cannot register \(subject): \(code)") }
    let nsError = NSError(domain: kCTFontManagerErrorDomain as String, code: code.rawValue,
                          userInfo: [NSLocalizedDescriptionKey: "Could not register \(subject) (\(code))"])
    error?.pointee = Unmanaged.passRetained(nsError)
    return false
}
