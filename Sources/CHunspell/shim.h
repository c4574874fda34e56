// SPDX-License-Identifier: Apache-2.0
// Hunspell's C API: spelling and suggestions for UITextChecker (Debian's libhunspell-dev, dictionaries in
// /usr/share/hunspell).
#include <hunspell.h>
