// SPDX-License-Identifier: Apache-2.0

// Apple's `OSLog` framework (iOS 15) for Linux: everything of `os`, plus `OSLogStore` reading the process's own
// entries (docs/ARCHITECTURE.md, "Unified logging (os, OSLog)").
@_exported import os
