// SPDX-License-Identifier: Apache-2.0

// Apple's `os` module for Linux: unified logging (`os_log`, `Logger`, `OSLog`), signposts (`os_signpost`,
// `OSSignposter`) and locks (`OSAllocatedUnfairLock`, `os_unfair_lock`), on Foundation alone. Entries go to an
// in-process store (`LogStore`) that the `OSLog` module's `OSLogStore` reads, and to standard error
// (docs/ARCHITECTURE.md, "Unified logging (os, OSLog)").
import Foundation
// Apple's `os` brings Darwin's C API with it; code written under `#if canImport(os)` relies on that.
#if canImport(Glibc)
@_exported import Glibc
#endif
