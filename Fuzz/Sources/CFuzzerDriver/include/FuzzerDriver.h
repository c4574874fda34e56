// SPDX-License-Identifier: Apache-2.0
#pragma once
#include <stddef.h>
#include <stdint.h>

/// libFuzzer's entry for programs that keep their own `main` (compiler-rt's FuzzerInterface.h): parses libFuzzer's
/// command line and calls `callback` with each input. Provided by the fuzzer runtime `-sanitize=fuzzer` links.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
