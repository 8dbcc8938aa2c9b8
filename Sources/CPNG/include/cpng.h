// A small C shim over libpng. libpng reports fatal errors with longjmp; every setjmp lives in
// this file, so no longjmp ever crosses a Swift frame. Each call returns 0 on success, or a
// non-zero code with a NUL-terminated message in `message`.
#ifndef CPNG_H
#define CPNG_H

#include <stddef.h>
#include <stdint.h>

#define CPNG_MESSAGE_CAPACITY 200

/// Row filters, as a bit set (values of libpng's PNG_FILTER_* macros, which Swift cannot import).
extern const int cpng_filter_none;
extern const int cpng_filter_sub;
extern const int cpng_filter_up;
extern const int cpng_filter_avg;
extern const int cpng_filter_paeth;
extern const int cpng_filter_all;

/// zlib strategies (Z_DEFAULT_STRATEGY, Z_FILTERED, Z_RLE).
extern const int cpng_strategy_default;
extern const int cpng_strategy_filtered;
extern const int cpng_strategy_rle;

typedef struct {
    int level;      // zlib level 0...9
    int filters;    // bit set of cpng_filter_*
    int strategy;   // cpng_strategy_*
    int srgb;       // non-zero: write an sRGB chunk (perceptual intent)
} cpng_encode_options;

typedef struct {
    uint8_t *data;  // malloc'd; free with cpng_free
    size_t size;
    size_t capacity;
} cpng_buffer;

typedef struct {
    uint8_t *pixels;  // malloc'd straight-alpha RGBA8 rows, width*4 bytes each; free with cpng_free
    uint32_t width;
    uint32_t height;
} cpng_image;

/// Encodes straight-alpha RGBA8 rows (`stride` bytes apart) into a PNG in memory.
int cpng_encode_rgba(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                     cpng_encode_options options, cpng_buffer *out, char *message);

/// Reads the IHDR of a PNG in memory: size, bit depth and colour type. Nothing is decoded.
int cpng_read_header(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height,
                     int *bit_depth, int *color_type, char *message);

/// Decodes a PNG of any colour type and bit depth to straight-alpha RGBA8. The image is refused
/// before any pixel memory is allocated when width*height exceeds `max_pixels`.
int cpng_decode_rgba(const uint8_t *data, size_t size, uint64_t max_pixels, cpng_image *out,
                     char *message);

/// zlib-compresses `size` bytes (a zlib stream, as IDAT/fdAT carry). Used by the APNG writer.
int cpng_deflate(const uint8_t *data, size_t size, int level, int strategy, cpng_buffer *out,
                 char *message);

/// Inflates a zlib stream into `out`, refusing to produce more than `max_size` bytes.
int cpng_inflate(const uint8_t *data, size_t size, size_t max_size, cpng_buffer *out, char *message);

/// CRC-32 as PNG chunks use it.
uint32_t cpng_crc32(uint32_t crc, const uint8_t *data, size_t size);
/* The Adler-32 of two byte runs joined, from each run's Adler-32 (zlib's adler32_combine). */
uint32_t cpng_adler32_combine(uint32_t first, uint32_t second, size_t second_length);

void cpng_free(void *pointer);

#endif
