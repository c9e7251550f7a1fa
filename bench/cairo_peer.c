/*
 * The Cairo peer of `sandglass bench` (DESIGN.md §8): draws the same stress scenes with Cairo's image
 * backend and prints per-frame median and p99 milliseconds.
 *
 * Same rules as Sandglass: 800x800 ARGB32 image surface, cleared to black, t = frame / 60, 20 warm-up
 * frames then N measured (200 by default), centres and sizes from SplitMix64 with seed 1, drawn in the
 * same order with the same parameters as Sources/Scenes/Stress/StressScenes.swift.
 *
 * stress-masks: a gradient masked by a stroke is drawn as the stroke painted with the gradient (the
 * same pixels; it is how one would write it in Cairo).
 *
 * Usage: cairo_peer SCENE [--frames N] [--json] [--png FILE]
 *        SCENE: stress-arcs, stress-arcs-10k, stress-hairlines, stress-dashes, stress-masks
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

/* Uniform in [lo, hi), as SeededGenerator.uniform. */
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
    else { fprintf(stderr, "cairo_peer: unknown scene %s\n", scene); return 2; }
    if (frames < 1) frames = 1;

    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 800, 800);
    cairo_t *cr = cairo_create(surface);
    cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT);
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
        default: masks(cr, t); break;
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
    return 0;
}
