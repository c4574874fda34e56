// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import UIKit

/// The guide's §2.6.2 "Reading and writing" listings on Linux's Foundation: property lists (L 6-2, L 6-3), keyed
/// archives of an NSCoding graph, Codable plists, and the Documents helpers (L 6-4, L 6-5), in an app container's
/// Documents folder.
@Suite("Files, property lists and archives (guide §2.6.2)", .serialized)
struct FileArchivingTests {
    /// A fresh container; `body` gets its Documents folder.
    private func withDocuments<T>(_ body: (URL) throws -> T) throws -> T {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("archiving-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let container = AppContainer(bundleIdentifier: "com.example.archiving", dataRoot: root)
        try container.create()
        return try body(container.documents)
    }

    // L 6-4 and L 6-5.
    private func writeApplicationData(_ data: Data, toFile name: String, in documents: URL) -> Bool {
        (try? data.write(to: documents.appendingPathComponent(name), options: .atomic)) != nil
    }

    private func applicationDataFromFile(_ name: String, in documents: URL) -> Data? {
        FileManager.default.contents(atPath: documents.appendingPathComponent(name).path)
    }

    @Test func `L 6-2 and L 6-3 round-trip a binary property list through Documents`() throws {
        try withDocuments { documents in
            let date = Date(timeIntervalSince1970: 1_234_567_890)
            let plist: [String: Any] = ["a": [1, "x", date, Data([1, 2, 3])], "b": true]
            let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
            #expect(writeApplicationData(data, toFile: "app.plist", in: documents))
            let read = try #require(applicationDataFromFile("app.plist", in: documents))
            #expect(read.prefix(8) == Data("bplist00".utf8))
            var format = PropertyListSerialization.PropertyListFormat.xml
            let back = try PropertyListSerialization.propertyList(from: read, options: [], format: &format)
            #expect(format == .binary)
            #expect((back as? NSDictionary)?.isEqual(to: plist) == true)
        }
    }

    @Test func `a property list with a non-string key is refused with an error`() {
        #expect(throws: (any Error).self) {
            try PropertyListSerialization.data(fromPropertyList: [1: "x"] as NSDictionary, format: .binary, options: 0)
        }
    }

    @Test func `L 6-5 gives nil for a missing file and the bytes L 6-4 wrote otherwise`() throws {
        try withDocuments { documents in
            #expect(applicationDataFromFile("missing.dat", in: documents) == nil)
            let bytes = Data((0..<255).map { UInt8($0) })
            #expect(writeApplicationData(bytes, toFile: "data.dat", in: documents))
            #expect(applicationDataFromFile("data.dat", in: documents) == bytes)
        }
    }

    @Test func `a keyed archive of a graph keeps shared objects shared and codes each object once`() throws {
        try withDocuments { documents in
            ArchivedTile.encodes = 0
            ArchivedTile.decodes = 0
            let shared = ArchivedTile(name: "shared", color: .red, frame: CGRect(x: 1, y: 2, width: 30, height: 40))
            let root = [ArchivedTile(name: "a", color: .blue, frame: .zero, neighbour: shared),
                        ArchivedTile(name: "b", color: .green, frame: .zero, neighbour: shared)]
            let data = try NSKeyedArchiver.archivedData(withRootObject: root, requiringSecureCoding: true)
            let file = documents.appendingPathComponent("tiles.archive")
            try data.write(to: file, options: .atomic)
            #expect(ArchivedTile.encodes == 3)

            let read = try Data(contentsOf: file)
            let back = try #require(try NSKeyedUnarchiver.unarchivedArrayOfObjects(ofClass: ArchivedTile.self, from: read))
            #expect(ArchivedTile.decodes == 3)
            #expect(back.map(\.name) == ["a", "b"])
            #expect(back[0].neighbour === back[1].neighbour)
            #expect(back[0].neighbour?.frame == CGRect(x: 1, y: 2, width: 30, height: 40))
            #expect(back[0].neighbour?.color == .red)
            #expect(back[1].color == .green)
        }
    }

    @Test func `the classic archiveRootObject and unarchiveObject calls work with files in Documents`() throws {
        try withDocuments { documents in
            let path = documents.appendingPathComponent("root.archive").path
            let tile = ArchivedTile(name: "solo", color: UIColor(white: 0.25, alpha: 0.5), frame: CGRect(x: 0, y: 0, width: 1, height: 2))
            #expect(NSKeyedArchiver.archiveRootObject(tile, toFile: path))
            let back = try #require(NSKeyedUnarchiver.unarchiveObject(withFile: path) as? ArchivedTile)
            #expect(back.name == "solo")
            #expect(back.color == UIColor(white: 0.25, alpha: 0.5))
        }
    }

    @Test func `a Codable model round-trips as a binary property list`() throws {
        struct Settings: Codable, Equatable {
            var name: String
            var volume: Double
            var tags: [String]
            var updated: Date
        }
        try withDocuments { documents in
            let model = Settings(name: "x", volume: 0.75, tags: ["a", "b"], updated: Date(timeIntervalSince1970: 42))
            let encoder = PropertyListEncoder()
            encoder.outputFormat = .binary
            let file = documents.appendingPathComponent("settings.plist")
            try encoder.encode(model).write(to: file, options: .atomic)
            let back = try PropertyListDecoder().decode(Settings.self, from: Data(contentsOf: file))
            #expect(back == model)
        }
    }
}

/// The guide's model object: NSSecureCoding, with a colour, a rectangle and a shared neighbour; counts its codings.
final class ArchivedTile: NSObject, NSSecureCoding {
    nonisolated(unsafe) static var encodes = 0
    nonisolated(unsafe) static var decodes = 0
    static var supportsSecureCoding: Bool { true }

    let name: String
    let color: UIColor
    let frame: CGRect
    let neighbour: ArchivedTile?

    init(name: String, color: UIColor, frame: CGRect, neighbour: ArchivedTile? = nil) {
        self.name = name
        self.color = color
        self.frame = frame
        self.neighbour = neighbour
    }

    func encode(with coder: NSCoder) {
        ArchivedTile.encodes += 1
        coder.encode(name, forKey: "name")
        coder.encode(color, forKey: "color")
        coder.encode(frame, forKey: "frame")
        coder.encode(neighbour, forKey: "neighbour")
    }

    init?(coder: NSCoder) {
        ArchivedTile.decodes += 1
        guard let name = coder.decodeObject(of: NSString.self, forKey: "name"),
              let color = coder.decodeObject(of: UIColor.self, forKey: "color") else { return nil }
        self.name = name as String
        self.color = color
        frame = coder.decodeCGRect(forKey: "frame")
        neighbour = coder.decodeObject(of: ArchivedTile.self, forKey: "neighbour")
    }
}
