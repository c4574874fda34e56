// SPDX-License-Identifier: Apache-2.0
// CAudioToolbox declares types only (include/CAudioToolbox.h); SwiftPM needs a source file to build the target.
#include "CAudioToolbox.h"
