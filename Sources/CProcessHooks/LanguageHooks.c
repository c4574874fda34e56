// SPDX-License-Identifier: Apache-2.0
//
// The hooks declared in include/LanguageHooks.h: each forwards to Foundation's function (dlsym(RTLD_NEXT)) unless
// UIKit's installed callback answers.

#define _GNU_SOURCE
#include "LanguageHooks.h"

#include <dlfcn.h>
#include <stdatomic.h>
#include <stdlib.h>

static _Atomic(touchstone_language_hooks *) installed_language_hooks;

void touchstone_install_language_hooks(const touchstone_language_hooks *hooks) {
    touchstone_language_hooks *copy = NULL;
    if (hooks) {
        copy = malloc(sizeof *copy);
        if (!copy) return;
        *copy = *hooks;
    }
    atomic_store(&installed_language_hooks, copy);
}

static touchstone_language_hooks *language_hooks(void) {
    return atomic_load_explicit(&installed_language_hooks, memory_order_acquire);
}

#define NEXT(name, type) \
    static __typeof__(type) next; \
    if (!next) next = (type)dlsym(RTLD_NEXT, name)

__attribute__((weak)) const void *CFBundleCopyPreferredLocalizationsFromArray(const void *available) {
    touchstone_language_hooks *hooks = language_hooks();
    if (hooks && available) {
        const void *answer = hooks->preferred_localizations(available, NULL);
        if (answer) return answer;
    }
    NEXT("CFBundleCopyPreferredLocalizationsFromArray", const void *(*)(const void *));
    return next ? next(available) : NULL;
}

__attribute__((weak)) const void *CFBundleCopyLocalizationsForPreferences(const void *available,
                                                                          const void *preferences) {
    touchstone_language_hooks *hooks = language_hooks();
    if (hooks && available) {
        const void *answer = hooks->preferred_localizations(available, preferences);
        if (answer) return answer;
    }
    NEXT("CFBundleCopyLocalizationsForPreferences", const void *(*)(const void *, const void *));
    return next ? next(available, preferences) : NULL;
}

__attribute__((weak)) const void *CFBundleCopyLocalizedString(const void *bundle, const void *key, const void *value,
                                                              const void *table) {
    touchstone_language_hooks *hooks = language_hooks();
    if (hooks && bundle) {
        const void *answer = hooks->localized_string(bundle, key, value, table);
        if (answer) return answer;
    }
    NEXT("CFBundleCopyLocalizedString", const void *(*)(const void *, const void *, const void *, const void *));
    return next ? next(bundle, key, value, table) : NULL;
}

__attribute__((weak)) const void *CFBundleGetLocalInfoDictionary(const void *bundle) {
    touchstone_language_hooks *hooks = language_hooks();
    if (hooks && bundle) {
        int handled = 1;
        const void *answer = hooks->local_info_dictionary(bundle, &handled);
        if (handled) return answer;
    }
    NEXT("CFBundleGetLocalInfoDictionary", const void *(*)(const void *));
    return next ? next(bundle) : NULL;
}

__attribute__((weak)) const void *CFBundleCopyResourceURL(const void *bundle, const void *name, const void *type,
                                                          const void *subdirectory) {
    touchstone_language_hooks *hooks = language_hooks();
    if (hooks && bundle) {
        const void *answer = hooks->resource_url(bundle, name, type, subdirectory);
        if (answer) return answer;
    }
    NEXT("CFBundleCopyResourceURL", const void *(*)(const void *, const void *, const void *, const void *));
    return next ? next(bundle, name, type, subdirectory) : NULL;
}
