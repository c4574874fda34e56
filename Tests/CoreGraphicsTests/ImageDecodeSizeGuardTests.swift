// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation
import Testing

/// The process's peak resident set so far, in megabytes (Linux reports `ru_maxrss` in kilobytes).
private func peakResidentMegabytes() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss / 1024
}

/// Issue 12, found by `make fuzz` (fuzz-image): a declared size over the 32,767-pixel limit is refused before the
/// bitmap is allocated, not after it was decoded.
@Suite("Image decode size guard")
struct ImageDecodeSizeGuardTests {
    /// 118 bytes the fuzzer made: a GIF whose screen and image declare 16,389×65,283 pixels (Fuzz/Corpus/crashes/).
    /// Computed, not a stored static: LeakSanitizer (`make check-asan`) reports a static `Data` from base64 as leaked.
    static var gifBomb: Data {
        Data(base64Encoded: """
            R0lGODlhBUAD//EAAAEBAQEBAQEBAQEBAQEBAQEBAf/AABEIABAAEAM3ARH/2gANAwEAACwAAAAAAQL/xAUAAwAAAgTvjolSADsAFBAR\
            AGltYWdlL3gtaWNucwAAAP/aAAwDAQACrwMAAD8AKjSIyjurSI//2Q==
            """)!
    }

    @Test("A GIF declaring 16,389×65,283 pixels gives nil without allocating its 4.3 GB bitmap")
    func oversizeGIFRefusedBeforeAllocation() throws {
        let before = peakResidentMegabytes()
        let provider = try #require(CGDataProvider(data: Self.gifBomb))
        #expect(CGImage(otherFormatDataProviderSource: provider) == nil)
        // Before the guard, gdk-pixbuf allocated and filled the whole bitmap: the peak grew by about 4,100 MB.
        #expect(peakResidentMegabytes() - before < 512)
    }
}
