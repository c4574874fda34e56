// SPDX-License-Identifier: Apache-2.0
//
// See PixelKernels.h. pixman's 8-bit product, on 16-bit lanes: t = a·b + 0x80; a·b/255 rounded = (t·0x101) >> 16
// (the high half of t·257), which equals pixman's ((t >> 8) + t) >> 8 for every a, b ≤ 255.

#include "PixelKernels.h"

#if defined(__x86_64__)
#include <cpuid.h>
#include <immintrin.h>
#include <stdatomic.h>

static int detect_level(void) {
    unsigned a, b, c, d;
    if (!__get_cpuid(1, &a, &b, &c, &d) || !(c & (1u << 27))) return PIXEL_KERNELS_NONE;  // OSXSAVE
    uint32_t lo, hi;
    __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
    uint64_t xcr0 = ((uint64_t)hi << 32) | lo;
    if ((xcr0 & 0x6) != 0x6 || __get_cpuid_max(0, 0) < 7) return PIXEL_KERNELS_NONE;  // SSE and AVX state
    __cpuid_count(7, 0, a, b, c, d);
    int level = PIXEL_KERNELS_NONE;
    if (b & (1u << 5)) level = PIXEL_KERNELS_AVX2;
    // AVX-512 F (bit 16) and BW (bit 30), with the opmask and ZMM state enabled by the OS.
    if (level && (b & (1u << 16)) && (b & (1u << 30)) && (xcr0 & 0xe6) == 0xe6) level = PIXEL_KERNELS_AVX512;
    return level;
}

int pixel_kernels_best_level(void) {
    static _Atomic int cached = -1;
    int level = atomic_load_explicit(&cached, memory_order_relaxed);
    if (level < 0) {
        level = detect_level();
        atomic_store_explicit(&cached, level, memory_order_relaxed);
    }
    return level;
}

// MARK: AVX2

/// 8 pixels of OVER (after an optional solid `alpha` applied to the source: `use_alpha`).
__attribute__((target("avx2"))) static inline __m256i over8(__m256i s, __m256i d, __m256i alpha, int use_alpha) {
    const __m256i zero = _mm256_setzero_si256(), ff = _mm256_set1_epi16(0xff), round = _mm256_set1_epi16(0x80),
                  m101 = _mm256_set1_epi16(0x101);
    if (use_alpha) {
        __m256i lo = _mm256_unpacklo_epi8(s, zero), hi = _mm256_unpackhi_epi8(s, zero);
        lo = _mm256_mulhi_epu16(_mm256_add_epi16(_mm256_mullo_epi16(lo, alpha), round), m101);
        hi = _mm256_mulhi_epu16(_mm256_add_epi16(_mm256_mullo_epi16(hi, alpha), round), m101);
        s = _mm256_packus_epi16(lo, hi);
    }
    __m256i slo = _mm256_unpacklo_epi8(s, zero), shi = _mm256_unpackhi_epi8(s, zero);
    __m256i alo = _mm256_xor_si256(_mm256_shufflelo_epi16(_mm256_shufflehi_epi16(slo, 0xff), 0xff), ff);
    __m256i ahi = _mm256_xor_si256(_mm256_shufflelo_epi16(_mm256_shufflehi_epi16(shi, 0xff), 0xff), ff);
    __m256i dlo = _mm256_unpacklo_epi8(d, zero), dhi = _mm256_unpackhi_epi8(d, zero);
    dlo = _mm256_mulhi_epu16(_mm256_add_epi16(_mm256_mullo_epi16(dlo, alo), round), m101);
    dhi = _mm256_mulhi_epu16(_mm256_add_epi16(_mm256_mullo_epi16(dhi, ahi), round), m101);
    return _mm256_adds_epu8(s, _mm256_packus_epi16(dlo, dhi));
}

__attribute__((target("avx2"))) static void over_avx2(uint8_t *dst, ptrdiff_t dst_stride, const uint8_t *src,
                                                      ptrdiff_t src_stride, int width, int height, int use_alpha,
                                                      uint8_t alpha) {
    const __m256i a16 = _mm256_set1_epi16(alpha);
    const int tail = width & 7;
    const __m256i tail_mask =
        _mm256_cmpgt_epi32(_mm256_set1_epi32(tail), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    for (int y = 0; y < height; y++) {
        uint32_t *d = (uint32_t *)(dst + y * dst_stride);
        const uint32_t *s = (const uint32_t *)(src + y * src_stride);
        int x = 0;
        for (; x + 8 <= width; x += 8) {
            __m256i sv = _mm256_loadu_si256((const __m256i *)(s + x));
            __m256i dv = _mm256_loadu_si256((const __m256i *)(d + x));
            _mm256_storeu_si256((__m256i *)(d + x), over8(sv, dv, a16, use_alpha));
        }
        if (tail) {
            __m256i sv = _mm256_maskload_epi32((const int *)(s + x), tail_mask);
            __m256i dv = _mm256_maskload_epi32((const int *)(d + x), tail_mask);
            _mm256_maskstore_epi32((int *)(d + x), tail_mask, over8(sv, dv, a16, use_alpha));
        }
    }
}

// MARK: AVX-512

/// 16 pixels of OVER, as over8.
__attribute__((target("avx512f,avx512bw"))) static inline __m512i over16(__m512i s, __m512i d, __m512i alpha,
                                                                         int use_alpha) {
    const __m512i zero = _mm512_setzero_si512(), ff = _mm512_set1_epi16(0xff), round = _mm512_set1_epi16(0x80),
                  m101 = _mm512_set1_epi16(0x101);
    if (use_alpha) {
        __m512i lo = _mm512_unpacklo_epi8(s, zero), hi = _mm512_unpackhi_epi8(s, zero);
        lo = _mm512_mulhi_epu16(_mm512_add_epi16(_mm512_mullo_epi16(lo, alpha), round), m101);
        hi = _mm512_mulhi_epu16(_mm512_add_epi16(_mm512_mullo_epi16(hi, alpha), round), m101);
        s = _mm512_packus_epi16(lo, hi);
    }
    __m512i slo = _mm512_unpacklo_epi8(s, zero), shi = _mm512_unpackhi_epi8(s, zero);
    __m512i alo = _mm512_xor_si512(_mm512_shufflelo_epi16(_mm512_shufflehi_epi16(slo, 0xff), 0xff), ff);
    __m512i ahi = _mm512_xor_si512(_mm512_shufflelo_epi16(_mm512_shufflehi_epi16(shi, 0xff), 0xff), ff);
    __m512i dlo = _mm512_unpacklo_epi8(d, zero), dhi = _mm512_unpackhi_epi8(d, zero);
    dlo = _mm512_mulhi_epu16(_mm512_add_epi16(_mm512_mullo_epi16(dlo, alo), round), m101);
    dhi = _mm512_mulhi_epu16(_mm512_add_epi16(_mm512_mullo_epi16(dhi, ahi), round), m101);
    return _mm512_adds_epu8(s, _mm512_packus_epi16(dlo, dhi));
}

__attribute__((target("avx512f,avx512bw"))) static void over_avx512(uint8_t *dst, ptrdiff_t dst_stride,
                                                                    const uint8_t *src, ptrdiff_t src_stride,
                                                                    int width, int height, int use_alpha,
                                                                    uint8_t alpha) {
    const __m512i a16 = _mm512_set1_epi16(alpha);
    const int tail = width & 15;
    const __mmask16 tail_mask = (__mmask16)((1u << tail) - 1);
    for (int y = 0; y < height; y++) {
        uint32_t *d = (uint32_t *)(dst + y * dst_stride);
        const uint32_t *s = (const uint32_t *)(src + y * src_stride);
        int x = 0;
        for (; x + 16 <= width; x += 16) {
            __m512i sv = _mm512_loadu_si512((const void *)(s + x));
            __m512i dv = _mm512_loadu_si512((const void *)(d + x));
            _mm512_storeu_si512((void *)(d + x), over16(sv, dv, a16, use_alpha));
        }
        if (tail) {
            __m512i sv = _mm512_maskz_loadu_epi32(tail_mask, (const void *)(s + x));
            __m512i dv = _mm512_maskz_loadu_epi32(tail_mask, (const void *)(d + x));
            _mm512_mask_storeu_epi32((void *)(d + x), tail_mask, over16(sv, dv, a16, use_alpha));
        }
    }
}

static void dispatch(int level, uint8_t *dst, ptrdiff_t dst_stride, const uint8_t *src, ptrdiff_t src_stride,
                     int width, int height, int use_alpha, uint8_t alpha) {
    if (width <= 0 || height <= 0 || level > pixel_kernels_best_level()) return;
    if (level == PIXEL_KERNELS_AVX512) {
        over_avx512(dst, dst_stride, src, src_stride, width, height, use_alpha, alpha);
    } else if (level == PIXEL_KERNELS_AVX2) {
        over_avx2(dst, dst_stride, src, src_stride, width, height, use_alpha, alpha);
    }
}

#else

int pixel_kernels_best_level(void) { return PIXEL_KERNELS_NONE; }

static void dispatch(int level, uint8_t *dst, ptrdiff_t dst_stride, const uint8_t *src, ptrdiff_t src_stride,
                     int width, int height, int use_alpha, uint8_t alpha) {
    (void)level, (void)dst, (void)dst_stride, (void)src, (void)src_stride, (void)width, (void)height;
    (void)use_alpha, (void)alpha;
}

#endif

void pixel_kernels_over(int level, uint8_t *dst, ptrdiff_t dst_stride, const uint8_t *src, ptrdiff_t src_stride,
                        int width, int height) {
    dispatch(level, dst, dst_stride, src, src_stride, width, height, 0, 255);
}

void pixel_kernels_over_alpha(int level, uint8_t *dst, ptrdiff_t dst_stride, const uint8_t *src,
                              ptrdiff_t src_stride, int width, int height, uint8_t alpha) {
    dispatch(level, dst, dst_stride, src, src_stride, width, height, 1, alpha);
}
