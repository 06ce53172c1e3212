#ifndef KEYLAB_CMARK_SHIM_H
#define KEYLAB_CMARK_SHIM_H
#include <cmark.h>
#endif
