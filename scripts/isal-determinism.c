// Does ISA-L's level-1 stateless deflate give the same bytes in every process? Compresses the
// rows in FILE (PNG rows with their filter bytes, as PNGWriter builds them) in 64 KB bands three
// times and prints an FNV-1a hash of each pass's output. Run it in many processes and count the
// distinct lines. On the 2-core VM of stop 11, about 1 process in 600 printed a different hash
// (the same in all three passes); none did with `setarch -R`, and level 0 never did.
//
//   segment-render render --preset jx-image --scale 2 -o /tmp/jx2.png
//   python3 -c "from PIL import Image; im = Image.open('/tmp/jx2.png').convert('RGBA'); w, h = im.size; \
//     d = im.tobytes(); open('/tmp/rows.bin', 'wb').write(b''.join(b'\0' + d[y*w*4:(y+1)*w*4] for y in range(h)))"
//   cc -O2 scripts/isal-determinism.c -o /tmp/isal-determinism -lisal
//   for i in $(seq 4000); do /tmp/isal-determinism /tmp/rows.bin 3001 1; done | sort | uniq -c
//
// Arguments: FILE, the bytes per row (width * 4 + 1) and the level (0 or 1).
#include <isa-l/igzip_lib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
    if (argc != 4) { fprintf(stderr, "usage: %s FILE ROW_BYTES LEVEL\n", argv[0]); return 2; }
    FILE *file = fopen(argv[1], "rb");
    if (!file) { perror(argv[1]); return 2; }
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    fseek(file, 0, SEEK_SET);
    unsigned char *rows = malloc(size);
    if (fread(rows, 1, size, file) != (size_t) size) return 2;
    fclose(file);
    long rowBytes = atol(argv[2]), count = size / rowBytes, perBand = 65536 / rowBytes;
    int level = atoi(argv[3]);
    if (perBand < 8) perBand = 8;
    unsigned levelSize = level == 0 ? ISAL_DEF_LVL0_DEFAULT : ISAL_DEF_LVL1_DEFAULT;
    unsigned char *levelBuffer = calloc(levelSize, 1);
    for (int pass = 0; pass < 3; pass++) {
        unsigned long long hash = 1469598103934665603ULL;
        for (long first = 0; first < count; first += perBand) {
            long last = first + perBand < count ? first + perBand : count;
            long length = (last - first) * rowBytes, capacity = length + length / 8 + 1024;
            unsigned char *out = malloc(capacity);
            struct isal_zstream stream;
            memset(&stream, 0, sizeof stream);
            isal_deflate_stateless_init(&stream);
            stream.level = level;
            stream.level_buf = levelBuffer;
            stream.level_buf_size = levelSize;
            stream.next_in = rows + first * rowBytes;
            stream.avail_in = length;
            stream.next_out = out;
            stream.avail_out = capacity;
            stream.flush = FULL_FLUSH;
            stream.end_of_stream = last == count;
            if (isal_deflate_stateless(&stream) != COMP_OK) return 1;
            for (long i = 0; i < capacity - (long) stream.avail_out; i++) hash = (hash ^ out[i]) * 1099511628211ULL;
            free(out);
        }
        printf("%d:%016llx ", pass, hash);
    }
    printf("\n");
    return 0;
}
