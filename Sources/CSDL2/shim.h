#ifndef SEGUE_CSDL2_SHIM_H
#define SEGUE_CSDL2_SHIM_H
// SwiftPM owns main(); SDL must not rename it.
#define SDL_MAIN_HANDLED
// Included as <SDL2/...> from the compiler's default /usr/include, so no -I/usr/include/SDL2 is
// needed: SDL's headers include each other with quotes ("SDL_main.h", SDL_ttf.h's "SDL.h"),
// which the preprocessor looks up first beside the including header, in /usr/include/SDL2.
// Debian's SDL_config.h includes <SDL2/_real_SDL_config.h> from the multiarch folder
// (/usr/include/x86_64-linux-gnu), also a default path. So the CSDL2 target needs no pkg-config
// flags (sdl2's carry -D_REENTRANT, which SwiftPM refuses with a warning to every dependent).
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>
#endif
