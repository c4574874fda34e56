// SPDX-License-Identifier: Apache-2.0

/// UIKit for Linux: the iPhone OS application framework on Touchstone's Quartz Core and Core Graphics.
///
/// Apps write `import UIKit` and an app delegate as on iPhone OS; `UIApplicationMain` (or `@main` on the
/// delegate) starts the app on a host: the simulator window, or the headless device for tests and CI.
///
/// Like Apple's, UIKit's classes are `@MainActor`: use them from the main thread (the run loop's).
/// Swift on Linux has no Objective-C runtime, so target–action, delegates that "respond to selectors" and KVO take
/// the closure-based forms real UIKit also offers; each API documents its mapping.
@_exported import QuartzCore
// Apple's UIKit makes Core Text visible too (iOS code calls `CTFontManagerRegisterGraphicsFont` with only
// `import UIKit`); see docs/ARCHITECTURE.md, "Core Text and app fonts".
@_exported import CoreText
// Apple's UIKit makes Uniform Type Identifiers visible (`UTType`, and here `NSItemProvider`, which Apple keeps in
// Foundation: docs/ARCHITECTURE.md, "Item providers").
@_exported import UniformTypeIdentifiers
