// SPDX-License-Identifier: Apache-2.0
// libsndfile (Debian's libsndfile1-dev): reads and writes WAV, AIFF, CAF (ALAC too), FLAC, Ogg, MP3.
// Only Sources/AudioEngine/ imports it (scripts/check-layering).
#include <sndfile.h>
