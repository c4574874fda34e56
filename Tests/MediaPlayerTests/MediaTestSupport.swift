// SPDX-License-Identifier: Apache-2.0

import AVFoundation
import Foundation
@testable import MediaPlayer
import Testing
import TouchstoneTesting
import UIKit

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
