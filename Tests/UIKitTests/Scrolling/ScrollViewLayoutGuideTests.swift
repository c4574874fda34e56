// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// `contentLayoutGuide` and `frameLayoutGuide` with Auto Layout.
@MainActor
@Suite("UIScrollView: layout guides")
struct ScrollViewLayoutGuideTests {
    @Test("Content pinned to the content guide sets the content size; views on the frame guide stay on screen")
    func guides() throws {
        let (device, scene) = try launchScrollScene()
        let scroll = scene.scroll
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(content)
        scroll.addSubview(badge)
        let contentGuide = scroll.contentLayoutGuide, frameGuide = scroll.frameLayoutGuide
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: contentGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: contentGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: contentGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: contentGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: frameGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1500),
            badge.topAnchor.constraint(equalTo: frameGuide.topAnchor, constant: 10),
            badge.trailingAnchor.constraint(equalTo: frameGuide.trailingAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        device.advance(by: 1 / 60)
        #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 1500))
        #expect(scroll.contentSize == CGSize(width: 320, height: 1500))
        #expect(badge.frame == CGRect(x: 270, y: 10, width: 40, height: 20))
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        device.advance(by: 1 / 60)
        #expect(badge.frame == CGRect(x: 270, y: 310, width: 40, height: 20))
        #expect(frameGuide.layoutFrame == CGRect(x: 0, y: 300, width: 320, height: 400))
        #expect(contentGuide.layoutFrame == CGRect(x: 0, y: 0, width: 320, height: 1500))
    }

    @Test("An unconstrained content guide follows the content size the app sets")
    func unconstrained() throws {
        let (device, scene) = try launchScrollScene()
        let scroll = scene.scroll
        let guide = scroll.contentLayoutGuide
        let probe = UIView()
        probe.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(probe)
        probe.topAnchor.constraint(equalTo: guide.bottomAnchor).isActive = true
        device.advance(by: 1 / 60)
        #expect(guide.layoutFrame.size == CGSize(width: 320, height: 2000))
        scroll.contentSize = CGSize(width: 320, height: 900)
        device.advance(by: 1 / 60)
        #expect(guide.layoutFrame.size == CGSize(width: 320, height: 900))
        #expect(scroll.contentSize == CGSize(width: 320, height: 900))
    }
}
