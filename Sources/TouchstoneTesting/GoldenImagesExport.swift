// SPDX-License-Identifier: Apache-2.0

// `assertGolden`, `GoldenImage`, `RGBAImage` and `ImageDiff` live in GoldenImages (Core Graphics alone, so that
// tests below UIKit can use them); `import TouchstoneTesting` keeps bringing them in.
@_exported import GoldenImages
