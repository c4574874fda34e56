// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// An iPhone OS 3 style app delegate that lives in `MainWindow.xib`, its window an outlet.
final class IBFixtureAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    override func setValue(_ value: Any?, forKey key: String) {
        if key == "window" { window = value as? UIWindow } else { super.setValue(value, forKey: key) }
    }
}

@MainActor
@Suite("Interface Builder: the main nib and storyboard at launch")
struct MainInterfaceTests {
    static let mainWindowXib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" colorMatched="YES">
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
        </dependencies>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="UIApplication">
                <connections>
                    <outlet property="delegate" destination="3" id="4"/>
                </connections>
            </placeholder>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <customObject id="3" userLabel="App Delegate" customClass="IBFixtureAppDelegate" customModule="UIKitTests">
                <connections>
                    <outlet property="window" destination="2" id="5"/>
                </connections>
            </customObject>
            <window opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="2">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </window>
        </objects>
    </document>
    """

    private func bundle(with files: [String: String]) throws -> (Bundle, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("main-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        return (try #require(Bundle(path: folder.path)), folder)
    }

    @Test("NSMainNibFile: the nib's app delegate becomes the application's delegate, with its window outlet")
    func mainNib() throws {
        let (device, _) = try launchedControlsWindow(.modernPhone)
        let application = try #require(device.application)
        let (bundle, folder) = try bundle(with: ["MainWindow.xib": Self.mainWindowXib])
        defer { try? FileManager.default.removeItem(at: folder) }
        MainInterface.load(info: ["NSMainNibFile": "MainWindow"], application: application, bundle: bundle)
        let delegate = try #require(application.delegate as? IBFixtureAppDelegate)
        #expect(delegate.window?.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(MainInterface.topLevelObjects.contains { $0 as AnyObject === delegate })
    }

    @Test("UIMainStoryboardFile: the initial controller is the root of a new key window")
    func mainStoryboard() throws {
        let (device, _) = try launchedControlsWindow(.modernPhone)
        let application = try #require(device.application)
        let (bundle, folder) = try bundle(with: ["Main.storyboard": IBFixtures.mainStoryboard])
        defer { try? FileManager.default.removeItem(at: folder) }
        MainInterface.load(info: ["UIMainStoryboardFile": "Main"], application: application, bundle: bundle)
        let window = try #require(application.keyWindow)
        #expect(window.rootViewController is UINavigationController)
        #expect((window.rootViewController as? UINavigationController)?.viewControllers.first is IBFixtureListController)
    }
}
