// SPDX-License-Identifier: Apache-2.0
//
// Hooks on Foundation's Swift entry points that have no other seam on Linux (docs/ARCHITECTURE.md, "Languages",
// "Network state"). Like the other process hooks, each is a weak definition, in the executable, of a symbol the
// Foundation libraries export; callers in other modules (the app, libFoundation's formatters, FoundationNetworking,
// FoundationInternationalization's format styles) reach it through their procedure linkage tables. The symbols are
// Swift ones, so the definitions use Swift's calling convention (`swiftcall`):
//
// - Locale.current, Locale.autoupdatingCurrent and Locale.preferredLanguages (FoundationEssentials): swift-foundation
//   hard-codes `en_001` on Linux and reads no environment variable; once UIKit sets the app's locale they answer it.
// - URLSessionConfiguration.default and .ephemeral (FoundationNetworking): each new configuration is handed to
//   UIKit before the app gets it, so UIKit can put its offline protocol first in `protocolClasses` (corelibs consults
//   `URLProtocol.registerClass` only for `URLSession.shared`).
// - URL.setResourceValues(_:) and URL.resourceValues(forKeys:) (Foundation): corelibs drops
//   `isExcludedFromBackup`; UIKit stores it as an extended attribute after a successful set, and answers it after a
//   successful read.
//
// Everything forwards to Foundation's own function until UIKit installs something.

#ifndef TOUCHSTONE_FOUNDATION_SWIFT_HOOKS_H
#define TOUCHSTONE_FOUNDATION_SWIFT_HOOKS_H

#pragma clang assume_nonnull begin

/// The two machine words of a Swift value laid out as two pointers (a `Locale`: a reference and a witness table).
typedef struct touchstone_two_words {
    void *_Nullable first;
    void *_Nullable second;
} touchstone_two_words;

/// Makes `Locale.current` and `Locale.autoupdatingCurrent` answer the Swift `Locale` whose bits are `locale`, and
/// `Locale.preferredLanguages` the Swift `[String]` whose bits are `languages`. UIKit keeps both values alive for the
/// rest of the process (the hooks retain each copy they hand out). A NULL `locale.first` removes the override:
/// Foundation answers again. Thread-safe.
void touchstone_set_current_locale(touchstone_two_words locale, void *_Nullable languages);

/// Installs the function called with each configuration `URLSessionConfiguration.default` or `.ephemeral` makes
/// (unretained, before the caller sees it); NULL removes it. Thread-safe.
void touchstone_set_session_configuration_hook(void (*_Nullable hook)(void *configuration));

/// UIKit's side of the URL resource value hooks; each runs after Foundation's function succeeded, on its thread.
typedef struct touchstone_resource_value_hooks {
    /// After `URL.resourceValues(forKeys:)`: `keys` is the Swift `Set<URLResourceKey>`'s bits, `url_first` and
    /// `url_second` the `URL`'s, and `result` the returned `URLResourceValues`, which UIKit may change in place.
    void (*_Nonnull after_read)(void *_Nullable keys, void *_Nullable url_first, void *_Nullable url_second,
                                touchstone_two_words *result);
    /// After `URL.setResourceValues(_:)`: `url` points to the `URL`, `values_first` and `values_second` are the
    /// `URLResourceValues`' bits.
    void (*_Nonnull after_write)(void *url, void *_Nullable values_first, void *_Nullable values_second);
} touchstone_resource_value_hooks;

/// Installs (a copy of) `hooks`, or removes them with NULL. Thread-safe; an earlier table is leaked on purpose.
void touchstone_set_resource_value_hooks(const touchstone_resource_value_hooks *_Nullable hooks);

/// Whether the file at `path` is marked excluded from backup (its `com.apple.metadata:com_apple_backup_excludeItem`
/// extended attribute, in Linux's `user.` namespace): 1 yes, 0 no, -1 the file cannot be read (errno set).
int touchstone_backup_exclusion(const char *path);

/// Marks (`excluded` nonzero) or unmarks the file at `path`; 0 on success, else the errno of the failure
/// (ENOTSUP: the file system keeps no user extended attributes).
int touchstone_set_backup_exclusion(const char *path, int excluded);

#pragma clang assume_nonnull end

#endif
