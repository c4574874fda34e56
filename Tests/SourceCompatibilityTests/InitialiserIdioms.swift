// SPDX-License-Identifier: Apache-2.0
//
// The initialiser idioms of iOS code, written exactly as iOS developers write them (issue 11 §1,
// ../shared/docs/source-compatibility.md §1). This target compiles in Swift 5 mode, as most iOS apps do; the
// same idioms compile in Swift 6 mode in Tests/UIKitTests/SourceCompatibility.

import UIKit

/// A view with its own designated initialiser and the fatalError coder initialiser Xcode inserts.
final class BadgeView: UIView {
    let count: Int

    init(count: Int) {
        self.count = count
        super.init(frame: .zero)
        backgroundColor = .red
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A view overriding both designated initialisers and sharing its set-up.
class Card: UIView {
    private(set) var setUpCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        setUpCount += 1
        backgroundColor = .white
        layer.cornerRadius = 8
    }
}

struct Item {
    let name: String
}

/// A view controller with its own designated initialiser.
class DetailViewController: UIViewController {
    let item: Item

    init(item: Item) {
        self.item = item
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = item.name
        view.backgroundColor = .white
    }
}

/// A control with a public convenience initialiser beside the overridden designated ones.
public class ToggleControl: UIControl {
    public private(set) var isOn = false

    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// The CALayer subclass idiom: init(), init(layer:) copying its own properties, the coder initialiser.
class RingLayer: CALayer {
    var thickness: CGFloat = 2
    var ringColor: UIColor = .blue
    private(set) var madeByInit = false
    private(set) var copiedFromLayer = false

    override init() {
        super.init()
        madeByInit = true
    }

    override init(layer: Any) {
        if let ring = layer as? RingLayer {
            thickness = ring.thickness
            ringColor = ring.ringColor
        }
        copiedFromLayer = true
        super.init(layer: layer)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A view whose backing layer is the subclass above.
class RingLayerView: UIView {
    override class var layerClass: AnyClass {
        return RingLayer.self
    }

    var ringLayer: RingLayer { layer as! RingLayer }
}

/// Xcode's app template.
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = DetailViewController(item: Item(name: "Template"))
        window?.makeKeyAndVisible()
        return true
    }
}

/// An app delegate with stored properties and no initialiser.
class StatefulAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var launches = 0
    var names = ["first"]
    let createdBadge = BadgeView(count: 3)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        launches += 1
        names.append("launched")
        return true
    }
}

/// An app delegate overriding init(), as some apps do to set up state before launch.
class InitialisingAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let settings: [String: Int]
    var launchedWithSettings: [String: Int]?

    override init() {
        settings = ["volume": 7]
        super.init()
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        launchedWithSettings = settings
        return true
    }
}

/// An application subclass, as `UIApplicationMain`'s principal class names.
class CountingApplication: UIApplication {
    var eventsSeen = 0

    override func sendEvent(_ event: UIEvent) {
        eventsSeen += 1
        super.sendEvent(event)
    }
}

/// A custom gesture recognizer overriding the designated target–action initialiser.
class LongTouchRecognizer: UIGestureRecognizer {
    var requiredTouches = 1
    private(set) var madeWithTarget = false

    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        madeWithTarget = true
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        state = touches.count == requiredTouches ? .began : .failed
    }

    override func reset() {
        super.reset()
        requiredTouches = 1
    }
}
