// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Font files for tests of app fonts: a copy of an installed TrueType font under a new name, so that it is a family
/// the font set does not have yet and text drawn with it can be told from the fallback font's.
///
/// The copy is made at test time in a temporary directory and never committed: only the `name` table changes (a new
/// one is appended and the table directory points at it), which also keeps the original font's names, as its
/// licence asks of modified versions, out of the copy.
package enum RenamedTestFont {
    /// DejaVu Sans Mono (fonts-dejavu-core, installed by `scripts/install-deps`): monospaced, so that glyph widths
    /// tell it apart from the proportional fallback.
    package static let monospacedSource = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"

    /// Writes a copy of the TrueType font at `source` named `family` (full name `family`, PostScript name
    /// `postScriptName`, style Regular) to `directory/fileName`, returning its URL.
    package static func write(from source: String = monospacedSource, family: String, postScriptName: String,
                              to directory: URL, fileName: String) throws -> URL
    {
        var font = [UInt8](try Data(contentsOf: URL(fileURLWithPath: source)))
        let numTables = Int(read16(font, 4))
        guard let record = (0..<numTables).map({ 12 + 16 * $0 }).first(where: { font[$0..<$0 + 4] == [110, 97, 109, 101] })
        else { throw CocoaError(.fileReadCorruptFile) }  // no 'name' table
        while font.count % 4 != 0 { font.append(0) }
        let table = nameTable([1: family, 2: "Regular", 3: postScriptName, 4: family, 6: postScriptName])
        write32(&font, record + 4, checksum(table))
        write32(&font, record + 8, UInt32(font.count))
        write32(&font, record + 12, UInt32(table.count))
        font += table
        let url = directory.appendingPathComponent(fileName)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(font).write(to: url)
        return url
    }

    /// A format-0 `name` table with one Windows Unicode (US English) record per name ID.
    private static func nameTable(_ names: [UInt16: String]) -> [UInt8] {
        let ids = names.keys.sorted()
        var header: [UInt8] = [], storage: [UInt8] = []
        append16(&header, 0)
        append16(&header, UInt16(ids.count))
        append16(&header, UInt16(6 + 12 * ids.count))
        for id in ids {
            let utf16 = names[id]!.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
            for value in [3, 1, 0x409, id, UInt16(utf16.count), UInt16(storage.count)] { append16(&header, value) }
            storage += utf16
        }
        var table = header + storage
        while table.count % 4 != 0 { table.append(0) }
        return table
    }

    private static func checksum(_ bytes: [UInt8]) -> UInt32 {
        stride(from: 0, to: bytes.count, by: 4).reduce(UInt32(0)) { sum, i in sum &+ read32(bytes, i) }
    }

    private static func read16(_ b: [UInt8], _ i: Int) -> UInt16 { UInt16(b[i]) << 8 | UInt16(b[i + 1]) }

    private static func read32(_ b: [UInt8], _ i: Int) -> UInt32 {
        UInt32(read16(b, i)) << 16 | UInt32(read16(b, i + 2))
    }

    private static func append16(_ b: inout [UInt8], _ v: UInt16) { b += [UInt8(v >> 8), UInt8(v & 0xFF)] }

    private static func write32(_ b: inout [UInt8], _ i: Int, _ v: UInt32) {
        b[i] = UInt8(v >> 24)
        b[i + 1] = UInt8((v >> 16) & 0xFF)
        b[i + 2] = UInt8((v >> 8) & 0xFF)
        b[i + 3] = UInt8(v & 0xFF)
    }
}
