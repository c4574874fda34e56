// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
import UIKit

/// An app with one label using body text that adjusts, centred in a container.
final class DynamicTypeAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let label = UILabel()
    let fixed = UILabel()

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        label.text = "Dynamic Type"
        label.font = UIFont.preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        fixed.font = UIFont.systemFont(ofSize: 17)
        fixed.adjustsFontForContentSizeCategory = true
        container.addSubview(label)
        container.addSubview(fixed)
        window?.addSubview(container)
        window?.makeKeyAndVisible()
        return true
    }
}

/// The values a notification observer saw (observers run synchronously on the posting thread).
private final class PostedValues: @unchecked Sendable {
    var values: [String] = []
}

@MainActor
@Suite("Dynamic Type")
struct DynamicTypeTests {
    private func font(_ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> CGFloat {
        UIFont.preferredFont(
            forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: category)
        )
        .pointSize
    }

    @Test("preferredFont follows Apple's Dynamic Type size table in every category")
    func table() {
        let categories: [UIContentSizeCategory] = [
            .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
            .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
            .accessibilityExtraExtraExtraLarge,
        ]
        let expected: [(UIFont.TextStyle, [CGFloat])] = [
            (.largeTitle, [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]),
            (.body, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
            (.headline, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
            (.footnote, [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]),
            (.caption2, [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]),
        ]
        for (style, sizes) in expected {
            #expect(categories.map { font(style, $0) } == sizes, "\(style.rawValue)")
        }
        #expect(UIFont.preferredFont(forTextStyle: .headline, compatibleWith: nil).fontName.hasSuffix("-Bold"))
    }

    @Test("Without a category, preferredFont uses the current trait collection's, else the app's")
    func currentCategory() {
        UITraitCollection(preferredContentSizeCategory: .accessibilityMedium).performAsCurrent {
            #expect(UIFont.preferredFont(forTextStyle: .title1).pointSize == 38)
            #expect(UIFontMetrics.default.scaledValue(for: 17) == 28)
        }
        #expect(font(.title1, .unspecified) == UIFont.preferredFont(forTextStyle: .title1).pointSize)
    }

    @Test("UIFontMetrics scales a custom font by its style's growth, up to a maximum")
    func metrics() throws {
        let base = try #require(UIFont(name: "Helvetica", size: 20))
        let xxxl = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        let body = UIFontMetrics(forTextStyle: .body)
        #expect(body.scaledFont(for: base, compatibleWith: xxxl).pointSize == CGFloat(20) * 23 / 17)
        #expect(body.scaledFont(for: base, compatibleWith: xxxl).familyName == base.familyName)
        #expect(body.scaledFont(for: base, maximumPointSize: 24, compatibleWith: xxxl).pointSize == 24)
        #expect(
            body.scaledFont(for: base, maximumPointSize: 0, compatibleWith: xxxl).pointSize == CGFloat(20) * 23 / 17)
        let large = UITraitCollection(preferredContentSizeCategory: .large)
        #expect(body.scaledFont(for: base, compatibleWith: large).pointSize == 20)
        #expect(
            UIFontMetrics(forTextStyle: .largeTitle).scaledValue(for: 10, compatibleWith: xxxl) == CGFloat(10) * 40 / 34
        )
        #expect(
            UIFontMetrics.default.scaledValue(
                for: 10, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraSmall))
                == CGFloat(10) * 14 / 17)
        let twice = body.scaledFont(for: body.scaledFont(for: base, compatibleWith: xxxl), compatibleWith: xxxl)
        #expect(twice.pointSize == CGFloat(20) * 23 / 17)
    }

    @Test("An adjusting label re-sizes its text-style font when the text size changes, and its superview lays out")
    func adjustingLabel() throws {
        let device = try HeadlessDevice(profile: .iPhone4)
        let delegate = DynamicTypeAppDelegate()
        try device.launch(delegate: delegate)
        let label = delegate.label
        let before = label.intrinsicContentSize
        let posted = PostedValues()
        let observer = NotificationCenter.default.addObserver(
            forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil
        ) { posted.values.append($0.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? String ?? "") }
        defer { NotificationCenter.default.removeObserver(observer) }
        device.runPendingWork()
        device.preferredContentSizeCategory = .accessibilityExtraLarge
        #expect(label.font.pointSize == 40)
        #expect(label.font.fontName == UIFont.preferredFont(forTextStyle: .body).fontName)
        #expect(label.intrinsicContentSize.height > before.height)
        #expect(label.intrinsicContentSize.width > before.width)
        #expect(delegate.container.layer.needsLayout())
        #expect(delegate.fixed.font.pointSize == 17)
        #expect(posted.values == [UIContentSizeCategory.accessibilityExtraLarge.rawValue])
        #expect(device.application?.preferredContentSizeCategory == .accessibilityExtraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 40)
        device.preferredContentSizeCategory = .large
        #expect(label.font.pointSize == 17)
    }

    @Test("A label that does not adjust keeps its font when the text size changes")
    func nonAdjustingLabel() throws {
        let device = try HeadlessDevice(profile: .iPhone4)
        let delegate = DynamicTypeAppDelegate()
        try device.launch(delegate: delegate)
        delegate.label.adjustsFontForContentSizeCategory = false
        device.preferredContentSizeCategory = .extraExtraLarge
        #expect(delegate.label.font.pointSize == 17)
        device.preferredContentSizeCategory = .large
    }

    @Test("An app launched with a text size gets it in its traits and in preferredFont")
    func launchedTextSize() throws {
        let device = try HeadlessDevice(profile: .iPhone4)
        device.preferredContentSizeCategory = .extraSmall
        let delegate = DynamicTypeAppDelegate()
        try device.launch(delegate: delegate)
        #expect(delegate.label.font.pointSize == 14)
        #expect(delegate.label.traitCollection.preferredContentSizeCategory == .extraSmall)
        #expect(device.application?.preferredContentSizeCategory == .extraSmall)
        device.preferredContentSizeCategory = .large
    }
}
