// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@_spi(InterfaceBuilder) @testable import UIKit

@MainActor
@Suite("Interface Builder: storyboards and segues")
struct StoryboardTests {
    private func storyboard(_ text: String = IBFixtures.mainStoryboard) -> UIStoryboard {
        UIStoryboard(data: Data(text.utf8), name: "Main", bundle: nil)
    }

    @Test("The initial controller is the navigation controller with its root from the relationship segue")
    func initialController() throws {
        let board = storyboard()
        let navigation = try #require(board.instantiateInitialViewController() as? UINavigationController)
        let list = try #require(navigation.viewControllers.first as? IBFixtureListController)
        #expect(navigation.viewControllers.count == 1)
        #expect(list.title == "Items" && list.navigationItem.title == "Items")
        #expect(list.storyboard === board && navigation.storyboard === board)
        #expect(list.tableView.style == .insetGrouped)
        #expect(list.tableView.dataSource === list && list.tableView.delegate === list)
    }

    @Test("Prototype cells are dequeued by reuse identifier, a new cell each time, with their attributes")
    func prototypeCells() throws {
        let navigation = try #require(storyboard().instantiateInitialViewController() as? UINavigationController)
        let list = try #require(navigation.viewControllers.first as? IBFixtureListController)
        let first = try #require(list.tableView.dequeueReusableCell(withIdentifier: "ItemCell"))
        let second = try #require(list.tableView.dequeueReusableCell(withIdentifier: "ItemCell"))
        #expect(first !== second)
        #expect(first.reuseIdentifier == "ItemCell" && first.accessoryType == .disclosureIndicator)
        #expect(list.tableView.dequeueReusableCell(withIdentifier: "Other") == nil)
    }

    @Test("instantiateViewController(withIdentifier:) makes the scene; its view loads on first access")
    func identifiedController() throws {
        let detail = try #require(storyboard().instantiateViewController(withIdentifier: "Detail")
            as? IBFixtureDetailController)
        #expect(detail.title == "Detail" && !detail.isViewLoaded && detail.viewDidLoadCount == 0)
        #expect(detail.view.backgroundColor == UIColor(white: 1, alpha: 1))
        #expect(detail.viewDidLoadCount == 1)
        #expect(detail.titleLabel === detail.view.subviews.first)
        #expect(detail.titleLabel.font == UIFont.boldSystemFont(ofSize: 20))
    }

    @Test("The creator form passes the scene's coder to the block; a missing identifier is logged")
    func creatorAndMissing() throws {
        var coders: [NSCoder] = []
        let detail: IBFixtureDetailController = storyboard().instantiateViewController(identifier: "Detail") { coder in
            coders.append(coder)
            return IBFixtureDetailController(coder: coder)
        }
        #expect(coders.count == 1 && detail.title == "Detail")
        let (plain, lines) = UIKitDiagnostics.capturing { storyboard().instantiateViewController(withIdentifier: "Nope") }
        #expect(type(of: plain) == UIViewController.self)
        #expect(lines.contains { $0.contains("doesn't contain a view controller with identifier 'Nope'") })
    }

    @Test("performSegue shows the destination after prepare(for:sender:); a modal form unwinds to the list")
    func segues() throws {
        let (device, window) = try launchedControlsWindow(.modernPhone)
        let navigation = try #require(storyboard().instantiateInitialViewController() as? UINavigationController)
        window.rootViewController = navigation
        device.advance(by: 0.1)
        let list = try #require(navigation.viewControllers.first as? IBFixtureListController)

        list.performSegue(withIdentifier: "showDetailFromCode", sender: nil)
        device.advance(by: 1)
        #expect(list.prepared == ["showDetailFromCode"])
        #expect(navigation.viewControllers.count == 2 && navigation.topViewController is IBFixtureDetailController)
        _ = navigation.popViewController(animated: false)

        list.performSegue(withIdentifier: "addItem", sender: nil)
        device.advance(by: 1)
        let form = try #require(list.presentedViewController ?? navigation.presentedViewController)
        #expect(form.modalPresentationStyle == .fullScreen)
        let done = try #require(form.view.subviews.first as? UIButton)
        done.sendActions(for: .touchUpInside)
        device.advance(by: 1)
        #expect(list.unwound == 1)
        #expect(navigation.presentedViewController == nil && list.presentedViewController == nil)
        list.performSegue(withIdentifier: "nothing", sender: nil)  // logged, nothing happens
    }

    @Test("A custom segue class runs its own non-required init(identifier:source:destination:) and perform()")
    func customSegue() throws {
        let (device, window) = try launchedControlsWindow(.modernPhone)
        let show = #"<segue destination="Det-00-001" kind="show" identifier="showDetailFromCode" id="Seg-00-003"/>"#
        let fade = #"<segue destination="Det-00-001" kind="custom" identifier="fade" "#
            + #"customClass="IBFixtureFadeSegue" customModule="UIKitTests" id="Seg-00-005"/>"#
        #expect(IBFixtures.mainStoryboard.contains(show))
        let text = IBFixtures.mainStoryboard.replacingOccurrences(of: show, with: show + fade)
        let navigation = try #require(storyboard(text).instantiateInitialViewController() as? UINavigationController)
        window.rootViewController = navigation
        device.advance(by: 0.1)
        let list = try #require(navigation.viewControllers.first as? IBFixtureListController)

        list.performSegue(withIdentifier: "fade", sender: nil)
        device.advance(by: 0.5)
        #expect(list.prepared == ["fade"])
        #expect(list.customPerformed == ["fade"])
        #expect(navigation.topViewController is IBFixtureDetailController)
    }

    @Test("A missing storyboard and a relationship cycle are logged, never a crash")
    func badStoryboards() throws {
        let (missing, lines) = UIKitDiagnostics.capturing {
            UIStoryboard(name: "NoSuchStoryboard", bundle: nil).instantiateInitialViewController()
        }
        #expect(missing == nil && lines.contains { $0.contains("NoSuchStoryboard") })
        let cyclic = IBFixtures.mainStoryboard.replacingOccurrences(
            of: "destination=\"Lst-00-001\" kind=\"relationship\"", with: "destination=\"Nav-00-001\" kind=\"relationship\"")
        let (nav, cycleLines) = UIKitDiagnostics.capturing { storyboard(cyclic).instantiateInitialViewController() }
        #expect(nav is UINavigationController)
        #expect(cycleLines.contains { $0.contains("deeper than 64") })
    }
}
