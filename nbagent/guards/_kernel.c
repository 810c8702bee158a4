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

#if (defined(__x86_64__) || defined(__i386__)) && (defined(__GNUC__) || defined(__clang__))
#include <cpuid.h>
#include <immintrin.h>
#define NB_F16C 1 /* the half-precision path: compiled for F16C, taken only where the CPU has it */
#endif

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
int nbagent_screen_abi(void) { return 4; }

/* The SHA-256 of the source the library was built from (hatch_build.py passes it): _learned.py
 * refuses a library built from another source when the source is there (a stale editable install). */
#ifndef NB_SOURCE_SHA256
#define NB_SOURCE_SHA256 ""
#endif
const char *nbagent_screen_source(void) { return NB_SOURCE_SHA256; }

/* What else the chunk holds: the cheap tests that spare learned_detector its slower views. Each is a
 * superset of what the view then looks for (tests/policy/test_screen_kernel.py has them in Python). */
enum {
    NB_HIDDEN = 1,  /* a character of _views._ANY_HIDDEN: zero-width, bidi override, tag characters */
    NB_RUN = 2,     /* what _views.decoded_blobs could decode as base64 or hex (see blob_candidate) */
    NB_PERCENT = 4, /* a %-escape: % and two hex digits */
    NB_ROT13 = 8,   /* "rot" or "ebg" (any case), then at most one character, then "13" */
};
#define NB_RUN_MIN 24 /* _views._B64 and _views._HEX need 24 characters */

static int is_hidden(uint32_t cp) {
    return (cp >= 0x200Bu && cp <= 0x200Du) || cp == 0x202Du || cp == 0x202Eu || cp == 0x2060u || cp == 0xFEFFu ||
           cp == 0x180Eu || (cp >= 0xE0000u && cp <= 0xE007Fu);
}

/* Classes of the ASCII characters, one table lookup instead of a chain of comparisons per character. */
enum { C_B64 = 1, C_HEX = 2, C_UPPER = 4, C_LOWER = 8, C_MARK = 16, C_RE = 32, C_PERCENT = 64 };
/* C_B64: the base64 alphabet of _views._B64 (URL-safe letters included; no '=', which ends a blob);
 * C_HEX: hex digits; C_UPPER, C_LOWER: letters; C_MARK: a digit, + or / (base64 of text has them);
 * C_RE: r, R, e, E (where "rot13" / "ebg13" can start); C_PERCENT: %. */
static const uint8_t ASCII_CLASS[128] = {
     0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,
     0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,
     0,  0,  0,  0,  0, 64,  0,  0,  0,  0,  0, 17,  0,  1,  0, 17,
    19, 19, 19, 19, 19, 19, 19, 19, 19, 19,  0,  0,  0,  0,  0,  0,
     0,  7,  7,  7,  7, 39,  7,  5,  5,  5,  5,  5,  5,  5,  5,  5,
     5,  5, 37,  5,  5,  5,  5,  5,  5,  5,  5,  0,  0,  0,  0,  1,
     0, 11, 11, 11, 11, 43, 11,  9,  9,  9,  9,  9,  9,  9,  9,  9,
     9,  9, 41,  9,  9,  9,  9,  9,  9,  9,  9,  0,  0,  0,  0,  0,
};

static uint32_t lower_ascii(uint32_t cp) { return (cp >= 'A' && cp <= 'Z') ? cp + 32 : cp; }

static int is_hex(uint32_t cp) { return cp < 128u && (ASCII_CLASS[cp] & C_HEX); }

static int names_rot13(const uint32_t *cps, int64_t n, int64_t i) {
    if (i + 5 > n) return 0; /* "rot13" takes five characters */
    uint32_t a = lower_ascii(cps[i]), b = lower_ascii(cps[i + 1]), c = lower_ascii(cps[i + 2]);
    if (!((a == 'r' && b == 'o' && c == 't') || (a == 'e' && b == 'b' && c == 'g'))) return 0;
    if (cps[i + 3] == '1' && cps[i + 4] == '3') return 1;
    return i + 5 < n && cps[i + 4] == '1' && cps[i + 5] == '3';
}

/* A maximal run of the base64 alphabet is a blob decoded_blobs would try when it is 24 characters or
 * more, not all lower case and not all upper case (it skips identifiers and words), with a digit, + or /. */
static int blob_candidate(int64_t len, unsigned seen) {
    int all_lower = (seen & C_LOWER) && !(seen & C_UPPER), all_upper = (seen & C_UPPER) && !(seen & C_LOWER);
    return len >= NB_RUN_MIN && !all_lower && !all_upper && (seen & C_MARK);
}

static int64_t signals_of(const uint32_t *cps, int64_t n) {
    int64_t flags = 0, hex = 0, run = 0;
    unsigned seen = 0; /* the classes met in the current base64 run */
    for (int64_t i = 0; i < n; i++) {
        uint32_t cp = cps[i];
        unsigned c = cp < 128u ? ASCII_CLASS[cp] : 0u;
        if (c & C_B64) {
            run++;
            seen |= c;
        } else {
            if (run >= NB_RUN_MIN && blob_candidate(run, seen)) flags |= NB_RUN;
            run = 0;
            seen = 0;
        }
        hex = (c & C_HEX) ? hex + 1 : 0;
        if (hex >= NB_RUN_MIN) flags |= NB_RUN;
        if (c & (C_PERCENT | C_RE)) {
            if ((c & C_PERCENT) && i + 2 < n && is_hex(cps[i + 1]) && is_hex(cps[i + 2])) flags |= NB_PERCENT;
            if ((c & C_RE) && names_rot13(cps, n, i)) flags |= NB_ROT13;
        } else if (cp >= 0x80u && is_hidden(cp)) {
            flags |= NB_HIDDEN;
        }
    }
    /* A run that reaches the end of the chunk may go on in the next one, where neither part alone need
     * look like base64 (mixed case here, the digit there): it counts whatever its look. The next chunk
     * holds the whole run, or this one holds 2,048 characters of it (the overlap). */
    if (run >= NB_RUN_MIN) flags |= NB_RUN;
    return flags;
}

/* Position i holds the n-grams that start at i, n = 2..5, summed in that order in float32. One pass
 * per n, as numpy does it: the loads of a pass do not wait on each other (the table is larger than
 * the L2 cache, and a pass keeps many misses in flight; a loop over n inside one over i did not).
 * WEIGHT(j) reads weight j as a float: the loop is written once for both ways of storing the weights. */
#define NB_WEIGH(WEIGHT)                                                        \
    for (int len = NB_MIN_N; len <= NB_MAX_N; len++) {                          \
        int64_t k = m - len + 1;                                                \
        for (int64_t i = 0; i < k; i++) {                                       \
            uint64_t h = hash[i] * NB_STEP + (uint64_t)folded[i + len - 1];     \
            hash[i] = h;                                                        \
            contrib[i] += WEIGHT(((h + (uint64_t)len) * NB_MUL) >> shift);      \
        }                                                                       \
    }
#define NB_SINGLE(j) weights[j]

static void weigh(const uint32_t *folded, int64_t m, uint64_t *hash, float *contrib, const float *weights,
                  unsigned shift) {
    NB_WEIGH(NB_SINGLE)
}

#ifdef NB_F16C
/* The same with the weights in IEEE half precision, read through F16C: every half converts to a float
 * exactly, so the sums are weigh's to the last bit, and the table takes half the cache lines (the patterns
 * between two texts evict it, and the kernel waits on memory for most of its lookups). */
#define NB_HALF(j) _cvtsh_ss(weights[j])

__attribute__((target("f16c"))) static void weigh_half(const uint32_t *folded, int64_t m, uint64_t *hash,
                                                        float *contrib, const uint16_t *weights,
                                                        unsigned shift) {
    NB_WEIGH(NB_HALF)
}

/* F16C's instructions are VEX-encoded: they need the CPU's F16C bit and an OS that saves the AVX state
 * (OSXSAVE, and XCR0's SSE and AVX bits). Asked of CPUID and XGETBV directly: __builtin_cpu_supports("f16c")
 * is refused by clang before 18, and some libgcc versions report F16C without the OS check. */
static int cpu_has_f16c(void) {
    unsigned a, b, c, d, lo, hi;
    if (!__get_cpuid(1, &a, &b, &c, &d) || !(c & (1u << 29)) || !(c & (1u << 27))) return 0;
    __asm__ volatile(".byte 0x0f, 0x01, 0xd0" : "=a"(lo), "=d"(hi) : "c"(0)); /* xgetbv(0) */
    (void)hi;
    return (lo & 6u) == 6u;
}
#endif

/* 1 when ``nbagent_screen_best`` takes half-precision weights on this CPU (x86 with F16C), else 0. */
int nbagent_screen_half(void) {
#ifdef NB_F16C
    static int known = -1; /* asked once; threads that race write the same answer */
    if (known < 0) known = cpu_has_f16c();
    return known;
#else
    return 0;
#endif
}

/* Best window of ``cps[0..n)`` (UTF-32 code points of the chunk, unfolded).
 *
 * ``table``: code point -> folded code point (0x10000 entries); ``weights``: 2**bits float32, or IEEE
 * half-precision when ``half`` is 1 (only where nbagent_screen_half() says so);
 * ``widths``: the window widths, in the model's order. Writes the best mean contribution
 * (without the bias) to *score, and to info[0], info[1] its window's start and end in folded
 * positions, to info[2] the chunk's signals (NB_HIDDEN...) and to info[3], info[4] the span of
 * characters of the chunk the window covers (from its first folded character to its last; the
 * whole chunk when no character folds). Returns 0, or -1 (nothing written)
 * when memory could not be had or the model is not one it can score (bits outside 1..32, a width
 * under 2): the caller then runs the numpy code.
 */
int nbagent_screen_best(const uint32_t *cps, int64_t n, const uint16_t *table, const void *weights, int half,
                        int bits, const int64_t *widths, int64_t nwidths, double *score, int64_t *info) {
    uint32_t *folded = NULL;
    int64_t *where = NULL; /* where[j]: the chunk position of folded character j */
    float *contrib = NULL;
    double *cum = NULL;
    uint64_t *hash = NULL;
    int64_t m = 0;
    const unsigned shift = (unsigned)(64 - bits);
    double best = -INFINITY;
    int64_t best_start = 0, best_end = 0;

    if (bits < 1 || bits > 32 || n < 0 || nwidths < 0) return -1; /* _learned.py checks the model first */
    if (half && !nbagent_screen_half()) return -1;
    for (int64_t w = 0; w < nwidths; w++) {
        if (widths[w] < 2) return -1;
    }

    folded = (uint32_t *)malloc((size_t)(n > 0 ? n : 1) * sizeof(uint32_t));
    where = (int64_t *)malloc((size_t)(n > 0 ? n : 1) * sizeof(int64_t));
    if (folded == NULL || where == NULL) {
        free(folded);
        free(where);
        return -1;
    }
    for (int64_t i = 0; i < n; i++) {
        uint32_t f = fold_one(cps[i], table);
        if (f != 0) {
            where[m] = i;
            folded[m++] = f;
        }
    }
    best_end = m;
    info[2] = signals_of(cps, n);
    if (m < 2) {
        *score = -INFINITY;
        info[0] = 0;
        info[1] = m;
        info[3] = m ? where[0] : 0;
        info[4] = m ? where[0] + 1 : n;
        free(folded);
        free(where);
        return 0;
    }
    contrib = (float *)malloc((size_t)m * sizeof(float));
    cum = (double *)malloc((size_t)(m + 1) * sizeof(double));
    hash = (uint64_t *)malloc((size_t)m * sizeof(uint64_t));
    if (contrib == NULL || cum == NULL || hash == NULL) {
        free(folded);
        free(where);
        free(contrib);
        free(cum);
        free(hash);
        return -1;
    }
    for (int64_t i = 0; i < m; i++) { /* the n-grams starting at i are weighed and summed into contrib[i] */
        hash[i] = (uint64_t)folded[i];
        contrib[i] = 0.0f;
    }
#ifdef NB_F16C
    if (half)
        weigh_half(folded, m, hash, contrib, (const uint16_t *)weights, shift);
    else
#endif
        weigh(folded, m, hash, contrib, (const float *)weights, shift);
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
    info[3] = where[best_start];
    info[4] = where[(best_end - 1 > best_start ? best_end - 1 : best_start)] + 1;
    free(folded);
    free(where);
    free(contrib);
    free(cum);
    free(hash);
    return 0;
}
