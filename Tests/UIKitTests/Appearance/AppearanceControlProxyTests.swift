// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// Appearance proxies of the controls' own colours and of tab bar items (issue 16, "UIAppearance … for the
/// controls and bars").
@MainActor
@Suite("UIAppearance: controls and tab bar items", .serialized)
struct AppearanceControlProxyTests {
    init() { AppearanceRegistry.reset() }

    @Test("Control colour proxies reach controls entering a window, unless the app set the colour itself")
    func controlColours() throws {
        defer { AppearanceRegistry.reset() }
        let (_, window) = try launchedTestWindow()
        UISwitch.appearance().onTintColor = .systemPurple
        UISlider.appearance().minimumTrackTintColor = .systemOrange
        UIProgressView.appearance().progressTintColor = .systemRed
        UIPageControl.appearance().currentPageIndicatorTintColor = .systemGreen
        UISegmentedControl.appearance().selectedSegmentTintColor = .systemYellow
        UIActivityIndicatorView.appearance().color = .systemTeal
        let toggle = UISwitch(), own = UISwitch(), slider = UISlider(), progress = UIProgressView()
        let pages = UIPageControl(), segments = UISegmentedControl(items: ["A", "B"])
        let spinner = UIActivityIndicatorView(style: .medium)
        own.onTintColor = .systemBlue
        for view in [toggle, own, slider, progress, pages, segments, spinner] as [UIView] { window.addSubview(view) }
        #expect(toggle.onTintColor == .systemPurple)
        #expect(own.onTintColor == .systemBlue)
        #expect(slider.minimumTrackTintColor == .systemOrange)
        #expect(progress.progressTintColor == .systemRed)
        #expect(pages.currentPageIndicatorTintColor == .systemGreen)
        #expect(segments.selectedSegmentTintColor == .systemYellow)
        #expect(spinner.color == .systemTeal)
    }

    @Test("Title attributes of segmented controls follow their proxy per state")
    func segmentAttributes() throws {
        defer { AppearanceRegistry.reset() }
        let (_, window) = try launchedTestWindow()
        UISegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: UIColor.systemRed], for: .selected)
        let segments = UISegmentedControl(items: ["A", "B"])
        window.addSubview(segments)
        #expect(segments.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .systemRed)
    }

    @Test("Tab bar items take UITabBarItem proxies, also when the bar shows them after it appeared")
    func tabBarItems() throws {
        defer { AppearanceRegistry.reset() }
        let (_, window) = try launchedTestWindow()
        UITabBarItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.systemPink], for: .normal)
        let bar = UITabBar(frame: CGRect(x: 0, y: 431, width: 320, height: 49))
        let first = UITabBarItem(title: "One", image: nil, tag: 0)
        bar.items = [first]
        window.addSubview(bar)
        bar.layoutIfNeeded()
        #expect(first.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .systemPink)

        let later = UITabBarItem(title: "Two", image: nil, tag: 1)
        let own = UITabBarItem(title: "Three", image: nil, tag: 2)
        own.setTitleTextAttributes([.foregroundColor: UIColor.systemBlue], for: .normal)
        bar.setItems([first, later, own], animated: false)
        bar.layoutIfNeeded()
        #expect(later.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .systemPink)
        #expect(own.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .systemBlue)
    }
}
