// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// A launched device whose key window holds a 300 × 32 segmented control of "One", "Two", "Three" at (10, 100),
/// logging each `valueChanged` with the selected index.
@MainActor
private func launchedSegments(profile: DeviceProfile = .modernPhone, selected: Int = 0)
    throws -> (HeadlessDevice, UISegmentedControl, Log)
{
    let device = try HeadlessDevice(profile: profile)
    try device.launch(delegate: LoggingDelegate())
    let window = try #require(device.application?.keyWindow)
    let control = UISegmentedControl(items: ["One", "Two", "Three"])
    control.frame = CGRect(x: 10, y: 100, width: 300, height: 32)
    control.selectedSegmentIndex = selected
    window.addSubview(control)
    let log = Log()
    control.addAction(UIAction { [unowned control] _ in log.entries.append("changed \(control.selectedSegmentIndex)") },
                      for: .valueChanged)
    device.runPendingWork()
    return (device, control, log)
}

@MainActor
private final class Log {
    var entries: [String] = []
}

/// The centre of segment `index` of the 300-point control at (10, 100), in window points.
private func segmentCenter(_ index: Int) -> CGPoint { CGPoint(x: 10 + 50 + CGFloat(index) * 100, y: 116) }

@MainActor
@Suite("UISegmentedControl")
struct SegmentedControlTests {
    @Test("init(items:) makes a title segment per String and an image segment per UIImage, nothing selected")
    func itemsInit() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in }
        let control = UISegmentedControl(items: ["A", image, 42, "C"])

        #expect(control.numberOfSegments == 3)
        #expect(control.titleForSegment(at: 0) == "A" && control.imageForSegment(at: 0) == nil)
        #expect(control.imageForSegment(at: 1) === image && control.titleForSegment(at: 1) == nil)
        #expect(control.titleForSegment(at: 2) == "C")
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(UISegmentedControl.noSegment == -1)
        #expect(control.bounds.height > 0 && control.bounds.width > 0)
    }

    @Test("Inserting before or removing the selected segment keeps the selection on the same segment")
    func insertAndRemove() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Z", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2 && control.titleForSegment(at: 2) == "B")
        control.insertSegment(withTitle: "End", at: 99, animated: true)
        #expect(control.titleForSegment(at: 3) == "End")
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 1)
        control.removeSegment(at: 1, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.removeSegment(at: 7, animated: false)  // logged, ignored
        #expect(control.numberOfSegments == 2)
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0)
    }

    @Test("Per-segment titles, images, widths, offsets and enabled flags; bad indexes and widths are ignored")
    func segmentProperties() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.setTitle("Alpha", forSegmentAt: 0)
        control.setWidth(80, forSegmentAt: 1)
        control.setWidth(-5, forSegmentAt: 0)
        control.setContentOffset(CGSize(width: 2, height: -1), forSegmentAt: 1)
        control.setEnabled(false, forSegmentAt: 1)
        control.selectedSegmentIndex = 5

        #expect(control.titleForSegment(at: 0) == "Alpha")
        #expect(control.widthForSegment(at: 1) == 80 && control.widthForSegment(at: 0) == 0)
        #expect(control.contentOffsetForSegment(at: 1) == CGSize(width: 2, height: -1))
        #expect(!control.isEnabledForSegment(at: 1) && control.isEnabledForSegment(at: 0))
        #expect(!control.isEnabledForSegment(at: 9) && control.titleForSegment(at: 9) == nil)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        #expect(control.segmentFrames().map(\.width) == [120, 80])
    }

    @Test("apportionsSegmentWidthsByContent gives a long title a wider segment")
    func apportionedWidths() {
        let control = UISegmentedControl(items: ["A", "A much longer title"])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        #expect(control.segmentFrames()[0].width == control.segmentFrames()[1].width)
        control.apportionsSegmentWidthsByContent = true
        let frames = control.segmentFrames()
        #expect(frames[1].width > 2 * frames[0].width)
        #expect(abs(frames[0].width + frames[1].width - 300) < 0.001)
    }

    @Test("A tap on another segment selects it and sends valueChanged once; a tap on the selected one sends nothing")
    func tapSelects() throws {
        let (device, control, log) = try launchedSegments()
        device.tap(at: segmentCenter(2))
        #expect(control.selectedSegmentIndex == 2)
        #expect(log.entries == ["changed 2"])
        device.tap(at: segmentCenter(2))
        #expect(log.entries == ["changed 2"])
        control.selectedSegmentIndex = 0  // programmatic: no event
        #expect(log.entries == ["changed 2"])
    }

    @Test("Touching a segment highlights it until the finger lifts; lifting far outside selects nothing")
    func highlightAndCancelOutside() throws {
        let (device, control, log) = try launchedSegments()
        device.touchDown(at: segmentCenter(1))
        #expect(control.highlightedSegment == 1)
        #expect(control.selectedSegmentIndex == 0)
        device.touchMove(to: CGPoint(x: 160, y: 400))
        #expect(control.highlightedSegment == nil)
        device.touchUp()
        #expect(control.selectedSegmentIndex == 0 && log.entries.isEmpty)
    }

    @Test("Dragging from the selected segment moves the pill across segments and selects on lift (modern)")
    func dragMovesPill() throws {
        let (device, control, log) = try launchedSegments()
        device.touchDown(at: segmentCenter(0))
        device.touchMove(to: segmentCenter(1))
        #expect(control.draggedSelection == 1 && control.displayedSelection == 1)
        device.touchMove(to: segmentCenter(2))
        device.advance(by: 0.5)
        #expect(control.pillView.frame.midX == control.segmentFrames()[2].midX)
        #expect(control.selectedSegmentIndex == 0 && log.entries.isEmpty)
        device.touchUp()
        #expect(control.selectedSegmentIndex == 2 && log.entries == ["changed 2"])
    }

    @Test("The pill slides to a tapped segment over 0.25 s: midway its presentation is between the two")
    func pillSlides() throws {
        let (device, control, _) = try launchedSegments()
        let start = control.pillView.frame.midX
        device.tap(at: segmentCenter(2))
        let end = control.segmentFrames()[2].midX
        #expect(control.pillView.frame.midX == end)  // the model value is the destination at once
        device.advance(by: 0.1)
        let midway = try #require(control.pillView.layer.presentation()).frame.midX
        #expect(midway > start + 5 && midway < end - 5)
        device.advance(by: 0.3)
        #expect(abs((control.pillView.layer.presentation()?.frame.midX ?? 0) - end) < 0.5)
    }

    @Test("A disabled segment cannot be chosen, by tap or drag")
    func disabledSegment() throws {
        let (device, control, log) = try launchedSegments()
        control.setEnabled(false, forSegmentAt: 1)
        device.tap(at: segmentCenter(1))
        #expect(control.selectedSegmentIndex == 0 && log.entries.isEmpty)
        device.touchDown(at: segmentCenter(0))
        device.touchMove(to: segmentCenter(1))
        #expect(control.draggedSelection == nil)
        device.touchUp()
        #expect(control.selectedSegmentIndex == 0 && log.entries.isEmpty)
    }

    @Test("A momentary control shows the segment only while touched, reports it, and sends valueChanged per tap")
    func momentary() throws {
        let (device, control, log) = try launchedSegments(selected: UISegmentedControl.noSegment)
        control.isMomentary = true
        device.touchDown(at: segmentCenter(1))
        #expect(control.displayedSelection == 1)
        device.touchUp()
        #expect(control.displayedSelection == nil)
        #expect(control.selectedSegmentIndex == 1)
        device.tap(at: segmentCenter(1))
        #expect(log.entries == ["changed 1", "changed 1"])
        #expect(control.pillView.isHidden)
    }

    @Test("Segments made from actions perform their action when chosen; segmentIndex(identifiedBy:) finds them")
    func actionSegments() throws {
        let (device, control, _) = try launchedSegments()
        var performed: [String] = []
        let action = UIAction(title: "Four", identifier: UIAction.Identifier("four")) { action in
            performed.append("\(action.title) from \(action.sender is UISegmentedControl)")
        }
        control.insertSegment(action: action, at: 3, animated: false)
        control.setWidth(0, forSegmentAt: 3)
        control.frame.size.width = 400
        device.runPendingWork()
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("four")) == 3)
        #expect(control.actionForSegment(at: 3) === action && control.titleForSegment(at: 3) == "Four")
        device.tap(at: CGPoint(x: 10 + 350, y: 116))
        #expect(performed == ["Four from true"])
        #expect(control.selectedSegmentIndex == 3)
    }

    @Test("Title text attributes apply per state, falling back to normal")
    func titleAttributes() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.setTitleTextAttributes([.foregroundColor: UIColor.red], for: .normal)
        control.setTitleTextAttributes([.foregroundColor: UIColor.green], for: .selected)
        control.selectedSegmentIndex = 1
        #expect(control.contentViews[0].label.textColor == .red)
        #expect(control.contentViews[1].label.textColor == .green)
        #expect(control.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .green)
        #expect(control.titleTextAttributes(for: .highlighted) == nil)
    }

    @Test("Each segment is an accessibility element: button trait, selected trait, '2 of 3' value")
    func accessibility() throws {
        let (device, control, _) = try launchedSegments(selected: 1)
        control.setEnabled(false, forSegmentAt: 2)
        let nodes = device.accessibilityElements().filter { ["One", "Two", "Three"].contains($0.label ?? "") }
        #expect(nodes.map(\.label) == ["One", "Two", "Three"])
        #expect(nodes.map(\.value) == ["1 of 3", "2 of 3", "3 of 3"])
        #expect(nodes[0].traits == .button)
        #expect(nodes[1].traits == [.button, .selected])
        #expect(nodes[2].traits == [.button, .notEnabled])
        #expect(nodes[0].frame.width == 100 && nodes[0].frame.minX == 10)
        #expect(!control.isAccessibilityElement)
    }

    @Test("Heights: 32 modern; classic 44 for plain and bordered, 30 for bar")
    func heights() throws {
        let modern = try HeadlessDevice(profile: .modernPhone)
        try modern.launch(delegate: LoggingDelegate())
        #expect(UISegmentedControl(items: ["A"]).sizeThatFits(.zero).height == 32)
        let device = try HeadlessDevice(profile: .iPhone3GS)
        try device.launch(delegate: LoggingDelegate())
        let control = UISegmentedControl(items: ["A"])
        #expect(control.sizeThatFits(.zero).height == 44)
        control.segmentedControlStyle = .bar
        #expect(control.sizeThatFits(.zero).height == 30)
    }
}
