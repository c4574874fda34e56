// SPDX-License-Identifier: Apache-2.0

import Foundation
import HeadlessHost
import HostInterface
import MoveMeKit
import Testing
import TouchstoneTesting
@testable import UIKit

/// MoveMe launched as the original is: no delegate given, so UIKit loads `MainWindow.xib` (`NSMainNibFile`), whose
/// app delegate gets its window and view controller through outlets. The other MoveMe suites launch with a delegate
/// made in code, which builds the same objects; these tests check the two paths give the same objects and frames.
@MainActor
@Suite("MoveMe through MainWindow.xib", .serialized)
struct MoveMeMainNibTests {
    /// MoveMe launched headless on an iPhone 4 the way `main.swift` launches it: no delegate, MoveMe.app's Info.plist.
    private func launchThroughNib() throws -> (HeadlessDevice, MoveMeAppDelegate) {
        let bundle = try #require(MoveMeResources.bundle)
        AppBundle.main = bundle
        let device = try HeadlessDevice(profile: .iPhone4)
        try device.launch(delegate: nil, info: bundle.infoDictionary ?? [:])
        let delegate = try #require(device.application?.delegate as? MoveMeAppDelegate)
        return (device, delegate)
    }

    @Test("MoveMe.app's Info.plist names MainWindow, and MainWindow.xib is in the bundle")
    func infoPlistNamesTheNib() throws {
        let bundle = try #require(MoveMeResources.bundle)
        #expect(bundle.infoDictionary?["NSMainNibFile"] as? String == "MainWindow")
        #expect(bundle.path(forResource: "MainWindow", ofType: "xib") != nil)
    }

    @Test("The nib's delegate is MoveMeAppDelegate, with the nib's window and a plain view controller whose view is MoveMeView")
    func nibObjects() throws {
        let (device, delegate) = try launchThroughNib()
        #expect(type(of: delegate) == MoveMeAppDelegate.self)
        #expect(MainInterface.topLevelObjects.contains { $0 as AnyObject === delegate })
        let window = try #require(delegate.window)
        let controller = try #require(delegate.viewController)
        #expect(type(of: controller) == UIViewController.self)
        #expect(window.isKeyWindow && !window.isHidden)
        let moveMeView = try #require(delegate.moveMeView)
        #expect(window.subviews.count == 1 && window.subviews.first === moveMeView)
        #expect(moveMeView.next === controller && controller.next === window && window.next === device.application)
        #expect(moveMeView.subviews.count == 1 && moveMeView.subviews.first === moveMeView.placardView)
    }

    @Test("Frames and flags match the delegate made in code: full-screen window and view, placard centred, dark grey")
    func geometryMatchesCode() throws {
        let (_, delegate) = try launchThroughNib()
        let window = try #require(delegate.window), moveMeView = try #require(delegate.moveMeView)
        #expect(window.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(moveMeView.frame == window.bounds)
        #expect(moveMeView.placardView.center == CGPoint(x: 160, y: 240))
        #expect(moveMeView.placardView.bounds.size == CGSize(width: 240, height: 60))
        #expect(moveMeView.backgroundColor == MoveMeAppDelegate.backgroundColor)
        #expect(moveMeView.isOpaque == MoveMeView(frame: .zero).isOpaque)
        #expect(!moveMeView.isMultipleTouchEnabled)
        #expect(moveMeView.isUserInteractionEnabled)
    }

    @Test("The first frame is the same golden as the delegate made in code gives")
    func firstFrame() throws {
        let (device, _) = try launchThroughNib()
        try assertGolden(device.screenshot(), named: "first-frame", suite: "MoveMeTests")
    }

    @Test("A delegate given to the launcher stays the delegate and builds the interface in code; the nib's objects are not shown")
    func givenDelegateStays() throws {
        let bundle = try #require(MoveMeResources.bundle)
        AppBundle.main = bundle
        let device = try HeadlessDevice(profile: .iPhone4)
        let delegate = MoveMeAppDelegate()
        try device.launch(delegate: delegate, info: bundle.infoDictionary ?? [:])
        #expect(device.application?.delegate === delegate)
        let window = try #require(delegate.window)
        #expect(window.isKeyWindow)
        let nibDelegate = MainInterface.topLevelObjects.last { $0 is MoveMeAppDelegate } as? MoveMeAppDelegate
        #expect(nibDelegate != nil && nibDelegate !== delegate)
        #expect(nibDelegate?.window?.isHidden == true)
    }

    /// Runs MoveMe's demo session through the launcher with `delegate` (nil: the nib's) and returns its frames.
    private func demoFrames(delegate: UIApplicationDelegate?, folder: URL) throws -> [Data] {
        AppBundle.main = try #require(MoveMeResources.bundle)
        var options = LaunchOptions()
        options.replay = MoveMeReplayTests.sessionPath
        options.device = .iPhone3GS
        options.deviceFromFlag = true
        options.recordFrames = folder.path
        options.host = .headless
        let status = ApplicationLauncher.run(application: UIApplication(), delegate: delegate, options: options,
                                             headlessHost: HeadlessBackend())
        #expect(status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("frame-") }
        return try names.sorted().map { try Data(contentsOf: folder.appendingPathComponent($0)) }
    }

    @Test("The demo session gives the same frames bit for bit launched through MainWindow.xib as with a delegate made in code")
    func demoSessionMatchesCode() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("moveme-nib-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let nib = try demoFrames(delegate: nil, folder: folder.appendingPathComponent("nib"))
        let code = try demoFrames(delegate: MoveMeAppDelegate(), folder: folder.appendingPathComponent("code"))
        #expect(nib.count > 100)
        #expect(nib.count == code.count)
        let firstDifference = nib.indices.first { $0 < code.count && nib[$0] != code[$0] }
        #expect(firstDifference == nil, "frame \(firstDifference ?? -1) differs")
    }
}
