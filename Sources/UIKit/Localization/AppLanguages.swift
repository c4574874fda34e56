// SPDX-License-Identifier: Apache-2.0
//
// The app's preferred languages, and the hooks that make Foundation's bundle lookups follow them
// (docs/ARCHITECTURE.md, "Languages").

import CProcessHooks
import CoreFoundation
import Foundation

/// The languages an app process runs in, best first, as iOS's `AppleLanguages` lists them, and the Core
/// Foundation hooks that make `Bundle` answer for them.
///
/// At launch the app's languages come from, first found: `--language` (or `TOUCHSTONE_LANGUAGE`), then the
/// `-AppleLanguages (fr, en)` argument (Foundation's argument domain style), then `AppleLanguages` in the app's
/// defaults, else English. Once installed, `Bundle.preferredLocalizations`,
/// `Bundle.preferredLocalizations(from:forPreferences:)`, `localizedString(forKey:value:table:)`,
/// `NSLocalizedString` (with or without `bundle:`), `localizedInfoDictionary` and the localized values of
/// `object(forInfoDictionaryKey:)` (InfoPlist.strings, e.g. `CFBundleDisplayName`) pick each bundle's
/// localization with ``LanguageMatcher``, and resource lookups (`path(forResource:ofType:)`,
/// `url(forResource:withExtension:)`) look in that localization's `.lproj` before Core Foundation's own order
/// (which ends at the development region). `Locale.current` and the formatters follow ``AppLocale``.
package enum AppLanguages {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var languages: [String]?
    nonisolated(unsafe) private static var infoCache: [String: CoreFoundation.CFDictionary] = [:]

    /// The installed languages, best first; nil before ``install(_:)`` (Foundation answers alone).
    package static var current: [String]? { lock.withLock { languages } }

    /// Makes `languages` (tags such as `fr`, `pt-BR`; malformed ones are logged and dropped) the app's, and
    /// installs the hooks; nil, or no valid tag, removes them (Foundation answers alone again).
    package static func install(_ tags: [String]?) {
        let valid = (tags ?? []).filter { tag in
            if LanguageMatcher.subtags(of: tag).isEmpty {
                UIKitDiagnostics.log("languages: ignoring '\(tag)' (not a language tag)")
                return false
            }
            return true
        }
        lock.withLock {
            languages = valid.isEmpty ? nil : valid
            infoCache = [:]
        }
        guard !valid.isEmpty else {
            touchstone_install_language_hooks(nil)
            return
        }
        var hooks = touchstone_language_hooks(
            preferred_localizations: { available, preferences in
                AppLanguages.preferredLocalizations(available, preferences)
            },
            localized_string: { bundle, key, value, table in AppLanguages.localizedString(bundle, key, value, table) },
            local_info_dictionary: { bundle, handled in AppLanguages.localInfoDictionary(bundle, handled) },
            resource_url: { bundle, name, type, subdirectory in
                AppLanguages.resourceURL(bundle, name, type, subdirectory)
            })
        touchstone_install_language_hooks(&hooks)
    }

    /// Decides and installs the app process's languages and locale from its launch options and the device's
    /// settings, and returns the first language, the one the interface runs in. Called by the launcher just before
    /// the app launches.
    ///
    /// Languages, first found: `--language` (or `TOUCHSTONE_LANGUAGE`), the `-AppleLanguages (fr, en)` argument,
    /// `AppleLanguages` in the app's defaults, the device's (the Settings app's Language & Region), else English.
    /// The region (``AppLocale``): `--region` (or `-AppleLocale`), else the first language's own (`fr-CA`), else the
    /// device's, else `US`. The device's languages and locale are also registered as the `AppleLanguages` and
    /// `AppleLocale` defaults, where iPhone OS apps read them.
    package static func installForLaunch(_ options: LaunchOptions, device: DeviceSettings? = nil) -> String {
        var tags = options.language.map { [$0] } ?? options.appleLanguages ?? []
        if tags.isEmpty, let saved = UserDefaults.standard.array(forKey: "AppleLanguages") {
            tags = saved.compactMap { $0 as? String }
        }
        if tags.isEmpty, let chosen = device?.languages { tags = chosen }
        if tags.isEmpty { tags = ["en"] }
        install(tags)
        let languages = current ?? ["en"]
        let ownRegion = LanguageMatcher.subtags(of: languages[0]).dropFirst().first { AppLocale.isRegion($0) }
        AppLocale.install(languages: languages, region: options.region ?? ownRegion ?? device?.region)
        if let locale = AppLocale.current {
            UserDefaults.standard.register(defaults: ["AppleLanguages": languages, "AppleLocale": locale.identifier])
        }
        return languages[0]
    }

    /// The `.lproj` folders of `bundle` to search for a resource, best first: its localizations in the order the
    /// app's languages prefer (``LanguageMatcher``), then its development region; only folders that exist.
    package static func localizedResourceFolders(of bundle: Bundle) -> [String] {
        let available = bundle.localizations
        guard !available.isEmpty else { return [] }
        let region = bundle.developmentLocalization
        let order = LanguageMatcher.preferredLocalizations(available: available, preferred: current ?? ["en"],
                                                            developmentRegion: region) + (region.map { [$0] } ?? [])
        let base = bundle.resourcePath ?? bundle.bundlePath
        var seen = Set<String>()
        return order.compactMap { name in
            guard seen.insert(name).inserted else { return nil }
            let folder = (base as NSString).appendingPathComponent(name + ".lproj")
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) && isFolder.boolValue ? folder : nil
        }
    }

    /// Splits `arguments` into Touchstone's own and the `-AppleLanguages VALUE` pairs Foundation's argument domain
    /// takes (`VALUE` an old-style array such as `(fr, en)` or `("pt-BR")`, or a bare tag). The languages are nil
    /// when the argument is absent; a `-AppleLanguages` without a value is left for the flag parser to reject.
    package static func splitAppleArguments(_ arguments: [String]) -> (rest: [String], languages: [String]?) {
        var rest: [String] = [], languages: [String]?
        var index = 0
        while index < arguments.count {
            if arguments[index] == "-AppleLanguages", index + 1 < arguments.count {
                languages = parseLanguageList(arguments[index + 1])
                index += 2
                continue
            }
            rest.append(arguments[index])
            index += 1
        }
        return (rest, languages)
    }

    /// The tags of an old-style property list array (`(fr, "en-GB")`) or a single bare tag.
    package static func parseLanguageList(_ text: String) -> [String] {
        var body = text.trimmingCharacters(in: .whitespaces)
        if body.hasPrefix("("), body.hasSuffix(")") { body = String(body.dropFirst().dropLast()) }
        return body.split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
        }.filter { !$0.isEmpty }
    }

    // MARK: Core Foundation callbacks

    private static func preferredLocalizations(_ available: UnsafeRawPointer, _ preferences: UnsafeRawPointer?)
        -> UnsafeRawPointer?
    {
        let candidates = strings(in: available)
        let preferred = preferences.map(strings(in:)) ?? current
        guard let preferred, !candidates.isEmpty else { return nil }
        let region = CFBundleGetMainBundle().flatMap { CFBundleGetDevelopmentRegion($0) }.map(string(from:))
        let chosen = LanguageMatcher.preferredLocalizations(
            available: candidates, preferred: preferred, developmentRegion: region)
        return makeArray(chosen)
    }

    private static func localizedString(_ bundle: UnsafeRawPointer, _ key: UnsafeRawPointer?,
                                        _ value: UnsafeRawPointer?, _ table: UnsafeRawPointer?) -> UnsafeRawPointer?
    {
        guard let localization = localization(of: bundle) else { return nil }
        let cfBundle = unsafeBitCast(bundle, to: CoreFoundation.CFBundle.self)
        let answer = CFBundleCopyLocalizedStringForLocalization(
            cfBundle, key.map { unsafeBitCast($0, to: CoreFoundation.CFString.self) }, value.map { unsafeBitCast($0, to: CoreFoundation.CFString.self) },
            table.map { unsafeBitCast($0, to: CoreFoundation.CFString.self) }, makeString(localization))
        return answer.map { UnsafeRawPointer($0.toOpaque()) }
    }

    private static func localInfoDictionary(_ bundle: UnsafeRawPointer, _ handled: UnsafeMutablePointer<Int32>)
        -> UnsafeRawPointer?
    {
        guard let localization = localization(of: bundle) else {
            handled.pointee = 0
            return nil
        }
        let cfBundle = unsafeBitCast(bundle, to: CoreFoundation.CFBundle.self)
        guard let url = CFBundleCopyResourceURLForLocalization(
                cfBundle, makeString("InfoPlist"), makeString("strings"), nil, makeString(localization))
        else { return nil }
        var buffer = [UInt8](repeating: 0, count: 4096)
        guard CFURLGetFileSystemRepresentation(url, true, &buffer, buffer.count) else { return nil }
        let path = String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
        if let cached = lock.withLock({ infoCache[path] }) { return UnsafeRawPointer(Unmanaged.passUnretained(cached).toOpaque()) }
        guard let dictionary = readStrings(at: path) else { return nil }
        lock.withLock { infoCache[path] = dictionary }
        return UnsafeRawPointer(Unmanaged.passUnretained(dictionary).toOpaque())
    }

    private static func resourceURL(_ bundle: UnsafeRawPointer, _ name: UnsafeRawPointer?, _ type: UnsafeRawPointer?,
                                    _ subdirectory: UnsafeRawPointer?) -> UnsafeRawPointer?
    {
        let cfBundle = unsafeBitCast(bundle, to: CoreFoundation.CFBundle.self)
        func cfString(_ pointer: UnsafeRawPointer?) -> CoreFoundation.CFString? {
            pointer.map { unsafeBitCast($0, to: CoreFoundation.CFString.self) }
        }
        for localization in localizations(of: bundle) {
            if let url = CFBundleCopyResourceURLForLocalization(
                cfBundle, cfString(name), cfString(type), cfString(subdirectory), makeString(localization))
            {
                return UnsafeRawPointer(Unmanaged.passRetained(url).toOpaque())
            }
        }
        return nil
    }

    /// The localization `bundle` uses for the installed languages, or nil when none are installed or the bundle
    /// has no localizations.
    private static func localization(of bundle: UnsafeRawPointer) -> String? { localizations(of: bundle).first }

    /// The localizations of `bundle` for the installed languages, best first (a regional match, then its bare
    /// language); empty when none are installed or the bundle has no localizations.
    private static func localizations(of bundle: UnsafeRawPointer) -> [String] {
        guard let preferred = current else { return [] }
        let cfBundle = unsafeBitCast(bundle, to: CoreFoundation.CFBundle.self)
        guard let list = CFBundleCopyBundleLocalizations(cfBundle) else { return [] }
        let available = strings(in: UnsafeRawPointer(Unmanaged.passUnretained(list).toOpaque()))
        let region = CFBundleGetDevelopmentRegion(cfBundle).map(string(from:))
        return LanguageMatcher.preferredLocalizations(available: available, preferred: preferred,
                                                      developmentRegion: region)
    }

    /// A strings file as a dictionary (Core Foundation's property list parser reads the `"key" = "value";`
    /// format); nil, logged, when it cannot be read.
    private static func readStrings(at path: String) -> CoreFoundation.CFDictionary? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let bytes = data.withUnsafeBytes { buffer in
            CFDataCreate(kCFAllocatorSystemDefault, buffer.bindMemory(to: UInt8.self).baseAddress, buffer.count)
        }
        let noFormat: UnsafeMutablePointer<CFPropertyListFormat>? = nil
        guard let bytes, let plist = CFPropertyListCreateWithData(kCFAllocatorSystemDefault, bytes, 0, noFormat, nil)
        else {
            UIKitDiagnostics.log("languages: cannot read the strings file \(path)")
            return nil
        }
        let value = plist.takeRetainedValue()
        guard CFGetTypeID(value) == CFDictionaryGetTypeID() else {
            UIKitDiagnostics.log("languages: \(path) is not a strings file")
            return nil
        }
        return reinterpretCF(value, as: CoreFoundation.CFDictionary.self)
    }

    // MARK: Core Foundation values

    private static func strings(in array: UnsafeRawPointer) -> [String] {
        let list = unsafeBitCast(array, to: CoreFoundation.CFArray.self)
        return (0..<CFArrayGetCount(list)).compactMap { index in
            guard let element = CFArrayGetValueAtIndex(list, index) else { return nil }
            let value = unsafeBitCast(element, to: CoreFoundation.CFTypeRef.self)
            guard CFGetTypeID(value) == CFStringGetTypeID() else { return nil }
            return string(from: unsafeBitCast(element, to: CoreFoundation.CFString.self))
        }
    }

    private static func string(from cf: CoreFoundation.CFString) -> String {
        let length = CFStringGetLength(cf)
        let capacity = CFStringGetMaximumSizeForEncoding(length, CFStringBuiltInEncodings.UTF8.rawValue) + 1
        var buffer = [CChar](repeating: 0, count: Int(capacity))
        guard CFStringGetCString(cf, &buffer, capacity, CFStringBuiltInEncodings.UTF8.rawValue) else { return "" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func makeString(_ text: String) -> CoreFoundation.CFString {
        CFStringCreateWithCString(kCFAllocatorSystemDefault, text, CFStringBuiltInEncodings.UTF8.rawValue)
    }

    /// A retained CoreFoundation.CFArray of `texts`.
    private static func makeArray(_ texts: [String]) -> UnsafeRawPointer? {
        let values = texts.map { makeString($0) }
        var pointers: [UnsafeRawPointer?] = values.map { UnsafeRawPointer(Unmanaged.passUnretained($0).toOpaque()) }
        let array = withExtendedLifetime(values) {
            withUnsafePointer(to: kCFTypeArrayCallBacks) {
                CFArrayCreate(kCFAllocatorSystemDefault, &pointers, pointers.count, $0)
            }
        }
        return array.map { UnsafeRawPointer(Unmanaged.passRetained($0).toOpaque()) }
    }
}
