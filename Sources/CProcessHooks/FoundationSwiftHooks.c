// SPDX-License-Identifier: Apache-2.0
//
// The hooks declared in include/FoundationSwiftHooks.h. Each forwards to the library's own definition (dlsym(RTLD_NEXT))
// unless UIKit has installed an answer.

#define _GNU_SOURCE
#include "FoundationSwiftHooks.h"

#include <dlfcn.h>
#include <errno.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <sys/xattr.h>

#define LOOKUP(next, name, type) \
    static __typeof__(type) next; \
    if (!next) next = (type)dlsym(RTLD_NEXT, name)

/// A Swift reference's retain (the Swift runtime's `swift_retain`), found at run time so this target links nothing.
static void retain_object(void *object) {
    static void *(*retain)(void *);
    if (!retain) retain = (void *(*)(void *))dlsym(RTLD_DEFAULT, "swift_retain");
    if (retain && object) retain(object);
}

// MARK: Locale

typedef struct locale_override {
    touchstone_two_words locale;
    void *languages;
} locale_override;

static _Atomic(locale_override *) installed_locale;

void touchstone_set_current_locale(touchstone_two_words locale, void *languages) {
    locale_override *copy = NULL;
    if (locale.first) {
        copy = malloc(sizeof *copy);
        if (!copy) return;
        copy->locale = locale;
        copy->languages = languages;
    }
    // An earlier override is leaked on purpose: another thread may be reading it (two words, set once a launch).
    atomic_store(&installed_locale, copy);
}

typedef touchstone_two_words (*locale_getter)(void) __attribute__((swiftcall));
typedef void *(*array_getter)(void) __attribute__((swiftcall));

#define CURRENT "$s20FoundationEssentials6LocaleV7currentACvgZ"
#define AUTOUPDATING "$s20FoundationEssentials6LocaleV19autoupdatingCurrentACvgZ"
#define PREFERRED_LANGUAGES "$s20FoundationEssentials6LocaleV18preferredLanguagesSaySSGvgZ"

/// The override's locale, retained for the caller (a getter returns an owned value).
static int overridden_locale(touchstone_two_words *result) {
    locale_override *installed = atomic_load_explicit(&installed_locale, memory_order_acquire);
    if (!installed) return 0;
    retain_object(installed->locale.first);
    *result = installed->locale;
    return 1;
}

__attribute__((weak, swiftcall)) touchstone_two_words touchstone_locale_current(void) __asm__(CURRENT);
__attribute__((weak, swiftcall)) touchstone_two_words touchstone_locale_current(void) {
    touchstone_two_words result;
    if (overridden_locale(&result)) return result;
    LOOKUP(next, CURRENT, locale_getter);
    return next();
}

__attribute__((weak, swiftcall)) touchstone_two_words touchstone_locale_autoupdating(void) __asm__(AUTOUPDATING);
__attribute__((weak, swiftcall)) touchstone_two_words touchstone_locale_autoupdating(void) {
    touchstone_two_words result;
    if (overridden_locale(&result)) return result;
    LOOKUP(next, AUTOUPDATING, locale_getter);
    return next();
}

__attribute__((weak, swiftcall)) void *touchstone_locale_preferred_languages(void) __asm__(PREFERRED_LANGUAGES);
__attribute__((weak, swiftcall)) void *touchstone_locale_preferred_languages(void) {
    locale_override *installed = atomic_load_explicit(&installed_locale, memory_order_acquire);
    if (installed && installed->languages) {
        retain_object(installed->languages);
        return installed->languages;
    }
    LOOKUP(next, PREFERRED_LANGUAGES, array_getter);
    return next();
}

// MARK: URLSessionConfiguration

static _Atomic(void (*)(void *)) session_configuration_hook;

void touchstone_set_session_configuration_hook(void (*hook)(void *configuration)) {
    atomic_store(&session_configuration_hook, hook);
}

typedef void *(*configuration_getter)(void *__attribute__((swift_context)) type) __attribute__((swiftcall));

#define DEFAULT_CONFIGURATION "$s20FoundationNetworking23URLSessionConfigurationC7defaultACvgZ"
#define EPHEMERAL_CONFIGURATION "$s20FoundationNetworking23URLSessionConfigurationC9ephemeralACvgZ"

static void *prepared(void *configuration) {
    void (*hook)(void *) = atomic_load_explicit(&session_configuration_hook, memory_order_acquire);
    if (hook && configuration) hook(configuration);
    return configuration;
}

__attribute__((weak, swiftcall)) void *touchstone_session_default(void *__attribute__((swift_context)) type)
    __asm__(DEFAULT_CONFIGURATION);
__attribute__((weak, swiftcall)) void *touchstone_session_default(void *__attribute__((swift_context)) type) {
    LOOKUP(next, DEFAULT_CONFIGURATION, configuration_getter);
    return next ? prepared(next(type)) : NULL;
}

__attribute__((weak, swiftcall)) void *touchstone_session_ephemeral(void *__attribute__((swift_context)) type)
    __asm__(EPHEMERAL_CONFIGURATION);
__attribute__((weak, swiftcall)) void *touchstone_session_ephemeral(void *__attribute__((swift_context)) type) {
    LOOKUP(next, EPHEMERAL_CONFIGURATION, configuration_getter);
    return next ? prepared(next(type)) : NULL;
}

// MARK: URL resource values

static _Atomic(touchstone_resource_value_hooks *) installed_resource_hooks;

void touchstone_set_resource_value_hooks(const touchstone_resource_value_hooks *hooks) {
    touchstone_resource_value_hooks *copy = NULL;
    if (hooks) {
        copy = malloc(sizeof *copy);
        if (!copy) return;
        *copy = *hooks;
    }
    atomic_store(&installed_resource_hooks, copy);
}

// URL.resourceValues(forKeys:) takes the key set, then the URL's two words as the trailing arguments; it returns the
// two-word URLResourceValues and throws through the error register. The context register is unused by it: the hook
// passes on whatever the caller left there. URL.setResourceValues(_:) is mutating: the URL comes by address in the
// context register.
typedef touchstone_two_words (*resource_values_reader)(void *keys, void *url_first, void *url_second,
                                                       void *__attribute__((swift_context)) context,
                                                       void **__attribute__((swift_error_result)) error)
    __attribute__((swiftcall));
typedef void (*resource_values_writer)(void *values_first, void *values_second,
                                       void *__attribute__((swift_context)) url,
                                       void **__attribute__((swift_error_result)) error) __attribute__((swiftcall));

#define READ_VALUES "$s20FoundationEssentials3URLV0A0E14resourceValues7forKeysAD011URLResourceE0VShyAD0H3KeyVG_tKF"
#define WRITE_VALUES "$s20FoundationEssentials3URLV0A0E17setResourceValuesyyAD011URLResourceF0VKF"

__attribute__((weak, swiftcall)) touchstone_two_words touchstone_url_resource_values(
    void *keys, void *url_first, void *url_second, void *__attribute__((swift_context)) context,
    void **__attribute__((swift_error_result)) error) __asm__(READ_VALUES);
__attribute__((weak, swiftcall)) touchstone_two_words touchstone_url_resource_values(
    void *keys, void *url_first, void *url_second, void *__attribute__((swift_context)) context,
    void **__attribute__((swift_error_result)) error) {
    LOOKUP(next, READ_VALUES, resource_values_reader);
    touchstone_two_words result = next(keys, url_first, url_second, context, error);
    touchstone_resource_value_hooks *hooks = atomic_load_explicit(&installed_resource_hooks, memory_order_acquire);
    if (hooks && *error == NULL) hooks->after_read(keys, url_first, url_second, &result);
    return result;
}

__attribute__((weak, swiftcall)) void touchstone_url_set_resource_values(
    void *values_first, void *values_second, void *__attribute__((swift_context)) url,
    void **__attribute__((swift_error_result)) error) __asm__(WRITE_VALUES);
__attribute__((weak, swiftcall)) void touchstone_url_set_resource_values(
    void *values_first, void *values_second, void *__attribute__((swift_context)) url,
    void **__attribute__((swift_error_result)) error) {
    LOOKUP(next, WRITE_VALUES, resource_values_writer);
    next(values_first, values_second, url, error);
    touchstone_resource_value_hooks *hooks = atomic_load_explicit(&installed_resource_hooks, memory_order_acquire);
    if (hooks && *error == NULL && url) hooks->after_write(url, values_first, values_second);
}

#define BACKUP_ATTRIBUTE "user.com.apple.metadata:com_apple_backup_excludeItem"

int touchstone_backup_exclusion(const char *path) {
    if (getxattr(path, BACKUP_ATTRIBUTE, NULL, 0) >= 0) return 1;
    return errno == ENODATA || errno == ENOTSUP ? 0 : -1;
}

int touchstone_set_backup_exclusion(const char *path, int excluded) {
    static const char value[] = "com.apple.backupd";
    int result = excluded ? setxattr(path, BACKUP_ATTRIBUTE, value, sizeof value - 1, 0)
                          : removexattr(path, BACKUP_ATTRIBUTE);
    if (result == 0 || (!excluded && errno == ENODATA)) return 0;
    return errno;
}
