// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

@MainActor
@Suite("Source compatibility: traits and Dynamic Type")
struct TraitIdiomsTests {
    @Test(
        "traitCollectionDidChange overrides in a view and a controller run on rotation; the label follows the text size"
    )
    func adaptiveScreen() throws {
        let device = try HeadlessDevice(profile: .modernPhone)
        try device.launch(ArticleAppDelegate.self)
        let article = try #require((device.application?.delegate as? ArticleAppDelegate)?.article)
        device.rotate(left: true)
        device.rotate(left: false)
        #expect(article.isCompactWidth)
        #expect(article.sizeClassChanges == 2)
        #expect(article.badge.layoutLog == ["compact", "regular"])
        device.preferredContentSizeCategory = .accessibilityLarge
        #expect(article.bodyLabel.font.pointSize == 33)
        device.preferredContentSizeCategory = .large
        #expect(article.bodyLabel.font.pointSize == 17)
    }
}
