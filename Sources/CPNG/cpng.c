// libpng behind setjmp: see include/cpng.h.
#include "cpng.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

const int cpng_filter_none = PNG_FILTER_NONE;
const int cpng_filter_sub = PNG_FILTER_SUB;
const int cpng_filter_up = PNG_FILTER_UP;
const int cpng_filter_avg = PNG_FILTER_AVG;
const int cpng_filter_paeth = PNG_FILTER_PAETH;
const int cpng_filter_all = PNG_ALL_FILTERS;
const int cpng_strategy_default = Z_DEFAULT_STRATEGY;
const int cpng_strategy_filtered = Z_FILTERED;
const int cpng_strategy_rle = Z_RLE;

// Shared by reads and writes: where the message goes and where to jump back to.
typedef struct {
    char *message;
    jmp_buf jump;
} cpng_context;

static void cpng_set_message(char *message, const char *text) {
    if (message == NULL) return;
    snprintf(message, CPNG_MESSAGE_CAPACITY, "%s", text);
}

static void cpng_on_error(png_structp png, png_const_charp text) {
    cpng_context *context = (cpng_context *)png_get_error_ptr(png);
    cpng_set_message(context->message, text);
    longjmp(context->jump, 1);
}

static void cpng_on_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;  // Warnings (e.g. a bad ancillary chunk) do not stop a decode.
}

static int cpng_buffer_append(cpng_buffer *buffer, const uint8_t *bytes, size_t count) {
    if (buffer->size + count > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity : 4096;
        while (capacity < buffer->size + count) capacity *= 2;
        uint8_t *grown = realloc(buffer->data, capacity);
        if (grown == NULL) return 0;
        buffer->data = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->data + buffer->size, bytes, count);
    buffer->size += count;
    return 1;
}

static void cpng_write_to_buffer(png_structp png, png_bytep bytes, size_t count) {
    cpng_buffer *buffer = (cpng_buffer *)png_get_io_ptr(png);
    if (!cpng_buffer_append(buffer, bytes, count)) png_error(png, "out of memory while encoding");
}

static void cpng_flush(png_structp png) { (void)png; }

int cpng_encode_rgba(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                     cpng_encode_options options, cpng_buffer *out, char *message) {
    cpng_context context = {message};
    out->data = NULL;
    out->size = 0;
    out->capacity = 0;
    if (width == 0 || height == 0) {
        cpng_set_message(message, "a PNG needs at least one pixel");
        return 1;
    }
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &context, cpng_on_error,
                                              cpng_on_warning);
    if (png == NULL) {
        cpng_set_message(message, "libpng could not start a write");
        return 1;
    }
    png_infop info = png_create_info_struct(png);
    if (info == NULL || setjmp(context.jump)) {
        png_destroy_write_struct(&png, &info);
        free(out->data);
        out->data = NULL;
        out->size = out->capacity = 0;
        if (info == NULL) cpng_set_message(message, "libpng could not start a write");
        return 1;
    }
    png_set_write_fn(png, out, cpng_write_to_buffer, cpng_flush);
    png_set_compression_level(png, options.level);
    png_set_compression_strategy(png, options.strategy);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, options.filters);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (options.srgb) png_set_sRGB_gAMA_and_cHRM(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_write_info(png, info);
    for (uint32_t y = 0; y < height; y++) {
        png_write_row(png, (png_const_bytep)(pixels + (size_t)y * stride));
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    return 0;
}

// Reading from memory.
typedef struct {
    const uint8_t *data;
    size_t size;
    size_t offset;
} cpng_source;

static void cpng_read_from_source(png_structp png, png_bytep bytes, size_t count) {
    cpng_source *source = (cpng_source *)png_get_io_ptr(png);
    if (source->size - source->offset < count) png_error(png, "the file is truncated");
    memcpy(bytes, source->data + source->offset, count);
    source->offset += count;
}

// Everything a decode allocates after setjmp lives here, so a longjmp cannot lose it.
typedef struct {
    png_structp png;
    png_infop info;
    uint8_t *pixels;
    png_bytep *rows;
} cpng_read_state;

static void cpng_read_state_free(cpng_read_state *state, int keep_pixels) {
    if (state->png != NULL) png_destroy_read_struct(&state->png, &state->info, NULL);
    free(state->rows);
    state->rows = NULL;
    if (!keep_pixels) {
        free(state->pixels);
        state->pixels = NULL;
    }
}

// Walks the chunk list before libpng sees it: every chunk must fit in the file, no chunk but IDAT
// may be larger than CPNG_MAX_CHUNK (a header claiming gigabytes costs nothing), and the file must
// end exactly with its IEND chunk: a tail too short for a chunk header is a truncated file, and
// bytes after IEND are refused (two writers racing leave them; a reader must not call that a match).
#define CPNG_MAX_CHUNK (4u << 20)
static int cpng_check_chunks(const cpng_source *source, char *message) {
    size_t offset = 8;
    while (offset < source->size) {
        if (source->size - offset < 12) {
            cpng_set_message(message, "the file is truncated (it ends inside a chunk header)");
            return 0;
        }
        const uint8_t *p = source->data + offset;
        uint32_t length = (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
        int is_idat = memcmp(p + 4, "IDAT", 4) == 0, is_iend = memcmp(p + 4, "IEND", 4) == 0;
        if ((size_t)length > source->size - offset - 12) {
            cpng_set_message(message, "the file is truncated (a chunk runs past its end)");
            return 0;
        }
        if (!is_idat && length > CPNG_MAX_CHUNK) {
            snprintf(message, CPNG_MESSAGE_CAPACITY, "a %.4s chunk of %u bytes is over the limit of %u", (const char *)(p + 4),
                     length, CPNG_MAX_CHUNK);
            return 0;
        }
        offset += 12 + (size_t)length;
        if (is_iend) {
            if (offset == source->size) return 1;
            snprintf(message, CPNG_MESSAGE_CAPACITY, "%zu bytes follow the IEND chunk (two writers, or a file joined to another)",
                     source->size - offset);
            return 0;
        }
    }
    cpng_set_message(message, "the file is truncated (no IEND chunk)");
    return 0;
}

static int cpng_start_read(cpng_read_state *state, cpng_context *context, cpng_source *source,
                           char *message) {
    if (source->size < 8 || png_sig_cmp((png_const_bytep)source->data, 0, 8) != 0) {
        cpng_set_message(message, "not a PNG file (the signature is missing)");
        return 0;
    }
    if (!cpng_check_chunks(source, message)) return 0;
    state->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, context, cpng_on_error,
                                        cpng_on_warning);
    if (state->png == NULL) {
        cpng_set_message(message, "libpng could not start a read");
        return 0;
    }
    state->info = png_create_info_struct(state->png);
    if (state->info == NULL) {
        cpng_set_message(message, "libpng could not start a read");
        return 0;
    }
    png_set_read_fn(state->png, source, cpng_read_from_source);
    // No side over a million pixels, at most 1,000 ancillary chunks kept, and no chunk allocating
    // more than 4 MB (a tEXt or iCCP chunk claiming gigabytes is refused before it is read).
    png_set_user_limits(state->png, 1000000, 1000000);
    png_set_chunk_cache_max(state->png, 1000);
    png_set_chunk_malloc_max(state->png, 4u << 20);
    return 1;
}

int cpng_read_header(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height,
                     int *bit_depth, int *color_type, char *message) {
    cpng_context context = {message};
    cpng_source source = {data, size, 0};
    cpng_read_state state = {0};
    if (!cpng_start_read(&state, &context, &source, message)) {
        cpng_read_state_free(&state, 0);
        return 1;
    }
    if (setjmp(context.jump)) {
        cpng_read_state_free(&state, 0);
        return 1;
    }
    png_read_info(state.png, state.info);
    *width = png_get_image_width(state.png, state.info);
    *height = png_get_image_height(state.png, state.info);
    *bit_depth = png_get_bit_depth(state.png, state.info);
    *color_type = png_get_color_type(state.png, state.info);
    cpng_read_state_free(&state, 0);
    return 0;
}

int cpng_decode_rgba(const uint8_t *data, size_t size, uint64_t max_pixels, cpng_image *out,
                     char *message) {
    cpng_context context = {message};
    cpng_source source = {data, size, 0};
    out->pixels = NULL;
    out->width = out->height = 0;
    // The state is on the heap: its fields change after setjmp, and memory (unlike a local that
    // may live in a register) keeps its value across the longjmp.
    cpng_read_state *state = calloc(1, sizeof *state);
    if (state == NULL) {
        cpng_set_message(message, "out of memory while decoding");
        return 1;
    }
    if (!cpng_start_read(state, &context, &source, message)) {
        cpng_read_state_free(state, 0);
        free(state);
        return 1;
    }
    if (setjmp(context.jump)) {
        cpng_read_state_free(state, 0);
        free(state);
        return 1;
    }
    png_read_info(state->png, state->info);
    uint32_t width = png_get_image_width(state->png, state->info);
    uint32_t height = png_get_image_height(state->png, state->info);
    if ((uint64_t)width * (uint64_t)height > max_pixels) {
        snprintf(message, CPNG_MESSAGE_CAPACITY,
                 "the image is %ux%u pixels, over the budget of %llu pixels", width, height,
                 (unsigned long long)max_pixels);
        cpng_read_state_free(state, 0);
        free(state);
        return 2;
    }
    int color_type = png_get_color_type(state->png, state->info);
    // Any colour type and depth becomes 8-bit RGBA: palettes and low-bit grey expand, tRNS
    // becomes alpha, 16-bit samples scale down with rounding, grey becomes RGB.
    png_set_expand(state->png);
    png_set_scale_16(state->png);
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA)
        png_set_gray_to_rgb(state->png);
    if (!(color_type & PNG_COLOR_MASK_ALPHA) && !png_get_valid(state->png, state->info, PNG_INFO_tRNS))
        png_set_add_alpha(state->png, 0xFF, PNG_FILLER_AFTER);
    png_set_interlace_handling(state->png);
    png_read_update_info(state->png, state->info);
    if (png_get_rowbytes(state->png, state->info) != (size_t)width * 4)
        png_error(state->png, "unexpected row layout");
    state->pixels = malloc((size_t)width * height * 4);
    state->rows = malloc(sizeof(png_bytep) * height);
    if (state->pixels == NULL || state->rows == NULL)
        png_error(state->png, "out of memory while decoding");
    for (uint32_t y = 0; y < height; y++) state->rows[y] = state->pixels + (size_t)y * width * 4;
    png_read_image(state->png, state->rows);
    png_read_end(state->png, NULL);
    out->pixels = state->pixels;
    out->width = width;
    out->height = height;
    cpng_read_state_free(state, 1);
    free(state);
    return 0;
}

int cpng_deflate(const uint8_t *data, size_t size, int level, int strategy, cpng_buffer *out,
                 char *message) {
    out->size = 0;
    out->capacity = compressBound((uLong)size) + 64;
    out->data = malloc(out->capacity);
    if (out->data == NULL) {
        cpng_set_message(message, "out of memory while compressing");
        return 1;
    }
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    if (deflateInit2(&stream, level, Z_DEFLATED, 15, 8, strategy) != Z_OK) {
        cpng_set_message(message, "zlib could not start");
        free(out->data);
        out->data = NULL;
        return 1;
    }
    stream.next_in = (Bytef *)data;
    stream.avail_in = (uInt)size;
    stream.next_out = out->data;
    stream.avail_out = (uInt)out->capacity;
    int status = deflate(&stream, Z_FINISH);
    out->size = stream.total_out;
    deflateEnd(&stream);
    if (status != Z_STREAM_END) {
        cpng_set_message(message, "zlib could not finish the stream");
        free(out->data);
        out->data = NULL;
        out->size = 0;
        return 1;
    }
    return 0;
}

int cpng_inflate(const uint8_t *data, size_t size, size_t max_size, cpng_buffer *out, char *message) {
    out->size = 0;
    out->capacity = max_size > 0 ? max_size : 1;
    out->data = malloc(out->capacity);
    if (out->data == NULL) {
        cpng_set_message(message, "out of memory while inflating");
        return 1;
    }
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    if (inflateInit(&stream) != Z_OK) {
        cpng_set_message(message, "zlib could not start");
        free(out->data);
        out->data = NULL;
        return 1;
    }
    stream.next_in = (Bytef *)data;
    stream.avail_in = (uInt)size;
    stream.next_out = out->data;
    stream.avail_out = (uInt)out->capacity;
    int status = inflate(&stream, Z_FINISH);
    out->size = stream.total_out;
    inflateEnd(&stream);
    if (status != Z_STREAM_END) {
        cpng_set_message(message, status == Z_BUF_ERROR && stream.avail_out == 0 ? "the data inflates to more than expected"
                                                                                 : "the compressed data is corrupt or truncated");
        free(out->data);
        out->data = NULL;
        out->size = 0;
        return 1;
    }
    return 0;
}

uint32_t cpng_crc32(uint32_t crc, const uint8_t *data, size_t size) {
    return (uint32_t)crc32(crc, data, (uInt)size);
}

uint32_t cpng_adler32_combine(uint32_t first, uint32_t second, size_t second_length) {
    return (uint32_t)adler32_combine(first, second, (z_off_t)second_length);
}

void cpng_free(void *pointer) { free(pointer); }
