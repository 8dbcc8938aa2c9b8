// giflib, writing into memory: EGifOpen hands every byte to an output function, which appends it
// to a growing buffer the Swift side owns and frees.
#include <gif_lib.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    unsigned char *bytes;
    size_t count, capacity;
    /// Set when the buffer could not grow: giflib then sees a short write and fails.
    int failed;
} segment_render_gif_sink;

static int segment_render_gif_append(GifFileType *gif, const GifByteType *data, int length) {
    segment_render_gif_sink *sink = (segment_render_gif_sink *)gif->UserData;
    if (length <= 0) return 0;
    if (sink->count + (size_t)length > sink->capacity) {
        size_t capacity = sink->capacity ? sink->capacity : 1 << 16;
        while (capacity < sink->count + (size_t)length) capacity *= 2;
        unsigned char *grown = (unsigned char *)realloc(sink->bytes, capacity);
        if (!grown) {
            sink->failed = 1;
            return 0;
        }
        sink->bytes = grown;
        sink->capacity = capacity;
    }
    memcpy(sink->bytes + sink->count, data, (size_t)length);
    sink->count += (size_t)length;
    return length;
}

/// A GIF89a encoder writing into `sink`; NULL with `*error` set when it cannot start.
static inline GifFileType *segment_render_gif_open(segment_render_gif_sink *sink, int *error) {
    GifFileType *gif = EGifOpen(sink, segment_render_gif_append, error);
    if (gif) EGifSetGifVersion(gif, true);
    return gif;
}
