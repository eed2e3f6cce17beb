// Non-variadic wrappers over the libvips calls Encore uses, so Swift never calls a C variadic
// function. Swift sees only this header (not glib's), and VipsImage as an opaque pointer.
// Every function returning int gives 0 on success and -1 on failure (message: encore_vips_error).
#ifndef ENCORE_CVIPS_SHIM_H
#define ENCORE_CVIPS_SHIM_H

#include <stddef.h>

typedef struct _VipsImage VipsImage;

typedef enum {
    ENCORE_VIPS_JPEG = 0,
    ENCORE_VIPS_WEBP = 1,
    ENCORE_VIPS_GIF = 2,
} EncoreVipsFormat;

/// Starts libvips once per process: blocks every loader but JPEG, PNG, WebP and GIF from memory,
/// turns off libvips' own operation cache (Encore caches results itself).
int encore_vips_init(void);

/// The pending libvips error message (newly allocated; free with encore_vips_free), and clears it.
char *encore_vips_error(void);
void encore_vips_free(void *pointer);
void encore_vips_unref(VipsImage *image);

/// Opens an image lazily: only the header is read, so size and frame count can be checked
/// before any pixel is decoded. `all_frames` opens every frame of an animation.
int encore_vips_open(const void *buffer, size_t length, int all_frames, VipsImage **out);
/// Opens a JPEG lazily, to be decoded at 1/`shrink` of its size (1, 2, 4 or 8: libjpeg's DCT scaling).
int encore_vips_open_jpeg_shrunk(const void *buffer, size_t length, int shrink, VipsImage **out);
int encore_vips_width(VipsImage *image);
int encore_vips_height(VipsImage *image);
int encore_vips_bands(VipsImage *image);
int encore_vips_n_pages(VipsImage *image);
int encore_vips_page_height(VipsImage *image);

/// Shrink-on-load thumbnail (a still JPEG is decoded at the smallest of libjpeg's scales that
/// leaves enough pixels, where libvips would leave a factor of two). `height` 0 keeps the aspect ratio; with `crop` the image is cut to
/// exactly width × height around its centre. `upscale` 0 never makes more pixels than the source has.
/// `strict` fails on truncated or damaged data instead of filling in grey (used for uploads).
int encore_vips_thumbnail(const void *buffer, size_t length, int width, int height, int crop,
                          int upscale, int all_frames, int strict, VipsImage **out);
int encore_vips_gaussblur(VipsImage *in, double sigma, VipsImage **out);
/// 8-bit sRGB with 3 bands: alpha flattened onto `background` (0 black … 255 white).
int encore_vips_srgb8(VipsImage *in, int background, VipsImage **out);

/// The first frame squeezed to `side` × `side` (aspect ratio not kept), alpha flattened onto white,
/// as one 8-bit grey band: what a perceptual hash is computed from.
int encore_vips_grey_square(const void *buffer, size_t length, int side, VipsImage **out);

void *encore_vips_to_memory(VipsImage *in, size_t *length);
int encore_vips_from_memory(const void *data, size_t length, int width, int height, int bands, VipsImage **out);

/// Marks a tall image as an animation of frames `page_height` high, each shown `delay_ms`.
int encore_vips_set_animation(VipsImage *image, int page_height, int delay_ms);
/// The delay of frame `index` in milliseconds, or -1 when the image has no delays.
int encore_vips_frame_delay(VipsImage *image, int index);

/// Encodes without metadata. Animated images (page-height set) stay animated in WebP and GIF.
int encore_vips_text(const char *markup, const char *font, int width, int centre, VipsImage **out);
int encore_vips_composite(VipsImage *base, VipsImage *overlay, int x, int y, VipsImage **out);
int encore_vips_flip(VipsImage *in, int horizontal, VipsImage **out);
int encore_vips_reframe(VipsImage *in, int left, int top, int width, int height, int out_width, int out_height,
                        VipsImage **out);
int encore_vips_place(VipsImage *in, double scale, int x, int y, int width, int height, VipsImage **out);
int encore_vips_save(VipsImage *in, EncoreVipsFormat format, int quality, void **buffer, size_t *length);

#endif
