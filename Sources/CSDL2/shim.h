// SPDX-License-Identifier: Apache-2.0
// SDL2 for the simulator window. Only Sources/SDLHost imports this module (scripts/check-layering).
#define SDL_MAIN_HANDLED 1
#include <SDL.h>
