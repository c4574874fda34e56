// SPDX-License-Identifier: Apache-2.0
//
// Swift 5-mode code reaching UIKit from a background thread, as a completion handler on a URL session's queue or a
// `DispatchQueue.global()` block does (issue 12). This target compiles in Swift 5 mode, so the calls below compile;
// at run time the Main Thread Checker reports the call and stops the process. The check runs in a child process:
// the parent test starts this test binary again with a filter selecting only the child test.

import Foundation
import Testing
import UIKit

/// What the child does on its background thread: the nonisolated helpers Swift 5 code writes.
private func touchUIKit(_ what: String) {
    switch what {
    case "init": _ = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    case "frame": _ = sharedView.frame
    case "addSubview": sharedView.addSubview(sharedChild)
    case "setNeedsDisplay": sharedView.setNeedsDisplay()
    case "bounds": sharedView.bounds = CGRect(x: 0, y: 0, width: 5, height: 5)
    case "center": sharedView.center = CGPoint(x: 5, y: 5)
    case "backgroundColor": sharedView.backgroundColor = .red
    case "alpha": sharedView.alpha = 0.5
    case "hidden": sharedView.isHidden = true
    case "remove": sharedChild.removeFromSuperview()
    case "setNeedsLayout": sharedView.setNeedsLayout()
    case "layoutIfNeeded": sharedView.layoutIfNeeded()
    case "animate": UIView.animate(withDuration: 0.3) { sharedView.alpha = 0 }
    case "label": sharedLabel.text = "done"
    case "imageView": sharedImageView.image = nil
    case "button": sharedButton.setTitle("OK", for: .normal)
    case "enabled": sharedButton.isEnabled = false
    case "controllerView": _ = sharedController.view
    case "window": sharedWindow.makeKeyAndVisible()
    default: _ = UIApplication.shared
    }
}

/// Views made on the main actor, then touched from the background thread.
nonisolated(unsafe) private var sharedView: UIView!
nonisolated(unsafe) private var sharedChild: UIView!
nonisolated(unsafe) private var sharedLabel: UILabel!
nonisolated(unsafe) private var sharedImageView: UIImageView!
nonisolated(unsafe) private var sharedButton: UIButton!
nonisolated(unsafe) private var sharedController: UIViewController!
nonisolated(unsafe) private var sharedWindow: UIWindow!

@Suite("Source compatibility: UIKit from a background thread")
struct BackgroundThreadUIKitTests {
    /// The child: does nothing unless started by ``mainThreadChecker()`` (which sets the variable).
    @Test("Background thread child (runs only in the child process)")
    func backgroundChild() async {
        guard let what = ProcessInfo.processInfo.environment["TOUCHSTONE_BACKGROUND_UIKIT"] else { return }
        await MainActor.run {
            sharedView = UIView(frame: .zero)
            sharedChild = UIView(frame: .zero)
            sharedView.addSubview(sharedChild)
            sharedLabel = UILabel(frame: .zero)
            sharedImageView = UIImageView(frame: .zero)
            sharedButton = UIButton(type: .system)
            sharedController = UIViewController()
            sharedWindow = UIWindow(frame: .zero)
        }
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            touchUIKit(what)
            done.signal()
        }
        done.wait()
        print("child: the background call returned")
    }

    @Test("A background-thread call into UIKit prints the Main Thread Checker's report with the symbol, then stops",
          arguments: [("init", "-[UIView initWithFrame:]"), ("frame", "-[UIView frame]"),
                      ("addSubview", "-[UIView addSubview:]"), ("setNeedsDisplay", "-[UIView setNeedsDisplay]"),
                      ("shared", "+[UIApplication sharedApplication]"), ("bounds", "-[UIView setBounds:]"),
                      ("center", "-[UIView setCenter:]"), ("backgroundColor", "-[UIView setBackgroundColor:]"),
                      ("alpha", "-[UIView setAlpha:]"), ("hidden", "-[UIView setHidden:]"),
                      ("remove", "-[UIView removeFromSuperview]"), ("setNeedsLayout", "-[UIView setNeedsLayout]"),
                      ("layoutIfNeeded", "-[UIView layoutIfNeeded]"),
                      ("animate", "+[UIView animateWithDuration:delay:options:animations:completion:]"),
                      ("label", "-[UILabel setText:]"), ("imageView", "-[UIImageView setImage:]"),
                      ("button", "-[UIButton setTitle:forState:]"), ("enabled", "-[UIControl setEnabled:]"),
                      ("controllerView", "-[UIViewController view]"),
                      ("window", "-[UIWindow makeKeyAndVisible]")])
    func mainThreadChecker(call: String, symbol: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["--testing-library", "swift-testing",
                             "--filter", "BackgroundThreadUIKitTests/backgroundChild"]
        // (Without Swift's backtracer the stopped child exits in a fraction of a second.)
        process.environment = ProcessInfo.processInfo.environment
            .merging(["TOUCHSTONE_BACKGROUND_UIKIT": call, "SWIFT_BACKTRACE": "enable=no"]) { $1 }
        let pipe = Pipe()
        (process.standardOutput, process.standardError) = (pipe, pipe)

        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        #expect(process.terminationStatus != 0)
        #expect(output.contains("Main Thread Checker: UI API called on a background thread: \(symbol)\nPID: "))
        #expect(!output.contains("child: the background call returned"))
    }
}
