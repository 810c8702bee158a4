/* The learned screen's hot loop in C: fold, hash, weigh and find the best window of one chunk of text.
 *
 * It computes exactly what nbagent/guards/_learned.py computes with numpy (fold via
 * _features.mapped, then _contributions and _best): the same hashes, the same float32 sums
 * in the same order, the same float64 running sum and the same first-maximum rule, so its
 * result is bit for bit the numpy one (tests/policy/test_screen_kernel.py). Built by
 * hatch_build.py as a plain shared library (no Python headers) and called through ctypes,
 * which releases the GIL for the call. Build it without -ffast-math and without FMA
 * contraction (-ffp-contract=off): either would change the last bits of the sums.
 */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>

#define NB_MUL 0x9E3779B97F4A7C15ULL
#define NB_STEP 0x100000001B3ULL
#define NB_MIN_N 2
#define NB_MAX_N 5

/* One code point folded as _features.mapped folds it: 0 means dropped. */
static uint32_t fold_one(uint32_t cp, const uint16_t *table) {
    if (cp >= 0xE0020u && cp <= 0xE007Eu) cp -= 0xE0000u; /* Unicode tag characters read as ASCII */
    if (cp < 0x10000u) return table[cp];
    if (cp >= 0xE0000u && cp < 0xE1000u) return 0; /* other tag characters, variation selectors */
    return cp;
}

/* The version of this interface: _learned.py refuses a library that reports another one. */
int nbagent_screen_abi(void) { return 1; }

/* What else the chunk holds, the cheap tests that spare learned_detector its slower views
 * (each a superset of what the view then looks for; _learned.Signals has the Python twins). */
enum {
    NB_HIDDEN = 1,  /* a character of screening._HIDDEN: zero-width, bidi override, tag characters */
    NB_RUN = 2,     /* a run of RUN_MIN characters of the base64 / hex alphabet [A-Za-z0-9+/_=-] */
    NB_PERCENT = 4, /* a % sign */
    NB_ROT13 = 8,   /* "rot" or "ebg" (any case), then at most one character, then "13" */
};
#define NB_RUN_MIN 24

static int is_hidden(uint32_t cp) {
    return (cp >= 0x200Bu && cp <= 0x200Du) || cp == 0x202Du || cp == 0x202Eu || cp == 0x2060u || cp == 0xFEFFu ||
           cp == 0x180Eu || (cp >= 0xE0000u && cp <= 0xE007Fu);
}

static int is_run_char(uint32_t cp) {
    return (cp >= 'A' && cp <= 'Z') || (cp >= 'a' && cp <= 'z') || (cp >= '0' && cp <= '9') || cp == '+' ||
           cp == '/' || cp == '_' || cp == '=' || cp == '-';
}

static uint32_t lower_ascii(uint32_t cp) { return (cp >= 'A' && cp <= 'Z') ? cp + 32 : cp; }

static int names_rot13(const uint32_t *cps, int64_t n, int64_t i) {
    if (i + 5 > n) return 0; /* "rot13" takes five characters */
    uint32_t a = lower_ascii(cps[i]), b = lower_ascii(cps[i + 1]), c = lower_ascii(cps[i + 2]);
    if (!((a == 'r' && b == 'o' && c == 't') || (a == 'e' && b == 'b' && c == 'g'))) return 0;
    if (cps[i + 3] == '1' && cps[i + 4] == '3') return 1;
    return i + 5 < n && cps[i + 4] == '1' && cps[i + 5] == '3';
}

static int64_t signals_of(const uint32_t *cps, int64_t n) {
    int64_t flags = 0, run = 0;
    for (int64_t i = 0; i < n; i++) {
        uint32_t cp = cps[i];
        if (cp < 0x80u) {
            run = is_run_char(cp) ? run + 1 : 0;
            if (run >= NB_RUN_MIN) flags |= NB_RUN;
            if (cp == '%') flags |= NB_PERCENT;
            if ((cp | 32u) == 'r' || (cp | 32u) == 'e') {
                if (names_rot13(cps, n, i)) flags |= NB_ROT13;
            }
        } else {
            run = 0;
            if (is_hidden(cp)) flags |= NB_HIDDEN;
        }
    }
    return flags;
}

/* Best window of ``cps[0..n)`` (UTF-32 code points of the chunk, unfolded).
 *
 * ``table``: code point -> folded code point (0x10000 entries); ``weights``: 2**bits float32;
 * ``widths``: the window widths, in the model's order. Writes the best mean contribution
 * (without the bias) to *score, and to info[0], info[1] its window's start and end in folded
 * positions and to info[2] the chunk's signals (NB_HIDDEN...). Returns 0, or -1 when memory
 * could not be had (nothing written).
 */
int nbagent_screen_best(const uint32_t *cps, int64_t n, const uint16_t *table, const float *weights, int bits,
                        const int64_t *widths, int64_t nwidths, double *score, int64_t *info) {
    uint32_t *folded = NULL;
    float *contrib = NULL;
    double *cum = NULL;
    int64_t m = 0;
    const unsigned shift = (unsigned)(64 - bits);
    double best = -INFINITY;
    int64_t best_start = 0, best_end = 0;

    folded = (uint32_t *)malloc((size_t)(n > 0 ? n : 1) * sizeof(uint32_t));
    if (folded == NULL) return -1;
    for (int64_t i = 0; i < n; i++) {
        uint32_t f = fold_one(cps[i], table);
        if (f != 0) folded[m++] = f;
    }
    best_end = m;
    info[2] = signals_of(cps, n);
    if (m < 2) {
        *score = -INFINITY;
        info[0] = 0;
        info[1] = m;
        free(folded);
        return 0;
    }
    contrib = (float *)malloc((size_t)m * sizeof(float));
    cum = (double *)malloc((size_t)(m + 1) * sizeof(double));
    if (contrib == NULL || cum == NULL) {
        free(folded);
        free(contrib);
        free(cum);
        return -1;
    }
    /* Position i holds the n-grams that start at i, n = 2..5, summed in that order in float32. */
    for (int64_t i = 0; i < m; i++) {
        uint64_t h = (uint64_t)folded[i];
        float c = 0.0f;
        for (int len = NB_MIN_N; len <= NB_MAX_N && i + len <= m; len++) {
            h = h * NB_STEP + (uint64_t)folded[i + len - 1];
            uint64_t idx = ((h + (uint64_t)len) * NB_MUL) >> shift;
            c += weights[idx];
        }
        contrib[i] = c;
    }
    cum[0] = 0.0;
    for (int64_t i = 0; i < m; i++) cum[i + 1] = cum[i] + (double)contrib[i];

    for (int64_t w = 0; w < nwidths; w++) {
        int64_t width = widths[w];
        if (m <= width) {
            double s = cum[m] / (double)(m - 1 > 1 ? m - 1 : 1);
            if (s > best) {
                best = s;
                best_start = 0;
                best_end = m;
            }
            continue;
        }
        int64_t step = width / 4 > 1 ? width / 4 : 1;
        int64_t last = m - width;
        double local = -INFINITY;
        int64_t local_start = 0;
        int64_t s = 0;
        for (; s <= last; s += step) {
            double v = (cum[s + width] - cum[s]) / (double)(width - 1);
            if (v > local) {
                local = v;
                local_start = s;
            }
        }
        if (s - step != last) { /* the last window, when the stride does not land on it */
            double v = (cum[last + width] - cum[last]) / (double)(width - 1);
            if (v > local) {
                local = v;
                local_start = last;
            }
        }
        if (local > best) {
            best = local;
            best_start = local_start;
            best_end = local_start + width;
        }
    }
    *score = best;
    info[0] = best_start;
    info[1] = best_end;
    free(folded);
    free(contrib);
    free(cum);
    return 0;
}
