// SPDX-License-Identifier: Apache-2.0

import CSDL2
import CoreGraphics
import Foundation
import HostInterface

/// The simulator window: an SDL2 window showing the composited framebuffer, turning mouse, touch and keys into
/// host events (see ``SimulatorInputTranslator`` for the mapping).
///
/// Each call to ``nextEvents(until:)`` drains every pending SDL event and coalesces consecutive motion, so input
/// never lags behind a busy frame. The renderer uses vsync when the driver offers it and falls back to SDL's
/// software renderer (which also works with `SDL_VIDEODRIVER=dummy`). The event pump stays on the main thread;
/// frames are shown from UIKit's render thread once it takes presentation over (``presentsFromRenderThread``),
/// so animations keep running while app code blocks the main thread.
public final class SDLBackend: HostBackend {
    /// The system's monotonic clock, in seconds.
    public let clock: HostClock = SystemHostClock()
    /// 60 Hz, the iPhone's display rate (vsync paces presentation when the driver offers it).
    public let refreshInterval = 1.0 / 60.0
    private var window: OpaquePointer?
    /// The renderer and its streaming texture, which belong to the thread that made them: the main thread from
    /// ``open(_:)``, the render thread once presentation is handed over (SDL's renderers are not thread-safe).
    private var renderer: OpaquePointer?
    private var texture: OpaquePointer?
    private var pixelSize = (width: 0, height: 0)
    private var translator = SimulatorInputTranslator(screenSize: .zero, zoom: 1)
    private var configuration: HostDisplayConfiguration?
    private var buttonDown = false
    /// Window pixels per screen point (the simulator's zoom), read when the window opens.
    public var zoom: CGFloat = 1

    /// A backend with no window yet; ``open(_:)`` makes it.
    public init() {}

    /// Whether a display server is reachable (an X11 or Wayland display, or an explicit SDL video driver).
    public static var displayAvailable: Bool {
        let env = ProcessInfo.processInfo.environment
        return env["DISPLAY"] != nil || env["WAYLAND_DISPLAY"] != nil || env["SDL_VIDEODRIVER"] != nil
    }

    /// Opens the simulator window at the configuration's point size times the zoom, with a renderer (accelerated
    /// with vsync, else software) and a streaming texture of the screen's pixel size.
    ///
    /// - Throws: `HostError` when SDL cannot start, no display is reachable (SDL fell back to its invisible
    ///   `offscreen` or `dummy` driver without being asked to), or the window, renderer or texture cannot be made.
    public func open(_ configuration: HostDisplayConfiguration) throws {
        SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
        guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else {
            throw HostError("SDL could not start its video subsystem: \(String(cString: SDL_GetError()))")
        }
        // With no reachable display SDL quietly falls back to its invisible `offscreen` driver; a window nobody
        // can see is an error unless that driver was asked for (SDL_VIDEODRIVER).
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        let requested = ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"]?.lowercased()
        if ["offscreen", "dummy"].contains(driver), requested != driver {
            SDL_Quit()
            throw HostError("no display is reachable (SDL fell back to its invisible '\(driver)' video driver)")
        }
        var configuration = configuration
        if configuration.zoom == 1 { configuration.zoom = zoom > 0 ? zoom : 1 }
        let (pw, ph) = configuration.pixelSize
        let ww = Int32((configuration.pointSize.width * configuration.zoom).rounded())
        let wh = Int32((configuration.pointSize.height * configuration.zoom).rounded())
        // SDL_WINDOWPOS_UNDEFINED is a function-like macro; its value is the mask itself.
        let undefined = Int32(bitPattern: SDL_WINDOWPOS_UNDEFINED_MASK)
        guard let window = SDL_CreateWindow(configuration.title, undefined, undefined, ww, wh,
                                            SDL_WINDOW_SHOWN.rawValue)
        else {
            SDL_Quit()
            throw HostError("SDL could not open a window: \(String(cString: SDL_GetError()))")
        }
        self.window = window
        pixelSize = (pw, ph)
        do {
            try makeRenderer()
        } catch {
            close()
            throw error
        }
        // Text input runs only while a text object is first responder (UIKit turns it on: SDLBackend+TextInput).
        SDL_StopTextInput()
        translator = SimulatorInputTranslator(screenSize: configuration.pointSize, zoom: configuration.zoom)
        self.configuration = configuration
    }

    /// Returns the window's input as host events: everything already queued, or else waits for the first event
    /// until `deadline` (host-clock seconds, at most a second ahead). Consecutive moves of a finger are coalesced
    /// into the last, and points are converted from window pixels to screen points.
    public func nextEvents(until deadline: Double) -> [HostEvent] {
        var raw: [SimulatorInput] = []
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 { if let input = read(event) { raw.append(input) } }
        if raw.isEmpty {
            let wait = max(0, min(1000, (deadline - clock.now) * 1000))
            if wait >= 1, SDL_WaitEventTimeout(&event, Int32(wait)) != 0 {
                if let input = read(event) { raw.append(input) }
                while SDL_PollEvent(&event) != 0 { if let input = read(event) { raw.append(input) } }
            }
        }
        let now = clock.now
        return Self.coalesce(raw).flatMap { translator.translate($0, at: now) }
    }

    /// Keeps only the last of consecutive moves (per finger), so a burst of motion becomes one event.
    package static func coalesce(_ inputs: [SimulatorInput]) -> [SimulatorInput] {
        var out: [SimulatorInput] = []
        for input in inputs {
            if let last = out.last {
                switch (last, input) {
                case (.mouseMoved, .mouseMoved):
                    out[out.count - 1] = input
                    continue
                case (.fingerMoved(let a, _, _), .fingerMoved(let b, _, _)) where a == b:
                    out[out.count - 1] = input
                    continue
                default: break
                }
            }
            out.append(input)
        }
        return out
    }

    private func modifiers() -> SimulatorInput.Modifiers {
        let state = SDL_GetModState().rawValue
        var mods: SimulatorInput.Modifiers = []
        if state & KMOD_SHIFT.rawValue != 0 { mods.insert(.shift) }
        if state & KMOD_CTRL.rawValue != 0 { mods.insert(.control) }
        if state & KMOD_ALT.rawValue != 0 { mods.insert(.alt) }
        if state & KMOD_GUI.rawValue != 0 { mods.insert(.command) }
        return mods
    }

    private func read(_ e: SDL_Event) -> SimulatorInput? {
        switch SDL_EventType(e.type) {
        case SDL_QUIT: return .quit
        case SDL_MOUSEBUTTONDOWN where e.button.button == UInt8(SDL_BUTTON_LEFT):
            buttonDown = true
            return .mouseDown(x: Double(e.button.x), y: Double(e.button.y), modifiers: modifiers())
        case SDL_MOUSEBUTTONUP where e.button.button == UInt8(SDL_BUTTON_LEFT):
            buttonDown = false
            return .mouseUp(x: Double(e.button.x), y: Double(e.button.y), modifiers: modifiers())
        case SDL_MOUSEMOTION:
            return .mouseMoved(x: Double(e.motion.x), y: Double(e.motion.y), buttonDown: buttonDown, modifiers: modifiers())
        case SDL_FINGERDOWN where e.tfinger.touchId != -1:
            return .fingerDown(id: e.tfinger.fingerId, x: Double(e.tfinger.x), y: Double(e.tfinger.y))
        case SDL_FINGERMOTION where e.tfinger.touchId != -1:
            return .fingerMoved(id: e.tfinger.fingerId, x: Double(e.tfinger.x), y: Double(e.tfinger.y))
        case SDL_FINGERUP where e.tfinger.touchId != -1:
            return .fingerUp(id: e.tfinger.fingerId, x: Double(e.tfinger.x), y: Double(e.tfinger.y))
        case SDL_KEYDOWN where e.key.repeat == 0 || Self.repeatsWhenHeld(e.key.keysym.sym):
            return .keyDown(key: Self.keyName(e.key.keysym.sym), modifiers: modifiers())
        case SDL_KEYUP:
            return .keyUp(key: Self.keyName(e.key.keysym.sym), modifiers: modifiers())
        case SDL_TEXTINPUT:
            var text = e.text.text
            let s = withUnsafeBytes(of: &text) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            // Control and Command combinations are shortcuts, not typing.
            return modifiers().isDisjoint(with: [.control, .command]) ? .text(s) : nil
        case SDL_TEXTEDITING:
            return Self.composition(e.edit)
        default: return nil
        }
    }

    private static func keyName(_ sym: SDL_Keycode) -> String {
        switch Int(sym) {
        case Int(SDLK_LEFT.rawValue): return "left"
        case Int(SDLK_RIGHT.rawValue): return "right"
        case Int(SDLK_UP.rawValue): return "up"
        case Int(SDLK_DOWN.rawValue): return "down"
        case Int(SDLK_RETURN.rawValue): return "return"
        case Int(SDLK_BACKSPACE.rawValue): return "backspace"
        case Int(SDLK_ESCAPE.rawValue): return "escape"
        case Int(SDLK_TAB.rawValue): return "tab"
        case Int(SDLK_HOME.rawValue): return HostKeyName.home
        case Int(SDLK_END.rawValue): return HostKeyName.end
        case Int(SDLK_PAGEUP.rawValue): return HostKeyName.pageUp
        case Int(SDLK_PAGEDOWN.rawValue): return HostKeyName.pageDown
        case Int(SDLK_DELETE.rawValue): return HostKeyName.forwardDelete
        case Int(SDLK_CAPSLOCK.rawValue): return HostKeyName.capsLock
        case Int(SDLK_LSHIFT.rawValue), Int(SDLK_RSHIFT.rawValue): return HostKeyName.shift
        case Int(SDLK_LCTRL.rawValue), Int(SDLK_RCTRL.rawValue): return HostKeyName.control
        case Int(SDLK_LALT.rawValue), Int(SDLK_RALT.rawValue): return HostKeyName.alt
        case Int(SDLK_LGUI.rawValue), Int(SDLK_RGUI.rawValue): return HostKeyName.command
        case Int(SDLK_F1.rawValue)...Int(SDLK_F12.rawValue): return HostKeyName.function(Int(sym) - Int(SDLK_F1.rawValue) + 1)
        default:
            if sym >= 32 && sym < 127, let scalar = Unicode.Scalar(UInt32(sym)) { return String(Character(scalar)) }
            return "key\(sym)"
        }
    }

    /// Makes the renderer (accelerated with vsync, else software) and the screen's streaming texture on the
    /// calling thread.
    private func makeRenderer() throws {
        guard let window else { throw HostError("the simulator window is not open") }
        renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
            ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
        guard let renderer else {
            throw HostError("SDL could not create a renderer: \(String(cString: SDL_GetError()))")
        }
        let (pw, ph) = pixelSize
        texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                    Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(pw), Int32(ph))
        guard texture != nil else {
            throw HostError("SDL could not create a \(pw)×\(ph) texture: \(String(cString: SDL_GetError()))")
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
    }

    /// Destroys the renderer and texture (on the thread that made them).
    private func destroyRenderer() {
        if let texture { SDL_DestroyTexture(texture) }
        if let renderer { SDL_DestroyRenderer(renderer) }
        texture = nil
        renderer = nil
    }

    // MARK: Presenting from the render thread

    /// True: the window shows frames from UIKit's render thread, paced by vsync when the driver offers it (the
    /// event pump stays on the main thread).
    public var presentsFromRenderThread: Bool { true }

    /// Destroys the main thread's renderer (an OpenGL context is current on one thread at a time); the render
    /// thread makes its own in ``renderThreadDidStart()``.
    public func handOverPresentation() { destroyRenderer() }

    /// Makes the renderer and texture on the render thread. When that fails the window shows no more frames and
    /// the reason is logged once (the app keeps running).
    public func renderThreadDidStart() {
        guard window != nil, renderer == nil else { return }
        do {
            try makeRenderer()
        } catch {
            destroyRenderer()
            let line = "touchstone: the simulator window cannot show frames from the render thread (\(error))\n"
            FileHandle.standardError.write(Data(line.utf8))
        }
    }

    /// Destroys the render thread's renderer and texture.
    public func renderThreadWillStop() { destroyRenderer() }

    /// Shows `frame` in the window: uploads the whole image to the texture and presents it (the damage rectangles
    /// are not used yet). A frame that is not 32-bit ARGB (premultiplied or skip-first) is ignored. Called on the
    /// thread that owns the renderer: the main thread, or the render thread after ``handOverPresentation()``.
    public func present(_ frame: CGImage, damage: [CGRect]) {
        guard let renderer, let texture, let data = frame.dataProvider?.bytes,
            frame.bitsPerPixel == 32, frame.bitmapInfo.alphaInfo == .premultipliedFirst
                || frame.bitmapInfo.alphaInfo == .noneSkipFirst
        else { return }
        data.withUnsafeBytes { bytes in
            _ = SDL_UpdateTexture(texture, nil, bytes.baseAddress, Int32(frame.bytesPerRow))
        }
        SDL_RenderClear(renderer)
        SDL_RenderCopy(renderer, texture, nil, nil)
        SDL_RenderPresent(renderer)
    }

    /// Destroys the texture, renderer and window, and shuts SDL down; ``SDLBackend/open(_:)`` may be called again.
    public func close() {
        destroyRenderer()
        if let window { SDL_DestroyWindow(window) }
        window = nil
        SDL_Quit()
    }
}
