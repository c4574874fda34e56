// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The UIKit drawing state of one thread: its stack of current contexts and of open image contexts, and its current
/// trait collection.
///
/// UIKit's drawing functions have been thread-safe since iOS 4: each thread has its own current context, so a
/// background thread can draw into an image context (or a `UIGraphicsImageRenderer`) while the main thread draws a
/// view. The state lives in thread-specific storage (`pthread_getspecific`, a few nanoseconds) and is released
/// when its thread exits.
package final class DrawingThreadState {
    /// The current contexts, innermost last (`UIGraphicsPushContext`, a view's `draw(_:)`, image contexts).
    package var contexts: [CGContext] = []
    /// The image contexts begun with `UIGraphicsBeginImageContext…`, innermost last.
    package var imageContexts: [ImageContextStack.Entry] = []
    /// The PDF contexts begun with `UIGraphicsBeginPDFContextTo…`, innermost last.
    package var pdfContexts: [PDFContextStack.Entry] = []
    /// `UITraitCollection.current` on this thread (nil: never set).
    package var traitCollection: UITraitCollection?

    private init() {}

    /// The calling thread's state, made on first use.
    package static var current: DrawingThreadState {
        if let raw = pthread_getspecific(key) {
            return Unmanaged<DrawingThreadState>.fromOpaque(raw).takeUnretainedValue()
        }
        let state = DrawingThreadState()
        pthread_setspecific(key, Unmanaged.passRetained(state).toOpaque())
        return state
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { raw in
            if let raw { Unmanaged<DrawingThreadState>.fromOpaque(raw).release() }
        }
        return key
    }()
}

/// The main screen's scale, readable from any thread (image contexts and renderers of scale 0 use it).
package enum MainScreenScale {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var value: CGFloat = DeviceProfile.iPhone4.scale

    /// The scale of `UIScreen.main` (iPhone 4's 2 before an app launches).
    package static var current: CGFloat {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue } }
    }
}
