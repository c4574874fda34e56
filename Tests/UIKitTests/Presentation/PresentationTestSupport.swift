// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// A controller that writes its appearance callbacks into a shared log, prefixed with its name.
final class ModalLogController: UIViewController {
    let name: String
    let log: ModalCallLog
    init(_ name: String, _ log: ModalCallLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewWillAppear(_ animated: Bool) { log.entries.append("\(name).willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.entries.append("\(name).didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.entries.append("\(name).willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.entries.append("\(name).didDisappear") }
}

/// The shared list of calls the test's controllers and delegates made.
final class ModalCallLog { var entries: [String] = [] }

/// A presentation controller delegate that logs the interactive-dismissal calls and answers `shouldDismiss`.
final class ModalDelegateLog: UISheetPresentationControllerDelegate {
    let log: ModalCallLog
    var allowsDismissal = true
    init(_ log: ModalCallLog) { self.log = log }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        log.entries.append("shouldDismiss")
        return allowsDismissal
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        log.entries.append("willDismiss")
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        log.entries.append("didDismiss")
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        log.entries.append("didAttemptToDismiss")
    }
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: UISheetPresentationController) {
        log.entries.append("detent:\(sheet.selectedDetentIdentifier?.rawValue ?? "nil")")
    }
}

/// A launched modern phone (393×852 points, safe area top 59 points) whose window's root is a logging controller.
@MainActor
func modernPresentationSetUp(profile: DeviceProfile = .modernPhone) throws
    -> (HeadlessDevice, UIWindow, ModalLogController, ModalCallLog)
{
    let device = try HeadlessDevice(profile: profile)
    try device.launch(delegate: LoggingDelegate())
    let window = try #require(device.application?.keyWindow)
    let log = ModalCallLog()
    let root = ModalLogController("root", log)
    window.rootViewController = root
    root.view.backgroundColor = .systemBlue
    device.advance(by: 1.0 / 60)
    log.entries.removeAll()
    return (device, window, root, log)
}
