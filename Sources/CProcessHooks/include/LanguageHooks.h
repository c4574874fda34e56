// SPDX-License-Identifier: Apache-2.0
//
// Hooks that make Core Foundation's bundle localization follow the app's language (docs/ARCHITECTURE.md,
// "Languages"). swift-corelibs-foundation's Core Foundation takes the user's languages from `-AppleLanguages` on
// Darwin only; on Linux it always answers English, and its matching of preferred languages against `.lproj`
// folders needs Apple's ICU. These weak definitions in the executable take Foundation's calls (made through its
// procedure linkage table, like the other process hooks) to:
//
// - CFBundleCopyPreferredLocalizationsFromArray, CFBundleCopyLocalizationsForPreferences: `Bundle`'s
//   `preferredLocalizations` and `preferredLocalizations(from:forPreferences:)`;
// - CFBundleCopyLocalizedString: `localizedString(forKey:value:table:)` and `NSLocalizedString`;
// - CFBundleGetLocalInfoDictionary: `localizedInfoDictionary` and the localized values of
//   `object(forInfoDictionaryKey:)` (InfoPlist.strings);
// - CFBundleCopyResourceURL: `path(forResource:ofType:)`, `url(forResource:withExtension:)` and their
//   `subdirectory:` forms, so a resource in the app language's `.lproj` wins over the development region's.
//
// Each forwards to Foundation's own function while no hooks are installed or when UIKit's callback returns NULL.

#ifndef TOUCHSTONE_LANGUAGE_HOOKS_H
#define TOUCHSTONE_LANGUAGE_HOOKS_H

#pragma clang assume_nonnull begin

/// UIKit's answers. Core Foundation objects travel as untyped pointers; every callback may run on any thread.
typedef struct touchstone_language_hooks {
    /// A retained CFArray of the localizations to use, best first, chosen from the CFArray `available` for the
    /// CFArray of language tags `preferences` (NULL: the app's languages); NULL to let Core Foundation answer.
    const void *_Nullable (*_Nonnull preferred_localizations)(const void *available,
                                                              const void *_Nullable preferences);
    /// A retained CFString: the localized string of `key` in the CFBundle `bundle`'s table `table` (NULL:
    /// Localizable) for the app's language, `value` (or the key) when missing; NULL to let Core Foundation answer.
    const void *_Nullable (*_Nonnull localized_string)(const void *bundle, const void *_Nullable key,
                                                       const void *_Nullable value, const void *_Nullable table);
    /// The CFDictionary of `bundle`'s InfoPlist.strings for the app's language, owned by UIKit (kept alive for
    /// the process); sets `*handled` to 0 to let Core Foundation answer.
    const void *_Nullable (*_Nonnull local_info_dictionary)(const void *bundle, int *handled);
    /// A retained CFURL: the resource `name` of type `type` (CFStrings, either NULL) in `subdirectory` of `bundle`
    /// when the app language's localization has it (or the bundle's unlocalized resources do); NULL to let Core
    /// Foundation search (its own order ends at the development region).
    const void *_Nullable (*_Nonnull resource_url)(const void *bundle, const void *_Nullable name,
                                                   const void *_Nullable type, const void *_Nullable subdirectory);
} touchstone_language_hooks;

/// Installs (a copy of) `hooks`, or removes them with NULL. Thread-safe; an earlier table is leaked on purpose.
void touchstone_install_language_hooks(const touchstone_language_hooks *_Nullable hooks);

#pragma clang assume_nonnull end

#endif
