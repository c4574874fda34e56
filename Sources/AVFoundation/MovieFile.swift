// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Builds an ISO base media file in memory (infrastructure, for tests and sample content): `ftyp`, then `moov`
/// holding `mvhd` and one `trak/tkhd` per track (a zero size is a sound track), then an `mdat` of `mediaBytes` zero
/// bytes.
package func movieFile(duration: UInt64, timescale: UInt32 = 600, tracks: [CGSize] = [CGSize(width: 640, height: 360)],
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
