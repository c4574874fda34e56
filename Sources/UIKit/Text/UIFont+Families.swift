// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation

extension UIFont {
    /// Apple family names that are served by an installed stand-in family.
    private static let appleFamilies = ["Arial", "Courier", "Courier New", "Georgia", "Helvetica", "Helvetica Neue",
                                        "Times New Roman"]

    /// The font family names available: the installed families plus the Apple families ("Helvetica", "Courier",
    /// "Times New Roman", …) they stand in for, sorted.
    public class var familyNames: [String] {
        let installed = FontConfiguration.shared.familyNames
        let apple = appleFamilies.filter { !FontConfiguration.shared.faceNames(ofFamily: TextFont.resolveFamily($0)).isEmpty }
        return Array(Set(installed + apple)).sorted()
    }

    /// The font names in `familyName` (each usable with `UIFont(name:size:)`), or [] for an unknown family.
    public class func fontNames(forFamilyName familyName: String) -> [String] {
        let faces = FontConfiguration.shared.faceNames(ofFamily: TextFont.resolveFamily(familyName))
        let family = appleFamilies.first { $0.caseInsensitiveCompare(familyName) == .orderedSame } ?? familyName
        return faces.map { face in
            let style = face.lowercased()
            let bold = style.contains("bold"), italic = style.contains("italic") || style.contains("oblique")
            switch (bold, italic) {
            case (false, false): return family
            case (true, false): return family + "-Bold"
            case (false, true): return family + "-Italic"
            case (true, true): return family + "-BoldItalic"
            }
        }
    }
}
