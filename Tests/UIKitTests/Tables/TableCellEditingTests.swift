// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting

@testable import UIKit

/// A cell that records its state transitions.
private final class TransitionCell: UITableViewCell {
    var log: [String] = []
    override func willTransition(to state: StateMask) {
        super.willTransition(to: state)
        log.append("will \(state.rawValue) editing=\(isEditing)")
    }
    override func didTransition(to state: StateMask) {
        super.didTransition(to: state)
        log.append("did \(state.rawValue) editing=\(isEditing)")
    }
}

@MainActor
@Suite("UITableViewCell: editing")
struct TableCellEditingTests {
    @Test("Editing insets the content view by 38 points and shows the delete control at the leading edge")
    func deleteControl() throws {
        let cell = laidOutCell(.default)
        #expect(cell.editingStyle == .delete && cell.editingControlFrame == nil)
        cell.setEditing(true, animated: false)
        cell.layoutIfNeeded()
        #expect(cell.isEditing)
        #expect(cell.contentView.frame == CGRect(x: 38, y: 0, width: 352, height: 44))
        #expect(cell.textLabel?.frame.minX == 16)
        #expect(cell.editingControlFrame == CGRect(x: 0, y: 0, width: 46, height: 44))
        let control = try #require(cell.editingControl)
        #expect(control.style == .delete && control.circleFrame == CGRect(x: 16, y: 11, width: 22, height: 22))
        cell.isEditing = false
        cell.layoutIfNeeded()
        #expect(cell.editingControlFrame == nil && control.alpha == 0)
        #expect(cell.contentView.frame.minX == 0)
    }

    @Test("Insert shows the insert control; .none shows none and does not indent")
    func editingStyles() {
        let cell = laidOutCell(.default)
        cell.setEditingStyle(.insert)
        cell.setEditing(true, animated: false)
        #expect(cell.editingControl?.style == .insert && cell.editingControlFrame != nil)
        cell.setEditingStyle(.none)
        cell.layoutIfNeeded()
        #expect(cell.editingControlFrame == nil && cell.contentView.frame.minX == 0)
    }

    @Test("shouldIndentWhileEditing false keeps the content in place")
    func noIndent() {
        let cell = laidOutCell(.default)
        cell.shouldIndentWhileEditing = false
        cell.setEditing(true, animated: false)
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame.minX == 0 && cell.editingControlFrame != nil)
    }

    @Test("The reorder control shows at the trailing edge while editing, and the content ends before it")
    func reorderControl() throws {
        let cell = laidOutCell(.default)
        cell.showsReorderControl = true
        #expect(cell.reorderControlFrame == nil)
        cell.setEditing(true, animated: false)
        #expect(cell.reorderControlFrame == CGRect(x: 340, y: 0, width: 50, height: 44))
        #expect(cell.contentView.frame == CGRect(x: 38, y: 0, width: 302, height: 44))
        let grip = try #require(cell.reorderControl).gripFrame
        #expect(grip == CGRect(x: 16, y: 16, width: 18, height: 13))
        cell.showsReorderControl = false
        #expect(cell.reorderControlFrame == nil)
    }

    @Test("willTransition and didTransition report the edit control and the delete confirmation")
    func transitions() {
        let cell = TransitionCell(style: .default, reuseIdentifier: nil)
        cell.setEditing(true, animated: false)
        cell.setShowingDeleteConfirmation(true)
        #expect(cell.showingDeleteConfirmation)
        cell.setShowingDeleteConfirmation(false)
        cell.setEditing(false, animated: false)
        cell.setEditing(false, animated: false)
        #expect(cell.log == [
            "will 1 editing=false", "did 1 editing=true",
            "will 3 editing=true", "did 3 editing=true",
            "will 1 editing=true", "did 1 editing=true",
            "will 0 editing=true", "did 0 editing=false",
        ])
    }

    @Test("prepareForReuse ends the delete confirmation")
    func reuseEndsConfirmation() {
        let cell = laidOutCell(.default)
        cell.setShowingDeleteConfirmation(true)
        cell.prepareForReuse()
        #expect(!cell.showingDeleteConfirmation)
    }

    @Test("Animated editing slides the content view over 0.3 s and reports didTransition at the end")
    func animatedEditing() throws {
        let device = try HeadlessDevice(profile: .iPhone3GS)
        try device.launch(delegate: LoggingDelegate())
        let window = try #require(device.application?.keyWindow)
        let cell = TransitionCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 40, width: 320, height: 44)
        cell.textLabel?.text = "Row"
        window.addSubview(cell)
        device.advance(by: 1.0 / 60)
        cell.setEditing(true, animated: true)
        #expect(cell.log == ["will 1 editing=false"])
        #expect(cell.contentView.frame.minX == 38)
        device.advance(by: 0.15)
        let x = try #require(cell.contentView.layer.presentation()).frame.minX
        #expect(x > 2 && x < 36)
        device.advance(by: 0.3)
        #expect(cell.log.last == "did 1 editing=true")
        #expect(cell.editingControl?.layer.presentation()?.opacity ?? 1 == 1)
    }

    @Test("A negative or non-finite indentation width and a non-finite separator inset are ignored")
    func badInput() {
        let cell = laidOutCell(.default)
        cell.indentationWidth = -5
        cell.indentationWidth = .nan
        #expect(cell.indentationWidth == 10)
        cell.separatorInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
        cell.separatorInset = UIEdgeInsets(top: 0, left: .infinity, bottom: 0, right: 0)
        #expect(cell.separatorInset.left == 20)
        cell.indentationLevel = -3
        cell.layoutIfNeeded()
        #expect(cell.textLabel?.frame.minX == 16)
    }
}
