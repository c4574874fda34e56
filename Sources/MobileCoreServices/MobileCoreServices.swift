// SPDX-License-Identifier: Apache-2.0

// Mobile Core Services, as iOS apps use it: the `kUTType…` constants and the `UTType…` functions over uniform type
// identifiers, answered by UniformTypeIdentifiers' tables (docs/ARCHITECTURE.md, "Uniform type identifiers").
//
// As on iOS, importing it also brings the Core Foundation names its API uses (`CFString`, `CFArray`, `Unmanaged`
// results), which Touchstone declares in CoreGraphics.
@_exported import CoreGraphics
