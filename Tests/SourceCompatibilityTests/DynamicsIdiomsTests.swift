// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

/// The idioms of DynamicsIdioms.swift run: the square lands on the barrier (the delegate reads its identifier as a
/// String), the ball falls past it to the floor, dragging by an anchor moves the square, a snap lifts the ball to
/// its point, and the animator pauses once all rests.
@MainActor
@Suite("Source compatibility: UIKit Dynamics")
struct DynamicsIdiomsTests {
    @Test("A square lands on the barrier, the ball on the floor; a drag and a snap move them; the animator pauses")
    func dropDragSnap() throws {
        let device = try HeadlessDevice(profile: .iPhone3GS)
        try device.launch(delegate: nil)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = DropViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        device.runPendingWork()

        device.advance(by: 3)
        #expect(controller.hitBarrier)
        #expect(abs(controller.square.center.y - 270) < 2)
        #expect(abs(controller.ball.center.y - 460) < 3)

        controller.beginDrag(at: controller.square.center)
        controller.moveDrag(to: CGPoint(x: 160, y: 150))
        device.advance(by: 1)
        #expect(hypot(controller.square.center.x - 160, controller.square.center.y - 150) < 5)

        controller.endDrag()
        device.advance(by: 6)
        #expect(hypot(controller.ball.center.x - 260, controller.ball.center.y - 150) < 4)  // gravity sags a 3 Hz snap ~3 points
        #expect(controller.paused)
    }
}
