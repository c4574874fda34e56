// SPDX-License-Identifier: Apache-2.0

import Foundation
@testable import MediaPlayer
import Testing
import TouchstoneTesting
import UIKit

/// Builds the header of an ISO base media file in memory: `ftyp`, then `moov` holding `mvhd` and one `trak/tkhd`
/// per track (a zero size is a sound track), then an `mdat` of `mediaBytes` zero bytes.
func movieFile(duration: UInt64, timescale: UInt32 = 600, tracks: [CGSize] = [CGSize(width: 640, height: 360)],
               version: UInt8 = 0, brand: String = "isom", largeMediaBox: Bool = false, mediaBytes: Int = 16) -> Data {
    func u32(_ v: UInt32) -> [UInt8] { withUnsafeBytes(of: v.bigEndian, Array.init) }
    func u64(_ v: UInt64) -> [UInt8] { withUnsafeBytes(of: v.bigEndian, Array.init) }
    func box(_ type: String, _ body: [UInt8]) -> [UInt8] { u32(UInt32(body.count + 8)) + Array(type.utf8) + body }
    var mvhd: [UInt8] = [version, 0, 0, 0]
    if version == 1 {
        mvhd += u64(0) + u64(0) + u32(timescale) + u64(duration)
    } else {
        mvhd += u32(0) + u32(0) + u32(timescale) + u32(UInt32(duration))
    }
    mvhd += u32(0x0001_0000) + [1, 0] + Array(repeating: 0, count: 10) + Array(repeating: 0, count: 36)
        + Array(repeating: 0, count: 24) + u32(UInt32(tracks.count + 1))
    var moovBody = box("mvhd", mvhd)
    for (index, size) in tracks.enumerated() {
        var tkhd: [UInt8] = [version, 0, 0, 7]
        if version == 1 {
            tkhd += u64(0) + u64(0) + u32(UInt32(index + 1)) + u32(0) + u64(duration)
        } else {
            tkhd += u32(0) + u32(0) + u32(UInt32(index + 1)) + u32(0) + u32(UInt32(duration))
        }
        tkhd += Array(repeating: 0, count: 8) + [0, 0, 0, 0] + [1, 0, 0, 0] + Array(repeating: 0, count: 36)
        tkhd += u32(UInt32(size.width * 65536)) + u32(UInt32(size.height * 65536))
        moovBody += box("trak", box("tkhd", tkhd))
    }
    var file = box("ftyp", Array(brand.utf8) + u32(0) + Array("isommp42".utf8))
    if largeMediaBox {
        file += u32(1) + Array("mdat".utf8) + u64(UInt64(16 + mediaBytes)) + Array(repeating: 0, count: mediaBytes)
    } else {
        file += box("mdat", Array(repeating: 0, count: mediaBytes))
    }
    file += box("moov", moovBody)
    return Data(file)
}

/// Writes `data` to a fresh temporary file with extension `ext`.
func temporaryFile(_ data: Data, ext: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("media-\(UUID().uuidString).\(ext)")
    try data.write(to: url)
    return url
}

/// A fresh temporary folder.
func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("media-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// A PCM WAV file of `seconds` of silence (mono, 8 kHz, 16-bit).
func wavFile(seconds: Double) -> Data {
    func le32(_ v: UInt32) -> [UInt8] { withUnsafeBytes(of: v.littleEndian, Array.init) }
    func le16(_ v: UInt16) -> [UInt8] { withUnsafeBytes(of: v.littleEndian, Array.init) }
    let dataBytes = Int(seconds * 16000)
    var bytes = Array("RIFF".utf8) + le32(UInt32(36 + dataBytes)) + Array("WAVE".utf8)
    bytes += Array("fmt ".utf8) + le32(16) + le16(1) + le16(1) + le32(8000) + le32(16000) + le16(2) + le16(16)
    bytes += Array("data".utf8) + le32(UInt32(dataBytes)) + Array(repeating: 0, count: dataBytes)
    return Data(bytes)
}

/// An app delegate whose window shows a plain white root controller.
final class MediaAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        let window = UIWindow()
        let root = UIViewController()
        root.view.backgroundColor = .white
        window.rootViewController = root
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// A launched headless device with the media app's window.
@MainActor
func launchedDevice() throws -> (HeadlessDevice, UIWindow) {
    let device = try HeadlessDevice(profile: .iPhone4)
    let delegate = MediaAppDelegate()
    try device.launch(delegate: delegate)
    device.advance(by: 0.05)
    return (device, try #require(delegate.window))
}

/// Records the notifications of some names posted with a given object (or any).
@MainActor
final class NotificationLog {
    private(set) var entries: [(name: Notification.Name, object: AnyObject?, userInfo: [AnyHashable: Any]?)] = []
    private var tokens: [NSObjectProtocol] = []

    init(_ names: [Notification.Name], object: AnyObject? = nil) {
        for name in names {
            tokens.append(NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) { [weak self] note in
                nonisolated(unsafe) let entry = (note.name, note.object as AnyObject?, note.userInfo)
                MainActor.assumeIsolated { self?.entries.append(entry) }
            })
        }
    }

    var names: [Notification.Name] { entries.map(\.name) }

    func count(_ name: Notification.Name) -> Int { entries.filter { $0.name == name }.count }

    func stop() { tokens.forEach(NotificationCenter.default.removeObserver) }

    /// Forgets the entries (and the objects they hold).
    func clear() { entries.removeAll() }
}

/// Lets blocks queued on the main queue run.
func drainMainQueue(hops: Int = 4) async {
    for _ in 0..<hops {
        await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } }
    }
}

/// The centre of `view` in window (screen) coordinates.
@MainActor
func centre(of view: UIView) -> CGPoint {
    view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
}
