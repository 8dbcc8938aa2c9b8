// A small HTTP server for `segment-render preview`: libmicrohttpd, loaded with dlopen only when a
// server starts, so every other command starts without it (and without the TLS libraries it
// links). Each connection gets its own thread; the Swift side answers requests through one callback.
#ifndef SEGMENT_RENDER_HTTPD_H
#define SEGMENT_RENDER_HTTPD_H
#include <stddef.h>

/// What the handler answers: `body` (`length` bytes) and `content_type` must come from malloc;
/// the server frees them. `allow` (malloc'd or NULL) becomes an Allow header.
typedef struct {
    int status;
    char *content_type;
    unsigned char *body;
    size_t length;
    char *allow;
} segment_render_http_reply;

/// One request: its method, path (without the query), and the connection to read headers and
/// query arguments from with the functions below (valid during the call only).
typedef void (*segment_render_http_handler)(void *context, const char *method, const char *path, void *connection,
                                            segment_render_http_reply *reply);

/// Starts a server on `host` (an IPv4 address) and `port` (0: any free one). Returns a handle, or
/// NULL with `error` (at least 256 bytes) saying why and `*error_number` the errno (EADDRINUSE
/// for a port in use, 0 when libmicrohttpd cannot be loaded). `*bound_port` is the port it listens on.
void *segment_render_http_start(const char *host, int port, segment_render_http_handler handler, void *context,
                                int *bound_port, char *error, int *error_number);

/// Stops the server; returns once every connection's thread has ended.
void segment_render_http_stop(void *server);

/// A request header (NULL when absent).
const char *segment_render_http_header(void *connection, const char *name);

/// A query argument, already percent-decoded (NULL when absent).
const char *segment_render_http_argument(void *connection, const char *name);

/// How many query arguments the request has.
int segment_render_http_argument_count(void *connection);

#endif
