// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing

/// An action that notes the events it runs for.
private final class NotingAction: CAAction, @unchecked Sendable {
    var events: [String] = []
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        events.append(event)
    }
}

/// `kCAOnOrderIn` / `kCAOnOrderOut`: the actions Core Animation runs when a layer enters or leaves a shown tree, or
/// is shown or hidden; and the stored Core Image filter properties.
@Suite("Order-in and order-out actions", .freshLayerEnvironment)
struct LayerOrderActionTests {
    /// A committed root (as after its first frame) and a layer whose `actions` note the order events.
    private static func scene() -> (root: CALayer, layer: CALayer, action: NotingAction) {
        let root = CALayer()
        root.hasBeenCommitted = true
        let layer = CALayer()
        let action = NotingAction()
        layer.actions = [kCAOnOrderIn: action, kCAOnOrderOut: action]
        return (root, layer, action)
    }

    @Test("Entering and leaving a shown tree, and hiding and showing, run the order actions")
    func orderActions() {
        withTestEnvironment { _ in
            let (root, layer, action) = Self.scene()
            root.addSublayer(layer)
            #expect(action.events == ["onOrderIn"])
            root.insertSublayer(layer, at: 0)
            #expect(action.events == ["onOrderIn"], "reordering among siblings is not entering")
            layer.hasBeenCommitted = true  // as the next frame does
            layer.isHidden = true
            layer.isHidden = true
            layer.isHidden = false
            layer.removeFromSuperlayer()
            #expect(action.events == ["onOrderIn", "onOrderOut", "onOrderIn", "onOrderOut"])
            #expect(kCAOnOrderIn == "onOrderIn" && kCAOnOrderOut == "onOrderOut")
        }
    }

    @Test("No order action before the tree is first committed, or with actions disabled")
    func noActionWhenNotShown() {
        withTestEnvironment { _ in
            let (root, layer, action) = Self.scene()
            root.hasBeenCommitted = false
            root.addSublayer(layer)
            layer.removeFromSuperlayer()
            root.hasBeenCommitted = true
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            root.addSublayer(layer)
            CATransaction.commit()
            #expect(action.events.isEmpty)
        }
    }

    @Test("filters, compositingFilter and backgroundFilters are stored and need no repaint")
    func filtersAreStored() {
        withTestEnvironment { _ in
            let layer = CALayer()
            #expect(layer.filters == nil && layer.compositingFilter == nil && layer.backgroundFilters == nil)
            let filter = NSObject()
            layer.filters = [filter]
            layer.compositingFilter = "multiplyBlendMode"
            layer.backgroundFilters = [filter]
            #expect((layer.filters?.first as AnyObject?) === filter)
            #expect(layer.compositingFilter as? String == "multiplyBlendMode")
            #expect(layer.backgroundFilters?.count == 1)
            layer.filters = nil
            #expect(layer.filters == nil)
            var a = LayerProperties(), b = LayerProperties()
            a.extra["filters"] = [NSObject()]
            b.extra["filters"] = [NSObject()]
            #expect(DamageTracker.extrasSame(a.extra, b.extra))
        }
    }
}
