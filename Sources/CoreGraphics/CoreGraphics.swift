// SPDX-License-Identifier: Apache-2.0

/// Core Graphics (Quartz 2D) for Linux, drawn with Cairo.
///
/// Foundation on Linux already defines `CGFloat`, `CGPoint`, `CGSize` and `CGRect`; this module re-exports them
/// unchanged and adds what Foundation lacks: `CGAffineTransform`, `CGVector`, contexts, paths, colours, gradients,
/// images and PDF output. See `docs/ARCHITECTURE.md` for the module's place in Touchstone.
@_exported import Foundation
