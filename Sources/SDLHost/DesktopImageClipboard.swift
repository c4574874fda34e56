// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The desktop's image clipboard through the desktop's own command-line tools, since SDL 2 has only a text
/// clipboard: `wl-paste`/`wl-copy` (wl-clipboard) on Wayland, `xclip -selection clipboard` on X11, each with the
/// `image/png` type.
///
/// The tool is chosen from the environment: Wayland's when `WAYLAND_DISPLAY` is set and `wl-paste` and `wl-copy`
/// are on `PATH`, otherwise xclip when `DISPLAY` is set and `xclip` is on `PATH`; with neither there is no image
/// clipboard (``init(environment:timeout:)`` gives nil) and nothing is ever run. Each tool runs with Foundation's
/// `Process` under a time limit (host time: this is the simulator window's plumbing, not app time); a tool that
/// does not finish in time is terminated and its answer is "no image", so a stuck clipboard owner never hangs the
/// app. Writers fork a server that owns the selection; their output goes to `/dev/null` so that server holds no
/// pipe of ours.
package struct DesktopImageClipboard: Sendable {
    /// The desktop's clipboard tools.
    package enum Tool: Sendable, Equatable {
        /// wl-clipboard's `wl-paste` and `wl-copy`, at these paths.
        case wayland(paste: String, copy: String)
        /// `xclip`, at this path.
        case x11(xclip: String)
    }

    /// The MIME type images cross as.
    package static let pngType = "image/png"
    /// The largest image read, in bytes (a bigger one is ignored).
    package static let maximumImageSize = 64 << 20

    /// The tools used.
    package let tool: Tool
    /// The environment the tools run with (the display variables select the desktop).
    package let environment: [String: String]
    /// How long a tool may run before it is terminated, in seconds.
    package let timeout: TimeInterval

    /// The clipboard of the desktop `environment` describes, or nil when it has no image tools (see the type's
    /// description). `timeout` (seconds, 2 by default) bounds each tool run.
    package init?(environment: [String: String] = ProcessInfo.processInfo.environment, timeout: TimeInterval = 2) {
        let path = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        func find(_ name: String) -> String? {
            path.lazy.map { ($0.isEmpty ? "." : $0) + "/" + name }
                .first { FileManager.default.isExecutableFile(atPath: $0) }
        }
        if environment["WAYLAND_DISPLAY"]?.isEmpty == false, let paste = find("wl-paste"), let copy = find("wl-copy") {
            tool = .wayland(paste: paste, copy: copy)
        } else if environment["DISPLAY"]?.isEmpty == false, let xclip = find("xclip") {
            tool = .x11(xclip: xclip)
        } else {
            return nil
        }
        self.environment = environment
        self.timeout = timeout.isFinite && timeout > 0 ? timeout : 2
    }

    /// The clipboard's PNG image, or nil when it offers no `image/png` (or a tool failed or timed out).
    package func readPNG() -> [UInt8]? {
        let types: ToolRun.Result?
        let image: () -> ToolRun.Result?
        switch tool {
        case .wayland(let paste, _):
            types = run(paste, ["--list-types"])
            image = { run(paste, ["--no-newline", "--type", Self.pngType]) }
        case .x11(let xclip):
            types = run(xclip, ["-selection", "clipboard", "-t", "TARGETS", "-o"])
            image = { run(xclip, ["-selection", "clipboard", "-t", Self.pngType, "-o"]) }
        }
        guard let types, types.status == 0,
              String(decoding: types.output, as: UTF8.self).split(whereSeparator: \.isNewline)
                  .contains(where: { $0.trimmingCharacters(in: .whitespaces) == Self.pngType }),
              let result = image(), result.status == 0, !result.output.isEmpty else { return nil }
        return result.output
    }

    /// Puts `png` on the clipboard as `image/png`; false when the tool failed or timed out.
    @discardableResult
    package func writePNG(_ png: [UInt8]) -> Bool {
        let result: ToolRun.Result?
        switch tool {
        case .wayland(_, let copy): result = run(copy, ["--type", Self.pngType], input: png, capture: false)
        case .x11(let xclip):
            result = run(xclip, ["-selection", "clipboard", "-t", Self.pngType, "-i"], input: png, capture: false)
        }
        return result?.status == 0
    }

    private func run(_ executable: String, _ arguments: [String], input: [UInt8]? = nil,
                     capture: Bool = true) -> ToolRun.Result?
    {
        ToolRun.run(executable, arguments, environment: environment, input: input, capture: capture,
                    timeout: timeout, limit: Self.maximumImageSize)
    }
}

/// Running one desktop tool with a time limit.
package enum ToolRun {
    /// A finished run: its exit status and what it wrote to standard output (empty when not captured).
    package struct Result: Sendable {
        package var status: Int32
        package var output: [UInt8]
    }

    /// Runs `executable` with `arguments` and `environment`, feeding `input` to its standard input (none: an empty
    /// one) and, when `capture`, collecting its standard output (nil when longer than `limit` bytes). Nil when it
    /// cannot start or does not end within `timeout` seconds (it is then terminated).
    package static func run(_ executable: String, _ arguments: [String], environment: [String: String],
                            input: [UInt8]?, capture: Bool, timeout: TimeInterval, limit: Int) -> Result?
    {
        // Writing to a tool that exited early must fail with EPIPE, not end the simulator.
        _ = ignoreBrokenPipes
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        process.standardError = FileHandle.nullDevice
        let output = capture ? Pipe() : nil
        process.standardOutput = output ?? FileHandle.nullDevice
        let inputPipe = input == nil ? nil : Pipe()
        process.standardInput = inputPipe ?? FileHandle.nullDevice
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do { try process.run() } catch { return nil }

        let collected = Collected()
        let readDone = DispatchSemaphore(value: 0)
        if let output {
            DispatchQueue.global().async {
                collected.set(output.fileHandleForReading.readDataToEndOfFile())
                readDone.signal()
            }
        } else {
            readDone.signal()
        }
        if let inputPipe, let input {
            DispatchQueue.global().async {
                try? inputPipe.fileHandleForWriting.write(contentsOf: Data(input))
                try? inputPipe.fileHandleForWriting.close()
            }
        }
        let deadline = DispatchTime.now() + timeout
        guard exited.wait(timeout: deadline) == .success else {
            process.terminate()
            if exited.wait(timeout: .now() + 0.5) == .timedOut { kill(process.processIdentifier, SIGKILL) }
            return nil
        }
        guard readDone.wait(timeout: deadline + 0.5) == .success else { return nil }
        let data = collected.data
        guard data.count <= limit else { return nil }
        return Result(status: process.terminationStatus, output: [UInt8](data))
    }

    private static let ignoreBrokenPipes: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

    /// The output a reader thread hands back.
    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var value = Data()
        var data: Data { lock.withLock { value } }
        func set(_ data: Data) { lock.withLock { value = data } }
    }
}
