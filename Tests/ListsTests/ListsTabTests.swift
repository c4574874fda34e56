// SPDX-License-Identifier: Apache-2.0

import Foundation
import ListsKit
import Testing
import TouchstoneTesting
@testable import UIKit

/// The tab bar controller at the root: three tabs, each a navigation controller.
@MainActor
@Suite("Lists tabs")
struct ListsTabTests {
    @Test("Three tabs titled Contacts, Photos and Pickers, each a navigation controller over its screen")
    func tabs() throws {
        let fixture = try ListsFixture()
        let controllers = try #require(fixture.tabs.viewControllers as? [UINavigationController])
        #expect(controllers.map { $0.viewControllers.first } == [fixture.app.contacts, fixture.app.photos, fixture.app.pickers])
        #expect(controllers.map { $0.tabBarItem.title } == ["Contacts", "Photos", "Pickers"])
        #expect(controllers[1].tabBarItem.image?.size == CGSize(width: 25, height: 25))
        #expect(controllers[2].tabBarItem.image?.size == CGSize(width: 25, height: 25))
        #expect(fixture.tabs.tabBar.items?.count == 3)
        #expect(controllers.map { $0.topViewController?.title } == ["Contacts", "Photos", "Pickers"])
        #expect(fixture.tabs.selectedIndex == 0)
    }

    @Test("Tapping the tabs switches screens; each tab keeps its own navigation stack")
    func switching() throws {
        let fixture = try ListsFixture()
        fixture.device.tap(at: CGPoint(x: 160, y: 300))
        fixture.device.advance(by: 0.6)
        #expect(fixture.contactsNavigation?.topViewController is ContactDetailViewController)
        fixture.tapTab(2)
        #expect(fixture.tabs.selectedIndex == 2)
        #expect(fixture.app.pickers.view.window != nil)
        fixture.tapTab(1)
        #expect(fixture.tabs.selectedIndex == 1)
        #expect(fixture.app.photos.view.window != nil)
        #expect(fixture.app.pickers.view.window == nil)
        fixture.tapTab(0)
        #expect(fixture.tabs.selectedIndex == 0)
        #expect(fixture.contactsNavigation?.topViewController is ContactDetailViewController)
    }

    @Test("Spinning the flavour wheel on the Pickers tab changes the choice label")
    func pickers() throws {
        let fixture = try ListsFixture()
        fixture.tapTab(2)
        let pickers = fixture.app.pickers
        #expect(pickers.choiceLabel.text == "Small vanilla")
        let wheelCentre = pickers.pickerView.convert(CGPoint(x: 80, y: 81), to: nil)
        fixture.flick(from: wheelCentre, dy: -10, moves: 9, settle: 3)
        let row = pickers.pickerView.selectedRow(inComponent: 0)
        #expect(row > 0)
        #expect(pickers.choiceLabel.text == "Small \(PickersViewController.flavours[row].lowercased())")
    }
}
