// SPDX-License-Identifier: Apache-2.0

import Foundation
@_spi(InterfaceBuilder) import UIKit

/// Instantiating a 200-view storyboard scene (issue 20): `instantiateViewController(withIdentifier:)` plus loading
/// its view, beside the same 200 views, attributes and constraints built in code. The scene is a form: a vertical
/// stack of 33 rows, each a horizontal stack of an image view, two labels, a text field and a button, pinned to the
/// safe area, with size constraints on the image views and buttons — as Xcode writes such a screen.
enum InterfaceBuilderBenchmarks {
    static let rowCount = 33
    /// Views in the scene: the root view, the form's stack, and six per row.
    static let viewCount = 2 + 6 * rowCount
    static let rowName = "Storyboard scene of \(viewCount) views: instantiate + view"

    static var rows: [BenchmarkRow] { Harness.mainActorRows("Interface Builder", makeRows) }

    /// The storyboard, read once (as iOS reads a storyboard once and instantiates its scenes many times).
    nonisolated(unsafe) private static var storyboard: UIStoryboard?

    @MainActor
    private static func makeRows() throws -> [BenchmarkRow] {
        let board = UIStoryboard(data: Data(formStoryboard().utf8), name: "Form", bundle: nil)
        storyboard = board
        let (loaded, built) = (countViews(instantiate(board)), countViews(buildInCode()))
        guard loaded == built, loaded >= viewCount else {
            print("Interface Builder rows skipped: the scene loaded \(loaded) views, the code built \(built)")
            return []
        }
        return [BenchmarkRow(
            name: rowName, target: "≤ 10 ms", meets: { $0.measuredMedian <= 10 },
            measured: { MainActor.assumeIsolated { _ = instantiate(board) } },
            baseline: { MainActor.assumeIsolated { _ = buildInCode() } })]
    }

    @MainActor
    private static func instantiate(_ board: UIStoryboard) -> UIView {
        let controller = board.instantiateViewController(withIdentifier: "Form")
        controller.loadViewIfNeeded()
        return controller.view
    }

    /// Views in the tree of `view` (UIKit's private subviews of buttons and text fields included).
    @MainActor
    private static func countViews(_ view: UIView) -> Int { 1 + view.subviews.reduce(0) { $0 + countViews($1) } }

    /// Prints p50/p99 over 300 more instantiations of each, and the time to read the XML (nothing for other rows).
    static func printPerUnit(_ row: BenchmarkRow, _ m: Measurement) {
        guard row.name == rowName, let board = storyboard else { return }
        MainActor.assumeIsolated {
            let scene = Harness.time({ _ = instantiate(board) }, runs: 300, warmup: 10)
            let code = Harness.time({ _ = buildInCode() }, runs: 300, warmup: 10)
            let text = Data(formStoryboard().utf8)
            let read = Harness.time({
                _ = UIStoryboard(data: text, name: "Form", bundle: nil).instantiateViewController(withIdentifier: "Form").view
            }, runs: 30, warmup: 2)
            func p(_ samples: [Double], _ q: Double) -> Double { samples[min(samples.count - 1, Int(Double(samples.count) * q))] }
            print(String(format: "    storyboard p50 %.2f ms, p99 %.2f ms; in code p50 %.2f ms, p99 %.2f ms; "
                             + "ratio (p50) %.2f; read XML + instantiate p50 %.2f ms (%d bytes)",
                         p(scene, 0.5), p(scene, 0.99), p(code, 0.5), p(code, 0.99), p(scene, 0.5) / p(code, 0.5),
                         p(read, 0.5), text.count))
        }
    }

    // MARK: The scene in code

    /// The baseline: the scene's views, attributes and constraints made directly.
    @MainActor
    static func buildInCode() -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.backgroundColor = .systemBackground
        let form = UIStackView(frame: CGRect(x: 16, y: 59, width: 361, height: 759))
        form.axis = .vertical
        form.spacing = 8
        form.distribution = .fill
        form.translatesAutoresizingMaskIntoConstraints = false
        for index in 0..<rowCount {
            let row = UIStackView(frame: CGRect(x: 0, y: CGFloat(index) * 23, width: 361, height: 15))
            row.spacing = 8
            row.alignment = .center
            let icon = UIImageView(frame: CGRect(x: 0, y: 0, width: 15, height: 15))
            icon.contentMode = .scaleAspectFit
            icon.translatesAutoresizingMaskIntoConstraints = false
            let title = UILabel(frame: CGRect(x: 23, y: 0, width: 80, height: 15))
            title.text = "Field \(index)"
            title.font = .systemFont(ofSize: 15, weight: .semibold)
            title.textColor = .label
            title.isOpaque = false
            title.isUserInteractionEnabled = false
            title.contentMode = .left
            let detail = UILabel(frame: CGRect(x: 111, y: 0, width: 60, height: 15))
            detail.text = "Optional"
            detail.font = .preferredFont(forTextStyle: .footnote)
            detail.textColor = .secondaryLabel
            detail.isOpaque = false
            detail.isUserInteractionEnabled = false
            detail.contentMode = .left
            let field = UITextField(frame: CGRect(x: 179, y: 0, width: 120, height: 15))
            field.borderStyle = .roundedRect
            field.placeholder = "Value \(index)"
            field.font = .systemFont(ofSize: 14)
            field.textAlignment = .natural
            field.contentHorizontalAlignment = .left
            field.contentVerticalAlignment = .center
            field.returnKeyType = .next
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 307, y: 0, width: 54, height: 15)
            button.setTitle("Edit", for: .normal)
            button.contentHorizontalAlignment = .center
            button.contentVerticalAlignment = .center
            button.translatesAutoresizingMaskIntoConstraints = false
            for view in [icon, title, detail, field, button] as [UIView] { row.addSubview(view) }
            for view in row.subviews { row.addArrangedSubview(view) }
            icon.addConstraint(NSLayoutConstraint(item: icon, attribute: .width, relatedBy: .equal, toItem: nil,
                                                  attribute: .notAnAttribute, multiplier: 1, constant: 24))
            icon.addConstraint(NSLayoutConstraint(item: icon, attribute: .width, relatedBy: .equal, toItem: icon,
                                                  attribute: .height, multiplier: 1, constant: 0))
            button.addConstraint(NSLayoutConstraint(item: button, attribute: .width, relatedBy: .greaterThanOrEqual,
                                                    toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 44))
            form.addSubview(row)
        }
        for view in form.subviews { form.addArrangedSubview(view) }
        root.addSubview(form)
        let guide = root.safeAreaLayoutGuide
        let pins: [(NSLayoutConstraint.Attribute, AnyObject, NSLayoutConstraint.Attribute, CGFloat)] = [
            (.leading, guide, .leading, 16), (.top, guide, .top, 0), (.trailing, guide, .trailing, -16),
            (.bottom, guide, .bottom, 0),
        ]
        for (attribute, item, other, constant) in pins {
            let relation: NSLayoutConstraint.Relation = attribute == .bottom ? .lessThanOrEqual : .equal
            root.addConstraint(NSLayoutConstraint(item: form, attribute: attribute, relatedBy: relation, toItem: item,
                                                  attribute: other, multiplier: 1, constant: constant))
        }
        return root
    }

    // MARK: The scene as Xcode writes it

    /// The storyboard: one scene, Storyboard ID "Form", in Xcode 15's format.
    static func formStoryboard() -> String {
        var rows = ""
        var id = 0
        func next() -> String {
            id += 1
            return String(format: "F%02d-%02d-%03d", id / 10_000, (id / 1000) % 10, id % 1000)
        }
        for index in 0..<rowCount {
            let (row, icon, title, detail, field, button) = (next(), next(), next(), next(), next(), next())
            let y = index * 23
            rows += """
                                    <stackView opaque="NO" contentMode="scaleToFill" spacing="8" alignment="center" id="\(row)">
                                        <rect key="frame" x="0.0" y="\(y)" width="361" height="15"/>
                                        <subviews>
                                            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="\(icon)">
                                                <rect key="frame" x="0.0" y="0.0" width="15" height="15"/>
                                                <constraints>
                                                    <constraint firstAttribute="width" constant="24" id="\(next())"/>
                                                    <constraint firstAttribute="width" secondItem="\(icon)" secondAttribute="height" multiplier="1:1" id="\(next())"/>
                                                </constraints>
                                            </imageView>
                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Field \(index)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="\(title)">
                                                <rect key="frame" x="23" y="0.0" width="80" height="15"/>
                                                <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="15"/>
                                                <color key="textColor" systemColor="labelColor"/>
                                                <nil key="highlightedColor"/>
                                            </label>
                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Optional" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="\(detail)">
                                                <rect key="frame" x="111" y="0.0" width="60" height="15"/>
                                                <fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/>
                                                <color key="textColor" systemColor="secondaryLabelColor"/>
                                                <nil key="highlightedColor"/>
                                            </label>
                                            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Value \(index)" textAlignment="natural" minimumFontSize="17" id="\(field)">
                                                <rect key="frame" x="179" y="0.0" width="120" height="15"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                                <textInputTraits key="textInputTraits" returnKeyType="next"/>
                                            </textField>
                                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(button)">
                                                <rect key="frame" x="307" y="0.0" width="54" height="15"/>
                                                <constraints>
                                                    <constraint firstAttribute="width" relation="greaterThanOrEqual" constant="44" id="\(next())"/>
                                                </constraints>
                                                <state key="normal" title="Edit"/>
                                            </button>
                                        </subviews>
                                    </stackView>

            """
        }
        let (root, form, guide) = (next(), next(), next())
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                <capability name="System colors in document resources" minToolsVersion="11.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <scenes>
                <!--Form-->
                <scene sceneID="FSc-00-001">
                    <objects>
                        <viewController storyboardIdentifier="Form" id="FVC-00-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="\(root)">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="\(form)">
                                        <rect key="frame" x="16" y="59" width="361" height="759"/>
                                        <subviews>
        \(rows)                                </subviews>
                                    </stackView>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="\(guide)"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                <constraints>
                                    <constraint firstItem="\(form)" firstAttribute="leading" secondItem="\(guide)" secondAttribute="leading" constant="16" id="\(next())"/>
                                    <constraint firstItem="\(form)" firstAttribute="top" secondItem="\(guide)" secondAttribute="top" id="\(next())"/>
                                    <constraint firstItem="\(guide)" firstAttribute="trailing" secondItem="\(form)" secondAttribute="trailing" constant="16" id="\(next())"/>
                                    <constraint firstItem="\(form)" firstAttribute="bottom" relation="lessThanOrEqual" secondItem="\(guide)" secondAttribute="bottom" id="\(next())"/>
                                </constraints>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="FFR-00-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="140" y="4"/>
                </scene>
            </scenes>
            <resources>
                <systemColor name="labelColor">
                    <color white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
                <systemColor name="secondaryLabelColor">
                    <color red="0.23529411764705882" green="0.23529411764705882" blue="0.2627450980392157" alpha="0.59999999999999998" colorSpace="custom" customColorSpace="sRGB"/>
                </systemColor>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
            </resources>
        </document>
        """
    }
}
