// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import UIKit

@Suite("UIImage image formats")
@MainActor
struct ImageFormatTests {
    @Test("Guide 139: GIF, BMP, TIFF, ICO, CUR and XBM fixtures load through UIImage(data:) at 5×3 points",
          arguments: ["gif", "bmp", "tiff", "ico", "cur", "xbm"])
    func loadsFixture(ext: String) throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../CoreGraphicsTests/Fixtures/ImageFormats").standardized
        let data = try Data(contentsOf: fixtures.appendingPathComponent("probe.\(ext)"))

        let image = try #require(UIImage(data: data))

        #expect(image.size == CGSize(width: 5, height: 3))
        #expect(image.scale == 1)
    }
}
