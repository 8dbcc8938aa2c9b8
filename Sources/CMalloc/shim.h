// glibc's malloc tuning (mallopt), which Swift's Glibc module does not export.
#include <malloc.h>
