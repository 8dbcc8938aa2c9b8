// libwebp's animation encoder (WebPAnimEncoder, in libwebpmux) and the still-image encoder it
// drives (libwebp). Raster/WebP is the only caller.
#include <webp/encode.h>
#include <webp/mux.h>
