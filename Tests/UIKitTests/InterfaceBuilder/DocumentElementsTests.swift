// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@_spi(InterfaceBuilder) @testable import UIKit

/// A scene controller whose view holds a pad with gesture recognizers from the document, counting the double tap
/// recognizer's action (outlet and action members written as the `touchstone-port` command generates them).
final class IBGestureController: UIViewController {
    weak var pad: UIView!
    var doubleTaps: [UIGestureRecognizer] = []

    func doubleTapped(_ sender: UIGestureRecognizer) { doubleTaps.append(sender) }

    override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "pad": pad = value as? UIView
        default: super.setValue(value, forKey: key)
        }
    }

    override func actionMethod(for action: Selector) -> ActionMethod? {
        if action.name == "doubleTapped:" { _ = Selector("doubleTapped:", IBGestureController.doubleTapped(_:)) }
        return super.actionMethod(for: action)
    }
}

/// A collection scene controller with three items of the storyboard's `PhotoCell` prototype.
final class IBCollectionController: UICollectionViewController {
    var prepared: [String] = []

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "PhotoCell", for: indexPath)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) { prepared.append(segue.identifier ?? "") }
}

@MainActor
@Suite("Interface Builder: gesture recognizers, collection view prototypes, cell segues in code")
struct DocumentElementsTests {
    private func board(_ text: String) -> UIStoryboard { UIStoryboard(data: Data(text.utf8), name: "Elements", bundle: nil) }

    @Test("Gesture recognizers are made with their archived attributes and added through gestureRecognizers")
    func gestureRecognizerAttributes() throws {
        let controller = try #require(board(Self.gestures).instantiateInitialViewController() as? IBGestureController)
        controller.loadViewIfNeeded()
        let pad = try #require(controller.pad)
        let padRecognizers = pad.gestureRecognizers ?? []
        let tap = try #require(padRecognizers.first as? UITapGestureRecognizer)
        #expect(tap.numberOfTapsRequired == 2 && tap.numberOfTouchesRequired == 1 && !tap.cancelsTouchesInView)
        let pan = try #require(padRecognizers.last as? UIPanGestureRecognizer)
        #expect(padRecognizers.count == 2 && pan.minimumNumberOfTouches == 1 && pan.maximumNumberOfTouches == 2)

        let rootRecognizers = controller.view.gestureRecognizers ?? []
        #expect(rootRecognizers.count == 3)
        let swipe = try #require(rootRecognizers.first { $0 is UISwipeGestureRecognizer } as? UISwipeGestureRecognizer)
        #expect(swipe.direction == .left && swipe.numberOfTouchesRequired == 2)
        let pinch = try #require(rootRecognizers.first { $0 is UIPinchGestureRecognizer })
        #expect(!pinch.delaysTouchesEnded && pinch.view === controller.view)
        let press = try #require(rootRecognizers.first { $0 is UILongPressGestureRecognizer } as? UILongPressGestureRecognizer)
        #expect(press.minimumPressDuration == 1 && press.allowableMovement == 20 && !press.isEnabled)
    }

    @Test("A recognizer's action connection sends the action to its target when the gesture is recognized")
    func gestureRecognizerAction() throws {
        let (device, window) = try launchedControlsWindow(.modernPhone)
        let controller = try #require(board(Self.gestures).instantiateInitialViewController() as? IBGestureController)
        window.rootViewController = controller
        device.advance(by: 0.1)
        let pad = try #require(controller.pad)
        let center = pad.convert(CGPoint(x: pad.bounds.midX, y: pad.bounds.midY), to: nil)
        device.tap(at: center)
        device.advance(by: 1)
        #expect(controller.doubleTaps.isEmpty)  // two taps are required
        device.tap(at: center, count: 2)
        device.advance(by: 0.5)
        #expect(controller.doubleTaps.count == 1)
        #expect(controller.doubleTaps.first === pad.gestureRecognizers?.first)
    }

    @Test("A collection view controller's scene: its collection view, flow layout and connections")
    func collectionScene() throws {
        let controller = try #require(board(Self.collection).instantiateInitialViewController() as? IBCollectionController)
        let collection = try #require(controller.collectionView)
        #expect(collection.dataSource === controller && collection.delegate === controller)
        #expect(collection.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        let layout = try #require(collection.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(layout.scrollDirection == .horizontal && layout.itemSize == CGSize(width: 100, height: 120))
        #expect(layout.minimumLineSpacing == 4 && layout.minimumInteritemSpacing == 6)
        #expect(layout.sectionInset == UIEdgeInsets(top: 10, left: 8, bottom: 14, right: 12))
        #expect(layout.headerReferenceSize == CGSize(width: 0, height: 30))
    }

    @Test("dequeueReusableCell(withReuseIdentifier:for:) makes a new cell from the prototype, content and all")
    func collectionPrototypes() throws {
        let controller = try #require(board(Self.collection).instantiateInitialViewController() as? IBCollectionController)
        let collection = try #require(controller.collectionView)
        let path = IndexPath(item: 0, section: 0)
        let (first, lines) = UIKitDiagnostics.capturing {
            collection.dequeueReusableCell(withReuseIdentifier: "PhotoCell", for: path)
        }
        let second = collection.dequeueReusableCell(withReuseIdentifier: "PhotoCell", for: IndexPath(item: 1, section: 0))
        #expect(lines.isEmpty, "\(lines)")
        #expect(first !== second && first.reuseIdentifier == "PhotoCell")
        let label = try #require(first.contentView.viewWithTag(7) as? UILabel)
        #expect(label.text == "Photo" && label.frame == CGRect(x: 8, y: 8, width: 84, height: 21))
        #expect(first.backgroundColor == .systemTeal)

        let (_, unknown) = UIKitDiagnostics.capturing {
            collection.dequeueReusableCell(withReuseIdentifier: "Other", for: path)
        }
        #expect(unknown.contains { $0.contains("could not dequeue a view of kind: UICollectionElementKindCell with identifier Other") })
    }

    @Test("performSegue(withIdentifier:) finds a segue whose source is a table or collection prototype cell")
    func cellSegueFromCode() throws {
        let (device, window) = try launchedControlsWindow(.modernPhone)
        let navigation = try #require(
            UIStoryboard(data: Data(IBFixtures.mainStoryboard.utf8), name: "Main", bundle: nil)
                .instantiateInitialViewController() as? UINavigationController)
        window.rootViewController = navigation
        device.advance(by: 0.1)
        let list = try #require(navigation.viewControllers.first as? IBFixtureListController)
        let (_, lines) = UIKitDiagnostics.capturing { list.performSegue(withIdentifier: "showDetail", sender: nil) }
        device.advance(by: 1)
        #expect(lines.isEmpty, "\(lines)")
        #expect(list.prepared == ["showDetail"])
        #expect(navigation.viewControllers.count == 2 && navigation.topViewController is IBFixtureDetailController)

        let photos = try #require(board(Self.collection).instantiateInitialViewController() as? IBCollectionController)
        let photosNavigation = UINavigationController(rootViewController: photos)
        window.rootViewController = photosNavigation
        device.advance(by: 0.1)
        photos.performSegue(withIdentifier: "showPhoto", sender: nil)
        device.advance(by: 1)
        #expect(photos.prepared == ["showPhoto"] && photosNavigation.viewControllers.count == 2)
    }

    // MARK: Documents, as Xcode 15 writes them

    static let gestures = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="GVC-00-001">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
            <capability name="System colors in document resources" minToolsVersion="11.0"/>
        </dependencies>
        <scenes>
            <!--Gestures-->
            <scene sceneID="GSc-00-001">
                <objects>
                    <viewController id="GVC-00-001" customClass="IBGestureController" customModule="UIKitTests" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="GV0-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" id="GPd-00-001">
                                    <rect key="frame" x="0.0" y="200" width="393" height="300"/>
                                    <color key="backgroundColor" systemColor="systemYellowColor"/>
                                    <connections>
                                        <outletCollection property="gestureRecognizers" destination="Tap-00-001" appends="YES" id="GOc-00-001"/>
                                        <outletCollection property="gestureRecognizers" destination="Pan-00-001" appends="YES" id="GOc-00-002"/>
                                    </connections>
                                </view>
                            </subviews>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <connections>
                                <outletCollection property="gestureRecognizers" destination="Swp-00-001" appends="YES" id="GOc-00-003"/>
                                <outletCollection property="gestureRecognizers" destination="Pch-00-001" appends="YES" id="GOc-00-004"/>
                                <outletCollection property="gestureRecognizers" destination="Lng-00-001" appends="YES" id="GOc-00-005"/>
                            </connections>
                        </view>
                        <connections>
                            <outlet property="pad" destination="GPd-00-001" id="GOt-00-001"/>
                        </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="GFR-00-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    <tapGestureRecognizer numberOfTapsRequired="2" cancelsTouchesInView="NO" id="Tap-00-001">
                        <connections>
                            <action selector="doubleTapped:" destination="GVC-00-001" id="GAc-00-001"/>
                        </connections>
                    </tapGestureRecognizer>
                    <panGestureRecognizer minimumNumberOfTouches="1" maximumNumberOfTouches="2" id="Pan-00-001"/>
                    <swipeGestureRecognizer direction="left" numberOfTouchesRequired="2" id="Swp-00-001"/>
                    <pinchGestureRecognizer delaysTouchesEnded="NO" id="Pch-00-001"/>
                    <longPressGestureRecognizer allowableMovement="20" minimumPressDuration="1" enabled="NO" id="Lng-00-001"/>
                </objects>
                <point key="canvasLocation" x="140" y="4"/>
            </scene>
        </scenes>
        <resources>
            <systemColor name="systemBackgroundColor">
                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
            <systemColor name="systemYellowColor">
                <color red="1" green="0.80000000000000004" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </systemColor>
        </resources>
    </document>
    """

    static let collection = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="CVC-00-001">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
            <capability name="System colors in document resources" minToolsVersion="11.0"/>
        </dependencies>
        <scenes>
            <!--Photos-->
            <scene sceneID="CSc-00-001">
                <objects>
                    <collectionViewController id="CVC-00-001" customClass="IBCollectionController" customModule="UIKitTests" customModuleProvider="target" sceneMemberID="viewController">
                        <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="CCV-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <collectionViewFlowLayout key="collectionViewLayout" scrollDirection="horizontal" minimumLineSpacing="4" minimumInteritemSpacing="6" id="CFL-00-001">
                                <size key="itemSize" width="100" height="120"/>
                                <size key="headerReferenceSize" width="0.0" height="30"/>
                                <size key="footerReferenceSize" width="0.0" height="0.0"/>
                                <inset key="sectionInset" minX="8" minY="10" maxX="12" maxY="14"/>
                            </collectionViewFlowLayout>
                            <cells>
                                <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="PhotoCell" id="CCl-00-001">
                                    <rect key="frame" x="8" y="10" width="100" height="120"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="CCC-00-001">
                                        <rect key="frame" x="0.0" y="0.0" width="100" height="120"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <subviews>
                                            <label opaque="NO" userInteractionEnabled="NO" tag="7" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Photo" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="CLb-00-001">
                                                <rect key="frame" x="8" y="8" width="84" height="21"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                <nil key="textColor"/>
                                                <nil key="highlightedColor"/>
                                            </label>
                                        </subviews>
                                    </collectionViewCellContentView>
                                    <color key="backgroundColor" systemColor="systemTealColor"/>
                                    <connections>
                                        <segue destination="PDt-00-001" kind="show" identifier="showPhoto" id="CSg-00-001"/>
                                    </connections>
                                </collectionViewCell>
                            </cells>
                            <connections>
                                <outlet property="dataSource" destination="CVC-00-001" id="COt-00-001"/>
                                <outlet property="delegate" destination="CVC-00-001" id="COt-00-002"/>
                            </connections>
                        </collectionView>
                    </collectionViewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="CFR-00-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="140" y="4"/>
            </scene>
            <!--Photo-->
            <scene sceneID="CSc-00-002">
                <objects>
                    <viewController id="PDt-00-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="PDV-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="PFR-00-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="900" y="4"/>
            </scene>
        </scenes>
        <resources>
            <systemColor name="systemBackgroundColor">
                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
            <systemColor name="systemTealColor">
                <color red="0.18823529411764706" green="0.69019607843137254" blue="0.7803921568627451" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </systemColor>
        </resources>
    </document>
    """
}
