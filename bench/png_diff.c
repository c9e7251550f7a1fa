/*
 * The picture check of scripts/bench-compare.sh: the mean absolute difference of two PNGs of the same
 * size over every colour channel (0-255, premultiplied as Cairo loads them; the stress scenes are drawn
 * on opaque black, so premultiplied and straight are the same), and each picture's mean level (the
 * brightness check: a peer drawing hairlines dimmer shows a lower level).
 *
 * Usage: png_diff A.png B.png   ->   "MEAN_DIFF LEVEL_A LEVEL_B"
 */
#include <cairo.h>
#include <stdint.h>
#include <stdio.h>

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: png_diff A.png B.png\n");
        return 2;
    }
    cairo_surface_t *a = cairo_image_surface_create_from_png(argv[1]);
    cairo_surface_t *b = cairo_image_surface_create_from_png(argv[2]);
    if (cairo_surface_status(a) || cairo_surface_status(b)) {
        fprintf(stderr, "png_diff: cannot read %s\n", cairo_surface_status(a) ? argv[1] : argv[2]);
        return 1;
    }
    int w = cairo_image_surface_get_width(a), h = cairo_image_surface_get_height(a);
    if (w != cairo_image_surface_get_width(b) || h != cairo_image_surface_get_height(b)) {
        fprintf(stderr, "png_diff: %s and %s differ in size\n", argv[1], argv[2]);
        return 1;
    }
    const unsigned char *pa = cairo_image_surface_get_data(a), *pb = cairo_image_surface_get_data(b);
    int sa = cairo_image_surface_get_stride(a), sb = cairo_image_surface_get_stride(b);
    double diff = 0, level_a = 0, level_b = 0;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            uint32_t p = *(const uint32_t *)(pa + y * sa + 4 * x), q = *(const uint32_t *)(pb + y * sb + 4 * x);
            for (int shift = 0; shift < 24; shift += 8) {
                int u = p >> shift & 255, v = q >> shift & 255;
                diff += u > v ? u - v : v - u;
                level_a += u;
                level_b += v;
            }
        }
    double n = 3.0 * w * h;
    printf("%.3f %.3f %.3f\n", diff / n, level_a / n, level_b / n);
    cairo_surface_destroy(a);
    cairo_surface_destroy(b);
    return 0;
}
