// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// A controller that shows the search preset while its list is empty, as iOS 17 apps write it.
final class EmptyListController: UIViewController {
    var items: [String] = [] { didSet { setNeedsUpdateContentUnavailableConfiguration() } }
    private(set) var updates: [String?] = []

    override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
        updates.append(state.searchText)
        contentUnavailableConfiguration = items.isEmpty ? UIContentUnavailableConfiguration.search() : nil
    }
}

/// An app delegate with a window.
final class ContentUnavailableAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}

@MainActor
@Suite("Content unavailable configurations")
struct ContentUnavailableTests {
    @Test("The presets: empty shows nothing, loading a spinner over “Loading…”, search names the search text")
    func presets() {
        let empty = UIContentUnavailableConfiguration.empty()
        #expect(empty.text == nil && empty.image == nil && empty.secondaryText == nil)
        let loading = UIContentUnavailableView(configuration: .loading())
        #expect(!loading.spinner.isHidden && loading.spinner.isAnimating && loading.textLabel.text == "Loading…")
        #expect(loading.imageView.isHidden)
        var state = UIContentUnavailableConfigurationState(traitCollection: UITraitCollection())
        state.searchText = "kiwi"
        let search = UIContentUnavailableConfiguration.search()
        #expect(search.image != nil && search.text == "No Results")
        #expect(search.updated(for: state).text == "No Results for “kiwi”")
        #expect(UIContentUnavailableConfiguration.empty().updated(for: state).text == nil)
    }

    @Test("The view stacks image, texts and buttons centred in that order, leaving out the empty parts")
    func layout() {
        var configuration = UIContentUnavailableConfiguration.empty()
        configuration.image = UIImage(systemName: "star")
        configuration.text = "No Mail"
        configuration.secondaryText = "Messages you receive appear here."
        var button = UIButton.Configuration.filled()
        button.title = "Compose"
        configuration.button = button
        let view = UIContentUnavailableView(configuration: configuration)
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        view.layoutIfNeeded()
        let shown: [UIView] = [view.imageView, view.textLabel, view.secondaryTextLabel, view.button]
        #expect(shown.allSatisfy { !$0.isHidden } && view.secondaryButton.isHidden && view.spinner.isHidden)
        for (upper, lower) in zip(shown, shown.dropFirst()) {
            #expect(upper.frame.maxY <= lower.frame.minY, "\(type(of: upper)) above \(type(of: lower))")
        }
        #expect(abs(view.button.frame.midX - 160) <= 1 && abs(view.imageView.frame.midX - 160) <= 1)
        let top = view.imageView.frame.minY, bottom = 480 - view.button.frame.maxY
        #expect(abs(top - bottom) <= 2, "centred vertically")
        // Leading alignment puts the parts at the margin.
        configuration.alignment = .natural
        view.configuration = configuration
        view.layoutIfNeeded()
        #expect(view.imageView.frame.minX == view.layoutMargins.left)
        // A configuration of another kind is refused and the view keeps its own.
        view.configuration = UIListContentConfiguration.cell()
        #expect((view.configuration as? UIContentUnavailableConfiguration)?.text == "No Mail")
    }

    @Test("The button runs the configuration's action; a new configuration replaces the action rather than adding")
    func buttonAction() {
        var taps: [String] = []
        var configuration = UIContentUnavailableConfiguration.empty()
        var button = UIButton.Configuration.plain()
        button.title = "Retry"
        configuration.button = button
        configuration.buttonProperties.primaryAction = UIAction { _ in taps.append("first") }
        let view = UIContentUnavailableView(configuration: configuration)
        configuration.buttonProperties.primaryAction = UIAction { _ in taps.append("second") }
        view.configuration = configuration
        view.button.sendActions(for: .primaryActionTriggered)
        #expect(taps == ["second"])
        configuration.buttonProperties.isEnabled = false
        view.configuration = configuration
        #expect(!view.button.isEnabled)
    }

    @Test("A view controller asks before its first layout and after setNeeds…; the view covers it, above its subviews")
    func viewController() throws {
        let device = try HeadlessDevice(profile: .modernPhone)
        let delegate = ContentUnavailableAppDelegate()
        try device.launch(delegate: delegate)
        let controller = EmptyListController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        delegate.window = window
        controller.view.addSubview(UILabel())
        device.advance(by: 0.1)
        #expect(controller.updates.count == 1)
        let shown = try #require(controller.contentUnavailableView as? UIContentUnavailableView)
        #expect(controller.view.subviews.last === shown && shown.frame == controller.view.bounds)
        #expect(shown.textLabel.text == "No Results")
        controller.view.backgroundColor = .systemBackground
        device.advance(by: 0.1)
        try assertGolden(device.screenshot(), named: "search-no-results", suite: "ContentUnavailable")
        controller.view.addSubview(UIView())
        controller.items = ["Apple"]
        device.advance(by: 0.1)
        #expect(controller.updates.count == 2)
        #expect(controller.contentUnavailableView == nil && shown.superview == nil)
        // Without a request, layout does not ask again.
        controller.view.setNeedsLayout()
        device.advance(by: 0.1)
        #expect(controller.updates.count == 2)
    }
}
