// SPDX-License-Identifier: Apache-2.0

import CSDL2
import Foundation
import HostInterface

/// The simulator window's desktop clipboard, bridged by UIKit to the general pasteboard.
///
/// Text goes through SDL 2 (2.26 on Debian 12), which reads and writes the clipboard as UTF-8 text only (an image
/// clipboard arrived with SDL 3's `SDL_SetClipboardData`). PNG images go through the desktop's tools when present
/// (``DesktopImageClipboard``: `wl-paste`/`wl-copy` on Wayland, `xclip` on X11); without them images copied in the
/// app stay in the app. A change of the desktop clipboard arrives as `SDL_CLIPBOARDUPDATE`; an event watch counts
/// those, so UIKit reads the clipboard (and runs the image tool) only after it changed. Bytes are handed over as
/// SDL gives them; UIKit replaces malformed UTF-8.
extension SDLBackend: HostClipboard {
    /// How many times the desktop clipboard changed since the first call (counted from `SDL_CLIPBOARDUPDATE`
    /// events by a watch this installs); UIKit reads the clipboard again only when it grows.
    public var clipboardChangeCount: Int {
        SDLClipboardWatch.install()
        return SDLClipboardWatch.count
    }

    /// The desktop clipboard's text as UTF-8 bytes, exactly as SDL gives them, or nil when it holds no text.
    public func clipboardText() -> [UInt8]? {
        guard SDL_HasClipboardText() == SDL_TRUE, let text = SDL_GetClipboardText() else { return nil }
        defer { SDL_free(text) }
        let length = strlen(text)
        guard length > 0 else { return nil }
        return text.withMemoryRebound(to: UInt8.self, capacity: length) { Array(UnsafeBufferPointer(start: $0, count: length)) }
    }

    /// The desktop clipboard's image as PNG bytes, through `wl-paste` or `xclip`; nil without those tools or when
    /// it holds no image.
    public func clipboardImagePNG() -> [UInt8]? { SDLImageClipboard.tools?.readPNG() }

    /// Puts a PNG image on the desktop clipboard through `wl-copy` or `xclip` (a message on standard error when it
    /// fails; nothing without those tools).
    public func setClipboardImage(png: [UInt8]) {
        guard let tools = SDLImageClipboard.tools else { return }
        if !tools.writePNG(png) {
            FileHandle.standardError.write(Data("touchstone: could not put the image on the desktop clipboard\n".utf8))
        }
    }

    /// Puts `text` on the desktop clipboard as UTF-8 (text after an embedded NUL is cut off; a message on standard
    /// error when SDL fails).
    public func setClipboardText(_ text: String) {
        // SDL takes a NUL-terminated string: text after an embedded NUL cannot cross.
        if SDL_SetClipboardText(text) != 0 {
            FileHandle.standardError.write(Data("touchstone: could not set the desktop clipboard\n".utf8))
        }
    }
}

/// Counts `SDL_CLIPBOARDUPDATE` events (an event watch sees every event as it is queued, so the backend's own
/// event loop needs no change).
private enum SDLClipboardWatch {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var changes = 1
    nonisolated(unsafe) private static var installed = false

    static var count: Int { lock.withLock { changes } }

    static func install() {
        let needed = lock.withLock { () -> Bool in
            defer { installed = true }
            return !installed
        }
        guard needed else { return }
        SDL_AddEventWatch({ _, event in
            if let event, event.pointee.type == SDL_CLIPBOARDUPDATE.rawValue {
                SDLClipboardWatch.lock.withLock { SDLClipboardWatch.changes += 1 }
            }
            return 0
        }, nil)
    }
}

/// The desktop's image tools, looked up once (nil without them).
private enum SDLImageClipboard {
    static let tools = DesktopImageClipboard()
}
