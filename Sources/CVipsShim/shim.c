#include "CVipsShim.h"
#include <vips/vips.h>

static const char *allowed_loaders[] = {
    "VipsForeignLoadJpegBuffer", "VipsForeignLoadPngBuffer",
    "VipsForeignLoadWebpBuffer", "VipsForeignLoadNsgifBuffer",
};

int encore_vips_init(void) {
    if (VIPS_INIT("encore")) return -1;
    vips_block_untrusted_set(TRUE);
    vips_operation_block_set("VipsForeignLoad", TRUE);
    for (size_t i = 0; i < sizeof(allowed_loaders) / sizeof(allowed_loaders[0]); i++) {
        vips_operation_block_set(allowed_loaders[i], FALSE);
    }
    vips_cache_set_max(0);
    return 0;
}

char *encore_vips_error(void) { return vips_error_buffer_copy(); }
void encore_vips_free(void *pointer) { g_free(pointer); }
void encore_vips_unref(VipsImage *image) { if (image) g_object_unref(image); }

int encore_vips_open(const void *buffer, size_t length, int all_frames, VipsImage **out) {
    *out = vips_image_new_from_buffer(buffer, length, all_frames ? "n=-1" : "",
                                      "access", VIPS_ACCESS_SEQUENTIAL, NULL);
    return *out ? 0 : -1;
}

static int open_jpeg_shrunk(const void *buffer, size_t length, int shrink, VipsFailOn fail_on, VipsImage **out) {
    return vips_jpegload_buffer((void *)buffer, length, out, "shrink", shrink,
                                "access", VIPS_ACCESS_SEQUENTIAL, "fail_on", fail_on, NULL);
}

int encore_vips_open_jpeg_shrunk(const void *buffer, size_t length, int shrink, VipsImage **out) {
    return open_jpeg_shrunk(buffer, length, shrink, VIPS_FAIL_ON_NONE, out);
}

int encore_vips_width(VipsImage *image) { return vips_image_get_width(image); }
int encore_vips_height(VipsImage *image) { return vips_image_get_height(image); }
int encore_vips_bands(VipsImage *image) { return vips_image_get_bands(image); }
int encore_vips_n_pages(VipsImage *image) { return vips_image_get_n_pages(image); }
int encore_vips_page_height(VipsImage *image) { return vips_image_get_page_height(image); }

/* The smallest scale libjpeg may decode a JPEG at (1/2, 1/4 or 1/8) that still leaves the resize at
   least as many pixels as the thumbnail needs: what sharp calls fast shrink-on-load, its default.
   libvips' own thumbnail keeps a factor of two for its resize (a little less moire on the finest
   patterns) and decoded a 4000 x 3000 photo at 1/4 for 320 px; libjpeg reads every coefficient at
   any scale, but 1/8 spares the IDCT, the upsampling and three quarters of the pixels (#31.3). */
static int jpeg_shrink_for(VipsImage *header, int width, int height, int crop) {
    double w = vips_image_get_width(header), h = vips_image_get_height(header);
    if (vips_image_get_orientation_swap(header)) {
        double swapped = w;
        w = h;
        h = swapped;
    }
    double hshrink = w / width, vshrink = height > 0 ? h / height : hshrink;
    double shrink = crop ? VIPS_MIN(hshrink, vshrink) : VIPS_MAX(hshrink, vshrink);
    for (int factor = 8; factor > 1; factor /= 2) {
        if (shrink >= factor) return factor;
    }
    return 1;
}

static int is_jpeg(const void *buffer, size_t length) {
    const unsigned char *bytes = buffer;
    return length > 3 && bytes[0] == 0xFF && bytes[1] == 0xD8 && bytes[2] == 0xFF;
}

int encore_vips_thumbnail(const void *buffer, size_t length, int width, int height, int crop,
                          int upscale, int all_frames, int strict, VipsImage **out) {
    if (!all_frames && is_jpeg(buffer, length)) {
        VipsImage *header = NULL;
        if (vips_jpegload_buffer((void *)buffer, length, &header, NULL)) return -1;
        int factor = jpeg_shrink_for(header, width, height, crop);
        g_object_unref(header);
        if (factor > 1) {
            VipsImage *shrunk = NULL;
            if (open_jpeg_shrunk(buffer, length, factor, strict ? VIPS_FAIL_ON_TRUNCATED : VIPS_FAIL_ON_NONE,
                                 &shrunk))
                return -1;
            int failed = vips_thumbnail_image(shrunk, out, width,
                                              "height", height > 0 ? height : VIPS_MAX_COORD,
                                              "size", upscale ? VIPS_SIZE_BOTH : VIPS_SIZE_DOWN,
                                              "crop", crop ? VIPS_INTERESTING_CENTRE : VIPS_INTERESTING_NONE,
                                              NULL);
            g_object_unref(shrunk);
            return failed;
        }
    }
    const char *options = all_frames ? (strict ? "n=-1,fail_on=truncated" : "n=-1") : (strict ? "fail_on=truncated" : "");
    return vips_thumbnail_buffer((void *)buffer, length, out, width,
                                 "height", height > 0 ? height : VIPS_MAX_COORD,
                                 "size", upscale ? VIPS_SIZE_BOTH : VIPS_SIZE_DOWN,
                                 "crop", crop ? VIPS_INTERESTING_CENTRE : VIPS_INTERESTING_NONE,
                                 "option_string", options,
                                 NULL);
}

int encore_vips_gaussblur(VipsImage *in, double sigma, VipsImage **out) {
    return vips_gaussblur(in, out, sigma, NULL);
}

int encore_vips_srgb8(VipsImage *in, int background, VipsImage **out) {
    VipsImage *srgb = NULL, *flat = NULL;
    if (vips_colourspace(in, &srgb, VIPS_INTERPRETATION_sRGB, NULL)) return -1;
    if (vips_image_hasalpha(srgb)) {
        double bg[3] = {background, background, background};
        VipsArrayDouble *array = vips_array_double_new(bg, 3);
        int failed = vips_flatten(srgb, &flat, "background", array, NULL);
        vips_area_unref(VIPS_AREA(array));
        g_object_unref(srgb);
        if (failed) return -1;
    } else {
        flat = srgb;
    }
    int failed = vips_cast_uchar(flat, out, NULL);
    g_object_unref(flat);
    return failed ? -1 : 0;
}

int encore_vips_grey_square(const void *buffer, size_t length, int side, VipsImage **out) {
    VipsImage *square = NULL, *rgb = NULL, *grey = NULL;
    if (vips_thumbnail_buffer((void *)buffer, length, &square, side, "height", side, "size", VIPS_SIZE_FORCE, NULL))
        return -1;
    int failed = encore_vips_srgb8(square, 255, &rgb);
    g_object_unref(square);
    if (failed) return -1;
    failed = vips_colourspace(rgb, &grey, VIPS_INTERPRETATION_B_W, NULL);
    g_object_unref(rgb);
    if (failed) return -1;
    failed = vips_cast_uchar(grey, out, NULL);
    g_object_unref(grey);
    return failed ? -1 : 0;
}

void *encore_vips_to_memory(VipsImage *in, size_t *length) {
    return vips_image_write_to_memory(in, length);
}

int encore_vips_from_memory(const void *data, size_t length, int width, int height, int bands, VipsImage **out) {
    *out = vips_image_new_from_memory_copy(data, length, width, height, bands, VIPS_FORMAT_UCHAR);
    if (!*out) return -1;
    (*out)->Type = VIPS_INTERPRETATION_sRGB;
    return 0;
}

int encore_vips_set_animation(VipsImage *image, int page_height, int delay_ms) {
    int frames = vips_image_get_height(image) / page_height;
    int *delays = g_new(int, frames);
    for (int i = 0; i < frames; i++) delays[i] = delay_ms;
    vips_image_set_int(image, "page-height", page_height);
    vips_image_set_array_int(image, "delay", delays, frames);
    vips_image_set_int(image, "loop", 0);
    g_free(delays);
    return 0;
}

int encore_vips_frame_delay(VipsImage *image, int index) {
    int *delays = NULL, count = 0;
    if (!vips_image_get_typeof(image, "delay")) return -1;
    if (vips_image_get_array_int(image, "delay", &delays, &count) || index >= count) return -1;
    return delays[index];
}

int encore_vips_save(VipsImage *in, EncoreVipsFormat format, int quality, void **buffer, size_t *length) {
    switch (format) {
    case ENCORE_VIPS_JPEG: {
        // JPEG has no alpha: flatten onto white first, as browsers show transparent PNGs on white.
        VipsImage *flat = NULL;
        if (encore_vips_srgb8(in, 255, &flat)) return -1;
        int failed = vips_jpegsave_buffer(flat, buffer, length, "Q", quality, "strip", TRUE,
                                          "optimize_coding", TRUE, "interlace", TRUE, NULL);
        g_object_unref(flat);
        return failed ? -1 : 0;
    }
    case ENCORE_VIPS_WEBP:
        return vips_webpsave_buffer(in, buffer, length, "Q", quality, "strip", TRUE, "effort", 2, NULL);
    case ENCORE_VIPS_GIF:
        return vips_gifsave_buffer(in, buffer, length, "strip", TRUE, NULL);
    }
    return -1;
}

/* Pango markup as an RGBA image (its spans give the colours), wrapped at width pixels,
   sizes in pixels (72 dpi): the text of the preview cards. */
int encore_vips_text(const char *markup, const char *font, int width, int centre, VipsImage **out) {
    return vips_text(out, markup, "font", font, "width", width, "dpi", 72, "rgba", TRUE,
                     "align", centre ? VIPS_ALIGN_CENTRE : VIPS_ALIGN_LOW, NULL);
}

/* overlay drawn over base with its alpha, its top left at x, y. */
int encore_vips_composite(VipsImage *base, VipsImage *overlay, int x, int y, VipsImage **out) {
    return vips_composite2(base, overlay, out, VIPS_BLEND_MODE_OVER, "x", x, "y", y, NULL);
}

/* The picture turned over: left for right when horizontal, else top for bottom. */
int encore_vips_flip(VipsImage *in, int horizontal, VipsImage **out) {
    return vips_flip(in, out, horizontal ? VIPS_DIRECTION_HORIZONTAL : VIPS_DIRECTION_VERTICAL, NULL);
}

/* The area left, top, width × height of in, scaled to exactly out_width × out_height. */
int encore_vips_reframe(VipsImage *in, int left, int top, int width, int height, int out_width, int out_height,
                        VipsImage **out) {
    VipsImage *whole = NULL, *area = NULL, *scaled = NULL;
    /* A thumbnail is read once, top to bottom: a window (and a flip after it) needs it in memory. */
    if (!(whole = vips_image_copy_memory(in))) return -1;
    int cut = vips_extract_area(whole, &area, left, top, width, height, NULL);
    g_object_unref(whole);
    if (cut) return -1;
    int failed = vips_resize(area, &scaled, (double)out_width / width, "vscale", (double)out_height / height, NULL);
    g_object_unref(area);
    if (failed) return -1;
    /* Rounding may leave a pixel more or less: the edge pixels are repeated or dropped. */
    failed = vips_gravity(scaled, out, VIPS_COMPASS_DIRECTION_CENTRE, out_width, out_height, "extend",
                          VIPS_EXTEND_COPY, NULL);
    g_object_unref(scaled);
    return failed ? -1 : 0;
}

/* in scaled by scale (at most 1) and put with its top left at x, y on a black canvas of
   width × height. */
int encore_vips_place(VipsImage *in, double scale, int x, int y, int width, int height, VipsImage **out) {
    VipsImage *scaled = NULL;
    if (vips_resize(in, &scaled, scale, NULL)) return -1;
    int failed = vips_embed(scaled, out, x, y, width, height, "extend", VIPS_EXTEND_BLACK, NULL);
    g_object_unref(scaled);
    return failed ? -1 : 0;
}
