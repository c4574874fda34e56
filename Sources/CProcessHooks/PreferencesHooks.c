// SPDX-License-Identifier: Apache-2.0
//
// The hook declared in include/PreferencesHooks.h.

#define _GNU_SOURCE
#include "PreferencesHooks.h"

#include <dlfcn.h>
#include <stdatomic.h>

static _Atomic(int (*)(void)) installed_synchronize;

void touchstone_set_preferences_synchronize(int (*synchronize)(void)) {
    atomic_store(&installed_synchronize, synchronize);
}

__attribute__((weak)) unsigned char CFPreferencesAppSynchronize(const void *application) {
    int (*synchronize)(void) = atomic_load_explicit(&installed_synchronize, memory_order_acquire);
    if (synchronize) return synchronize() != 0;
    static unsigned char (*next)(const void *);
    if (!next) next = (unsigned char (*)(const void *))dlsym(RTLD_NEXT, "CFPreferencesAppSynchronize");
    return next ? next(application) : 0;
}
