// SPDX-License-Identifier: Apache-2.0
//
// Compositing kernels for Core Graphics' layer blits (docs/ARCHITECTURE.md, "Pixel kernels"): premultiplied
// ARGB32 `OVER` and `OVER` through a constant alpha, with AVX2 and AVX-512 bodies chosen at run time. Each writes
// exactly the bytes pixman writes for the same operation (pixman's rounding: t = a·b + 128, (t + t/256) / 256, and a
// saturating add), so a frame is the same whether a blit went through Cairo or through a kernel. Debian's pixman
// has SSE2 paths only; these are two to five times faster on the layer blits that dominate a compositor frame.
//
// Pointers address the first pixel of the rectangle; strides are in bytes; width and height in pixels. Nothing is
// read or written outside the rectangles. Pure functions: safe from any thread on disjoint destinations.

#ifndef TOUCHSTONE_PIXEL_KERNELS_H
#define TOUCHSTONE_PIXEL_KERNELS_H

#include <stddef.h>
#include <stdint.h>

/// No kernel: the caller composites through Cairo.
#define PIXEL_KERNELS_NONE 0
/// 256-bit bodies (8 pixels a step).
#define PIXEL_KERNELS_AVX2 1
/// 512-bit bodies (16 pixels a step), AVX-512 F and BW.
#define PIXEL_KERNELS_AVX512 2

/// The best level this processor and operating system support (detected once; PIXEL_KERNELS_NONE off x86-64).
int pixel_kernels_best_level(void);

/// dst = src OVER dst, premultiplied, per channel: s + round(d · (255 − αs) / 255), saturating. `level` must be
/// supported (at most pixel_kernels_best_level()); PIXEL_KERNELS_NONE does nothing.
void pixel_kernels_over(int level, uint8_t *dst, ptrdiff_t dst_stride, const uint8_t *src, ptrdiff_t src_stride,
                        int width, int height);

/// dst = (src IN alpha) OVER dst: as pixman's OVER with a solid mask of alpha `alpha` (0–255), per channel
/// s' = round(s · alpha / 255), then s' + round(d · (255 − α's) / 255), saturating.
void pixel_kernels_over_alpha(int level, uint8_t *dst, ptrdiff_t dst_stride, const uint8_t *src,
                              ptrdiff_t src_stride, int width, int height, uint8_t alpha);

#endif
