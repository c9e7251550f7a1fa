/*
 * The Cairo peer of `sandglass bench` (docs/architecture.md §10): draws the same stress scenes with Cairo's image
 * backend and prints per-frame median and p99 milliseconds.
 *
 * Same rules as Sandglass: 800x800 ARGB32 image surface, cleared to black, t = frame / 60, 20 warm-up
 * frames then N measured (200 by default), centres and sizes from SplitMix64 with seed 1, drawn in the
 * same order with the same parameters as Sources/Scenes/Stress/StressScenes.swift.
 *
 * stress-masks: a gradient masked by a stroke is drawn as the stroke painted with the gradient (the
 * same pixels; it is how one would write it in Cairo).
 *
 * stress-dust: the panel, the deal into 32 images and the motions are rebuilt here from the definition
 * in Sources/Scenes/Stress/DustStressScene.swift with the same arithmetic in the same order (so the
 * same bytes and, to rounding, the same positions, angles and alphas), before the timed frames, as
 * Sandglass builds them with the scene; each frame paints the 32 images transformed, with their alpha.
 *
 * Usage: cairo_peer SCENE [--frames N] [--json] [--png FILE]
 *        SCENE: stress-arcs, stress-arcs-10k, stress-hairlines, stress-hairlines-moving, stress-dashes,
 *               stress-masks, stress-dust
 */
#include <cairo.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct { uint64_t state; } splitmix64;

static uint64_t next(splitmix64 *g) {
    g->state += 0x9E3779B97F4A7C15ULL;
    uint64_t z = g->state;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

/* Uniform in [lo, hi), as SplitMix64.uniform. */
static double uniform(splitmix64 *g, double lo, double hi) {
    return lo + (hi - lo) * (double)(next(g) >> 11) / (double)(1ULL << 53);
}

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static double fract(double v) { return v - floor(v); }

static void arcs(cairo_t *cr, int n, double t) {
    splitmix64 g = {1};
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    for (int i = 0; i < n; i++) {
        double cx = uniform(&g, 0, 800), cy = uniform(&g, 0, 800);
        double radius = uniform(&g, 20, 200), width = uniform(&g, 1, 4);
        double r = uniform(&g, 0, 1), gr = uniform(&g, 0, 1), b = uniform(&g, 0, 1);
        double f = fract(t / 3 + (double)i / n);
        if (f <= 0) continue;
        cairo_new_path(cr);
        cairo_arc(cr, cx, cy, radius, -M_PI / 2, -M_PI / 2 + 2 * M_PI * f);
        cairo_set_source_rgb(cr, r, gr, b);
        cairo_set_line_width(cr, width);
        cairo_stroke(cr);
    }
}

static void circles(cairo_t *cr, double t, int dashed) {
    splitmix64 g = {1};
    static const double pattern[] = {4, 2};
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    cairo_set_line_width(cr, 0.5);
    cairo_set_source_rgba(cr, 1, 1, 1, 0.8);
    if (dashed) cairo_set_dash(cr, pattern, 2, 6 * fract(t));
    for (int i = 0; i < 1000; i++) {
        double cx = uniform(&g, 0, 800), cy = uniform(&g, 0, 800), radius = uniform(&g, 20, 200);
        cairo_new_path(cr);
        cairo_arc(cr, cx, cy, radius, 0, 2 * M_PI);
        cairo_close_path(cr);
        cairo_stroke(cr);
    }
    cairo_set_dash(cr, NULL, 0, 0);
}

/* stress-hairlines-moving: the circles, circle i moved by (dx, dy) p(t), dx and dy in turn from
   SplitMix64 seed 2, uniform in [-3, 3); p runs 0 -> 1 -> 0 linearly over 2 s. */
static void moving_circles(cairo_t *cr, double t) {
    splitmix64 g = {1}, drift = {2};
    double u = fmod(t, 2), p = u <= 1 ? u : 2 - u;
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    cairo_set_line_width(cr, 0.5);
    cairo_set_source_rgba(cr, 1, 1, 1, 0.8);
    for (int i = 0; i < 1000; i++) {
        double cx = uniform(&g, 0, 800), cy = uniform(&g, 0, 800), radius = uniform(&g, 20, 200);
        double dx = uniform(&drift, -3, 3), dy = uniform(&drift, -3, 3);
        cairo_new_path(cr);
        cairo_arc(cr, cx + dx * p, cy + dy * p, radius, 0, 2 * M_PI);
        cairo_close_path(cr);
        cairo_stroke(cr);
    }
}

static void masks(cairo_t *cr, double t) {
    splitmix64 g = {1};
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    cairo_set_line_width(cr, 6);
    for (int i = 0; i < 200; i++) {
        double x = uniform(&g, 0, 720), y = uniform(&g, 0, 720);
        double r1 = uniform(&g, 0, 1), g1 = uniform(&g, 0, 1);
        double g2 = uniform(&g, 0, 1), b2 = uniform(&g, 0, 1);
        double f = fract(t / 2 + (double)i / 200);
        if (f <= 0) continue;
        cairo_pattern_t *gradient = cairo_pattern_create_linear(x, y, x + 80, y + 80);
        cairo_pattern_add_color_stop_rgb(gradient, 0, r1, g1, 1);
        cairo_pattern_add_color_stop_rgb(gradient, 1, 1, g2, b2);
        cairo_new_path(cr);
        cairo_arc(cr, x + 40, y + 40, 34, -M_PI / 2, -M_PI / 2 + 2 * M_PI * f);
        cairo_set_source(cr, gradient);
        cairo_stroke(cr);
        cairo_pattern_destroy(gradient);
    }
}

/* ---- stress-dust ---------------------------------------------------------------------------- */

/* SplitMix64(seed:stream:) of Sources/Scenes/Dust/SplitMix64.swift: the stream mixed into the seed. */
static splitmix64 stream_generator(uint64_t seed, uint64_t stream) {
    splitmix64 mixer = {seed ^ (stream * 0xD1B54A32D192ED03ULL)};
    splitmix64 g = {next(&mixer)};
    return g;
}

/* Uniform in [0, 1) with 53 bits, as SplitMix64.unit(). */
static double unit(splitmix64 *g) { return (double)(next(g) >> 11) * 0x1.0p-53; }

enum { DUST_SIZE = 800, DUST_COUNT = 32, DUST_PASSES = 2, DUST_SAMPLES = 64 };
static const double DUST_STAGGER = 1.35, DUST_DURATION = 1, DUST_RESTORE = 1;

/* A quadratic Bezier with the arc-length table of PathSegment.swift (64 equal parameter steps). */
typedef struct { double x[3], y[3], table[DUST_SAMPLES + 1]; } dust_segment;

static void segment_point(const dust_segment *q, double u, double *x, double *y) {
    double t = u, s = 1 - t;
    double a = s * s, b = 2 * s * t, c = t * t;
    *x = a * q->x[0] + b * q->x[1] + c * q->x[2];
    *y = a * q->y[0] + b * q->y[1] + c * q->y[2];
}

static void segment_init(dust_segment *q, double x0, double y0, double x1, double y1, double x2, double y2) {
    q->x[0] = x0; q->y[0] = y0; q->x[1] = x1; q->y[1] = y1; q->x[2] = x2; q->y[2] = y2;
    double px, py, acc = 0;
    segment_point(q, 0, &px, &py);
    q->table[0] = 0;
    for (int k = 1; k <= DUST_SAMPLES; k++) {
        double x, y;
        segment_point(q, (double)k / DUST_SAMPLES, &x, &y);
        acc += hypot(x - px, y - py);
        q->table[k] = acc;
        px = x; py = y;
    }
}

/* The point at paced progress p: arc length p * length, linear between table entries. */
static void segment_paced(const dust_segment *q, double p, double *x, double *y) {
    double length = q->table[DUST_SAMPLES], s = fmin(fmax(p, 0), 1) * length, u;
    if (!(length > 0) || s <= 0) u = 0;
    else if (s >= length) u = 1;
    else {
        int lo = 0, hi = DUST_SAMPLES;
        while (hi - lo > 1) {
            int mid = (lo + hi) / 2;
            if (q->table[mid] <= s) lo = mid; else hi = mid;
        }
        u = (lo + (s - q->table[lo]) / (q->table[hi] - q->table[lo])) / DUST_SAMPLES;
    }
    segment_point(q, u, x, y);
}

typedef struct {
    cairo_surface_t *image;
    int x;                     /* the panel column of the image's first column (images are cropped) */
    double turn;               /* radian1 + radian2 */
    dust_segment out, back;    /* centre -> end, end -> centre, through the same control point */
} dust_layer;

/* Builds the panel (DustPanelImage), deals it into 32 images cropped to their columns plus one
   transparent column each side (DustImageDealer, seed 1) and draws the motions (DustMotion.random,
   seed 1). */
static void dust_build(dust_layer *layers) {
    const int w = DUST_SIZE, h = DUST_SIZE;
    uint32_t *panel = malloc(sizeof(uint32_t) * w * h);
    for (int y = 0; y < h; y++) {
        int dy = 2 * y - h + 1;
        for (int x = 0; x < w; x++) {
            int r = 255 * x / (w - 1), g = 255 * y / (h - 1), b = 255 - 255 * (x + y) / (w + h - 2);
            if (((x + y) / 24) % 2 == 1) { r /= 2; g /= 2; b /= 2; }
            int dx = 2 * x - w + 1;
            if (((dx * dx + dy * dy) / 25600) % 4 == 0) r = g = b = 255;
            panel[y * w + x] = 0xFF000000u | (uint32_t)r << 16 | (uint32_t)g << 8 | (uint32_t)b;
        }
    }
    /* The deal: image index per pixel and pass, and which columns gave each image a pixel. */
    uint8_t *dealt = malloc((size_t)DUST_PASSES * w * h);
    uint64_t *received = calloc(w, sizeof(uint64_t));
    splitmix64 deal = stream_generator(1, 1);
    double scale = (double)DUST_COUNT / 3, column_step = 2 / (double)w;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            double bias = (double)x * column_step;
            for (int pass = 0; pass < DUST_PASSES; pass++) {
                int k = (int)((unit(&deal) + bias) * scale);
                if (k > DUST_COUNT - 1) k = DUST_COUNT - 1;
                dealt[(size_t)pass * w * h + y * w + x] = (uint8_t)k;
                received[x] |= 1ULL << k;
            }
        }
    for (int k = 0; k < DUST_COUNT; k++) {
        int first = -1, last = -1;
        for (int x = 0; x < w; x++)
            if (received[x] >> k & 1) { if (first < 0) first = x; last = x; }
        int x0 = first < 0 ? 0 : (first > 0 ? first - 1 : 0);
        int x1 = first < 0 ? 1 : (last + 2 < w ? last + 2 : w);
        layers[k].x = x0;
        layers[k].image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, x1 - x0, h);
        cairo_surface_flush(layers[k].image);
        uint32_t *data = (uint32_t *)cairo_image_surface_get_data(layers[k].image);
        int stride = cairo_image_surface_get_stride(layers[k].image) / 4;
        memset(data, 0, (size_t)stride * 4 * h);
        for (int pass = 0; pass < DUST_PASSES; pass++)
            for (int y = 0; y < h; y++)
                for (int x = x0; x < x1; x++)
                    if (dealt[(size_t)pass * w * h + y * w + x] == k) data[y * stride + x - x0] = panel[y * w + x];
        cairo_surface_mark_dirty(layers[k].image);
    }
    free(received);
    free(dealt);
    free(panel);

    splitmix64 motion = stream_generator(1, 2);
    const double rotation_range = 15 * M_PI / 180, direction_range = 360 * M_PI / 180, cx = 400, cy = 400;
    for (int i = 0; i < DUST_COUNT; i++) {
        double r1 = rotation_range * (unit(&motion) - 0.5);
        double r2 = rotation_range * (unit(&motion) - 0.5);
        double a = direction_range * (unit(&motion) - 0.5);
        double tx = 60 * cos(a), ty = 30 * sin(a);
        double c = cos(r1), s = sin(r1);
        double ex = cx + tx * c - ty * s, ey = cy + ty * c + tx * s;
        layers[i].turn = r1 + r2;
        segment_init(&layers[i].out, cx, cy, cx + tx, cy + ty, ex, ey);
        segment_init(&layers[i].back, ex, ey, cx + tx, cy + ty, cx, cy);
    }
}

/* Progress 0...1 of a 1-flight group beginning at `begin` at cycle time s; -1 before it begins. */
static double flight_progress(double s, double begin, double duration) {
    if (s < begin) return -1;
    double local = s - begin;
    return local >= duration ? 1 : local / duration;
}

static void dust(cairo_t *cr, const dust_layer *layers, double t) {
    const double last = DUST_STAGGER * (DUST_COUNT - 1) / DUST_COUNT;
    const double leave = last + DUST_DURATION, period = leave + last + DUST_RESTORE;
    double iteration = floor(t / period), s = t - iteration * period;
    if (s >= period) s -= period;
    for (int i = 0; i < DUST_COUNT; i++) {
        double x = 400, y = 400, turn = 0, alpha = 1;
        double p = flight_progress(s, DUST_STAGGER * i / DUST_COUNT, DUST_DURATION);
        if (p >= 0) {
            segment_paced(&layers[i].out, p, &x, &y);
            turn = layers[i].turn * p;
            alpha = 1 - p;
        }
        p = flight_progress(s, leave + DUST_STAGGER * (DUST_COUNT - 1 - i) / DUST_COUNT, DUST_RESTORE);
        if (p >= 0) {
            segment_paced(&layers[i].back, p, &x, &y);
            turn = layers[i].turn + (0 - layers[i].turn) * p;
            alpha = p;
        }
        if (!((float)alpha > 0)) continue;
        cairo_save(cr);
        cairo_translate(cr, x, y);
        cairo_rotate(cr, turn);
        cairo_translate(cr, -400, -400);
        cairo_set_source_surface(cr, layers[i].image, layers[i].x, 0);
        cairo_paint_with_alpha(cr, (float)alpha);
        cairo_restore(cr);
    }
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: cairo_peer SCENE [--frames N] [--json] [--png FILE]\n");
        return 2;
    }
    const char *scene = argv[1], *png = NULL;
    int frames = 200, json = 0;
    for (int i = 2; i < argc; i++) {
        if (!strcmp(argv[i], "--frames") && i + 1 < argc) frames = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--json")) json = 1;
        else if (!strcmp(argv[i], "--png") && i + 1 < argc) png = argv[++i];
        else { fprintf(stderr, "cairo_peer: unknown option %s\n", argv[i]); return 2; }
    }
    int kind;
    if (!strcmp(scene, "stress-arcs")) kind = 0;
    else if (!strcmp(scene, "stress-arcs-10k")) kind = 1;
    else if (!strcmp(scene, "stress-hairlines")) kind = 2;
    else if (!strcmp(scene, "stress-dashes")) kind = 3;
    else if (!strcmp(scene, "stress-masks")) kind = 4;
    else if (!strcmp(scene, "stress-dust")) kind = 5;
    else if (!strcmp(scene, "stress-hairlines-moving")) kind = 6;
    else { fprintf(stderr, "cairo_peer: unknown scene %s\n", scene); return 2; }
    if (frames < 1) frames = 1;

    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 800, 800);
    cairo_t *cr = cairo_create(surface);
    cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT);
    dust_layer dust_layers[DUST_COUNT];
    if (kind == 5) dust_build(dust_layers);
    const int warmup = 20;
    double *samples = malloc(sizeof(double) * frames);
    for (int i = 0; i < warmup + frames; i++) {
        double t = i / 60.0, start = now();
        cairo_set_source_rgb(cr, 0, 0, 0);
        cairo_paint(cr);
        switch (kind) {
        case 0: arcs(cr, 1000, t); break;
        case 1: arcs(cr, 10000, t); break;
        case 2: circles(cr, t, 0); break;
        case 3: circles(cr, t, 1); break;
        case 4: masks(cr, t); break;
        case 6: moving_circles(cr, t); break;
        default: dust(cr, dust_layers, t); break;
        }
        cairo_surface_flush(surface);
        if (i >= warmup) samples[i - warmup] = (now() - start) * 1000;
    }
    if (png) cairo_surface_write_to_png(surface, png);
    qsort(samples, frames, sizeof(double), compare);
    double median = frames % 2 ? samples[frames / 2] : (samples[frames / 2 - 1] + samples[frames / 2]) / 2;
    int rank = (int)ceil(0.99 * frames) - 1;
    double p99 = samples[rank < 0 ? 0 : rank];
    if (json) printf("{\"scene\": \"%s\", \"engine\": \"cairo %s\", \"frames\": %d, \"median_ms\": %.3f, \"p99_ms\": %.3f}\n",
                     scene, cairo_version_string(), frames, median, p99);
    else printf("%s cairo %s: median %.3f ms, p99 %.3f ms over %d frames\n", scene, cairo_version_string(), median, p99, frames);
    free(samples);
    cairo_destroy(cr);
    cairo_surface_destroy(surface);
    if (kind == 5)
        for (int k = 0; k < DUST_COUNT; k++) cairo_surface_destroy(dust_layers[k].image);
    return 0;
}
