// The pixel loops of PixelBlend.h. Eight pixels at a time in 16-bit lanes: each pixel is the
// lanes (blue, red) and (green, unused), each multiplied by its alpha (at most 255·255), with no
// test of the alpha: an empty texel gives the pixel back and a full one the tint by the same
// arithmetic, so testing for them only added branches that a glyph's or a corner's edges
// mispredict (MeasuredSDLFacts.md, "Text and shapes").
#include "PixelBlend.h"

#include <string.h>

// Inlined in a debug build too (clang inlines always_inline functions at -O0): a call per four
// pixels, its vectors passed through the stack, would cost more than the pixels.
#define INLINE static inline __attribute__((always_inline))

// 16-byte vectors (SSE2's registers; a 32-byte vector passed between functions would change
// the calling convention on machines without AVX).
typedef uint16_t u16x8 __attribute__((vector_size(16)));
typedef uint32_t u32x4 __attribute__((vector_size(16)));
typedef int32_t i32x4 __attribute__((vector_size(16)));

// Unaligned, and allowed to alias the pixels' uint32_t.
typedef uint32_t u32x4_unaligned __attribute__((vector_size(16), aligned(1), may_alias));
typedef uint64_t uint64_unaligned __attribute__((aligned(1), may_alias));

INLINE u32x4 load4(const uint32_t *p) { return *(const u32x4_unaligned *)p; }

INLINE void store4(uint32_t *p, u32x4 v) { *(u32x4_unaligned *)p = v; }

/// A tint and alpha modulation as lanes, made once a call.
typedef struct {
    uint32_t color;
    uint32_t mod;
    u16x8 red_blue;  // per pixel, (blue, red) of the colour
    u16x8 green;     // per pixel, (green, 0)
} Tint;

INLINE Tint make_tint(uint32_t color, uint8_t alpha_mod) {
    Tint t;
    t.color = color & 0x00FFFFFFu;
    t.mod = alpha_mod;
    t.red_blue = (u16x8)((u32x4){0} + (t.color & 0x00FF00FFu));
    t.green = (u16x8)((u32x4){0} + ((t.color >> 8) & 0xFFu));
    return t;
}

/// Each lane's x / 255 rounded down, exactly for every x up to 255·255.
INLINE u16x8 divide_by_255(u16x8 x) { return (x + 1 + (x >> 8)) >> 8; }

/// Four coverage bytes, the first pixel's lowest, as both 16-bit lanes of their pixels.
INLINE u16x8 alpha_lanes(uint32_t bytes) {
    u32x4 a = (u32x4){bytes, bytes >> 8, bytes >> 16, bytes >> 24} & 0xFFu;
    return (u16x8)(a | a << 16);
}

/// Four pixels under the alpha lanes `a` (not yet modulated).
INLINE u32x4 tint4(const Tint *t, u32x4 pixels, u16x8 a) {
    if (t->mod != 255) a = divide_by_255(a * (uint16_t)t->mod);
    u16x8 inverse = 255 - a;
    u16x8 lanes = (u16x8)pixels;
    u16x8 red_blue = divide_by_255(t->red_blue * a) + divide_by_255((lanes & 0xFF) * inverse);
    u16x8 green = divide_by_255(t->green * a) + divide_by_255((lanes >> 8) * inverse);
    // The unused byte (the high lane's green) is written as 0, as SDL writes it.
    return (u32x4)(red_blue | green << 8) & 0x00FFFFFFu;
}

/// Eight pixels from `from` under eight coverage bytes, into `to` (which may be `from`); eight
/// empty texels, as most of a line of text's are, give what the blend gives them without it.
INLINE void tint8(const Tint *t, const uint32_t *from, uint32_t *to, const uint8_t *coverage) {
    uint64_t bytes = *(const uint64_unaligned *)coverage;
    u32x4 low = load4(from), high = load4(from + 4);
    if (bytes == 0) {
        low &= 0x00FFFFFFu;
        high &= 0x00FFFFFFu;
    } else {
        low = tint4(t, low, alpha_lanes((uint32_t)bytes));
        high = tint4(t, high, alpha_lanes((uint32_t)(bytes >> 32)));
    }
    store4(to, low);
    store4(to + 4, high);
}

/// `count` pixels, each under its own coverage byte. Eight at a time; the last eight are
/// computed from the pixels as they were before the loop overwrites any of them, and stored
/// after it, so a row of 8 or more needs no pixel-by-pixel tail.
static void tint_row(const Tint *t, uint32_t *pixels, const uint8_t *coverage, ptrdiff_t count) {
    if (count < 8) {
        for (ptrdiff_t i = 0; i < count; i++) {
            pixels[i] = segue_tint_pixel(pixels[i], segue_modulate(coverage[i], t->mod), t->color);
        }
        return;
    }
    ptrdiff_t last = count - 8;
    uint32_t last_eight[8];
    tint8(t, pixels + last, last_eight, coverage + last);
    for (ptrdiff_t i = 0; i < last; i += 8) tint8(t, pixels + i, pixels + i, coverage + i);
    memcpy(pixels + last, last_eight, sizeof last_eight);
}

/// Four pixels of a fill (`segue_fill_pixel`'s arithmetic in 16-bit lanes of their own).
INLINE u32x4 fill4(u32x4 pixels, u32x4 source, u16x8 inverse) {
    u16x8 evens = divide_by_255((u16x8)(pixels & 0x00FF00FFu) * inverse);
    u16x8 odds = divide_by_255((u16x8)((pixels >> 8) & 0x00FF00FFu) * inverse);
    return ((u32x4)evens | (u32x4)odds << 8) + source;
}

/// `count` pixels under one coverage byte (a texel stretched across them): an empty one leaves
/// them, a full one writes the tint (what the blend gives), else the blend.
static void tint_span(const Tint *t, uint32_t *pixels, ptrdiff_t count, uint8_t coverage) {
    uint32_t a = segue_modulate(coverage, t->mod);
    if (a == 0 || count <= 0) return;
    ptrdiff_t fours = count & ~(ptrdiff_t)3;
    if (a == 255) {
        u32x4 colors = (u32x4){0} + t->color;
        for (ptrdiff_t i = 0; i < fours; i += 4) store4(pixels + i, colors);
        for (ptrdiff_t i = fours; i < count; i++) pixels[i] = t->color;
        return;
    }
    uint32_t source = segue_premultiplied(t->color, a);
    uint32_t inverse = 255 - a;
    u32x4 sources = (u32x4){0} + source;
    u16x8 inverses = (u16x8){0} + (uint16_t)inverse;
    for (ptrdiff_t i = 0; i < fours; i += 4) {
        store4(pixels + i, fill4(load4(pixels + i), sources, inverses) & 0x00FFFFFFu);
    }
    for (ptrdiff_t i = fours; i < count; i++) pixels[i] = segue_fill_pixel(pixels[i], source, inverse) & 0x00FFFFFFu;
}

void segue_fill_rows(
    void *origin, ptrdiff_t pitch, ptrdiff_t width, ptrdiff_t rows, uint32_t source, uint8_t alpha) {
    if (width <= 0 || rows <= 0) return;
    uint32_t inverse = 255u - alpha;
    u32x4 sources = (u32x4){0} + source;
    u16x8 inverses = (u16x8){0} + (uint16_t)inverse;
    ptrdiff_t fours = width & ~(ptrdiff_t)3;
    for (ptrdiff_t row = 0; row < rows; row++) {
        uint32_t *pixels = (uint32_t *)((char *)origin + row * pitch);
        if (alpha == 255) {
            for (ptrdiff_t i = 0; i < fours; i += 4) store4(pixels + i, sources);
            for (ptrdiff_t i = fours; i < width; i++) pixels[i] = source;
        } else {
            for (ptrdiff_t i = 0; i < fours; i += 4) store4(pixels + i, fill4(load4(pixels + i), sources, inverses));
            for (ptrdiff_t i = fours; i < width; i++) pixels[i] = segue_fill_pixel(pixels[i], source, inverse);
        }
    }
}

void segue_tint_rows(
    void *origin, ptrdiff_t pitch, ptrdiff_t width, ptrdiff_t rows, const uint8_t *coverage,
    ptrdiff_t coverage_pitch, int step_x, int step_y, uint32_t color, uint8_t alpha_mod) {
    if (width <= 0 || rows <= 0) return;
    Tint t = make_tint(color, alpha_mod);
    for (ptrdiff_t row = 0; row < rows; row++) {
        uint32_t *pixels = (uint32_t *)((char *)origin + row * pitch);
        const uint8_t *row_coverage = coverage + row * step_y * coverage_pitch;
        if (step_x == 0) {
            tint_span(&t, pixels, width, row_coverage[0]);
        } else {
            tint_row(&t, pixels, row_coverage, width);
        }
    }
}

/// Four pixels, those of the lanes of `in_corner` (all ones there, else zero) blended under
/// the coverage `alphas`, the others stored back as they were.
INLINE void tint4_masked(const Tint *t, uint32_t *pixels, uint32_t alphas, u32x4 in_corner) {
    u32x4 was = load4(pixels);
    store4(pixels, (tint4(t, was, alpha_lanes(alphas)) & in_corner) | (was & ~in_corner));
}

/// A row's two corners of K (fewer than 8) pixels, each blended as the eight pixels from the
/// row's end inwards, in a row of at least 8, the pixels beyond the corner stored back as they
/// were. Lane i of the left eight is in the corner when i < K, of the right eight when
/// i >= 8 - K (`in_corner`: the left's two fours, then the right's).
INLINE void tint_corners(
    const Tint *t, uint32_t *pixels, ptrdiff_t width, const u32x4 in_corner[4], uint64_t left, uint64_t right) {
    tint4_masked(t, pixels, (uint32_t)left, in_corner[0]);
    tint4_masked(t, pixels + 4, (uint32_t)(left >> 32), in_corner[1]);
    // Loaded after the stores: in a row narrower than 16 the two eights overlap.
    tint4_masked(t, pixels + width - 8, (uint32_t)right, in_corner[2]);
    tint4_masked(t, pixels + width - 4, (uint32_t)(right >> 32), in_corner[3]);
}

void segue_tint_nine_slice(
    void *origin, ptrdiff_t pitch, ptrdiff_t width, ptrdiff_t height, const uint8_t *mask, ptrdiff_t k,
    const uint64_t *corner_alphas, bool hollow, uint32_t color, uint8_t alpha_mod) {
    ptrdiff_t side = 2 * k + 1;
    if (width < 2 * k || height < 2 * k || width <= 0 || height <= 0) return;
    Tint t = make_tint(color, alpha_mod);
    ptrdiff_t middle = width - 2 * k;
    bool corners = width >= 8 && corner_alphas != NULL && k > 0 && k < 8;
    i32x4 lane = {0, 1, 2, 3};
    int32_t kk = (int32_t)k;
    u32x4 in_corner[4] = {
        (u32x4)(lane < kk), (u32x4)(lane + 4 < kk), (u32x4)(lane >= 8 - kk), (u32x4)(lane + 4 >= 8 - kk)};
    for (ptrdiff_t y = 0; y < height; y++) {
        ptrdiff_t mask_row = y < k ? y : (y >= height - k ? side - (height - y) : k);
        const uint8_t *coverage = mask + mask_row * side;
        uint32_t *pixels = (uint32_t *)((char *)origin + y * pitch);
        // The corners first: their eights are loaded before the middle is stored (a load over
        // pixels stored just before by other stores waits for them).
        if (corners) {
            tint_corners(
                &t, pixels, width, in_corner, corner_alphas[2 * mask_row], corner_alphas[2 * mask_row + 1]);
        } else if (k > 0) {
            tint_row(&t, pixels, coverage, k);
            tint_row(&t, pixels + k + middle, coverage + k + 1, k);
        }
        if (middle > 0 && (!hollow || mask_row != k)) tint_span(&t, pixels + k, middle, coverage[k]);
    }
}

bool segue_corner_alphas(const uint8_t *mask, ptrdiff_t k, uint64_t *out) {
    if (k <= 0 || k >= 8) return false;
    ptrdiff_t side = 2 * k + 1;
    for (ptrdiff_t row = 0; row < side; row++) {
        uint64_t left = 0, right = 0;
        for (ptrdiff_t i = 0; i < k; i++) {
            left |= (uint64_t)mask[row * side + i] << (8 * i);
            right |= (uint64_t)mask[row * side + k + 1 + i] << (8 * (8 - k + i));
        }
        out[2 * row] = left;
        out[2 * row + 1] = right;
    }
    return true;
}
