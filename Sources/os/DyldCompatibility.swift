// SPDX-License-Identifier: Apache-2.0

// Packages that test `#if canImport(os)` assume Darwin around it. SwiftPM puts every module of a build in one
// folder, so once this module is built, `canImport(os)` is true in every package of the build, dependency or not
// (docs/ARCHITECTURE.md, "Unified logging (os, OSLog)"). swift-snapshot-testing's IssueReporting then also calls
// dyld's image functions, which Darwin exports beside `os`; these answer "no images loaded", so its code compiles
// and takes its fallback. (swift-argument-parser's `Mutex` uses `os_unfair_lock`, a glibc mutex here, and pthread functions on it.)

/// The number of images dyld has loaded: none on Linux (a Darwin function, here for code under `canImport(os)`).
public func _dyld_image_count() -> UInt32 { 0 }

/// The path of a loaded image: none on Linux (a Darwin function, here for code under `canImport(os)`).
public func _dyld_get_image_name(_ image_index: UInt32) -> UnsafePointer<CChar>? { nil }

/// The Mach-O header of a loaded image: none on Linux (a Darwin function, here for code under `canImport(os)`).
public func _dyld_get_image_header(_ image_index: UInt32) -> UnsafeRawPointer? { nil }
