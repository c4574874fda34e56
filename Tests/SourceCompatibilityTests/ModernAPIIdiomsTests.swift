// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

@MainActor
@Suite("Source compatibility: modern UIKit API")
struct ModernAPIIdiomsTests {
    @Test("A composer pinned to the keyboard layout guide rides up with the keyboard and back down")
    func keyboardComposer() throws {
        let device = try HeadlessDevice(profile: .iPhone4)
        try device.launch(ComposerAppDelegate.self)
        let composer = try #require((device.application?.delegate as? ComposerAppDelegate)?.composer)
        device.advance(by: 0.1)
        let field = composer.messageField
        let restingBottom = field.frame.maxY
        #expect(abs(restingBottom - (480 - 8)) < 0.001, "\(restingBottom - 472)")
        #expect(field.frame.height == 44)

        field.becomeFirstResponder()
        device.advance(by: 0.3)
        let keyboard = try #require(device.keyboardFrame)
        #expect(field.frame.maxY == keyboard.minY - 8)

        field.resignFirstResponder()
        device.advance(by: 0.3)
        #expect(field.frame.maxY == restingBottom)
    }

    @Test("A controller's registerForTraitChanges handler, written with (self: Self, …), runs on a style change")
    func traitRegistration() throws {
        let device = try HeadlessDevice(profile: .iPhone4)
        try device.launch(ComposerAppDelegate.self)
        let composer = try #require((device.application?.delegate as? ComposerAppDelegate)?.composer)
        device.advance(by: 0.1)

        composer.overrideUserInterfaceStyle = .dark
        device.advance(by: 0.1)

        #expect(composer.styleChanges == 1)
    }
}
