// The software renderer's pixel loops (SDLHost's SurfaceBlit and SurfaceFill call them), in C:
// rows of an XRGB8888 or ARGB8888 surface blended as SDL 2.26's software renderer blends them,
// to the bit.
//
// Why C: the loops run eight pixels at a time in vector lanes. Written with Swift's SIMD types
// they were as fast as these in a release build, but a debug build (-Onone, what `swift run`
// and the tests build) compiles each SIMD operation lane by lane, many times its cost: a
// demo frame took 80 ms. Clang compiles a vector extension's operation as one vector
// instruction at every optimization level (MeasuredSDLFacts.md, "Text and shapes").
//
// The arithmetic, SDL's: for a tint (r, g, b), an alpha modulation m and a texel of white at
// coverage s, the alpha is a = s·m / 255 (when m < 255), each colour channel c·a / 255 +
// dst·(255 − a) / 255, every division rounding down, and the unused byte written 0. A fill of a
// premultiplied packed colour `source` at alpha a makes every byte source + dst·(255 − a) / 255.
#ifndef SEGUE_PIXEL_BLEND_H
#define SEGUE_PIXEL_BLEND_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/// Each 16-bit lane's x / 255 rounded down, exactly, for every x up to 255·255, without a divide.
static inline __attribute__((always_inline)) uint32_t segue_divide_lanes_by_255(uint32_t x) {
    return ((x + 0x00010001u + ((x >> 8) & 0x00FF00FFu)) >> 8) & 0x00FF00FFu;
}

/// One pixel of a fill: source + dst·inverse_alpha / 255 in each byte, two bytes at a time in
/// 16-bit lanes (no lane overflows: 255·255 + 1 + 254 < 2^16).
static inline __attribute__((always_inline)) uint32_t segue_fill_pixel(uint32_t pixel, uint32_t source, uint32_t inverse_alpha) {
    uint32_t evens = segue_divide_lanes_by_255((pixel & 0x00FF00FFu) * inverse_alpha);
    uint32_t odds = segue_divide_lanes_by_255(((pixel >> 8) & 0x00FF00FFu) * inverse_alpha);
    return (evens | odds << 8) + source;
}

/// A texel's alpha times the alpha modulation, as SDL applies it (only below 255).
static inline __attribute__((always_inline)) uint32_t segue_modulate(uint32_t alpha, uint32_t mod) {
    return mod == 255 ? alpha : alpha * mod / 255;
}

/// The tint 0x00RRGGBB premultiplied by `alpha`, each channel rounding down.
static inline __attribute__((always_inline)) uint32_t segue_premultiplied(uint32_t color, uint32_t alpha) {
    return segue_divide_lanes_by_255((color & 0x00FF00FFu) * alpha)
        | segue_divide_lanes_by_255(((color >> 8) & 0xFFu) * alpha) << 8;
}

/// One pixel under a texel of (modulated) alpha `alpha`, tinted 0x00RRGGBB `color`.
static inline __attribute__((always_inline)) uint32_t segue_tint_pixel(uint32_t pixel, uint32_t alpha, uint32_t color) {
    return segue_fill_pixel(pixel, segue_premultiplied(color, alpha), 255 - alpha) & 0x00FFFFFFu;
}

/// Blends `rows` rows of `width` 32-bit pixels from `origin` (`pitch` bytes a row) with the
/// packed premultiplied colour `source` at alpha `alpha` (a fill).
void segue_fill_rows(
    void *origin, ptrdiff_t pitch, ptrdiff_t width, ptrdiff_t rows, uint32_t source, uint8_t alpha);

/// Blends `rows` rows of `width` XRGB8888 pixels from `origin` (`pitch` bytes a row) with the
/// coverage bytes `coverage` (`coverage_pitch` bytes a row), tinted 0x00RRGGBB `color` at alpha
/// modulation `alpha_mod`. `step_x`/`step_y` are 1 to take a coverage byte per pixel, 0 to
/// stretch one column or row of coverage across them.
void segue_tint_rows(
    void *origin, ptrdiff_t pitch, ptrdiff_t width, ptrdiff_t rows, const uint8_t *coverage,
    ptrdiff_t coverage_pitch, int step_x, int step_y, uint32_t color, uint8_t alpha_mod);

/// Blends the (2K+1)-square coverage `mask` nine-slice over the `width` x `height` XRGB8888
/// pixels from `origin`: K x K corners 1:1, the middle row and column stretched along the
/// edges and, unless `hollow`, over the centre; pixel for pixel what nine copies give. With
/// `corner_alphas` (two words a mask row, from `segue_corner_alphas`, when K < 8) and rows of at
/// least 8 pixels, each corner is blended as the eight pixels from the row's end inwards.
/// `width` and `height` are at least 2K.
void segue_tint_nine_slice(
    void *origin, ptrdiff_t pitch, ptrdiff_t width, ptrdiff_t height, const uint8_t *mask, ptrdiff_t corner,
    const uint64_t *corner_alphas, bool hollow, uint32_t color, uint8_t alpha_mod);

/// For a (2K+1)-square `mask` with K from 1 to 7, each row's corner texels as the coverage of
/// the left and the right eight pixels of a row (`segue_tint_nine_slice`), the first pixel's in
/// the lowest byte: into `out`, 2·(2K+1) words. False for other K, `out` untouched.
bool segue_corner_alphas(const uint8_t *mask, ptrdiff_t corner, uint64_t *out);

#endif
