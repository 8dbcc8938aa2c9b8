/*
 * Does ISA-L's level-1 deflate give the same bytes wherever its `isal_zstream` sits in memory?
 * In ISA-L 2.30 it does not: when the level-1 body starts a stream with no history, it hashes
 * bits 16-47 of the stream's address (the register it meant to load with input bytes 2-5 still
 * holds the stream pointer) and files input position 2 under that slot. Most slots change
 * nothing; a few give position 2 a different match, so the bytes differ (and still decode to
 * the same rows). With the stream on a stack that ASLR moves, that was about 1 process in 600.
 *
 * This program compresses FILE (PNG rows with their filter bytes) in 64 KB bands with the stream
 * placed in 2,000 different 64 KB windows, and prints how many different outputs it got. With
 * PRIMER > 0 it uses segment-render's workaround (Sources/Raster/PNG/BandDeflate.swift): the
 * first PRIMER bytes of each band go through a stateful call with SYNC_FLUSH, then the rest
 * with FULL_FLUSH, so the body always starts with history.
 *
 *   segment-render render --preset jx-image --scale 2 -o /tmp/jx2.png
 *   python3 -c "from PIL import Image; im = Image.open('/tmp/jx2.png').convert('RGBA'); w, h = im.size; \
 *     d = im.tobytes(); open('/tmp/rows.bin', 'wb').write(b''.join(b'\0' + d[y*w*4:(y+1)*w*4] for y in range(h)))"
 *   cc -O2 scripts/isal-determinism.c -o /tmp/isal-determinism -lisal
 *   /tmp/isal-determinism /tmp/rows.bin 3001 0    # several outputs (2 to 9 here)
 *   /tmp/isal-determinism /tmp/rows.bin 3001 8    # one output
 */
#define _GNU_SOURCE
#include <isa-l/igzip_lib.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

enum { WINDOWS = 2000, STREAM_BYTES = (sizeof(struct isal_zstream) + 0xFFFF) & ~0xFFFF };

static unsigned char *rows, *level_buffer, *out;
static long row_bytes, row_count, rows_per_band, primer;

static int deflate_part(struct isal_zstream *s, unsigned char *in, long n, int flush, int last, int stateful) {
    s->next_in = in;
    s->avail_in = n;
    s->flush = flush;
    s->end_of_stream = last;
    int status = stateful ? isal_deflate(s) : isal_deflate_stateless(s);
    return status == COMP_OK && s->avail_in == 0;
}

// FNV-1a of every band's bytes, with the stream at `s`.
static uint64_t compress_all(struct isal_zstream *s) {
    uint64_t hash = 1469598103934665603ULL;
    for (long first = 0; first < row_count; first += rows_per_band) {
        long last = first + rows_per_band < row_count ? first + rows_per_band : row_count;
        long length = (last - first) * row_bytes, capacity = length + length / 8 + 1024;
        unsigned char *in = rows + first * row_bytes;
        memset(s, 0, sizeof *s);
        if (primer > 0) isal_deflate_init(s); else isal_deflate_stateless_init(s);
        s->level = 1;
        s->level_buf = level_buffer;
        s->level_buf_size = ISAL_DEF_LVL1_DEFAULT;
        s->next_out = out;
        s->avail_out = capacity;
        int ok = primer > 0
            ? deflate_part(s, in, primer, SYNC_FLUSH, 0, 1) &&
              deflate_part(s, in + primer, length - primer, FULL_FLUSH, last == row_count, 1)
            : deflate_part(s, in, length, FULL_FLUSH, last == row_count, 0);
        if (!ok) { fprintf(stderr, "compression failed\n"); exit(1); }
        for (long i = 0; i < capacity - (long) s->avail_out; i++) hash = (hash ^ out[i]) * 1099511628211ULL;
    }
    return hash;
}

int main(int argc, char **argv) {
    if (argc != 4) { fprintf(stderr, "usage: %s FILE ROW_BYTES PRIMER\n", argv[0]); return 2; }
    FILE *file = fopen(argv[1], "rb");
    if (!file) { perror(argv[1]); return 2; }
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    fseek(file, 0, SEEK_SET);
    rows = malloc(size);
    if (!rows || fread(rows, 1, size, file) != (size_t) size) return 2;
    fclose(file);
    row_bytes = atol(argv[2]);
    primer = atol(argv[3]);
    row_count = size / row_bytes;
    rows_per_band = 65536 / row_bytes > 8 ? 65536 / row_bytes : 8;
    level_buffer = calloc(ISAL_DEF_LVL1_DEFAULT, 1);
    out = malloc(rows_per_band * row_bytes * 2 + 1024);

    uint64_t seen[WINDOWS];
    int distinct = 0, placed = 0;
    uintptr_t window = ((uintptr_t) rows >> 16) - 1;
    for (int tries = 0; placed < WINDOWS && tries < 100 * WINDOWS; tries++, window -= 7) {
        void *want = (void *) (window << 16);
        void *at = mmap(want, STREAM_BYTES, PROT_READ | PROT_WRITE,
                        MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED_NOREPLACE, -1, 0);
        if (at == MAP_FAILED) continue;
        if (at != want) { munmap(at, STREAM_BYTES); continue; }
        uint64_t hash = compress_all(at);
        munmap(at, STREAM_BYTES);
        placed++;
        int k = 0;
        while (k < distinct && seen[k] != hash) k++;
        if (k == distinct) seen[distinct++] = hash;
    }
    printf("%d stream placements, %d different outputs\n", placed, distinct);
    return distinct == 1 ? 0 : 1;
}
