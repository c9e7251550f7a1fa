// JPEG (libjpeg-turbo) and WebP (libwebp) decoding for CoreGraphics, as static inline C so that no
// C target is needed: Swift cannot use setjmp, and libjpeg reports every error by calling a function
// that must not return (its default one exits the process). Here that function jumps back into the
// decoding function with the library's message. Each format is read in two steps, the size first,
// so that the caller checks it against its limits before it allocates the pixels.
#ifndef SANDGLASS_IMAGE_CODECS_H
#define SANDGLASS_IMAGE_CODECS_H

#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <jpeglib.h>
#include <webp/decode.h>

typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
} sg_jpeg_error;

static void sg_jpeg_error_exit(j_common_ptr cinfo) {
    sg_jpeg_error *error = (sg_jpeg_error *)cinfo->err;
    (*cinfo->err->format_message)(cinfo, error->message);
    longjmp(error->jump, 1);
}

/// Warnings go nowhere: a damaged but readable file decodes, as browsers decode it.
static void sg_jpeg_output_message(j_common_ptr cinfo) { (void)cinfo; }

static void sg_copy_message(char *to, size_t size, const char *from) {
    if (size == 0) return;
    strncpy(to, from, size - 1);
    to[size - 1] = 0;
}

/// Decodes the JPEG `data` into `out` (width x height x 4 bytes, RGBA, alpha 255), or, when `out` is
/// NULL, reads only its size into `width` and `height`. Returns 1 on success, 0 with `message` set.
static inline int sg_jpeg_decode(const uint8_t *data, size_t size, uint8_t *out, int *width, int *height,
                                 char *message, size_t message_size) {
    struct jpeg_decompress_struct cinfo;
    sg_jpeg_error error;
    memset(&cinfo, 0, sizeof cinfo);
    cinfo.err = jpeg_std_error(&error.base);
    error.base.error_exit = sg_jpeg_error_exit;
    error.base.output_message = sg_jpeg_output_message;
    error.message[0] = 0;
    if (setjmp(error.jump)) {
        sg_copy_message(message, message_size, error.message);
        jpeg_destroy_decompress(&cinfo);
        return 0;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, data, (unsigned long)size);
    jpeg_read_header(&cinfo, TRUE);
    if (out == NULL) {
        *width = (int)cinfo.image_width;
        *height = (int)cinfo.image_height;
        jpeg_destroy_decompress(&cinfo);
        return 1;
    }
    cinfo.out_color_space = JCS_EXT_RGBA;
    jpeg_start_decompress(&cinfo);
    if ((int)cinfo.output_width != *width || (int)cinfo.output_height != *height || cinfo.output_components != 4) {
        sg_copy_message(message, message_size, "its size changed between reads");
        jpeg_destroy_decompress(&cinfo);
        return 0;
    }
    while (cinfo.output_scanline < cinfo.output_height) {
        JSAMPROW row = out + (size_t)cinfo.output_scanline * (size_t)(*width) * 4;
        jpeg_read_scanlines(&cinfo, &row, 1);
    }
    jpeg_finish_decompress(&cinfo);
    jpeg_destroy_decompress(&cinfo);
    return 1;
}

/// The WebP's size, 1 on success.
static inline int sg_webp_size(const uint8_t *data, size_t size, int *width, int *height) {
    return WebPGetInfo(data, size, width, height);
}

/// Decodes the WebP `data` into `out` (width x height x 4 bytes, straight RGBA); 1 on success.
static inline int sg_webp_decode(const uint8_t *data, size_t size, uint8_t *out, int width, int height) {
    return WebPDecodeRGBAInto(data, size, out, (size_t)width * (size_t)height * 4, width * 4) != NULL;
}

#endif
