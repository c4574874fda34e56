// SPDX-License-Identifier: Apache-2.0

import Testing
@testable import UIKit

/// A counter whose changes register their inverses.
@MainActor
final class Counter {
    var value = 0

    func add(_ n: Int, _ undoManager: UndoManager) {
        value += n
        undoManager.registerUndo(withTarget: self) { $0.add(-n, undoManager) }
    }
}

@MainActor
@Suite("UndoManager (Foundation's, which Linux lacks) and the responder chain's undo managers")
struct UndoManagerTests {
    @Test("Undo runs the last group, its registrations become the redo group, and redo re-applies it")
    func undoRedo() {
        let undoManager = UndoManager()
        let counter = Counter()
        counter.add(5, undoManager)
        undoManager.setActionName("Add")
        #expect(undoManager.canUndo && !undoManager.canRedo)
        #expect(undoManager.undoMenuItemTitle == "Undo Add")
        undoManager.undo()
        #expect(counter.value == 0)
        #expect(undoManager.canRedo && !undoManager.canUndo)
        #expect(undoManager.redoMenuItemTitle == "Redo Add")
        undoManager.redo()
        #expect(counter.value == 5)
        #expect(undoManager.canUndo && !undoManager.canRedo)
    }

    @Test("Explicit groups undo together; a new change clears the redo stack; unbalanced ends are ignored")
    func grouping() {
        let undoManager = UndoManager()
        let counter = Counter()
        undoManager.beginUndoGrouping()
        counter.add(1, undoManager)
        counter.add(2, undoManager)
        undoManager.endUndoGrouping()
        undoManager.endUndoGrouping()
        #expect(undoManager.groupingLevel == 0)
        undoManager.undo()
        #expect(counter.value == 0)
        #expect(undoManager.canRedo)
        counter.add(10, undoManager)
        #expect(!undoManager.canRedo)
    }

    @Test("levelsOfUndo drops the oldest groups; removeAllActions(withTarget:) forgets one target's actions")
    func limitsAndRemoval() {
        let undoManager = UndoManager()
        undoManager.levelsOfUndo = 2
        let a = Counter(), b = Counter()
        a.add(1, undoManager)
        a.add(1, undoManager)
        b.add(1, undoManager)
        undoManager.undo()
        undoManager.undo()
        undoManager.undo()
        #expect(a.value == 1 && b.value == 0)
        b.add(3, undoManager)
        a.add(3, undoManager)
        undoManager.removeAllActions(withTarget: a)
        undoManager.undo()
        #expect(a.value == 4 && b.value == 0)
        #expect(!undoManager.canUndo)
    }

    @Test("A view's undo manager is its window's; each window has its own")
    func responderUndoManagers() throws {
        let (_, window, _) = try launchEventsDevice()
        let view = UIView(frame: .zero)
        window.addSubview(view)
        #expect(view.undoManager != nil)
        #expect(view.undoManager === window.undoManager)
        #expect(UIWindow().undoManager !== window.undoManager)
        #expect(UIView().undoManager == nil)
    }
}
