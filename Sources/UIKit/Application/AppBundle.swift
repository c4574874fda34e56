// SPDX-License-Identifier: Apache-2.0
//
// How a SwiftPM executable's resources become the app's main bundle (docs/ARCHITECTURE.md, "App bundles").

import CProcessHooks
import CoreFoundation
import Foundation

/// The app's main bundle on Linux: the `<Name>.app` folder that holds the app's Info.plist, images and `.lproj`
/// folders, as the `.app` directory does on iPhone OS (guide §2.1, "The application bundle").
///
/// An app target copies one folder named `<Name>.app` into its resources with
/// `resources: [.copy("MoveMe.app")]`. SwiftPM puts it in `<build dir>/<Package>_<Target>.resources/MoveMe.app`,
/// beside the executable. ``locate(forExecutableAt:)`` takes the first `*.app` folder, in name order, that sits
/// directly beside the running executable (first) or one level down in a `*.resources` folder beside it, and whose
/// `Info.plist` names the executable under `CFBundleExecutable`. This works from `swift run`, from the built
/// binary and from a copy installed with its `.app` folder beside it.
///
/// In an app process, `UIApplicationMain` (and `@main` on the app delegate) makes that folder Foundation's own
/// `Bundle.main` before anything else reads a bundle: it tells Core Foundation that the executable runs from
/// `<Name>.app/<executable>`, so `Bundle.main.bundlePath`, `bundleIdentifier`, `infoDictionary`,
/// `path(forResource:ofType:)`, `NSLocalizedString` and `UIImage(named:)` answer from the app bundle, as on
/// iPhone OS. (`Bundle.main.executablePath` then names that path, where iPhone OS keeps the binary; on Linux the
/// binary stays where SwiftPM built it.) This only works while nothing in the process has created a `Bundle` yet:
/// Core Foundation computes its main bundle once. When code ran first and did (for example top-level code in
/// `main.swift` that read `Bundle.main` before calling `UIApplicationMain`), Foundation's `Bundle.main` stays the
/// executable's folder; that is logged, and UIKit's own lookups still use the app bundle through ``main``.
///
/// When no folder matches — a test runner, an app without resources — ``main`` is Foundation's `Bundle.main`
/// (the executable's folder), and lookups there find nothing (`UIImage(named:)` logs and returns nil). Tests run
/// in a process of their own, as Xcode's tests without a host app do: they load an app's bundle explicitly
/// (``bundle(named:in:)``) and install it with ``main``'s setter, which UIKit's lookups follow; app code that
/// reads Foundation's `Bundle.main` itself sees the test runner's folder there.
public enum AppBundle {
    /// The extension of an app bundle folder.
    public static let folderExtension = "app"

    private static let lock = NSLock()
    nonisolated(unsafe) private static var current: Bundle?

    /// The bundle UIKit reads the app's resources from (`UIImage(named:)` without a bundle, `UIAppFonts`, the
    /// Info.plist the launcher hands the app): the one installed with the setter, else, after the app bundle was
    /// made Foundation's main bundle, `Bundle.main` itself; else the located `.app` folder (when Foundation's main
    /// bundle could not be moved there); else Foundation's `Bundle.main`. Thread-safe; decided once per process
    /// unless set.
    ///
    /// Reading it first, before `UIApplicationMain`, does what `UIApplicationMain` does: it locates the app bundle
    /// and makes it Foundation's main bundle.
    public static var main: Bundle {
        get {
            lock.lock()
            defer { lock.unlock() }
            return resolveLocked()
        }
        set {
            lock.lock()
            current = newValue
            lock.unlock()
        }
    }

    /// Makes the running executable's app bundle Foundation's `Bundle.main`, once per process; a process without
    /// one keeps Foundation's. Logged when Foundation had already fixed its main bundle elsewhere (something
    /// created a `Bundle` first); ``main`` then still answers the app bundle. Called first thing by
    /// `UIApplicationMain` and the app delegate's `@main`.
    static func installAsMainBundle() {
        lock.lock()
        defer { lock.unlock() }
        _ = resolveLocked()
    }

    /// ``main``'s value, deciding it on first use. Creates no `Bundle` before the app bundle is in place: Core
    /// Foundation fixes its main bundle the first time any bundle is made.
    private static func resolveLocked() -> Bundle {
        if let current { return current }
        let resolved: Bundle
        if let executable = executableURL, let folder = locate(forExecutableAt: executable) {
            touchstone_set_process_path(folder.appendingPathComponent(executable.lastPathComponent).path)
            if samePath(Bundle.main.bundleURL, folder) {
                resolved = Bundle.main
            } else {
                // Foundation's main bundle was fixed before: keep its real executable path truthful.
                touchstone_set_process_path(nil)
                UIKitDiagnostics.log(
                    "AppBundle: Foundation's Bundle.main is \(Bundle.main.bundlePath), not the app bundle \(folder.path) "
                        + "(code created a Bundle before UIApplicationMain, or Foundation is linked statically); "
                        + "Bundle.main stays there, UIKit reads images, fonts and the Info.plist from the app bundle")
                resolved = Bundle(url: folder) ?? Bundle.main
            }
        } else {
            resolved = Bundle.main
        }
        current = resolved
        return resolved
    }

    /// The app bundle folder for the executable at `executableURL`: the first `*.app` folder, in name order,
    /// beside it, else the first inside a `*.resources` folder beside it (folders in name order), whose
    /// Info.plist's `CFBundleExecutable` is the executable's file name; nil when there is none. A folder without
    /// a readable Info.plist is skipped. Reads the file system only: it creates no `Bundle`.
    public static func locate(forExecutableAt executableURL: URL) -> URL? {
        let name = executableURL.lastPathComponent
        let directory = executableURL.deletingLastPathComponent()
        var candidates = appFolders(in: directory)
        for child in sortedChildren(of: directory) where child.pathExtension == "resources" {
            candidates += appFolders(in: child)
        }
        return candidates.first { executableName(in: $0) == name }
    }

    /// The app bundle folder named `folderName` (for example `"MoveMe.app"`) inside the resource bundle
    /// `resources` (a target's `Bundle.module`); nil, logged, when it is missing. Tests use it to load an app's
    /// bundle without running the app's executable.
    public static func bundle(named folderName: String, in resources: Bundle) -> Bundle? {
        let url = URL(fileURLWithPath: resources.bundlePath).appendingPathComponent(folderName)
        guard FileManager.default.fileExists(atPath: url.appendingPathComponent("Info.plist").path),
            let bundle = Bundle(url: url)
        else {
            UIKitDiagnostics.log("AppBundle: no app bundle '\(folderName)' with an Info.plist in \(resources.bundlePath)")
            return nil
        }
        return bundle
    }

    /// The running executable (Linux: `/proc/self/exe`; elsewhere the first argument).
    private static var executableURL: URL? {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: path)
        }
        guard let first = CommandLine.arguments.first else { return nil }
        return URL(fileURLWithPath: first).standardizedFileURL
    }

    /// The `CFBundleExecutable` of `folder`'s Info.plist, read as a property list (no `Bundle` is made).
    private static func executableName(in folder: URL) -> String? {
        infoPlist(in: folder)?["CFBundleExecutable"] as? String
    }

    /// The Info.plist the launcher hands the app: ``main``'s `infoDictionary`, or an empty one. An Info.plist that
    /// is there but is not a property list dictionary (malformed XML, binary junk) launches with the defaults, as
    /// before, but is logged first: one line naming the file and the parser's error.
    static func launchInfoDictionary() -> [String: Any] {
        let bundle = main
        _ = infoPlist(in: bundle.bundleURL)
        return bundle.infoDictionary ?? [:]
    }

    /// `folder`'s Info.plist as a dictionary, read as the launcher reads it; nil when there is none, and nil with a
    /// log line (one line naming the file and the parse error) when it is not a property list dictionary.
    public static func infoPlist(in folder: URL) -> [String: Any]? {
        do { return try readInfoPlist(in: folder) } catch {
            UIKitDiagnostics.log("\(error)")
            return nil
        }
    }

    /// `folder`'s Info.plist as a dictionary, nil when there is none; throws ``InfoPlistError`` (one line naming
    /// the file and the parse error) when the file is not a property list dictionary.
    package static func readInfoPlist(in folder: URL) throws -> [String: Any]? {
        let url = folder.appendingPathComponent("Info.plist")
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        if let reason = propertyListError(in: data) {
            throw InfoPlistError(description: "AppBundle: cannot read \(url.path): \(reason)")
        }
        let plist: Any
        do { plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil) } catch {
            throw InfoPlistError(description: "AppBundle: cannot read \(url.path): \(parseErrorDescription(error))")
        }
        guard let dictionary = plist as? [String: Any] else {
            throw InfoPlistError(description: "AppBundle: \(url.path) is a \(type(of: plist)), not a dictionary")
        }
        return dictionary
    }

    /// Core Foundation's reason `data` is not a property list (its debug description: line and cause, else the
    /// error's description), or nil when it is one.
    ///
    /// Malformed bytes are refused here, before Foundation sees them: swift-corelibs-foundation's
    /// `PropertyListSerialization` leaks Core Foundation's error objects each time it throws (0.5–0.7 KB a call,
    /// measured), and every launch and every fuzz-info-plist input reads an Info.plist, so the fuzzer grew by that
    /// much per malformed input. Here the error is released. A well-formed list is then parsed again by Foundation
    /// (tens of microseconds for an Info.plist), which bridges it to Swift.
    private static func propertyListError(in data: Data) -> String? {
        let bytes = data.withUnsafeBytes { buffer in
            CFDataCreate(kCFAllocatorSystemDefault, buffer.bindMemory(to: UInt8.self).baseAddress, buffer.count)
        }
        guard let bytes else { return "cannot copy \(data.count) bytes" }
        var error: Unmanaged<CoreFoundation.CFError>?
        let noFormat: UnsafeMutablePointer<CFPropertyListFormat>? = nil
        if let plist = CFPropertyListCreateWithData(kCFAllocatorSystemDefault, bytes, 0, noFormat, &error) {
            defer { plist.release() }
            error?.release()
            return unbridgeableValue(in: plist.takeUnretainedValue())
        }
        guard let error = error?.takeRetainedValue() else { return "not a property list" }
        // The parser's explanation (line and cause) is under the user info's "NSDebugDescription".
        if let info = CFErrorCopyUserInfo(error),
            let key = CFStringCreateWithCString(kCFAllocatorSystemDefault, "NSDebugDescription",
                                                CFStringBuiltInEncodings.UTF8.rawValue),
            let debug = CFDictionaryGetValue(info, unsafeBitCast(key, to: UnsafeRawPointer.self))
        {
            return string(from: unsafeBitCast(debug, to: CoreFoundation.CFString.self))
        }
        return CFErrorCopyDescription(error).map(string(from:)) ?? "not a property list"
    }

    /// Why Foundation could not bridge the parsed list to Swift, or nil when it can: a binary property list may
    /// hold sets (and other Core Foundation types) that no Info.plist has, and swift-corelibs-foundation's
    /// `PropertyListSerialization` crashes bridging a set (a 40-byte binary plist was enough). Walks the values
    /// without recursion, so a deeply nested list is safe.
    private static func unbridgeableValue(in root: CoreFoundation.CFTypeRef) -> String? {
        let plain: Set<CFTypeID> = [CFStringGetTypeID(), CFNumberGetTypeID(), CFBooleanGetTypeID(), CFDataGetTypeID(),
                                    CFDateGetTypeID()]
        var pending: [CoreFoundation.CFTypeRef] = [root]
        while let value = pending.popLast() {
            let type = CFGetTypeID(value)
            if plain.contains(type) { continue }
            if type == CFArrayGetTypeID() {
                let array = reinterpretCF(value, as: CoreFoundation.CFArray.self)
                for index in 0..<CFArrayGetCount(array) {
                    if let element = CFArrayGetValueAtIndex(array, index) {
                        pending.append(unsafeBitCast(element, to: CoreFoundation.CFTypeRef.self))
                    }
                }
            } else if type == CFDictionaryGetTypeID() {
                let dictionary = reinterpretCF(value, as: CoreFoundation.CFDictionary.self)
                let count = CFDictionaryGetCount(dictionary)
                var keys = [UnsafeRawPointer?](repeating: nil, count: count)
                var values = [UnsafeRawPointer?](repeating: nil, count: count)
                CFDictionaryGetKeysAndValues(dictionary, &keys, &values)
                for case let element? in keys + values { pending.append(unsafeBitCast(element, to: CoreFoundation.CFTypeRef.self)) }
            } else {
                return "it holds a value an Info.plist cannot (a set, or another binary property list type)"
            }
        }
        return nil
    }

    /// A Core Foundation string's characters.
    private static func string(from cf: CoreFoundation.CFString) -> String {
        let length = CFStringGetLength(cf)
        let capacity = CFStringGetMaximumSizeForEncoding(length, CFStringBuiltInEncodings.UTF8.rawValue) + 1
        var buffer = [CChar](repeating: 0, count: Int(capacity))
        guard CFStringGetCString(cf, &buffer, capacity, CFStringBuiltInEncodings.UTF8.rawValue) else { return "" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The parser's own explanation when Foundation gives one (line and cause), else the error's description.
    private static func parseErrorDescription(_ error: Error) -> String {
        let info = (error as NSError).userInfo
        return (info[NSDebugDescriptionErrorKey] as? String) ?? error.localizedDescription
    }

    /// Whether `a` and `b` name the same folder once symbolic links and trailing slashes are resolved.
    private static func samePath(_ a: URL, _ b: URL) -> Bool {
        a.resolvingSymlinksInPath().standardizedFileURL.path == b.resolvingSymlinksInPath().standardizedFileURL.path
    }

    private static func appFolders(in directory: URL) -> [URL] {
        sortedChildren(of: directory).filter { $0.pathExtension == folderExtension }
    }

    private static func sortedChildren(of directory: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.sorted().map { directory.appendingPathComponent($0) }
    }
}

/// An Info.plist that is not a property list dictionary: one line naming the file and the parse error.
package struct InfoPlistError: Error, CustomStringConvertible {
    package let description: String
}

/// `value`, a Core Foundation object whose type ID was checked, as the Core Foundation type `type`: a
/// reinterpretation like `unsafeBitCast`. (`unsafeDowncast`, which the compiler suggests, checks a Swift class
/// relationship that toll-free Core Foundation objects on Linux do not have, and stops the process.)
func reinterpretCF<T: AnyObject>(_ value: AnyObject, as type: T.Type) -> T {
    Unmanaged<T>.fromOpaque(Unmanaged.passUnretained(value).toOpaque()).takeUnretainedValue()
}
