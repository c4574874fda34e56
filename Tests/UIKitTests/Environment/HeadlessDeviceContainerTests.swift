// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// Every headless device gets a container of its own: a fresh temporary data root unless the test names one.
@MainActor
@Suite("Headless device container")
struct HeadlessDeviceContainerTests {
    private func isFolder(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
    }

    private let folders = ["Documents", "Library/Preferences", "Library/Caches", "Library/Application Support", "tmp"]

    @Test("Without a data root each device gets a fresh temporary container, removed when it terminates")
    func temporaryRootRemovedOnTerminate() throws {
        let first = try HeadlessDevice(profile: .iPhone3GS)
        #expect(first.containerURL == nil)
        try first.launch(delegate: LoggingDelegate())
        let second = try HeadlessDevice(profile: .iPhone3GS)
        try second.launch(delegate: LoggingDelegate())
        let container = try #require(first.containerURL)
        let other = try #require(second.containerURL)
        #expect(container != other)
        #expect(container.lastPathComponent == HeadlessDevice.defaultBundleIdentifier)
        #expect(container.deletingLastPathComponent().lastPathComponent == "Containers")
        for folder in folders { #expect(isFolder(container.appendingPathComponent(folder)), "\(folder)") }
        try Data("x".utf8).write(to: container.appendingPathComponent("Documents/file.txt"))
        let root = container.deletingLastPathComponent().deletingLastPathComponent()
        first.terminate()
        #expect(!FileManager.default.fileExists(atPath: root.path))
        #expect(isFolder(other))
        second.terminate()
    }

    @Test("A temporary root goes away with its device")
    func temporaryRootRemovedWithDevice() throws {
        var root: URL?
        do {
            let device = try HeadlessDevice(profile: .iPhone3GS)
            try device.launch(delegate: LoggingDelegate())
            root = device.containerURL?.deletingLastPathComponent().deletingLastPathComponent()
            #expect(root.map { isFolder($0) } == true)
        }
        let removed = try #require(root)
        #expect(!FileManager.default.fileExists(atPath: removed.path))
    }

    @Test("A named data root holds <root>/Containers/<CFBundleIdentifier> and is kept after the device")
    func namedRoot() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("named-root-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        do {
            let device = try HeadlessDevice(profile: .iPhone3GS)
            device.dataRoot = root
            try device.launch(delegate: LoggingDelegate(), info: ["CFBundleIdentifier": "com.example.Named"])
            #expect(device.containerURL?.path == root.appendingPathComponent("Containers/com.example.Named").path)
            device.terminate()
        }
        for folder in folders {
            #expect(isFolder(root.appendingPathComponent("Containers/com.example.Named/\(folder)")), "\(folder)")
        }
    }

    @Test("Persistent pasteboards are stored in the container's Library/Pasteboards")
    func pasteboardsInContainer() throws {
        let device = try HeadlessDevice(profile: .iPhone3GS)
        try device.launch(delegate: LoggingDelegate())
        let board = try #require(UIPasteboard(name: UIPasteboard.Name("com.example.stored"), create: true))
        board.isPersistent = true
        board.string = "kept"
        let container = try #require(device.containerURL)
        let stored = (try? FileManager.default.contentsOfDirectory(
            atPath: container.appendingPathComponent("Library/Pasteboards").path)) ?? []
        #expect(!stored.isEmpty)
        device.terminate()
    }
}
