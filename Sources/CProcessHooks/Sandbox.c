// SPDX-License-Identifier: Apache-2.0
//
// Landlock through raw system calls (include/Sandbox.h). The constants are the kernel's UAPI values
// (linux/landlock.h), spelled out so an older header still builds.

#define _GNU_SOURCE
#include "Sandbox.h"

#include <errno.h>
#include <fcntl.h>
#include <link.h>
#include <string.h>
#include <stdint.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#ifndef __NR_landlock_create_ruleset
#define __NR_landlock_create_ruleset 444
#endif
#ifndef __NR_landlock_add_rule
#define __NR_landlock_add_rule 445
#endif
#ifndef __NR_landlock_restrict_self
#define __NR_landlock_restrict_self 446
#endif
#ifndef PR_SET_NO_NEW_PRIVS
#define PR_SET_NO_NEW_PRIVS 38
#endif

enum {
    ts_create_ruleset_version = 1u << 0,
    ts_rule_path_beneath = 1,
};

enum {
    ts_execute = 1ull << 0,
    ts_write_file = 1ull << 1,
    ts_read_file = 1ull << 2,
    ts_read_dir = 1ull << 3,
    ts_remove_dir = 1ull << 4,
    ts_remove_file = 1ull << 5,
    ts_make_char = 1ull << 6,
    ts_make_dir = 1ull << 7,
    ts_make_reg = 1ull << 8,
    ts_make_sock = 1ull << 9,
    ts_make_fifo = 1ull << 10,
    ts_make_block = 1ull << 11,
    ts_make_sym = 1ull << 12,
    ts_refer = 1ull << 13,     // ABI 2
    ts_truncate = 1ull << 14,  // ABI 3
};

struct ts_ruleset_attr {
    uint64_t handled_access_fs;
};

struct ts_path_beneath_attr {
    uint64_t allowed_access;
    int32_t parent_fd;
} __attribute__((packed));

static const uint64_t ts_file_rights = ts_execute | ts_write_file | ts_read_file | ts_truncate;

/// Every file-system right the ABI knows (device ioctls, ABI 5, stay unhandled: terminals and GPUs keep working).
static uint64_t handled_rights(int abi) {
    uint64_t rights = ts_execute | ts_write_file | ts_read_file | ts_read_dir | ts_remove_dir | ts_remove_file
        | ts_make_char | ts_make_dir | ts_make_reg | ts_make_sock | ts_make_fifo | ts_make_block | ts_make_sym;
    if (abi >= 2) rights |= ts_refer;
    if (abi >= 3) rights |= ts_truncate;
    return rights;
}

int touchstone_landlock_abi(void) {
    long abi = syscall(__NR_landlock_create_ruleset, (void *)0, (size_t)0, ts_create_ruleset_version);
    return abi < 0 ? -errno : (int)abi;
}

int touchstone_landlock_create_ruleset(int abi) {
    struct ts_ruleset_attr attr = {.handled_access_fs = handled_rights(abi)};
    long fd = syscall(__NR_landlock_create_ruleset, &attr, sizeof attr, 0u);
    return fd < 0 ? -errno : (int)fd;
}

int touchstone_landlock_allow(int ruleset, const char *path, int writable, int abi) {
    int fd = open(path, O_PATH | O_CLOEXEC);
    if (fd < 0) return -errno;
    struct stat st;
    if (fstat(fd, &st) != 0) {
        int error = errno;
        close(fd);
        return -error;
    }
    uint64_t rights = ts_execute | ts_read_file | ts_read_dir;
    if (writable) rights = handled_rights(abi);
    rights &= handled_rights(abi);
    // A rule on a file (or a device, a socket) may only carry the rights that apply to files.
    if (!S_ISDIR(st.st_mode)) rights &= ts_file_rights;
    struct ts_path_beneath_attr attr = {.allowed_access = rights, .parent_fd = fd};
    long result = syscall(__NR_landlock_add_rule, ruleset, ts_rule_path_beneath, &attr, 0u);
    int error = errno;
    close(fd);
    return result < 0 ? -error : 0;
}

int touchstone_landlock_enforce(int ruleset) {
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) {
        int error = errno;
        close(ruleset);
        return -error;
    }
    long result = syscall(__NR_landlock_restrict_self, ruleset, 0u);
    int error = errno;
    close(ruleset);
    return result < 0 ? -error : 0;
}

void touchstone_landlock_discard(int ruleset) { close(ruleset); }

struct ts_path_list {
    char *buffer;
    unsigned long capacity;
    unsigned long length;
};

static int ts_add_library(struct dl_phdr_info *info, size_t size, void *data) {
    (void)size;
    struct ts_path_list *list = data;
    const char *name = info->dlpi_name;
    if (!name || name[0] != '/') return 0;  // the executable itself ("") and the vDSO
    unsigned long length = strlen(name);
    if (list->length + length + 1 < list->capacity) {
        memcpy(list->buffer + list->length, name, length);
        list->buffer[list->length + length] = '\n';
        list->buffer[list->length + length + 1] = 0;
    }
    list->length += length + 1;
    return 0;
}

unsigned long touchstone_loaded_library_paths(char *buffer, unsigned long capacity) {
    struct ts_path_list list = {.buffer = buffer, .capacity = capacity, .length = 0};
    if (capacity > 0) buffer[0] = 0;
    dl_iterate_phdr(ts_add_library, &list);
    return list.length;
}
