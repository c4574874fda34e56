// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@_spi(InterfaceBuilder) @testable import UIKit

/// The fixture storyboard's list controller with three rows of its `ItemCell` prototype, noting the order of
/// `didSelectRowAt` and `prepare(for:sender:)`.
final class CellSegueListController: UITableViewController {
    var log: [String] = []
    var preparedSender: Any?
    var allowSegue = true

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ItemCell", for: indexPath)
        cell.textLabel?.text = "Item \(indexPath.row)"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.row)")
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        log.append("should \(identifier)")
        return allowSegue
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        log.append("prepare \(segue.identifier ?? "")")
        preparedSender = sender
    }
}

@MainActor
@Suite("Interface Builder: segues from table cells")
struct CellSegueTests {
    /// The fixture storyboard's navigation controller on screen, its root a ``CellSegueListController``.
    private func launch() throws -> (HeadlessDevice, UINavigationController, CellSegueListController) {
        let (device, window) = try launchedControlsWindow(.modernPhone)
        let text = IBFixtures.mainStoryboard.replacingOccurrences(
            of: #"customClass="IBFixtureListController""#, with: #"customClass="CellSegueListController""#)
        let board = UIStoryboard(data: Data(text.utf8), name: "Main", bundle: nil)
        let navigation = try #require(board.instantiateInitialViewController() as? UINavigationController)
        window.rootViewController = navigation
        device.advance(by: 0.1)
        let list = try #require(navigation.viewControllers.first as? CellSegueListController)
        return (device, navigation, list)
    }

    /// The centre of `row` in screen coordinates.
    private func center(of row: Int, in list: CellSegueListController) -> CGPoint {
        let frame = list.tableView.convert(list.tableView.rectForRow(at: IndexPath(row: row, section: 0)), to: nil)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @Test("Tapping a prototype cell performs its show segue after didSelectRowAt, the cell as sender")
    func tapPerformsSegue() throws {
        let (device, navigation, list) = try launch()
        device.tap(at: center(of: 1, in: list))
        device.advance(by: 1)
        #expect(list.log == ["didSelect 1", "should showDetail", "prepare showDetail"])
        let cell = try #require(list.preparedSender as? UITableViewCell)
        #expect(cell === list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.textLabel?.text == "Item 1")
        #expect(navigation.viewControllers.count == 2 && navigation.topViewController is IBFixtureDetailController)
    }

    @Test("shouldPerformSegue returning false keeps the list; selecting in code performs nothing")
    func refusedAndProgrammatic() throws {
        let (device, navigation, list) = try launch()
        list.allowSegue = false
        device.tap(at: center(of: 0, in: list))
        device.advance(by: 1)
        #expect(list.log == ["didSelect 0", "should showDetail"])
        #expect(navigation.viewControllers.count == 1)

        list.tableView.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        device.advance(by: 1)
        #expect(navigation.viewControllers.count == 1 && list.log.count == 2)
    }

    @Test("An accessory-button segue is logged as not supported; the cell still loads")
    func accessorySegueSkipped() throws {
        let show = #"<segue destination="Det-00-001" kind="show" identifier="showDetail" id="Seg-00-001"/>"#
        #expect(IBFixtures.mainStoryboard.contains(show))
        let text = IBFixtures.mainStoryboard.replacingOccurrences(
            of: show, with: #"<segue destination="Det-00-001" kind="show" trigger="accessoryAction" id="Seg-00-001"/>"#)
        let board = UIStoryboard(data: Data(text.utf8), name: "Main", bundle: nil)
        let navigation = try #require(board.instantiateInitialViewController() as? UINavigationController)
        let list = try #require(navigation.viewControllers.first as? IBFixtureListController)
        let (cell, lines) = UIKitDiagnostics.capturing { list.tableView.dequeueReusableCell(withIdentifier: "ItemCell") }
        #expect(cell != nil && cell?.selectionSegue == nil)
        #expect(lines.contains { $0.contains("accessory-button segues are not supported yet") })
    }
}
