// SPDX-License-Identifier: Apache-2.0
// libjpeg-turbo's TurboJPEG API: JPEG decode and encode for CGImage.
#include <turbojpeg.h>
