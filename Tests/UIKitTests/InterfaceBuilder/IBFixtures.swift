// SPDX-License-Identifier: Apache-2.0

import Foundation
@testable import UIKit

/// Interface Builder documents written as Xcode 15 saves them (document version 3.0), for the loader's tests.
enum IBFixtures {
    /// A xib with File's Owner (`IBFixtureOwner`), a root view holding a label, a system button, an image view,
    /// a switch, a slider, a segmented control and a text field, with constraints, outlets and an action.
    static let profileXib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
            <capability name="Safe area layout guides" minToolsVersion="9.0"/>
            <capability name="System colors in document resources" minToolsVersion="11.0"/>
            <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        </dependencies>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="IBFixtureOwner" customModule="UIKitTests" customModuleProvider="target">
                <connections>
                    <outlet property="view" destination="i5M-Pr-FkT" id="sfx-zR-JGt"/>
                    <outlet property="nameLabel" destination="Lbl-01-abc" id="o1"/>
                    <outletCollection property="controls" destination="Swt-01-abc" id="o2"/>
                    <outletCollection property="controls" destination="Sld-01-abc" id="o3"/>
                </connections>
            </placeholder>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="i5M-Pr-FkT">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Ada Lovelace" textAlignment="center" lineBreakMode="tailTruncation" numberOfLines="2" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Lbl-01-abc" customClass="IBFixtureLabel" customModule="UIKitTests" customModuleProvider="target">
                        <rect key="frame" x="20" y="79" width="353" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                        <color key="textColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        <nil key="highlightedColor"/>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                <integer key="value" value="4"/>
                            </userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="string" keyPath="accessibilityIdentifier" value="name"/>
                        </userDefinedRuntimeAttributes>
                    </label>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Btn-01-abc">
                        <rect key="frame" x="20" y="120" width="100" height="35"/>
                        <state key="normal" title="Save">
                            <color key="titleColor" systemColor="systemRedColor"/>
                        </state>
                        <state key="disabled" title="Saving"/>
                        <connections>
                            <action selector="save:" destination="-1" eventType="touchUpInside" id="act-01"/>
                        </connections>
                    </button>
                    <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" tag="7" translatesAutoresizingMaskIntoConstraints="NO" id="Img-01-abc">
                        <rect key="frame" x="20" y="170" width="64" height="64"/>
                    </imageView>
                    <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Swt-01-abc">
                        <rect key="frame" x="20" y="250" width="51" height="31"/>
                        <color key="onTintColor" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </switch>
                    <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.25" minValue="0.0" maxValue="2" translatesAutoresizingMaskIntoConstraints="NO" id="Sld-01-abc">
                        <rect key="frame" x="18" y="300" width="357" height="31"/>
                    </slider>
                    <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="1" translatesAutoresizingMaskIntoConstraints="NO" id="Seg-01-abc">
                        <rect key="frame" x="20" y="350" width="200" height="32"/>
                        <segments>
                            <segment title="First"/>
                            <segment title="Second"/>
                        </segments>
                    </segmentedControl>
                    <textField opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="248" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Email" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="Txt-01-abc">
                        <rect key="frame" x="20" y="400" width="353" height="34"/>
                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                        <textInputTraits key="textInputTraits" keyboardType="emailAddress" returnKeyType="next" secureTextEntry="YES"/>
                    </textField>
                </subviews>
                <viewLayoutGuide key="safeArea" id="Q5M-cg-NOt"/>
                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                <constraints>
                    <constraint firstItem="Lbl-01-abc" firstAttribute="leading" secondItem="Q5M-cg-NOt" secondAttribute="leading" constant="20" id="c1"/>
                    <constraint firstItem="Lbl-01-abc" firstAttribute="top" secondItem="Q5M-cg-NOt" secondAttribute="top" constant="20" id="c2"/>
                    <constraint firstItem="Q5M-cg-NOt" firstAttribute="trailing" secondItem="Lbl-01-abc" secondAttribute="trailing" constant="20" priority="750" id="c3"/>
                    <constraint firstItem="Img-01-abc" firstAttribute="width" secondItem="Img-01-abc" secondAttribute="height" multiplier="1:1" id="c4"/>
                </constraints>
                <point key="canvasLocation" x="132" y="-11"/>
            </view>
        </objects>
        <resources>
            <systemColor name="systemBackgroundColor">
                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
            <systemColor name="systemRedColor">
                <color red="1" green="0.23137254901960785" blue="0.18823529411764706" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </systemColor>
        </resources>
    </document>
    """

    /// A storyboard: a navigation controller whose root is a table controller with a prototype cell; a detail
    /// scene reached by a `show` segue; a modal form with an unwind segue; a scene with a Storyboard ID.
    static let mainStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Nav-00-001">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
        </dependencies>
        <scenes>
            <!--Navigation Controller-->
            <scene sceneID="Scn-00-001">
                <objects>
                    <navigationController id="Nav-00-001" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="Bar-00-001">
                            <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="Lst-00-001" kind="relationship" relationship="rootViewController" id="Rel-00-001"/>
                        </connections>
                    </navigationController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="FR0-00-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="-600" y="4"/>
            </scene>
            <!--Items-->
            <scene sceneID="Scn-00-002">
                <objects>
                    <tableViewController title="Items" id="Lst-00-001" customClass="IBFixtureListController" customModule="UIKitTests" customModuleProvider="target" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="insetGrouped" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="Tbl-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <prototypes>
                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" reuseIdentifier="ItemCell" textLabel="Lab-00-001" style="IBUITableViewCellStyleDefault" id="Cel-00-001">
                                    <rect key="frame" x="20" y="55.5" width="353" height="43.5"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Cel-00-001" id="CV0-00-001">
                                        <rect key="frame" x="0.0" y="0.0" width="326.5" height="43.5"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                    </tableViewCellContentView>
                                    <connections>
                                        <segue destination="Det-00-001" kind="show" identifier="showDetail" id="Seg-00-001"/>
                                    </connections>
                                </tableViewCell>
                            </prototypes>
                            <connections>
                                <outlet property="dataSource" destination="Lst-00-001" id="Out-00-001"/>
                                <outlet property="delegate" destination="Lst-00-001" id="Out-00-002"/>
                            </connections>
                        </tableView>
                        <navigationItem key="navigationItem" title="Items" id="NIt-00-001">
                            <barButtonItem key="rightBarButtonItem" systemItem="add" id="Add-00-001">
                                <connections>
                                    <segue destination="Frm-00-001" kind="presentation" identifier="addItem" modalPresentationStyle="fullScreen" id="Seg-00-002"/>
                                </connections>
                            </barButtonItem>
                        </navigationItem>
                        <connections>
                            <segue destination="Det-00-001" kind="show" identifier="showDetailFromCode" id="Seg-00-003"/>
                        </connections>
                    </tableViewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="FR0-00-002" userLabel="First Responder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="200" y="4"/>
            </scene>
            <!--Detail-->
            <scene sceneID="Scn-00-003">
                <objects>
                    <viewController storyboardIdentifier="Detail" title="Detail" id="Det-00-001" customClass="IBFixtureDetailController" customModule="UIKitTests" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="DV0-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Detail" translatesAutoresizingMaskIntoConstraints="NO" id="DLb-00-001">
                                    <rect key="frame" x="20" y="100" width="200" height="21"/>
                                    <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                            </subviews>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="calibratedWhite"/>
                        </view>
                        <connections>
                            <outlet property="titleLabel" destination="DLb-00-001" id="Out-00-003"/>
                        </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="FR0-00-003" userLabel="First Responder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="1000" y="4"/>
            </scene>
            <!--Form-->
            <scene sceneID="Scn-00-004">
                <objects>
                    <viewController id="Frm-00-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="FV0-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="Don-00-001">
                                    <rect key="frame" x="20" y="60" width="80" height="35"/>
                                    <state key="normal" title="Done"/>
                                    <connections>
                                        <segue destination="Ext-00-001" kind="unwind" identifier="done" unwindAction="unwindToList:" id="Seg-00-004"/>
                                    </connections>
                                </button>
                            </subviews>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="FR0-00-004" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    <exit id="Ext-00-001" userLabel="Exit" sceneMemberID="exit"/>
                </objects>
                <point key="canvasLocation" x="1000" y="700"/>
            </scene>
        </scenes>
    </document>
    """
}

/// File's Owner of `profileXib`, with outlets as the `touchstone-port` command's generated `setValue(_:forKey:)`
/// connects them (written out here as the command writes it).
final class IBFixtureOwner: UIViewController {
    weak var nameLabel: UILabel!
    var controls: [UIControl] = []
    var saves = 0

    func save(_ sender: UIButton) { saves += 1 }

    override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "nameLabel": nameLabel = value as? UILabel
        case "controls": controls = value as? [UIControl] ?? []
        default: super.setValue(value, forKey: key)
        }
    }

    override func actionMethod(for action: Selector) -> ActionMethod? {
        switch action.name {
        case "save:": _ = Selector("save:", IBFixtureOwner.save(_:))
        default: break
        }
        return super.actionMethod(for: action)
    }
}

/// A custom label class: its `init?(coder:)` decodes an attribute of its own and counts `awakeFromNib`.
final class IBFixtureLabel: UILabel {
    private(set) var decodedText: String?
    private(set) var awakeCount = 0

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        decodedText = coder.decodeObject(forKey: "text") as? String
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        awakeCount += 1
    }
}

final class IBFixtureListController: UITableViewController {
    var prepared: [String] = []
    var unwound = 0
    var allowDetail = true
    /// The styles of the custom segues (``IBFixtureFadeSegue``) that performed from this controller.
    var customPerformed: [String] = []

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) { prepared.append(segue.identifier ?? "") }
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { allowDetail }
    func unwindToList(_ segue: UIStoryboardSegue) { unwound += 1 }

    override func actionMethod(for action: Selector) -> ActionMethod? {
        switch action.name {
        case "unwindToList:": _ = Selector("unwindToList:", IBFixtureListController.unwindToList(_:))
        default: break
        }
        return super.actionMethod(for: action)
    }
}

/// A custom segue as iOS code writes one: its own designated initialiser override, without `required`.
final class IBFixtureFadeSegue: UIStoryboardSegue {
    let style: String

    override init(identifier: String?, source: UIViewController, destination: UIViewController) {
        style = "fade"
        super.init(identifier: identifier, source: source, destination: destination)
    }

    override func perform() {
        (source as? IBFixtureListController)?.customPerformed.append(style)
        source.navigationController?.pushViewController(destination, animated: false)
    }
}

final class IBFixtureDetailController: UIViewController {
    weak var titleLabel: UILabel!
    var viewDidLoadCount = 0
    override func viewDidLoad() { viewDidLoadCount += 1 }
    override func setValue(_ value: Any?, forKey key: String) {
        if key == "titleLabel" { titleLabel = value as? UILabel } else { super.setValue(value, forKey: key) }
    }
}
