// SPDX-License-Identifier: Apache-2.0

// Image I/O: reading image files header first (`CGImageSource`), thumbnails that decode small, and writing PNG
// and JPEG files (`CGImageDestination`), with Apple's function and constant names so iOS code that imports
// ImageIO compiles unchanged. It sits on Core Graphics, which owns the codecs and the C libraries behind them
// (docs/ARCHITECTURE.md, "Images: header first, pixels on first use, ImageIO"); UIKit loads images through it.
// As on iOS, importing ImageIO also imports Core Graphics.

@_exported import CoreGraphics

