// SPDX-License-Identifier: Apache-2.0
//
// A hook that keeps `UserDefaults.synchronize()` inside the app's container (docs/ARCHITECTURE.md, "Preferences
// and Settings"). swift-corelibs-foundation's `synchronize()` calls Core Foundation's CFPreferencesAppSynchronize
// (through libFoundation's procedure linkage table), which writes Core Foundation's own copy of the defaults under
// `~/.config` — a folder the app's sandbox refuses, so `synchronize()` answered false. While UIKit has installed its
// synchronize function, this weak definition calls it instead and answers what it returns.

#ifndef TOUCHSTONE_PREFERENCES_HOOKS_H
#define TOUCHSTONE_PREFERENCES_HOOKS_H

#pragma clang assume_nonnull begin

/// Installs the function `CFPreferencesAppSynchronize` calls instead of Core Foundation's (nonzero: success), or
/// removes it with NULL. Thread-safe; the function may be called on any thread.
void touchstone_set_preferences_synchronize(int (*_Nullable synchronize)(void));

#pragma clang assume_nonnull end

#endif
