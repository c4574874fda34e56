// SPDX-License-Identifier: Apache-2.0
//
// The container probe (app arguments after `--`): what Foundation answers for the app's folders, whether the app
// can write each container folder, and whether it can open other paths (the sandbox test).
//
//   -- --probe-container             print the folders and write a file into each container folder
//   -- --probe-open PATH             try to open PATH (a folder: list it; a file: read it) and print the outcome
//   -- --probe-create PATH           try to create the file PATH and print the outcome
//   -- --probe-open-global PATH      like --probe-open, from a thread of a global dispatch queue
//   -- --probe-keychain VALUE        store VALUE as a generic password, read it back and print it
//   -- --probe-defaults-sync VALUE   set the default "probe" to VALUE, call synchronize() and print its answer and
//                                    what the container's preferences file holds for the key

import Foundation
import Security

enum ContainerProbe {
    /// Runs what the app arguments ask for; prints `probe: …` lines.
    static func run(arguments: [String]) {
        guard let dash = arguments.firstIndex(of: "--") else { return }
        let appArguments = Array(arguments[(dash + 1)...])
        var index = 0
        while index < appArguments.count {
            let argument = appArguments[index]
            let value = index + 1 < appArguments.count ? appArguments[index + 1] : ""
            switch argument {
            case "--probe-container":
                reportFolders()
            case "--probe-open":
                say("open \(value) \(outcome { try openForReading(value) })")
                index += 1
            case "--probe-open-global":
                let result = DispatchQueue.global().sync { outcome { try openForReading(value) } }
                say("open-global \(value) \(result)")
                index += 1
            case "--probe-keychain":
                say("keychain \(keychainRoundTrip(value))")
                index += 1
            case "--probe-defaults-sync":
                UserDefaults.standard.set(value, forKey: "probe")
                let answer = UserDefaults.standard.synchronize()
                let file = URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent("Library/Preferences")
                    .appendingPathComponent("\(Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName).plist")
                let stored = (try? Data(contentsOf: file)).flatMap {
                    try? PropertyListSerialization.propertyList(from: $0, format: nil) as? [String: Any]
                }?["probe"] as? String
                say("defaults-sync \(answer) \(stored ?? "-")")
                index += 1
            case "--probe-create":
                say("create \(value) \(outcome { try Data("probe".utf8).write(to: URL(fileURLWithPath: value)) })")
                index += 1
            default:
                break
            }
            index += 1
        }
    }

    private static func reportFolders() {
        let fm = FileManager.default
        say("home \(NSHomeDirectory())")
        say("tmp \(NSTemporaryDirectory())")
        say("temporaryDirectory \(fm.temporaryDirectory.path)")
        let folders: [(String, FileManager.SearchPathDirectory)] = [
            ("documents", .documentDirectory), ("caches", .cachesDirectory),
            ("applicationSupport", .applicationSupportDirectory), ("library", .libraryDirectory),
        ]
        for (name, directory) in folders {
            say("urls \(name) \(fm.urls(for: directory, in: .userDomainMask).map(\.path).joined(separator: ","))")
            say("searchPath \(name) \(NSSearchPathForDirectoriesInDomains(directory, .userDomainMask, true).joined(separator: ","))")
        }
        let home = URL(fileURLWithPath: NSHomeDirectory(), isDirectory: true)
        for folder in ["Documents", "Library/Preferences", "Library/Caches", "Library/Application Support", "tmp"] {
            let file = home.appendingPathComponent(folder).appendingPathComponent("probe.txt")
            say("write \(folder) \(outcome { try Data("probe".utf8).write(to: file, options: .atomic) })")
        }
    }

    /// Adds (or updates) a generic password holding `value` and reads it back, as an app's login code does.
    private static func keychainRoundTrip(_ value: String) -> String {
        let identity: [String: Any] = [kSecClass as String: kSecClassGenericPassword,
                                       kSecAttrService as String: "probe", kSecAttrAccount as String: "me"]
        var add = identity
        add[kSecValueData as String] = Data(value.utf8)
        var status = SecItemAdd(add as CFDictionary, nil)
        if status == errSecDuplicateItem {
            status = SecItemUpdate(identity as CFDictionary, [kSecValueData as String: Data(value.utf8)] as CFDictionary)
        }
        guard status == errSecSuccess else { return "add-status=\(status)" }
        var query = identity
        query[kSecReturnData as String] = true
        var item: CFTypeRef?
        let read = SecItemCopyMatching(query as CFDictionary, &item)
        guard read == errSecSuccess, let data = item as? Data else { return "read-status=\(read)" }
        return "read \(String(decoding: data, as: UTF8.self))"
    }

    /// Opens `path` as the app would: a folder's listing, a file's bytes.
    private static func openForReading(_ path: String) throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            _ = try FileManager.default.contentsOfDirectory(atPath: path)
        } else {
            _ = try Data(contentsOf: URL(fileURLWithPath: path))
        }
    }

    /// `ok`, or `errno=N` from the error's underlying POSIX error (`error …` otherwise).
    private static func outcome(_ body: () throws -> Void) -> String {
        do {
            try body()
            return "ok"
        } catch {
            let ns = error as NSError
            if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
                return "errno=\(underlying.code)"
            }
            if ns.domain == NSPOSIXErrorDomain { return "errno=\(ns.code)" }
            if ns.domain == NSCocoaErrorDomain, ns.code == CocoaError.fileReadNoPermission.rawValue
                || ns.code == CocoaError.fileWriteNoPermission.rawValue
            {
                return "errno=\(EACCES)"
            }
            return "error \(ns.domain) \(ns.code)"
        }
    }

    private static func say(_ s: String) {
        print("probe: \(s)")
        fflush(nil)
    }
}
