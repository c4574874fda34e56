// SPDX-License-Identifier: Apache-2.0

import Foundation

extension UIColor {
    /// The colour set `name` of the main bundle's asset catalogs, as ``init(named:in:compatibleWith:)`` with the
    /// main bundle and no traits: a dynamic colour when the set has light and dark variants.
    public convenience init?(named name: String) { self.init(named: name, in: nil, compatibleWith: nil) }

    /// The colour set `name` (`Name.colorset`, namespaced as `"Group/Name"` under a folder that provides a
    /// namespace) of `bundle`'s asset catalogs (nil = the main bundle: `Bundle.main` in an app, the bundle a test
    /// installed with `AppBundle.main` in a test process); nil (logged) when no catalog has the set or none of its
    /// colours can be read.
    ///
    /// With `traitCollection` nil or not specifying a `userInterfaceStyle`, a set with different light and dark
    /// colours gives a dynamic colour that resolves by the traits it is drawn with, as
    /// ``init(dynamicProvider:)`` does (a set with one colour gives that fixed colour). With a style specified, the
    /// fixed colour of that appearance. Each colour slot is chosen as docs/ARCHITECTURE.md ("Asset catalogs")
    /// describes (iPhone and universal idioms first; the dark variant for dark, light or "any" for light).
    /// Thread-safe; the catalog is indexed on first use and kept. Colour spaces: sRGB and extended sRGB as given,
    /// Display P3 converted to extended sRGB, linear sRGB and the grays gamma-encoded to sRGB.
    public convenience init?(
        named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
    ) {
        let bundle = bundle ?? AppBundle.main
        guard !name.isEmpty, let set = AssetCatalog.catalog(for: bundle).colorSet(named: name),
            let light = set.color(style: .light), let dark = set.color(style: .dark)
        else {
            UIKitDiagnostics.log("UIColor(named: \"\(name)\"): no readable colour set in \(bundle.bundlePath)")
            return nil
        }
        let style = traitCollection?.userInterfaceStyle ?? .unspecified
        if style != .unspecified {
            self.init(cgColor: (style == .dark ? dark : light).cgColor)
        } else if light === dark {
            self.init(cgColor: light.cgColor)
        } else {
            self.init(light: light, dark: dark)
        }
    }
}
