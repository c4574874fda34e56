// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstonePortKit

/// Ports `source` (its own index) and returns the result.
private func port(_ source: String) -> TouchstonePort.FileResult { TouchstonePort.port(source: source) }

@Suite("touchstone-port rewrites")
struct PortRewriteTests {
    @Test("@UIApplicationMain becomes @main, keeping the class's comments and layout")
    func applicationMain() {
        let result = port("""
            // The delegate.
            @UIApplicationMain
            class AppDelegate: UIResponder, UIApplicationDelegate {}
            """)
        #expect(result.source == """
            // The delegate.
            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {}
            """)
        #expect(result.notes.map(\.message) == ["@UIApplicationMain → @main"])
        #expect(result.notes.first?.line == 2)
    }

    @Test("@objc, @objc(name), @objcMembers, @IBAction, @IBOutlet and dynamic are dropped; indentation is kept")
    func objcAttributes() {
        let result = port("""
            @objcMembers
            class Controller: UIViewController {
                @IBOutlet weak var label: UILabel!
                @objc dynamic var count = 0
                @objc(handleTap:) func handle(_ r: UITapGestureRecognizer) {}
                @IBAction func tapped(_ sender: Any) {}
                @objc
                private func refresh() {}
            }
            """)
        #expect(result.source == """
            class Controller: UIViewController {
                weak var label: UILabel!
                var count = 0
                func handle(_ r: UITapGestureRecognizer) {}
                func tapped(_ sender: Any) {}
                private func refresh() {}

                // touchstone-port: Interface Builder outlets and inspectable properties, set by key.
                override func setValue(_ value: Any?, forKey key: String) {
                    switch key {
                    case "label": label = value as? UILabel
                    default: super.setValue(value, forKey: key)
                    }
                }

                // touchstone-port: Interface Builder actions, registered when first looked up.
                override func actionMethod(for action: Selector) -> ActionMethod? {
                    switch action.name {
                    case "tapped:": _ = Selector("tapped:", Controller.tapped(_:))
                    default: break
                    }
                    return super.actionMethod(for: action)
                }
            }
            """)
        #expect(result.notes.filter { $0.kind == .changed }.count == 7)
    }

    @Test("@IBInspectable and @IBDesignable compile on Linux and stay; the inspectable gets a key setter")
    func inspectableStays() {
        let result = port("""
            @IBDesignable class Ring: UIView {
                @IBInspectable var width: CGFloat = 2
            }
            """)
        #expect(result.source == """
            @IBDesignable class Ring: UIView {
                @IBInspectable var width: CGFloat = 2

                // touchstone-port: Interface Builder outlets and inspectable properties, set by key.
                override func setValue(_ value: Any?, forKey key: String) {
                    switch key {
                    case "width": if let value = UIResponder.interfaceBuilderValue(value, as: CGFloat.self) { width = value }
                    default: super.setValue(value, forKey: key)
                    }
                }
            }
            """)
        #expect(port(result.source).source == result.source && !port(result.source).changed)
    }

    @Test("An optional protocol requirement loses @objc and optional, and is reported")
    func optionalRequirement() {
        let result = port("""
            @objc protocol PickerDelegate {
                @objc optional func picked(_ value: Int)
            }
            """)
        #expect(result.source == """
            protocol PickerDelegate {
                func picked(_ value: Int)
            }
            """)
        #expect(result.notes.contains { $0.kind == .unported && $0.line == 2 })
    }

    @Test("#selector(Type.method(_:)) carries the Objective-C name and the method")
    func qualifiedSelector() {
        let result = port("""
            class ViewController: UIViewController {
                func tapped(_ sender: UIButton) {}
                func handle(_ sender: Any, with event: UIEvent) {}
                func refresh() {}
            }
            let a = #selector(ViewController.tapped(_:))
            let b = #selector(ViewController.handle(_:with:))
            let c = #selector(ViewController.refresh)
            """)
        #expect(result.source.contains(#"let a = Selector("tapped:", ViewController.tapped(_:))"#))
        #expect(result.source.contains(#"let b = Selector("handle:with:", ViewController.handle(_:with:))"#))
        #expect(result.source.contains(#"let c = Selector("refresh", ViewController.refresh)"#))
    }

    @Test("An unqualified #selector gets the enclosing type, in the class and in its extensions")
    func unqualifiedSelector() {
        let result = port("""
            class ViewController: UIViewController {
                override func viewDidLoad() {
                    button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
                    view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleTap)))
                }
            }
            extension ViewController {
                @objc func handleTap(_ recognizer: UITapGestureRecognizer) {}
                @objc func tapped(_ sender: UIButton) {}
                func wire() { timer = Timer(timeInterval: 1, target: self, selector: #selector(self.tick), userInfo: nil, repeats: true) }
                @objc func tick() {}
            }
            """)
        #expect(result.source.contains(#"action: Selector("tapped:", ViewController.tapped(_:)), for"#))
        #expect(result.source.contains(#"action: Selector("handleTap:", ViewController.handleTap(_:))))"#))
        #expect(result.source.contains(#"selector: Selector("tick", ViewController.tick), userInfo"#))
    }

    @Test("Objective-C names: labels add With unless a preposition joins them; @objc(name) wins")
    func selectorNames() {
        #expect(ObjCSelectorName.make(baseName: "viewDidLoad", labels: []) == "viewDidLoad")
        #expect(ObjCSelectorName.make(baseName: "tapped", labels: ["_"]) == "tapped:")
        #expect(ObjCSelectorName.make(baseName: "tapped", labels: ["_", "forEvent"]) == "tapped:forEvent:")
        #expect(ObjCSelectorName.make(baseName: "handleDrag", labels: ["sender", "for"]) == "handleDragWithSender:for:")
        #expect(ObjCSelectorName.make(baseName: "move", labels: ["to"]) == "moveTo:")
        #expect(ObjCSelectorName.make(baseName: "valueFor", labels: ["key"]) == "valueForKey:")
        #expect(ObjCSelectorName.make(baseName: "animate", labels: ["withDuration"]) == "animateWithDuration:")
        let result = port("""
            class Pad: UIView {
                @objc(didPan:) func handlePan(_ r: UIPanGestureRecognizer) {}
                func wire() { addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))) }
            }
            """)
        #expect(result.source.contains(#"Selector("didPan:", Pad.handlePan(_:))"#))
    }

    @Test("A selector of a type outside the tree, or of a property accessor, is a name only, the accessor reported")
    func nameOnlySelectors() {
        let result = port("""
            class Editor: UIView {
                var title = ""
                func f() {
                    _ = #selector(UIResponder.copy(_:))
                    _ = #selector(getter: Editor.title)
                    _ = #selector(setter: Editor.title)
                }
            }
            """)
        #expect(result.source.contains(#"_ = Selector("copy:")"#))
        #expect(result.source.contains(#"_ = Selector("title")"#))
        #expect(result.source.contains(#"_ = Selector("setTitle:")"#))
        #expect(result.notes.filter { $0.kind == .unported }.count == 2)
    }

    @Test("Standard edit actions stay names, in the types of the tree too (UIKit finds overrides itself)")
    func standardEditActionSelectors() {
        let result = port("""
            class TileView: UIView {
                override func copy(_ sender: Any?) {}
                override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
                    if action == #selector(paste(_:)) || action == #selector(copy(_:)) { return true }
                    return action == #selector(UIResponderStandardEditActions.selectAll(_:))
                }
            }
            """)
        #expect(result.source.contains(#"action == Selector("paste:") || action == Selector("copy:")"#))
        #expect(result.source.contains(#"return action == Selector("selectAll:")"#))
        #expect(!result.notes.contains { $0.kind == .unported })
    }

    @Test("A #selector at top level without a type is a name only, and reported")
    func topLevelSelector() {
        let result = port("let s = #selector(refresh(_:))\n")
        #expect(result.source == "let s = Selector(\"refresh:\")\n")
        #expect(result.notes.contains { $0.kind == .unported })
    }

    @Test("#selector with a type coercion keeps the coercion on the method")
    func coercedSelector() {
        let result = port("""
            class C: NSObject { func f() {}; func f(_ x: Int) {} }
            let s = #selector(C.f as (C) -> () -> Void)
            """)
        #expect(result.source.contains(#"Selector("f", C.f as (C) -> () -> Void)"#))
    }

    @Test("#keyPath(Type.a.b) becomes \"a.b\"")
    func keyPaths() {
        let result = port("""
            let a = #keyPath(ViewController.statusLabel.text)
            let b = #keyPath(CALayer.position)
            let c = #keyPath(view.frame)
            """)
        #expect(result.source == """
            let a = "statusLabel.text"
            let b = "position"
            let c = "view.frame"
            """)
    }

    @Test("@NSManaged on a layer property becomes a property over value(forKey:) and setValue(_:forKey:)")
    func managedProperty() {
        let result = port("""
            class ProgressLayer: CALayer {
                /// The fraction drawn.
                @NSManaged var progress: CGFloat
                @NSManaged public var tint: UIColor?
                @NSManaged var shape: Shape
            }
            """)
        #expect(result.source == """
            class ProgressLayer: CALayer {
                /// The fraction drawn.
                var progress: CGFloat {
                    get { value(forKey: "progress") as? CGFloat ?? 0 }
                    set { setValue(newValue, forKey: "progress") }
                }
                public var tint: UIColor? {
                    get { value(forKey: "tint") as? UIColor }
                    set { setValue(newValue, forKey: "tint") }
                }
                var shape: Shape {
                    get { value(forKey: "shape") as! Shape }
                    set { setValue(newValue, forKey: "shape") }
                }
            }
            """)
        #expect(result.notes.filter { $0.kind == .unported }.map(\.line) == [5])
    }

    @Test("Swift 3/4 names are renamed as types, expressions and notification names")
    func renamedSymbols() {
        let result = port("""
            func f(options: [UIApplicationLaunchOptionsKey: Any]?, attributes: [NSAttributedStringKey: Any]) {
                button.addTarget(self, action: sel, for: UIControlEvents.touchUpInside)
                shape.lineCap = kCALineCapRound
                let events: UIControlEvents = [.touchDown]
                NotificationCenter.default.addObserver(self, selector: sel, name: .UIApplicationDidBecomeActive, object: nil)
                _ = NSNotification.Name.UIKeyboardWillShow
                _ = label.UIControlEvents
            }
            """)
        #expect(result.source == """
            func f(options: [UIApplication.LaunchOptionsKey: Any]?, attributes: [NSAttributedString.Key: Any]) {
                button.addTarget(self, action: sel, for: UIControl.Event.touchUpInside)
                shape.lineCap = CAShapeLayerLineCap.round
                let events: UIControl.Event = [.touchDown]
                NotificationCenter.default.addObserver(self, selector: sel, name: UIApplication.didBecomeActiveNotification, object: nil)
                _ = UIResponder.keyboardWillShowNotification
                _ = label.UIControlEvents
            }
            """)
    }

    @Test("Porting ported code changes nothing")
    func idempotent() throws {
        let fixture = try fixtureSources()
        let index = TouchstonePort.index(of: fixture.map(\.text))
        for (name, text) in fixture {
            let once = TouchstonePort.port(source: text, fileName: name, index: index)
            #expect(once.changed, "\(name) should need porting")
            let twice = TouchstonePort.port(source: once.source, fileName: name, index: index)
            #expect(!twice.changed, "\(name) changed on the second run:\n\(twice.source)")
            #expect(twice.notes.isEmpty)
        }
    }

    @Test("A tree is ported in place, with a report per line, and the second run reports no change")
    func portTree() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("port-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in try fixtureSources() {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let first = TouchstonePort.port(paths: [folder.path])
        #expect(first.changedFiles.count == 3)
        #expect(first.text.contains("ViewController.swift:17: changed: #selector(tapped(_:)) → "
            + #"Selector("tapped:", ViewController.tapped(_:))"#))
        #expect(first.failures.isEmpty)
        let ported = try String(contentsOf: folder.appendingPathComponent("ViewController.swift"), encoding: .utf8)
        #expect(!ported.contains("#selector") && !ported.contains("@objc") && !ported.contains("#keyPath"))
        let second = TouchstonePort.port(paths: [folder.path])
        #expect(second.changedFiles.isEmpty)
        #expect(second.text.hasSuffix("0 file(s) changed, 0 change(s), 0 left to port by hand, 0 error(s)"))
    }

    /// The fixture app's Swift files (Tests/TouchstonePortTests/Fixtures/TapApp).
    private func fixtureSources() throws -> [(name: String, text: String)] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/TapApp")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
            .sorted().map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
    }
}

@Suite("touchstone-port: Interface Builder connections")
struct PortInterfaceBuilderTests {
    @Test("A class with outlets, an outlet collection, an inspectable and actions gains setValue and actionMethod")
    func generatesMembers() {
        let result = TouchstonePort.port(source: """
            class Controller: UIViewController {
                @IBOutlet weak var label: UILabel!
                @IBOutlet var buttons: [UIButton]!
                @IBInspectable var radius: CGFloat = 2
                @IBAction func save(_ sender: UIButton) {}
                @IBAction func unwind(to segue: UIStoryboardSegue) {}
            }
            """)
        #expect(result.source == """
            class Controller: UIViewController {
                weak var label: UILabel!
                var buttons: [UIButton]!
                @IBInspectable var radius: CGFloat = 2
                func save(_ sender: UIButton) {}
                func unwind(to segue: UIStoryboardSegue) {}

                // touchstone-port: Interface Builder outlets and inspectable properties, set by key.
                override func setValue(_ value: Any?, forKey key: String) {
                    switch key {
                    case "label": label = value as? UILabel
                    case "buttons": buttons = value as? [UIButton]
                    case "radius": if let value = UIResponder.interfaceBuilderValue(value, as: CGFloat.self) { radius = value }
                    default: super.setValue(value, forKey: key)
                    }
                }

                // touchstone-port: Interface Builder actions, registered when first looked up.
                override func actionMethod(for action: Selector) -> ActionMethod? {
                    switch action.name {
                    case "save:": _ = Selector("save:", Controller.save(_:))
                    case "unwindTo:": _ = Selector("unwindTo:", Controller.unwind(to:))
                    default: break
                    }
                    return super.actionMethod(for: action)
                }
            }
            """)
        // Porting again changes nothing: the members exist, the attributes are gone.
        #expect(TouchstonePort.port(source: result.source).source == result.source)
    }

    @Test("A class that is not a responder, or already has setValue(_:forKey:), is reported, not changed")
    func reportsWhatItCannotDo() {
        let plain = TouchstonePort.port(source: "class Model: NSObject {\n    @IBOutlet var view: UIView!\n}")
        #expect(plain.notes.contains { $0.kind == .unported && $0.message.contains("not a UIResponder subclass") })
        #expect(!plain.source.contains("setValue"))
        let own = TouchstonePort.port(source: """
            class V: UIView {
                @IBOutlet var label: UILabel!
                override func setValue(_ value: Any?, forKey key: String) {}
            }
            """)
        #expect(own.notes.contains { $0.kind == .unported && $0.message.contains("already declares setValue") })
    }
}

@Suite("touchstone-port rewrites os submodule imports")
struct PortOSImportTests {
    @Test("import os.log, os.signpost and os.lock become import os (and import struct os.log.X, os.X); others stay")
    func osSubmodules() {
        let result = TouchstonePort.port(source: """
            import UIKit
            import os.log
            @preconcurrency import os.signpost // timing
            import os.lock
            import os
            import struct os.log.OSLogType
            """)
        #expect(result.source == """
            import UIKit
            import os
            @preconcurrency import os // timing
            import os
            import os
            import struct os.OSLogType
            """)
        #expect(result.notes.map(\.message) == ["import os.log → import os", "import os.signpost → import os",
                                                "import os.lock → import os",
                                                "import os.log.OSLogType → import os.OSLogType"])
        #expect(result.notes.map(\.line) == [2, 3, 4, 6])
        #expect(TouchstonePort.port(source: result.source).changed == false)
    }
}
