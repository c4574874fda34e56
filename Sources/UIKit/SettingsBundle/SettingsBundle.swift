// SPDX-License-Identifier: Apache-2.0

import Foundation

/// An app's `Settings.bundle` (guide §2.9.2): `Root.plist`, one more page file per child pane, `*.lproj` folders
/// with each page's strings table, and slider images, all at the bundle's top level.
///
/// What Settings does with it (guide §2.9.2, "Settings app behaviour"): find the bundle at the top level of the
/// app bundle, read `Root.plist` for the app's main page, and substitute every localizable string from the page's
/// `StringsTable` in the user's preferred language (falling back to the development language). Bundle defaults
/// are **not** registered with `UserDefaults` by any of this: since iPhone OS 3 the app registers them itself
/// (``registrationDefaults(languages:)`` is what the usual listing computes).
package struct SettingsBundle {
    /// The `Settings.bundle` folder.
    package let url: URL

    /// The Settings bundle of the app bundle at `appBundle`, or nil when it has none.
    package init?(appBundle: URL) {
        let url = appBundle.appendingPathComponent("Settings.bundle", isDirectory: true)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else { return nil }
        self.url = url
    }

    /// A Settings bundle at `url` itself.
    package init(url: URL) { self.url = url }

    /// The localizations the bundle has (`<name>.lproj` folder names, without the extension), sorted.
    package var localizations: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(6)) }.sorted()
    }

    /// The page in `file` (`Root` for the main page; a child pane's `File`), localized for `languages` (most
    /// preferred first). Nil, with a log line, when the file is missing or is not a page (no
    /// `PreferenceSpecifiers` array: the guide's "required" key).
    package func page(_ file: String = "Root", languages: [String] = Locale.preferredLanguages) -> SettingsPage? {
        let name = file.hasSuffix(".plist") ? String(file.dropLast(6)) : file
        guard !name.contains("/"), !name.hasPrefix(".") else {
            UIKitDiagnostics.log("Settings.bundle: page file \(file) is not a file name; ignored")
            return nil
        }
        let pageURL = url.appendingPathComponent(name + ".plist")
        guard let data = FileManager.default.contents(atPath: pageURL.path) else {
            UIKitDiagnostics.log("Settings.bundle: no page file \(name).plist")
            return nil
        }
        guard let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil),
              let root = plist as? [String: Any], let elements = root["PreferenceSpecifiers"] as? [Any]
        else {
            UIKitDiagnostics.log("Settings.bundle: \(name).plist has no PreferenceSpecifiers array; page ignored")
            return nil
        }
        let tableName = root["StringsTable"] as? String
        let table = tableName.map { strings(table: $0, languages: languages) } ?? [:]
        let localize: (String) -> String = { table[$0] ?? $0 }
        var specifiers: [SettingsSpecifier] = []
        for (index, element) in elements.enumerated() {
            guard let dictionary = element as? [String: Any] else {
                UIKitDiagnostics.log("Settings.bundle: \(name).plist item \(index) is not a dictionary; skipped")
                continue
            }
            let specifier = SettingsSpecifier(dictionary: dictionary, localize: localize)
            if specifier.kind == nil {
                UIKitDiagnostics.log("Settings.bundle: \(name).plist item \(index) has unknown type '\(specifier.typeName)'; " +
                                     "showing its title only")
            } else if let kind = specifier.kind, kind.storesValue, specifier.key == nil {
                UIKitDiagnostics.log("Settings.bundle: \(name).plist item \(index) (\(kind.rawValue)) has no Key; shown read-only")
            } else if specifier.kind == .childPane, specifier.file == nil {
                UIKitDiagnostics.log("Settings.bundle: \(name).plist item \(index) (child pane) has no File; shown disabled")
            }
            specifiers.append(specifier)
        }
        return SettingsPage(file: name, title: (root["Title"] as? String).map(localize), stringsTable: tableName,
                            specifiers: specifiers)
    }

    /// The `<table>.strings` file of the best `.lproj` for `languages`, as a dictionary (empty when none).
    package func strings(table: String, languages: [String]) -> [String: String] {
        for localization in SettingsBundle.match(languages: languages, among: localizations) {
            let file = url.appendingPathComponent("\(localization).lproj/\(table).strings")
            guard let data = FileManager.default.contents(atPath: file.path) else { continue }
            if let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil),
               let dictionary = plist as? [String: String]
            {
                return dictionary
            }
            UIKitDiagnostics.log("Settings.bundle: \(localization).lproj/\(table).strings cannot be read; not localized")
        }
        return [:]
    }

    /// The localizations to try, best first, for the user's `languages` among `available`: each preferred
    /// language exactly, then without its region; then English (the usual development language); then the rest.
    package static func match(languages: [String], among available: [String]) -> [String] {
        var order: [String] = []
        func add(_ name: String) {
            if available.contains(name) && !order.contains(name) { order.append(name) }
        }
        let legacy = ["en": "English", "fr": "French", "de": "German", "es": "Spanish", "it": "Italian", "ja": "Japanese"]
        for language in languages {
            let normalized = language.replacingOccurrences(of: "_", with: "-")
            add(normalized)
            add(language)
            let base = String(normalized.split(separator: "-").first ?? "")
            add(base)
            if let old = legacy[base] { add(old) }
        }
        for fallback in ["Base", "en", "English"] { add(fallback) }
        for name in available { add(name) }
        return order
    }

    /// The defaults the bundle's pages declare (`Key` → `DefaultValue`), the root page and its child panes, as the
    /// usual "register defaults from the Settings bundle" listing computes them. Settings does not register them:
    /// the app passes them to `UserDefaults.register(defaults:)` itself.
    package func registrationDefaults(languages: [String] = ["en"]) -> [String: Any] {
        var defaults: [String: Any] = [:]
        var visited: Set<String> = []
        var pending = ["Root"]
        while let file = pending.popLast() {
            guard visited.insert(file).inserted, let page = page(file, languages: languages) else { continue }
            for specifier in page.specifiers {
                if let key = specifier.key, let value = specifier.defaultValue, defaults[key] == nil { defaults[key] = value }
                if specifier.kind == .childPane, let child = specifier.file { pending.append(child) }
            }
        }
        return defaults
    }

    /// The image file named `name` at the bundle's top level (slider images), or nil when missing.
    package func imageURL(named name: String) -> URL? {
        guard !name.contains("/") else { return nil }
        let url = self.url.appendingPathComponent(name)
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }
}

/// One page of a Settings bundle: its elements in order, grouped as Settings shows them.
package struct SettingsPage {
    /// The page file's name, without `.plist` (`Root` for the main page).
    package let file: String
    /// The page file's `Title`, localized (Settings titles child pages with the child-pane row's title instead).
    package let title: String?
    /// `StringsTable`; nil when the page is not localized.
    package let stringsTable: String?
    /// The elements, in file order (unknown types included, see ``SettingsSpecifier/kind``).
    package let specifiers: [SettingsSpecifier]

    /// A section of the page: a group (or radio group) element and the elements after it, up to the next group.
    package struct Section {
        /// The group element that starts the section; nil for elements before the first group.
        package let header: SettingsSpecifier?
        /// The rows: the elements after the header (a radio group's rows are its ``SettingsSpecifier/titles``).
        package let rows: [SettingsSpecifier]
    }

    /// The page's sections, as the settings table shows them.
    package var sections: [Section] {
        var sections: [Section] = []
        var header: SettingsSpecifier?
        var rows: [SettingsSpecifier] = []
        var started = false
        for specifier in specifiers {
            if specifier.kind == .group || specifier.kind == .radioGroup {
                if started || !rows.isEmpty { sections.append(Section(header: header, rows: rows)) }
                header = specifier
                rows = []
                started = true
            } else {
                rows.append(specifier)
            }
        }
        if started || !rows.isEmpty { sections.append(Section(header: header, rows: rows)) }
        return sections
    }
}
