// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import SDLHost

/// The desktop image clipboard's tool runner, against fake `wl-paste`/`wl-copy`/`xclip` scripts on `PATH`.
@Suite("Desktop image clipboard tools")
struct DesktopImageClipboardTests {
    /// A fresh folder holding executable scripts named after the keys of `scripts`.
    private func folder(_ scripts: [String: String]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("clip-tools-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, body) in scripts {
            let file = url.appendingPathComponent(name)
            try Data("#!/bin/sh\n\(body)\n".utf8).write(to: file)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
        }
        return url
    }

    /// The tool timeout for runs that must succeed: starting a shell script took over the default 2 s on a loaded
    /// 2-core machine running three test processes (a full run failed so).
    private static let loadedMachineTimeout: TimeInterval = 30

    private let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 1, 2, 0xFF]

    @Test("Wayland: wl-paste's image/png is read when it lists the type; wl-copy gets the bytes on its input")
    func wayland() throws {
        let dir = try folder([
            "wl-paste": """
            case "$1" in --list-types) printf 'text/plain\\nimage/png\\n' ;; *) [ "$3" = image/png ] && cat "$DIR/image" ;; esac
            """,
            "wl-copy": "[ \"$2\" = image/png ] && cat > \"$DIR/copied\"",
        ])
        try Data(png).write(to: dir.appendingPathComponent("image"))
        let env = ["PATH": dir.path + ":/usr/bin:/bin", "WAYLAND_DISPLAY": "wayland-0", "DIR": dir.path]
        let tools = try #require(DesktopImageClipboard(environment: env, timeout: Self.loadedMachineTimeout))
        #expect(tools.tool == .wayland(paste: dir.path + "/wl-paste", copy: dir.path + "/wl-copy"))
        #expect(tools.readPNG() == png)
        #expect(tools.writePNG(png + [7]))
        #expect(try Data(contentsOf: dir.appendingPathComponent("copied")) == Data(png + [7]))
    }

    @Test("X11: xclip's TARGETS decide whether the image is read; -i gets the bytes")
    func x11() throws {
        let dir = try folder([
            "xclip": """
            case "$4" in TARGETS) cat "$DIR/targets" ;; image/png) if [ "$5" = -o ]; then cat "$DIR/image"; else cat > "$DIR/copied"; fi ;; esac
            """,
        ])
        try Data(png).write(to: dir.appendingPathComponent("image"))
        try Data("TARGETS\nUTF8_STRING\n".utf8).write(to: dir.appendingPathComponent("targets"))
        let env = ["PATH": dir.path + ":/usr/bin:/bin", "DISPLAY": ":0", "DIR": dir.path]
        let tools = try #require(DesktopImageClipboard(environment: env, timeout: Self.loadedMachineTimeout))
        #expect(tools.tool == .x11(xclip: dir.path + "/xclip"))
        #expect(tools.readPNG() == nil)
        try Data("TARGETS\nimage/png\n".utf8).write(to: dir.appendingPathComponent("targets"))
        #expect(tools.readPNG() == png)
        #expect(tools.writePNG(png))
        #expect(try Data(contentsOf: dir.appendingPathComponent("copied")) == Data(png))
    }

    @Test("Without the tools or a display there is no image clipboard; Wayland without wl-clipboard falls back to xclip")
    func absent() throws {
        let empty = try folder([:])
        #expect(DesktopImageClipboard(environment: ["PATH": empty.path, "WAYLAND_DISPLAY": "w", "DISPLAY": ":0"]) == nil)
        let xonly = try folder(["xclip": "exit 0"])
        #expect(DesktopImageClipboard(environment: ["PATH": xonly.path]) == nil)
        let fallback = try #require(DesktopImageClipboard(environment: ["PATH": xonly.path, "WAYLAND_DISPLAY": "w",
                                                                       "DISPLAY": ":0"]))
        #expect(fallback.tool == .x11(xclip: xonly.path + "/xclip"))
    }

    @Test("A tool that hangs is terminated at the time limit and gives no image; a failing tool gives none either")
    func hangAndFailure() throws {
        let dir = try folder(["wl-paste": "exec sleep 30", "wl-copy": "exit 3"])
        let env = ["PATH": dir.path + ":/usr/bin:/bin", "WAYLAND_DISPLAY": "w"]
        let tools = try #require(DesktopImageClipboard(environment: env, timeout: 0.3))
        // Without the limit this would wait 30 s for the script.
        #expect(tools.readPNG() == nil)
        #expect(!tools.writePNG(png))
    }
}
