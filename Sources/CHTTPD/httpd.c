#include "httpd.h"

#include <arpa/inet.h>
#include <dlfcn.h>
#include <errno.h>
#include <microhttpd.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

// libmicrohttpd's functions, found with dlsym (declared by its header, never linked).
static struct {
    int loaded;
    __typeof__(MHD_start_daemon) *start_daemon;
    __typeof__(MHD_stop_daemon) *stop_daemon;
    __typeof__(MHD_create_response_from_buffer) *create_response;
    __typeof__(MHD_add_response_header) *add_header;
    __typeof__(MHD_queue_response) *queue_response;
    __typeof__(MHD_destroy_response) *destroy_response;
    __typeof__(MHD_lookup_connection_value) *lookup_value;
    __typeof__(MHD_get_connection_values) *get_values;
} mhd;

static int load_mhd(char *error) {
    if (mhd.loaded) return 1;
    void *library = dlopen("libmicrohttpd.so.12", RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        snprintf(error, 256, "libmicrohttpd is not installed (Debian's libmicrohttpd12; scripts/setup.sh installs it)");
        return 0;
    }
#define FIND(field, name)                                                                      \
    if (!(mhd.field = (__typeof__(mhd.field))dlsym(library, name))) {                          \
        snprintf(error, 256, "libmicrohttpd has no %s (an unexpected version)", name);        \
        return 0;                                                                              \
    }
    FIND(start_daemon, "MHD_start_daemon")
    FIND(stop_daemon, "MHD_stop_daemon")
    FIND(create_response, "MHD_create_response_from_buffer")
    FIND(add_header, "MHD_add_response_header")
    FIND(queue_response, "MHD_queue_response")
    FIND(destroy_response, "MHD_destroy_response")
    FIND(lookup_value, "MHD_lookup_connection_value")
    FIND(get_values, "MHD_get_connection_values")
#undef FIND
    mhd.loaded = 1;
    return 1;
}

typedef struct {
    struct MHD_Daemon *daemon;
    segment_render_http_handler handler;
    void *context;
    int socket;
} server;

static int hex(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

// %HH decoded in place, except %00: a NUL would cut the path short in C ("/render.png%00.txt"
// read as "/render.png"), so it stays three characters and the path matches nothing.
static size_t unescape(void *cls, struct MHD_Connection *connection, char *s) {
    (void)cls;
    (void)connection;
    char *in = s, *out = s;
    while (*in) {
        int high, low;
        if (in[0] == '%' && (high = hex(in[1])) >= 0 && (low = hex(in[2])) >= 0 && (high | low) != 0) {
            *out++ = (char)(high * 16 + low);
            in += 3;
        } else {
            *out++ = *in++;
        }
    }
    *out = 0;
    return (size_t)(out - s);
}

static enum MHD_Result answer(void *cls, struct MHD_Connection *connection, const char *url, const char *method,
                              const char *version, const char *upload_data, size_t *upload_data_size, void **state) {
    (void)version;
    (void)upload_data;
    server *s = (server *)cls;
    // A body is never read: every method that carries one is refused on the first call.
    *upload_data_size = 0;
    *state = NULL;
    segment_render_http_reply reply = {500, NULL, NULL, 0, NULL};
    s->handler(s->context, method, url, connection, &reply);
    struct MHD_Response *response =
        mhd.create_response(reply.length, reply.body ? (void *)reply.body : (void *)"", reply.body ? MHD_RESPMEM_MUST_FREE : MHD_RESPMEM_PERSISTENT);
    if (!response) {
        free(reply.body);
        free(reply.content_type);
        free(reply.allow);
        return MHD_NO;
    }
    if (reply.content_type) mhd.add_header(response, "Content-Type", reply.content_type);
    if (reply.allow) mhd.add_header(response, "Allow", reply.allow);
    mhd.add_header(response, "Cache-Control", "no-store");
    mhd.add_header(response, "X-Content-Type-Options", "nosniff");
    free(reply.content_type);
    free(reply.allow);
    enum MHD_Result queued = mhd.queue_response(connection, (unsigned int)reply.status, response);
    mhd.destroy_response(response);
    return queued;
}

void *segment_render_http_start(const char *host, int port, segment_render_http_handler handler, void *context,
                                int *bound_port, char *error, int *error_number) {
    *error_number = 0;
    if (!load_mhd(error)) return NULL;
    struct sockaddr_in address;
    memset(&address, 0, sizeof address);
    address.sin_family = AF_INET;
    address.sin_port = htons((unsigned short)port);
    if (inet_pton(AF_INET, host, &address.sin_addr) != 1) {
        snprintf(error, 256, "'%s' is not an IPv4 address", host);
        *error_number = EINVAL;
        return NULL;
    }
    // Our own listening socket, so a port in use is reported as exactly that.
    int fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0) {
        *error_number = errno;
        snprintf(error, 256, "%s", strerror(errno));
        return NULL;
    }
    int one = 1;
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    if (bind(fd, (struct sockaddr *)&address, sizeof address) != 0 || listen(fd, 64) != 0) {
        *error_number = errno;
        snprintf(error, 256, "%s", strerror(errno));
        close(fd);
        return NULL;
    }
    socklen_t length = sizeof address;
    getsockname(fd, (struct sockaddr *)&address, &length);
    *bound_port = ntohs(address.sin_port);
    server *s = calloc(1, sizeof(server));
    if (!s) {
        close(fd);
        snprintf(error, 256, "out of memory");
        return NULL;
    }
    s->handler = handler;
    s->context = context;
    s->socket = fd;
    // A thread per connection (a page's long poll waits in its own), at most 64 connections, 32
    // from one address; a connection idle for 10 s is closed (a client that trickles its request);
    // a request's headers must fit in 32 KB (larger ones get 431).
    s->daemon = mhd.start_daemon(MHD_USE_THREAD_PER_CONNECTION | MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_POLL, 0, NULL, NULL, answer, s,
                                 MHD_OPTION_LISTEN_SOCKET, fd, MHD_OPTION_CONNECTION_LIMIT, (unsigned int)64,
                                 MHD_OPTION_PER_IP_CONNECTION_LIMIT, (unsigned int)32, MHD_OPTION_CONNECTION_TIMEOUT, (unsigned int)10,
                                 MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)(32 * 1024), MHD_OPTION_UNESCAPE_CALLBACK, unescape, NULL,
                                 MHD_OPTION_END);
    if (!s->daemon) {
        snprintf(error, 256, "libmicrohttpd could not start");
        close(fd);
        free(s);
        return NULL;
    }
    return s;
}

void segment_render_http_stop(void *handle) {
    server *s = (server *)handle;
    if (!s) return;
    mhd.stop_daemon(s->daemon);
    close(s->socket);
    free(s);
}

const char *segment_render_http_header(void *connection, const char *name) {
    return mhd.lookup_value((struct MHD_Connection *)connection, MHD_HEADER_KIND, name);
}

const char *segment_render_http_argument(void *connection, const char *name) {
    return mhd.lookup_value((struct MHD_Connection *)connection, MHD_GET_ARGUMENT_KIND, name);
}

int segment_render_http_argument_count(void *connection) {
    return mhd.get_values((struct MHD_Connection *)connection, MHD_GET_ARGUMENT_KIND, NULL, NULL);
}
