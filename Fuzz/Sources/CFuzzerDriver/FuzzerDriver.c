// SPDX-License-Identifier: Apache-2.0
// Nothing to compile: the header declares a function of the fuzzer runtime. SwiftPM needs one source file.
#include "FuzzerDriver.h"
