// SPDX-License-Identifier: Apache-2.0

import Foundation
import UniformTypeIdentifiers

/// The "Files" the document picker browses and exports to, and the document interaction controller's "Save to
/// Files" writes to: a folder, since Linux has no Files app (docs/ARCHITECTURE.md, "Document picker").
///
/// The folder is `TOUCHSTONE_FILES` when that environment variable is set, else `Files` under the device's data
/// root (beside `Containers/`, so every app on the device sees the same files), else a temporary folder of the
/// process. Listing never fails: a missing or unreadable folder lists nothing, with a log line. Not API.
package struct SimulatedFilesFolder: Sendable {
    /// The environment variable naming the folder.
    package static let environmentKey = "TOUCHSTONE_FILES"

    /// The folder itself.
    package let directory: URL

    /// The files folder `directory`.
    package init(directory: URL) { self.directory = directory.standardizedFileURL }

    /// The folder of a process with `environment` whose app's container is `container` (nil: no app).
    package static func resolve(environment: [String: String], container: AppContainer?) -> SimulatedFilesFolder {
        if let path = environment[environmentKey], !path.isEmpty {
            return SimulatedFilesFolder(directory: URL(fileURLWithPath: path, isDirectory: true))
        }
        if let root = container?.dataRoot {
            return SimulatedFilesFolder(directory: root.appendingPathComponent("Files", isDirectory: true))
        }
        return SimulatedFilesFolder(directory: FileManager.default.temporaryDirectory
            .appendingPathComponent("TouchstoneFiles-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true))
    }

    /// The folder of the running app (its environment and container).
    @MainActor
    package static var current: SimulatedFilesFolder {
        resolve(environment: ProcessInfo.processInfo.environment,
                container: UIApplication.sharedIfPresent?.runtime?.container)
    }

    /// The regular, non-hidden files of `folder` (the Files folder itself when nil) whose type conforms to one
    /// of `types` (every file when `types` is empty), in name order. The type of a file is the one its filename
    /// extension names (plain data when the extension is unknown). A missing or unreadable folder is empty
    /// (logged).
    package func files(in folder: URL? = nil, conformingTo types: [UTType]) -> [URL] {
        let folder = (folder ?? directory).standardizedFileURL
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            UIKitDiagnostics.log("Files: cannot list \(folder.path); showing no documents")
            return []
        }
        return names.filter { !$0.hasPrefix(".") }.sorted().map { folder.appendingPathComponent($0) }.filter { url in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue
            else { return false }
            return types.isEmpty || types.contains { Self.type(of: url).conforms(to: $0) }
        }
    }

    /// The type of the file at `url`, from its filename extension (`.data` when it names no type).
    package static func type(of url: URL) -> UTType {
        let pathExtension = url.pathExtension
        guard !pathExtension.isEmpty else { return .data }
        return UTType(filenameExtension: pathExtension) ?? .data
    }

    /// Copies `source` into `folder` (created when missing) under its own name, or the first free `name 2.ext`,
    /// `name 3.ext`… when that name is taken. Nil (logged) when the source is missing or the copy fails.
    @discardableResult
    package static func copy(_ source: URL, into folder: URL) -> URL? {
        let manager = FileManager.default
        guard manager.isReadableFile(atPath: source.path) else {
            UIKitDiagnostics.log("Files: \(source.path) does not exist or cannot be read; not copied")
            return nil
        }
        do {
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
            let target = freeName(for: source.lastPathComponent, in: folder)
            try manager.copyItem(at: source, to: target)
            return target
        } catch {
            UIKitDiagnostics.log("Files: cannot copy \(source.lastPathComponent) to \(folder.path) (\(error.localizedDescription))")
            return nil
        }
    }

    /// `name` in `folder`, or `base 2.ext`, `base 3.ext`… when a file of that name exists (logged).
    static func freeName(for name: String, in folder: URL) -> URL {
        let first = folder.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: first.path) else { return first }
        let base = (name as NSString).deletingPathExtension, ext = (name as NSString).pathExtension
        var number = 2
        while true {
            let candidate = folder.appendingPathComponent(ext.isEmpty ? "\(base) \(number)" : "\(base) \(number).\(ext)")
            if !FileManager.default.fileExists(atPath: candidate.path) {
                UIKitDiagnostics.log("Files: \(name) already exists in \(folder.lastPathComponent); saved as \(candidate.lastPathComponent)")
                return candidate
            }
            number += 1
        }
    }
}
