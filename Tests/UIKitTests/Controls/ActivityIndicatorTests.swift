// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("UIActivityIndicatorView")
struct ActivityIndicatorTests {
    @Test("Styles size the indicator: 20 points, 37 for the large ones; raw values are Apple's")
    func styles() {
        #expect(UIActivityIndicatorView(style: .medium).frame.size == CGSize(width: 20, height: 20))
        #expect(UIActivityIndicatorView(style: .large).intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView(style: .whiteLarge).sizeThatFits(.zero) == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView(style: .gray).intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(UIActivityIndicatorView().style == .medium)
        let raw = [UIActivityIndicatorView.Style.medium, .large, .whiteLarge, .white, .gray].map(\.rawValue)
        #expect(raw == [100, 101, 0, 1, 2])
    }

    @Test("A new indicator is stopped and hidden; starting shows it, stopping hides it again")
    func hidesWhenStopped() {
        let spinner = UIActivityIndicatorView(style: .medium)
        #expect(!spinner.isAnimating && spinner.isHidden && spinner.hidesWhenStopped)
        spinner.startAnimating()
        #expect(spinner.isAnimating && !spinner.isHidden)
        spinner.stopAnimating()
        #expect(!spinner.isAnimating && spinner.isHidden)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
        spinner.startAnimating()
        spinner.stopAnimating()
        #expect(!spinner.isHidden)
    }

    @Test("Spinning steps one spoke every twelfth of a second on the device clock, and stops when stopped")
    func spins() throws {
        let (device, window) = try launchedControlsWindow(.modernPhone)
        let spinner = UIActivityIndicatorView(style: .large)
        window.addSubview(spinner)
        spinner.startAnimating()
        #expect(spinner.step == 0)
        device.advance(by: 0.25 + 1.0 / 120)
        #expect(spinner.step == 3)
        device.advance(by: 0.75)
        #expect(spinner.step == 0, "a full turn after one second")
        device.advance(by: 0.5)
        #expect(spinner.step == 6)
        spinner.stopAnimating()
        device.advance(by: 0.25)
        #expect(spinner.step == 6 && !spinner.ticker.isRunning)
    }

    @Test("Colour: the style's unless set; nil goes back to the style's")
    func color() {
        let spinner = UIActivityIndicatorView(style: .white)
        #expect(spinner.color.cgColor.components == UIColor.white.cgColor.components)
        spinner.color = .systemRed
        #expect(spinner.color.cgColor.components == UIColor.systemRed.cgColor.components)
        spinner.color = nil
        spinner.style = .gray
        #expect(spinner.color.cgColor.components == UIColor.gray.cgColor.components)
    }

    @Test("Accessibility: one element, \"In progress\" while spinning")
    func accessibility() throws {
        let (device, window) = try launchedControlsWindow(.modernPhone)
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.frame.origin = CGPoint(x: 100, y: 200)
        window.addSubview(spinner)
        spinner.startAnimating()
        #expect(spinner.isAccessibilityElement)
        #expect(device.accessibilityElements().contains { $0.label == "In progress" })
        spinner.hidesWhenStopped = false
        spinner.stopAnimating()
        #expect(spinner.accessibilityLabel == "Progress halted")
    }
}
