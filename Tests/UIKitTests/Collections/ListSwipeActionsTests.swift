// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// Swipe actions on list rows, from the list configuration's providers.
@MainActor
@Suite("List swipe actions")
struct ListSwipeActionsTests {
    /// A plain list of five 44-point rows "a"…"e" on a 320-point-wide screen (rows at y = 20 + 44 i on screen),
    /// trailing actions Delete (destructive) and Flag, leading action Pin; handlers log and keep their completion.
    private final class Recorder {
        var log: [String] = []
        var completion: ((Bool) -> Void)?
    }

    private func launch(trailing: Bool = true, fullSwipe: Bool = true) throws -> (ListScene, Recorder) {
        let recorder = Recorder()
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        if trailing {
            configuration.trailingSwipeActionsConfigurationProvider = { path in
                let delete = UIContextualAction(style: .destructive, title: "Delete") { action, view, done in
                    recorder.log.append("Delete \(path.item)")
                    recorder.completion = done
                }
                let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in
                    recorder.log.append("Flag \(path.item)")
                    done(true)
                }
                let actions = UISwipeActionsConfiguration(actions: [delete, flag])
                actions.performsFirstActionWithFullSwipe = fullSwipe
                return actions
            }
        }
        configuration.leadingSwipeActionsConfigurationProvider = { path in
            path.item == 4 ? nil : UISwipeActionsConfiguration(actions: [
                UIContextualAction(style: .normal, title: "Pin") { _, _, done in
                    recorder.log.append("Pin \(path.item)")
                    done(true)
                }])
        }
        let scene = try ListScene(configuration)
        scene.show([("S", ["a", "b", "c", "d", "e"])])
        return (scene, recorder)
    }

    @Test("Dragging a row left reveals its trailing actions, which stay open; a tap runs one, its completion closes")
    func trailingOpenAndTap() throws {
        let (scene, recorder) = try launch()
        let cell = try #require(scene.cell(1))
        scene.device.drag(from: CGPoint(x: 250, y: 20 + 44 + 22), to: CGPoint(x: 130, y: 20 + 44 + 22), duration: 0.3)
        scene.device.advance(by: 0.5)
        let state = try #require(scene.collection.listSwipe)
        #expect(state.indexPath == IndexPath(item: 1, section: 0))
        // Both buttons are at least 74 points wide; the row moved left by their total width.
        #expect(state.openWidth >= 148)
        #expect(cell.frame.minX == -state.openWidth)
        #expect(state.container.frame == CGRect(x: 320 - state.openWidth, y: 44, width: state.openWidth, height: 44))
        #expect(recorder.log.isEmpty)
        #expect(scene.collection.indexPathsForSelectedItems == nil)
        // The first action (Delete) is at the trailing edge.
        let deleteButton = state.buttons[0]
        let tapPoint = deleteButton.convert(CGPoint(x: deleteButton.bounds.midX, y: 22), to: nil)
        #expect(tapPoint.x > 320 - state.widths[0])
        scene.device.tap(at: tapPoint)
        scene.device.advance(by: 0.1)
        #expect(recorder.log == ["Delete 1"])
        #expect(scene.collection.listSwipe != nil)  // open until the app calls the completion
        recorder.completion?(true)
        scene.device.advance(by: 0.4)
        #expect(scene.collection.listSwipe == nil)
        #expect(cell.frame.minX == 0)
        #expect(state.container.superview == nil)
    }

    @Test("A full swipe performs the first action without a tap, unless the configuration turns that off")
    func fullSwipe() throws {
        let (scene, recorder) = try launch()
        scene.device.drag(from: CGPoint(x: 310, y: 20 + 88 + 22), to: CGPoint(x: 20, y: 20 + 88 + 22), duration: 0.3)
        scene.device.advance(by: 0.1)
        #expect(recorder.log == ["Delete 2"])
        recorder.completion?(false)
        scene.device.advance(by: 0.4)
        #expect(scene.collection.listSwipe == nil)

        let (other, otherRecorder) = try launch(fullSwipe: false)
        other.device.drag(from: CGPoint(x: 310, y: 20 + 22), to: CGPoint(x: 20, y: 20 + 22), duration: 0.3)
        other.device.advance(by: 0.5)
        #expect(otherRecorder.log.isEmpty)
        #expect(other.collection.listSwipe?.offset == other.collection.listSwipe?.openOffset)
    }

    @Test("Dragging right reveals the leading actions; a short drag closes again; a tap elsewhere closes them")
    func leadingAndClosing() throws {
        let (scene, recorder) = try launch()
        let cell = try #require(scene.cell(0))
        scene.device.drag(from: CGPoint(x: 40, y: 20 + 22), to: CGPoint(x: 150, y: 20 + 22), duration: 0.3)
        scene.device.advance(by: 0.5)
        let state = try #require(scene.collection.listSwipe)
        #expect(!state.fromTrailing)
        #expect(cell.frame.minX == state.openWidth)
        #expect(state.container.frame.minX == 0)
        // A tap on another row closes the actions and selects nothing.
        scene.device.tap(at: CGPoint(x: 160, y: 20 + 132 + 22))
        scene.device.advance(by: 0.4)
        #expect(scene.collection.listSwipe == nil)
        #expect(cell.frame.minX == 0)
        #expect(scene.collection.indexPathsForSelectedItems == nil)
        // A drag shorter than half the buttons' width springs back.
        scene.device.drag(from: CGPoint(x: 40, y: 20 + 22), to: CGPoint(x: 60, y: 20 + 22), duration: 0.3)
        scene.device.advance(by: 0.5)
        #expect(scene.collection.listSwipe == nil)
        #expect(cell.frame.minX == 0)
        #expect(recorder.log.isEmpty)
    }

    @Test("Without a provider for a side, or when it returns nil, a sideways drag reveals nothing")
    func noProvider() throws {
        let (scene, _) = try launch(trailing: false)
        scene.device.drag(from: CGPoint(x: 250, y: 20 + 22), to: CGPoint(x: 100, y: 20 + 22), duration: 0.3)
        scene.device.advance(by: 0.5)
        #expect(scene.collection.listSwipe == nil)
        scene.device.drag(from: CGPoint(x: 40, y: 20 + 176 + 22), to: CGPoint(x: 200, y: 20 + 176 + 22), duration: 0.3)
        scene.device.advance(by: 0.5)
        #expect(scene.collection.listSwipe == nil)
        #expect(scene.cell(4)?.frame.minX == 0)
    }
}
