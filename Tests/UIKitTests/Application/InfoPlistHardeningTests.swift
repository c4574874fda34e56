// SPDX-License-Identifier: Apache-2.0

import Testing
import UIKit

/// Issue 12: a malformed or binary-junk Info.plist still launches with the defaults, but no longer silently: one
/// log line names the file and the parser's error.
@Suite("Info.plist hardening", .serialized)
struct InfoPlistHardeningTests {
    /// Beside the build's probe app, so the launch test can hard-link it (see ``junkInfoPlistLaunch()``).
    let folder = probeAppURL.deletingLastPathComponent().appendingPathComponent("touchstone-plist-\(UUID().uuidString)")

    /// Writes `bytes` as `<folder>/<bundle>/Info.plist` and returns the bundle folder.
    private func bundle(_ name: String, infoPlist bytes: Data) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try bytes.write(to: url.appendingPathComponent("Info.plist"))
        return url
    }

    private static let junk = Data((0..<256).map { UInt8(($0 * 73 + 11) % 256) })
    private static let brokenXML = Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>CFBundleExecutable</key><string>probe-app</dict>
        """.utf8)

    @Test("Reading a junk or malformed Info.plist throws one line naming the file and the parse error")
    func parseErrors() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, bytes) in [("Junk.app", Self.junk), ("Broken.app", Self.brokenXML)] {
            let url = try bundle(name, infoPlist: bytes)
            let error = try #require(throws: InfoPlistError.self) { try AppBundle.readInfoPlist(in: url) }
            let plistPath = url.appendingPathComponent("Info.plist").path
            #expect(error.description.hasPrefix("AppBundle: cannot read \(plistPath): "))
            #expect(error.description.count > "AppBundle: cannot read \(plistPath): ".count)
            #expect(!error.description.contains("\n"))
        }
        let array = try bundle("Array.app", infoPlist: Data(#"<plist version="1.0"><array/></plist>"#.utf8))
        #expect(throws: InfoPlistError.self) { try AppBundle.readInfoPlist(in: array) }
        #expect(try AppBundle.readInfoPlist(in: folder.appendingPathComponent("Missing.app")) == nil)
        let good = try bundle("Good.app", infoPlist: Data(
            #"<plist version="1.0"><dict><key>CFBundleName</key><string>Good</string></dict></plist>"#.utf8))
        #expect(try AppBundle.readInfoPlist(in: good)?["CFBundleName"] as? String == "Good")
    }

    /// A binary property list whose top object is a set of one integer (40 bytes): Foundation's bridging crashed
    /// the launcher on it (found by the fuzzer's input mutations).
    private static let binarySet: Data = {
        var bytes = Array("bplist00".utf8)
        bytes += [0xC1, 0x01, 0x10, 0x01]  // object 0: a set holding object 1; object 1: the integer 1
        bytes += [8, 10]  // the offset table
        bytes += [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 2] + [UInt8](repeating: 0, count: 8)
        bytes += [0, 0, 0, 0, 0, 0, 0, 12]  // trailer: sizes, 2 objects, top object 0, table at 12
        return Data(bytes)
    }()

    @Test("A binary Info.plist holding a set is refused with a line, not a crash in Foundation's bridging")
    func binarySetIsRefused() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = try bundle("Set.app", infoPlist: Self.binarySet)
        let error = try #require(throws: InfoPlistError.self) { try AppBundle.readInfoPlist(in: url) }
        #expect(error.description.contains("a set"))
        var nested = Array("bplist00".utf8) + [0xD1, 0x01, 0x02, 0x51, 0x61, 0xC0]  // {"a": empty set}
        nested += [8, 11, 13] + [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 3] + [UInt8](repeating: 0, count: 8)
        nested += [0, 0, 0, 0, 0, 0, 0, 14]
        let dictionary = try bundle("Nested.app", infoPlist: Data(nested))
        let nestedError = try #require(throws: InfoPlistError.self) { try AppBundle.readInfoPlist(in: dictionary) }
        #expect(nestedError.description.contains("a set"))
    }

    @Test("An app whose .app folder holds a junk Info.plist launches with defaults and logs one line naming it")
    func junkInfoPlistLaunch() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let executable = folder.appendingPathComponent("probe-app")
        // A hard link, not a copy: a copy's write descriptor can leak into a child another suite forks meanwhile,
        // and executing a file open for writing fails with ETXTBSY ("Text file busy").
        try FileManager.default.linkItem(at: probeAppURL, to: executable)
        let app = try bundle("Probe.app", infoPlist: Self.junk)

        let (status, output) = try runProbe(["--seconds", "0.1"], executable: executable)

        #expect(status == 0)
        #expect(output.contains("probe: didFinishLaunching"))
        let lines = output.split(separator: "\n").filter { $0.contains("AppBundle: cannot read") }
        #expect(lines.count == 1)
        // The app names the file by the path it found its executable at, which has symbolic links resolved
        // (.build/debug is one) when the test binary was started through one.
        let plist = app.appendingPathComponent("Info.plist")
        let names = [plist.path, plist.resolvingSymlinksInPath().path]
        #expect(lines.first.map { line in names.contains { line.contains($0) } } == true, "\(lines)")
    }
}
