// SPDX-License-Identifier: Apache-2.0

import CoreText
import Foundation

/// The fonts an app ships in its bundle and lists in Info.plist under `UIAppFonts` ("Fonts provided by
/// application"), registered at launch as iOS does, before the delegate's launch methods run.
enum AppFonts {
    /// Registers each font file `info["UIAppFonts"]` names, relative to `bundle`'s resources (`"Fonts/Brand.ttf"`),
    /// for the process. A missing or unreadable file is logged and skipped; a value that is not an array of
    /// strings is logged and ignored. Files registered by an earlier launch in the same process stay registered.
    static func register(from info: [String: Any], in bundle: Bundle) {
        guard let value = info["UIAppFonts"] else { return }
        guard let entries = value as? [String] else {
            return UIKitDiagnostics.log("Info.plist: UIAppFonts is not an array of file names; ignored")
        }
        let root = bundle.resourceURL ?? bundle.bundleURL
        for entry in entries {
            let url = root.appendingPathComponent(entry)
            var error: Unmanaged<CFError>?
            if !CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error),
                let failure = error?.takeRetainedValue(), failure.code != CTFontManagerError.alreadyRegistered.rawValue
            {
                UIKitDiagnostics.log("Info.plist: UIAppFonts entry '\(entry)' not registered: \(failure.localizedDescription)")
            }
        }
    }
}
