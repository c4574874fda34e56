// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// A view that records its update-constraints and layout calls in a shared log.
@MainActor
private final class UpdateRecordingView: UIView {
    var log: [String] = []
    var name = ""
    weak var sink: UpdateRecordingView?

    override func updateConstraints() {
        (sink ?? self).log.append("update \(name)")
        super.updateConstraints()
    }

    override func layoutSubviews() {
        (sink ?? self).log.append("layout \(name)")
        super.layoutSubviews()
    }
}

@MainActor
private final class ConstraintController: UIViewController {
    var updates = 0
    let content = UIView()
    override func viewDidLoad() {
        super.viewDidLoad()
        content.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            content.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            content.heightAnchor.constraint(equalToConstant: 44),
        ])
    }
    override func updateViewConstraints() {
        updates += 1
        super.updateViewConstraints()
    }
}

@MainActor
@Suite("Auto Layout: the layout cycle")
struct ConstraintCycleTests {
    @Test("The update pass calls updateConstraints on subviews before their superviews, then layout runs top down")
    func updatePassOrder() {
        let root = UpdateRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UpdateRecordingView(), grandchild = UpdateRecordingView()
        (root.name, child.name, grandchild.name) = ("root", "child", "grandchild")
        child.sink = root
        grandchild.sink = root
        root.addSubview(child)
        child.addSubview(grandchild)
        child.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([child.widthAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        #expect(root.log.prefix(3) == ["update grandchild", "update child", "update root"])
        #expect(root.log.dropFirst(3).first == "layout root")
        #expect(!root.needsUpdateConstraints() && !child.needsUpdateConstraints())
        root.log = []
        child.setNeedsUpdateConstraints()
        #expect(child.needsUpdateConstraints())
        root.layoutIfNeeded()
        #expect(root.log.filter { $0.hasPrefix("update") } == ["update child"])
    }

    @Test("Constraints added in updateConstraints take effect in the same pass")
    func constraintsFromUpdateConstraints() {
        final class Card: UIView {
            let badge = UIView()
            var installed = false
            override class var requiresConstraintBasedLayout: Bool { true }
            override func updateConstraints() {
                if !installed {
                    installed = true
                    badge.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(badge)
                    NSLayoutConstraint.activate([
                        badge.trailingAnchor.constraint(equalTo: trailingAnchor),
                        badge.topAnchor.constraint(equalTo: topAnchor),
                        badge.widthAnchor.constraint(equalToConstant: 20),
                        badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
                    ])
                }
                super.updateConstraints()
            }
        }
        let card = Card(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        card.layoutIfNeeded()
        #expect(card.badge.frame == CGRect(x: 180, y: 0, width: 20, height: 20))
    }

    @Test("A view controller's updateViewConstraints stands in for its view's updateConstraints")
    func viewControllerUpdate() throws {
        let (device, window) = try launchedTestWindow()
        let controller = ConstraintController()
        window.rootViewController = controller
        device.advance(by: 0.05)
        #expect(controller.updates == 1)
        #expect(controller.content.frame == CGRect(x: 0, y: 20, width: 320, height: 44))  // below the status bar
        controller.view.setNeedsUpdateConstraints()
        device.advance(by: 0.05)
        #expect(controller.updates == 2)
    }

    @Test("Changing a constant re-solves at the next frame, and animates inside an animation block")
    func constantChangeAnimates() throws {
        let (device, window) = try launchedTestWindow()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(box)
        let left = box.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 10)
        NSLayoutConstraint.activate([
            left, box.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 50),
        ])
        device.advance(by: 0.05)
        #expect(box.frame == CGRect(x: 10, y: 100, width: 50, height: 50))
        left.constant = 60
        device.advance(by: 0.05)  // the next frame's layout pass
        #expect(box.frame.minX == 60)
        UIView.animate(withDuration: 1) {
            left.constant = 200
            window.layoutIfNeeded()
        }
        #expect(box.frame.minX == 200)  // the model moves at once…
        #expect(box.layer.animation(forKey: "position") != nil)  // …and the move animates
        device.advance(by: 0.5)
        let shown = try #require(box.layer.presentation()).position.x
        #expect(shown > 85 && shown < 225)
    }

    @Test("Removing a view deactivates the constraints above it that refer to it")
    func removalDeactivates() {
        let (container, child) = constrainedPair()
        let edge = child.leadingAnchor.constraint(equalTo: container.leadingAnchor)
        let width = child.widthAnchor.constraint(equalToConstant: 40)
        NSLayoutConstraint.activate([edge, width])
        child.removeFromSuperview()
        #expect(!edge.isActive && container.constraints.isEmpty)
        #expect(width.isActive && child.constraints.count == 1)  // installed on the child itself: it stays
    }

    @Test("Deactivating restores the earlier layout; the constraint can be activated again")
    func reactivation() {
        let (container, child) = constrainedPair()
        let wide = child.widthAnchor.constraint(equalToConstant: 300)
        let narrow = child.widthAnchor.constraint(equalToConstant: 30)
        narrow.priority = .defaultLow
        NSLayoutConstraint.activate([
            wide, narrow, child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor), child.heightAnchor.constraint(equalToConstant: 1),
        ])
        container.layoutIfNeeded()
        #expect(child.frame.width == 300)
        NSLayoutConstraint.deactivate([wide])
        container.layoutIfNeeded()
        #expect(child.frame.width == 30)
        wide.isActive = true
        container.layoutIfNeeded()
        #expect(child.frame.width == 300)
    }

    @Test("A container that translates its mask stretches with its superview, and its constrained child with it")
    func autoresizingContainer() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let panel = UIView(frame: CGRect(x: 10, y: 10, width: 300, height: 100))
        panel.autoresizingMask = [.flexibleWidth]
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(panel)
        panel.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 5),
            child.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -5),
            child.topAnchor.constraint(equalTo: panel.topAnchor), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(child.frame.width == 290)
        root.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        root.layoutIfNeeded()
        #expect(panel.frame == CGRect(x: 10, y: 10, width: 460, height: 100))
        #expect(child.frame == CGRect(x: 5, y: 0, width: 450, height: 10))
    }

    @Test("An app's own guide: constraints place it and views follow it; removing it deactivates them")
    func ownGuide() {
        let (container, child) = constrainedPair()
        let gap = UILayoutGuide()
        container.addLayoutGuide(gap)
        #expect(gap.owningView === container && container.layoutGuides.contains(gap))
        let onGuide = child.leadingAnchor.constraint(equalTo: gap.trailingAnchor)
        NSLayoutConstraint.activate([
            gap.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            gap.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.25),
            gap.topAnchor.constraint(equalTo: container.topAnchor), gap.heightAnchor.constraint(equalToConstant: 1),
            onGuide, child.topAnchor.constraint(equalTo: container.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        #expect(gap.layoutFrame == CGRect(x: 0, y: 0, width: 80, height: 1))
        #expect(child.frame.minX == 80)
        container.removeLayoutGuide(gap)
        #expect(!onGuide.isActive && gap.owningView == nil)
        container.layoutIfNeeded()  // and layout goes on without it
    }
}
