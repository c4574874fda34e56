// SPDX-License-Identifier: Apache-2.0
//
// The app sandbox's kernel side (docs/ARCHITECTURE.md, "App container and sandbox"): Linux's Landlock, through its
// raw system calls (landlock_create_ruleset, landlock_add_rule, landlock_restrict_self) so no library is needed.
// UIKit builds one ruleset per app process: read-write beneath the app's container, read-only beneath the system
// folders and the app bundle, nothing elsewhere; once enforced it binds the process and every child it starts.
// Every function returns a negative errno on failure (-ENOSYS or -EOPNOTSUPP: the kernel has no Landlock).

#ifndef TOUCHSTONE_SANDBOX_H
#define TOUCHSTONE_SANDBOX_H

/// The Landlock ABI version the running kernel offers (1 or more), or a negative errno: -ENOSYS (the kernel was
/// built without Landlock) or -EOPNOTSUPP (built with it, but it is disabled at boot).
int touchstone_landlock_abi(void);

/// A new ruleset that handles every file-system access right `abi` knows (except device ioctls), as a file
/// descriptor; a negative errno on failure.
int touchstone_landlock_create_ruleset(int abi);

/// Allows, beneath `path` (a folder: everything inside it; a file: that file), reading and executing, plus, when
/// `writable` is nonzero, writing, creating, removing, renaming and truncating. Returns 0, or a negative errno
/// (-ENOENT when the path does not exist).
int touchstone_landlock_allow(int ruleset, const char *path, int writable, int abi);

/// Sets no_new_privs and restricts the calling process (all its threads) to the ruleset, then closes it.
/// Returns 0 or a negative errno.
int touchstone_landlock_enforce(int ruleset);

/// Closes a ruleset that will not be enforced.
void touchstone_landlock_discard(int ruleset);

/// Writes the paths of the shared libraries loaded in this process (dl_iterate_phdr), one per line, into
/// `buffer` (NUL-terminated when `capacity` allows) and returns the length the full list needs, without the NUL.
unsigned long touchstone_loaded_library_paths(char *buffer, unsigned long capacity);

#endif
