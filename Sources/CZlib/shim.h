#ifndef SEGUE_CZLIB_SHIM_H
#define SEGUE_CZLIB_SHIM_H
// zlib, for SDLHost's PNGWriter (deflate and the PNG chunks' CRC). Debian: zlib1g-dev, which
// libsdl2-ttf-dev already brings (through libfreetype-dev and libpng-dev).
#include <zlib.h>
#endif
