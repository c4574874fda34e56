// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

/// The idioms in InitialiserIdioms.swift and ConcurrencyIdioms.swift compile (this target is Swift 5 mode) and
/// behave as on iOS.
@MainActor
@Suite("Source compatibility: initialisers and the class hierarchy")
struct InitialiserIdiomTests {
    @Test("A view with its own designated initialiser is created through it")
    func viewWithOwnInitialiser() {
        let badge = BadgeView(count: 3)

        #expect(badge.count == 3)
        #expect(badge.frame == .zero)
        #expect(badge.backgroundColor == .red)
        #expect(badge.layer.delegate === badge)
    }

    @Test("A view overriding init(frame:) and init?(coder:) runs its set-up once through either, and inherits init()")
    func viewOverridingBothInitialisers() throws {
        let framed = Card(frame: CGRect(x: 1, y: 2, width: 30, height: 40))
        let plain = Card()
        let decoded = try #require(Card(coder: NSCoder()))

        #expect(framed.setUpCount == 1)
        #expect(framed.frame == CGRect(x: 1, y: 2, width: 30, height: 40))
        #expect(plain.setUpCount == 1)
        #expect(plain.frame == .zero)
        #expect(decoded.setUpCount == 1)
        #expect(decoded.layer.cornerRadius == 8)
    }

    @Test("A view controller with its own initialiser loads its view")
    func viewControllerWithOwnInitialiser() {
        let detail = DetailViewController(item: Item(name: "Shoes"))

        #expect(detail.title == nil)
        #expect(detail.view.backgroundColor == .white)
        #expect(detail.title == "Shoes")
        #expect(detail.nibName == nil)
    }

    @Test("A control's public convenience init() goes through its overridden init(frame:)")
    func controlConvenienceInitialiser() {
        let toggle = ToggleControl()

        #expect(toggle.frame.size == CGSize(width: 51, height: 31))
        #expect(toggle.isEnabled)
        #expect(toggle.isOn == false)
    }

    @Test("layerClass names a CALayer subclass whose own init() makes the view's layer")
    func layerClassUsesTheSubclassInitialiser() throws {
        let view = RingLayerView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let ring = try #require(view.layer as? RingLayer)

        #expect(ring.madeByInit)
        #expect(!ring.copiedFromLayer)
        #expect(ring.thickness == 2)
        #expect(ring.delegate === view)
    }

    @Test("Presentation copies are made by the subclass's init(layer:), which copies its own properties")
    func presentationCopiesUseInitLayer() throws {
        let ring = RingLayer()
        ring.thickness = 5
        ring.ringColor = .green

        let presented = try #require(ring.presentation())

        #expect(presented !== ring)
        #expect(presented.copiedFromLayer)
        #expect(!presented.madeByInit)
        #expect(presented.thickness == 5)
        #expect(presented.ringColor == .green)
        #expect(presented.model() === ring)
    }

    @Test("Making presentation copies neither leaks nor over-releases the model layer")
    func presentationCopiesBalanceOwnership() {
        weak var weakModel: RingLayer?
        weak var weakCopy: RingLayer?
        do {
            let ring = RingLayer()
            weakModel = ring
            for _ in 0..<100 { _ = ring.presentation() }
            weakCopy = ring.presentation()
            #expect(weakModel != nil)
        }
        #expect(weakModel == nil)
        #expect(weakCopy == nil)
    }

    @Test("A custom recognizer overrides init(target:action:); init() goes through it")
    func gestureRecognizerInitialisers() {
        let explicit = LongTouchRecognizer(target: nil, action: nil)
        let plain = LongTouchRecognizer()

        #expect(explicit.madeWithTarget)
        #expect(plain.madeWithTarget)
        #expect(plain.state == .possible)
    }

    @Test("Xcode's app-template delegate is created and launched")
    func templateAppDelegateLaunches() throws {
        let device = try HeadlessDevice(profile: .iPhone4)
        try device.launch(AppDelegate.self)

        let delegate = try #require(device.application?.delegate as? AppDelegate)
        let window = try #require(delegate.window)
        #expect(window.isKeyWindow)
        #expect((window.rootViewController as? DetailViewController)?.item.name == "Template")
    }

    @Test("A delegate with stored properties and no initialiser gets its default values")
    func delegateWithStoredProperties() throws {
        let device = try HeadlessDevice(profile: .iPhone4)
        try device.launch(StatefulAppDelegate.self)

        let delegate = try #require(device.application?.delegate as? StatefulAppDelegate)
        #expect(delegate.launches == 1)
        #expect(delegate.names == ["first", "launched"])
        #expect(delegate.createdBadge.count == 3)
    }

    @Test("A delegate's own override init() runs before launch")
    func delegateOverridingInit() throws {
        let device = try HeadlessDevice(profile: .iPhone4)
        try device.launch(InitialisingAppDelegate.self)

        let delegate = try #require(device.application?.delegate as? InitialisingAppDelegate)
        #expect(delegate.launchedWithSettings == ["volume": 7])
    }

    @Test("An application subclass named as the principal class is the one that runs")
    func applicationSubclass() throws {
        let device = try HeadlessDevice(profile: .iPhone4)
        try device.launch(AppDelegate.self, application: CountingApplication.self)
        device.tap(at: CGPoint(x: 160, y: 240))
        device.advance(by: 0.1)

        let app = try #require(device.application as? CountingApplication)
        #expect(UIApplication.shared === app)
        #expect(app.eventsSeen >= 2)
    }
}

@MainActor
@Suite("Source compatibility: Swift 5-mode concurrency")
struct ConcurrencyIdiomTests {
    @Test("Nonisolated helpers that touch UIKit compile in Swift 5 mode and work on the main actor")
    func nonisolatedHelpersWork() throws {
        let device = try HeadlessDevice(profile: .iPhone4)
        try device.launch(AppDelegate.self)

        let label = makeTitleLabel("Hello")
        let view = UIView()
        ViewStyler().style(view)

        #expect(currentApplicationState() == .active)
        #expect(label.text == "Hello")
        #expect(label.bounds.width > 0)
        #expect(view.layer.cornerRadius == 4)
        #expect(view.alpha == 0.5)
    }
}
