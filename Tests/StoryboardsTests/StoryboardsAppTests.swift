// SPDX-License-Identifier: Apache-2.0

import Foundation
import StoryboardsKit
import Testing
import TouchstoneTesting
@testable import UIKit

/// The Storyboards example's launch: every object comes from Main.storyboard.
@MainActor
@Suite("Storyboards app")
struct StoryboardsAppTests {
    @Test("Storyboards.app names Main as its main storyboard and holds it with the pictures at 1x and 2x")
    func bundle() throws {
        let bundle = try #require(StoryboardsResources.bundle)
        #expect(bundle.infoDictionary?["UIMainStoryboardFile"] as? String == "Main")
        #expect(bundle.path(forResource: "Main", ofType: "storyboard") != nil)
        for kind in Plant.Kind.allCases {
            #expect(bundle.path(forResource: kind.imageName, ofType: "png") != nil, "\(kind)")
            #expect(bundle.path(forResource: kind.imageName + "@2x", ofType: "png") != nil, "\(kind)")
        }
    }

    @Test("Launch: the initial navigation controller is the window's root, over the plant list with its + button")
    func launch() throws {
        let app = try StoryboardsFixture()
        #expect(app.delegate.window?.isKeyWindow == true)
        #expect(app.navigation.viewControllers.count == 1)
        #expect(app.plants.title == "Plants" && app.plants.navigationItem.title == "Plants")
        #expect(app.plants.storyboard != nil)
        #expect(app.plants.tableView.dataSource === app.plants && app.plants.tableView.delegate === app.plants)
        #expect(app.plants.navigationItem.rightBarButtonItem?.systemItem == .add)
        #expect(app.plants.tableView.numberOfRows(inSection: 0) == Plant.starters.count)
    }

    @Test("Rows are PlantCell prototypes with their outlets connected, the kind's picture at 2x and the storyboard's colours")
    func prototypeCells() throws {
        let app = try StoryboardsFixture()
        let cell = try #require(app.plants.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? PlantCell)
        #expect(cell.reuseIdentifier == "PlantCell" && cell.accessoryType == .disclosureIndicator)
        #expect(cell.nameLabel.text == "Golden Barrel" && cell.kindLabel.text == "Cactus")
        #expect(cell.nameLabel.superview === cell.contentView && cell.pictureView.superview === cell.contentView)
        let picture = try #require(cell.pictureView.image)
        #expect(picture.size == CGSize(width: 100, height: 100) && picture.scale == 2)
        #expect(cell.kindLabel.textColor == UIColor(red: 0.18, green: 0.49, blue: 0.2, alpha: 1))
        #expect(cell.nameLabel.font == UIFont.boldSystemFont(ofSize: 17))
        #expect(app.plants.tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height == 60)
    }

    @Test("The form's Cancel unwinds to the list without adding a plant; Save adds one of the chosen kind")
    func unwindSegues() throws {
        let app = try StoryboardsFixture()
        func presentForm() throws -> AddPlantViewController {
            app.plants.performSegue(withIdentifier: "addPlant", sender: nil)
            app.device.advance(by: 1)
            return try #require(app.navigation.presentedViewController as? AddPlantViewController)
        }
        func button(_ title: String, in form: AddPlantViewController) throws -> UIButton {
            try #require(form.view.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == title })
        }

        let cancelled = try presentForm()
        cancelled.kindControl.selectedSegmentIndex = 1
        try button("Cancel", in: cancelled).sendActions(for: .touchUpInside)
        app.device.advance(by: 1)
        #expect(app.navigation.presentedViewController == nil)
        #expect(app.plants.plants == Plant.starters)

        let saved = try presentForm()
        saved.kindControl.selectedSegmentIndex = 1
        try button("Save", in: saved).sendActions(for: .touchUpInside)
        app.device.advance(by: 1)
        #expect(app.navigation.presentedViewController == nil)
        #expect(app.plants.plants.last == Plant(name: "New Cactus 1", kind: .cactus))
        let row = IndexPath(row: Plant.starters.count, section: 0)
        #expect((app.plants.tableView.cellForRow(at: row) as? PlantCell)?.nameLabel.text == "New Cactus 1")
    }

    @Test("The first frame: the plant list under its navigation bar")
    func firstFrame() throws {
        let app = try StoryboardsFixture()
        try assertGolden(app.device.screenshot(), named: "first-frame", suite: "StoryboardsTests")
    }
}
