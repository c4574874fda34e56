// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import UIKit

/// A fresh folder under the temporary directory, removed by the caller.
func makeScratchFolder(_ name: String = "prefs") -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("touchstone-\(name)-\(UUID().uuidString)", isDirectory: true)
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

@Suite("Preferences files: atomic writes, corrupt files moved aside")
struct PreferencesFileTests {
    @Test("A written dictionary reads back equal, as an XML property list with sorted keys")
    func roundTrip() throws {
        let folder = makeScratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Library/Preferences/com.example.plist")
        try PreferencesFile.write(["b": 2, "a": "one", "c": [true, 1.5]], to: url)
        guard case .values(let values) = PreferencesFile.read(url) else {
            Issue.record("the file did not read back")
            return
        }
        #expect(values["a"] as? String == "one")
        #expect(values["b"] as? Int == 2)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.hasPrefix("<?xml"))
        #expect(text.range(of: "<key>a</key>")!.lowerBound < text.range(of: "<key>b</key>")!.lowerBound)
        // No temporary file is left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path) == ["com.example.plist"])
    }

    @Test("A missing file reads as missing")
    func missing() {
        let folder = makeScratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        guard case .missing = PreferencesFile.read(folder.appendingPathComponent("none.plist")) else {
            Issue.record("expected .missing")
            return
        }
    }

    @Test("A corrupt file is moved aside to .corrupt with a log line, and reads as empty",
          arguments: ["<?xml version=\"1.0\"?><plist><dict><key>a</key>", "garbage \u{0}\u{1}", "<plist version=\"1.0\"><array/></plist>"])
    func corrupt(contents: String) throws {
        let folder = makeScratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("com.example.plist")
        try Data(contents.utf8).write(to: url)
        let (result, lines) = UIKitDiagnostics.capturing { PreferencesFile.read(url) }
        guard case .corrupt = result else {
            Issue.record("expected .corrupt")
            return
        }
        #expect(!FileManager.default.fileExists(atPath: url.path))
        #expect(FileManager.default.contents(atPath: url.path + ".corrupt") == Data(contents.utf8))
        #expect(lines.contains { $0.contains("com.example.plist") && $0.contains(".corrupt") })
    }

    /// A child process (forked, running only system calls) rewrites the file in a loop, alternating two
    /// 1,000-key dictionaries; the test kills it with SIGKILL after a random delay, 200 times, and reads the file
    /// back each time. Real time is the point here: the kill must land at an arbitrary moment of the write.
    @Test("SIGKILL at 200 random moments of a write leaves the old or the new file, never a torn one")
    func killedWriter() throws {
        let folder = makeScratchFolder("sigkill")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("com.example.writer.plist")
        let first = Dictionary(uniqueKeysWithValues: (0..<1000).map { ("key\($0)", "first value \($0)") })
        let second = Dictionary(uniqueKeysWithValues: (0..<1000).map { ("key\($0)", "second, longer value \($0) …") })
        let payloads = [PreferencesFile.encode(first)!, PreferencesFile.encode(second)!]
        try PreferencesFile.writeAtomically(payloads[0], to: url)
        let temporary = folder.appendingPathComponent(".writer.tmp").path
        var generator = SystemRandomNumberGenerator()
        var sawSecond = false
        for round in 0..<200 {
            let pid = payloads[0].withUnsafeBytes { a in
                payloads[1].withUnsafeBytes { b in
                    url.path.withCString { path in
                        temporary.withCString { tmp in
                            folder.path.withCString { dir in
                                forkWriter([a, b], path: path, temporary: tmp, folder: dir)
                            }
                        }
                    }
                }
            }
            #expect(pid > 0)
            usleep(UInt32.random(in: 0...4000, using: &generator))
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
            let data = try Data(contentsOf: url)
            let whole = data == payloads[0] || data == payloads[1]
            #expect(whole, "round \(round): the file is torn (\(data.count) bytes)")
            if data == payloads[1] { sawSecond = true }
            guard case .values(let values) = PreferencesFile.read(url), values.count == 1000 else {
                Issue.record("round \(round): the file does not reload")
                return
            }
        }
        // The writer did get some writes done before being killed.
        #expect(sawSecond)
    }
}

/// Forks a child that writes `payloads` alternately to `path` forever (system calls only, safe after `fork`).
private func forkWriter(_ payloads: [UnsafeRawBufferPointer], path: UnsafePointer<CChar>,
                        temporary: UnsafePointer<CChar>, folder: UnsafePointer<CChar>) -> pid_t
{
    let (a, b) = (payloads[0], payloads[1])
    let pid = fork()
    if pid == 0 {
        // A forked child keeps a copy of every descriptor the test process holds, close-on-exec or not (it never
        // execs). Other suites in this process hold sockets whose peers wait for them to close (a device link
        // whose app must see the device go away), so the child lets go of all but the standard three.
        for descriptor in 3..<Int32(1024) { close(descriptor) }
        var index = 1
        while true {
            _ = PreferencesFile.writeAtomically(index % 2 == 0 ? a : b, to: path, through: temporary, folder: folder)
            index += 1
        }
    }
    return pid
}
