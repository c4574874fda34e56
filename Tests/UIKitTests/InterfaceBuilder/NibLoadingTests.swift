// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("Interface Builder: xibs")
struct NibLoadingTests {
    private func loadProfile(owner: IBFixtureOwner) -> [Any] {
        UINib(data: Data(IBFixtures.profileXib.utf8), bundle: nil).instantiate(withOwner: owner)
    }

    @Test("A xib's views are created through init?(coder:) with their archived attributes")
    func viewAttributes() throws {
        let owner = IBFixtureOwner()
        let top = loadProfile(owner: owner)
        #expect(top.count == 1)
        let root = try #require(top.first as? UIView)
        #expect(root.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(root.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(root.backgroundColor == UIColor.systemBackground)
        #expect(!root.clearsContextBeforeDrawing)
        #expect(root.subviews.count == 7)

        let label = try #require(root.subviews[0] as? IBFixtureLabel)
        #expect(label.text == "Ada Lovelace" && label.decodedText == "Ada Lovelace")
        #expect(label.textAlignment == .center && label.numberOfLines == 2)
        #expect(label.font == UIFont.preferredFont(forTextStyle: .headline))
        #expect(label.textColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(!label.translatesAutoresizingMaskIntoConstraints && !label.isUserInteractionEnabled)
        #expect(label.layer.cornerRadius == 4 && label.accessibilityIdentifier == "name")

        let button = try #require(root.subviews[1] as? UIButton)
        #expect(button.buttonType == .system)
        #expect(button.title(for: .normal) == "Save" && button.title(for: .disabled) == "Saving")
        #expect(button.titleColor(for: .normal) == UIColor.systemRed)

        let image = try #require(root.subviews[2] as? UIImageView)
        #expect(image.contentMode == .scaleAspectFit && image.tag == 7 && image.clipsToBounds)
        let toggle = try #require(root.subviews[3] as? UISwitch)
        #expect(toggle.isOn && toggle.onTintColor == UIColor(white: 0.5, alpha: 1))
        let slider = try #require(root.subviews[4] as? UISlider)
        #expect(slider.minimumValue == 0 && slider.maximumValue == 2 && slider.value == 0.25)
        let segments = try #require(root.subviews[5] as? UISegmentedControl)
        #expect(segments.numberOfSegments == 2 && segments.titleForSegment(at: 1) == "Second")
        #expect(segments.selectedSegmentIndex == 1)
        let field = try #require(root.subviews[6] as? UITextField)
        #expect(field.placeholder == "Email" && field.borderStyle == .roundedRect)
        #expect(field.keyboardType == .emailAddress && field.returnKeyType == .next && field.isSecureTextEntry)
        #expect(field.font == UIFont.systemFont(ofSize: 14))
    }

    @Test("Constraints are added with their constants, priorities and multipliers; items include the safe area")
    func constraints() throws {
        let root = try #require(loadProfile(owner: IBFixtureOwner()).first as? UIView)
        let constraints = root.constraints
        #expect(constraints.count == 4)
        let label = root.subviews[0]
        let leading = try #require(constraints.first { $0.firstAttribute == .leading })
        #expect(leading.firstItem === label && leading.secondItem === root.safeAreaLayoutGuide)
        #expect(leading.constant == 20 && leading.priority == .required)
        let trailing = try #require(constraints.first { $0.firstAttribute == .trailing })
        #expect(trailing.priority == UILayoutPriority(750))
        let ratio = try #require(constraints.first { $0.firstAttribute == .width })
        #expect(ratio.multiplier == 1 && ratio.secondAttribute == .height)
    }

    @Test("Outlets, outlet collections and the File's Owner's view are connected; actions reach the owner")
    func outletsAndActions() throws {
        let owner = IBFixtureOwner()
        let root = try #require(loadProfile(owner: owner).first as? UIView)
        #expect(owner.viewIfLoaded === root)
        #expect(owner.nameLabel === root.subviews[0])
        #expect(owner.controls.count == 2 && owner.controls[0] === root.subviews[3] && owner.controls[1] === root.subviews[4])
        let button = try #require(root.subviews[1] as? UIButton)
        button.sendActions(for: .touchUpInside)
        #expect(owner.saves == 1)
    }

    @Test("awakeFromNib runs once per object, after the outlets are connected")
    func awakeFromNib() throws {
        let owner = IBFixtureOwner()
        let root = try #require(loadProfile(owner: owner).first as? UIView)
        #expect((root.subviews[0] as? IBFixtureLabel)?.awakeCount == 1)
    }

    @Test("Each instantiation makes new objects")
    func freshObjects() throws {
        let nib = UINib(data: Data(IBFixtures.profileXib.utf8), bundle: nil)
        let first = try #require(nib.instantiate(withOwner: nil).first as? UIView)
        let second = try #require(nib.instantiate(withOwner: nil).first as? UIView)
        #expect(first !== second && first.subviews[0] !== second.subviews[0])
    }

    @Test("A named colour that is no system colour comes from the bundle's asset catalog")
    func assetCatalogColour() throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        try fixture.colorSet("Accent", [
            #"{ "idiom" : "universal", "color" : { "color-space" : "srgb", "components" : "#
                + #"{ "red" : "0.000", "green" : "0.500", "blue" : "1.000", "alpha" : "1.000" } } }"#,
        ])
        let red = #"<color key="textColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        #expect(IBFixtures.profileXib.contains(red))
        let xib = IBFixtures.profileXib.replacingOccurrences(of: red, with: #"<color key="textColor" name="Accent"/>"#)
        let top = UINib(data: Data(xib.utf8), bundle: try fixture.bundle()).instantiate(withOwner: IBFixtureOwner())
        let label = try #require((top.first as? UIView)?.subviews.first as? UILabel)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(label.textColor.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(abs(r) < 0.01 && abs(g - 0.5) < 0.01 && abs(b - 1) < 0.01 && a == 1)
    }

    @Test("An unknown custom class is logged once and the UIKit class used")
    func unknownClass() throws {
        let xib = IBFixtures.profileXib.replacingOccurrences(of: "IBFixtureLabel", with: "NoSuchLabelClass")
        let (top, lines) = UIKitDiagnostics.capturing {
            UINib(data: Data(xib.utf8), bundle: nil).instantiate(withOwner: IBFixtureOwner())
        }
        let root = try #require(top.first as? UIView)
        #expect(type(of: root.subviews[0]) == UILabel.self)
        #expect((root.subviews[0] as? UILabel)?.text == "Ada Lovelace")
        #expect(lines.contains("Unknown class NoSuchLabelClass in Interface Builder file."))
    }

    @Test("Malformed XML, a wrong root and a wrong version give a clear error and no objects, never a crash")
    func malformed() {
        let truncated = String(IBFixtures.profileXib.prefix(1500))
        for (text, fragment) in [(truncated, "malformed at line"), ("<plist/>", "not <document>"),
                                 ("<document version=\"2.0\"/>", "document version 2.0"), ("", "malformed")]
        {
            let (top, lines) = UIKitDiagnostics.capturing {
                UINib(data: Data(text.utf8), bundle: nil).instantiate(withOwner: nil)
            }
            #expect(top.isEmpty)
            #expect(lines.contains { $0.contains(fragment) }, "\(lines)")
        }
    }

    @Test("Unsupported elements are skipped and logged once each with their line; the rest loads")
    func unsupportedElements() throws {
        let xib = IBFixtures.profileXib.replacingOccurrences(
            of: "<subviews>", with: "<subviews><mapView id=\"M1\"/><mapView id=\"M2\"/>")
        let (top, lines) = UIKitDiagnostics.capturing {
            UINib(data: Data(xib.utf8), bundle: nil).instantiate(withOwner: IBFixtureOwner())
        }
        let root = try #require(top.first as? UIView)
        #expect(root.subviews.count == 7)
        #expect(lines.filter { $0.contains("<mapView> skipped") }.count == 1)
        #expect(lines.contains { $0.contains("line 23") && $0.contains("mapView") }, "\(lines)")
    }

    @Test("An outlet to a property the owner lacks logs iOS's key-value coding message")
    func missingProperty() {
        let xib = IBFixtures.profileXib.replacingOccurrences(of: "property=\"nameLabel\"", with: "property=\"nope\"")
        let (_, lines) = UIKitDiagnostics.capturing {
            UINib(data: Data(xib.utf8), bundle: nil).instantiate(withOwner: IBFixtureOwner())
        }
        #expect(lines.contains { $0.contains("not key value coding-compliant for the key nope") })
    }

    @Test("UIViewController(nibName:bundle:) and a nil name (class name without, then with, Controller) load the nib")
    func controllerNibs() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nib-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(IBFixtures.profileXib.utf8).write(to: folder.appendingPathComponent("IBFixtureOwner.xib"))
        try Data(IBFixtures.profileXib.utf8).write(to: folder.appendingPathComponent("Profile.xib"))
        let bundle = try #require(Bundle(path: folder.path))

        let named = IBFixtureOwner(nibName: "Profile", bundle: bundle)
        #expect(named.view.subviews.count == 7 && named.nameLabel?.text == "Ada Lovelace")
        let unnamed = IBFixtureOwner(nibName: nil, bundle: bundle)
        #expect(unnamed.view.subviews.count == 7)
        let plain = UIViewController(nibName: nil, bundle: bundle)
        #expect(plain.view.subviews.isEmpty)

        let loaded = bundle.loadNibNamed("Profile", owner: IBFixtureOwner(), options: nil)
        #expect(loaded?.count == 1)
        #expect(bundle.loadNibNamed("Missing", owner: nil, options: nil) == nil)
    }

    /// A controller that names its own nib and bundle by overriding the getters, as iOS code may.
    private final class SelfNamingController: UIViewController {
        nonisolated(unsafe) static var bundle: Bundle?
        override var nibName: String? { "Profile" }
        override var nibBundle: Bundle? { Self.bundle }
    }

    @Test("A subclass overriding nibName and nibBundle loads that nib")
    func overriddenNibName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nib-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(IBFixtures.profileXib.utf8).write(to: folder.appendingPathComponent("Profile.xib"))
        SelfNamingController.bundle = try #require(Bundle(path: folder.path))
        let controller = SelfNamingController()
        #expect(controller.nibName == "Profile")
        #expect(controller.view.subviews.count == 7)
        // Without the override the plain controller has no nib.
        #expect(UIViewController(nibName: nil, bundle: SelfNamingController.bundle).nibName == nil)
    }
}
