// SPDX-License-Identifier: Apache-2.0
//
// The hooks declared in include/ProcessHooks.h. Each hooked function forwards to the next definition of its name
// (libc's, libdispatch's, Foundation's), found with dlsym(RTLD_NEXT), unless UIKit's installed callbacks take the
// call. Core Foundation and Blocks runtime functions are looked up by name too, so this target links nothing.

#define _GNU_SOURCE
#include "ProcessHooks.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>
#include <math.h>

// MARK: Names from libdispatch, Core Foundation and the Blocks runtime (resolved at run time)

typedef uint64_t dispatch_time_t;
typedef void (*dispatch_function_t)(void *);
extern char _dispatch_main_q __attribute__((weak));  // dispatch_get_main_queue()

typedef struct {
    long version;
    void *info;
    const void *(*retain)(const void *);
    void (*release)(const void *);
    void *(*copy_description)(const void *);
} cf_run_loop_timer_context;

#define LOOKUP(next, name, type) \
    static __typeof__(type) next; \
    if (!next) next = (type)dlsym(RTLD_NEXT, name)
#define LOOKUP_ANY(fn, name, type) \
    static __typeof__(type) fn; \
    if (!fn) fn = (type)dlsym(RTLD_DEFAULT, name)

// MARK: State

static _Atomic(touchstone_process_hooks *) installed_hooks;
static pthread_t main_thread;
static char main_queue_key;  // its address marks the main queue (dispatch_queue_set_specific)
static _Thread_local int reading_device_time;
static _Atomic(const char *) process_path_override;

__attribute__((constructor)) static void remember_main_thread(void) { main_thread = pthread_self(); }

void touchstone_install_process_hooks(const touchstone_process_hooks *hooks) {
    touchstone_process_hooks *copy = NULL;
    if (hooks) {
        copy = malloc(sizeof *copy);
        if (!copy) return;
        *copy = *hooks;
        LOOKUP_ANY(set_specific, "dispatch_queue_set_specific", void (*)(void *, const void *, void *, void *));
        if (set_specific && &_dispatch_main_q) set_specific(&_dispatch_main_q, &main_queue_key, &main_queue_key, NULL);
    }
    // An earlier table is leaked on purpose: another thread may be reading it (a few words, installed rarely).
    atomic_store(&installed_hooks, copy);
}

int touchstone_is_app_context(void) {
    if (pthread_equal(pthread_self(), main_thread)) return 1;
    LOOKUP_ANY(get_specific, "dispatch_get_specific", void *(*)(const void *));
    return get_specific && get_specific(&main_queue_key) == &main_queue_key;
}

int touchstone_is_main_queue(void) {
    if (pthread_equal(pthread_self(), main_thread)) return 1;
    static atomic_int marked;
    if (!atomic_load_explicit(&marked, memory_order_acquire)) {
        LOOKUP_ANY(set_specific, "dispatch_queue_set_specific", void (*)(void *, const void *, void *, void *));
        if (set_specific && &_dispatch_main_q) set_specific(&_dispatch_main_q, &main_queue_key, &main_queue_key, NULL);
        atomic_store_explicit(&marked, 1, memory_order_release);
    }
    return touchstone_is_app_context();
}

/// The installed hooks when the caller is app code, else NULL.
static touchstone_process_hooks *app_hooks(void) {
    touchstone_process_hooks *hooks = atomic_load_explicit(&installed_hooks, memory_order_acquire);
    if (!hooks || !touchstone_is_app_context()) return NULL;
    return hooks;
}

// MARK: Clocks

static int real_clock_gettime(clockid_t clock, struct timespec *ts) {
    LOOKUP(next, "clock_gettime", int (*)(clockid_t, struct timespec *));
    return next(clock, ts);
}

double touchstone_real_uptime(void) {
    struct timespec ts;
    real_clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

double touchstone_real_wall_time(void) {
    struct timespec ts;
    real_clock_gettime(CLOCK_REALTIME, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/// The device's clocks when the caller is app code and the current device's clock is manual.
static int device_time(double *uptime, double *wall) {
    if (reading_device_time) return 0;
    touchstone_process_hooks *hooks = app_hooks();
    if (!hooks || !hooks->device_time) return 0;
    reading_device_time = 1;
    int faked = hooks->device_time(uptime, wall);
    reading_device_time = 0;
    return faked && isfinite(*uptime) && isfinite(*wall);
}

/// `seconds` as a timespec, to the nearest nanosecond.
static void fill(struct timespec *ts, double seconds) {
    if (!(seconds > 0)) seconds = 0;
    int64_t nanoseconds = (int64_t)llround(seconds * 1e9);
    ts->tv_sec = (time_t)(nanoseconds / 1000000000);
    ts->tv_nsec = (long)(nanoseconds % 1000000000);
}

/// A wall-clock time as a timespec, truncated to whole microseconds so that clock_gettime and gettimeofday (which
/// Foundation's `Date()` and Core Foundation's `CFAbsoluteTimeGetCurrent()` read) agree on the same instant.
static void fill_wall(struct timespec *ts, double seconds) {
    if (!(seconds > 0)) seconds = 0;
    int64_t microseconds = (int64_t)floor(seconds * 1e6);
    ts->tv_sec = (time_t)(microseconds / 1000000);
    ts->tv_nsec = (long)(microseconds % 1000000) * 1000;
}

__attribute__((weak)) int clock_gettime(clockid_t clock, struct timespec *ts) {
    int is_wall = clock == CLOCK_REALTIME || clock == CLOCK_REALTIME_COARSE || clock == CLOCK_TAI;
    // CLOCK_MONOTONIC_RAW stays real: it is what profilers and benchmarks read for elapsed time.
    int is_uptime = clock == CLOCK_MONOTONIC || clock == CLOCK_MONOTONIC_COARSE || clock == CLOCK_BOOTTIME;
    double uptime, wall;
    if ((is_wall || is_uptime) && device_time(&uptime, &wall)) {
        if (is_wall) fill_wall(ts, wall); else fill(ts, uptime);
        return 0;
    }
    return real_clock_gettime(clock, ts);
}

__attribute__((weak)) int gettimeofday(struct timeval *restrict tv, void *restrict tz) {
    double uptime, wall;
    if (device_time(&uptime, &wall)) {
        struct timespec ts;
        fill_wall(&ts, wall);
        tv->tv_sec = ts.tv_sec;
        tv->tv_usec = ts.tv_nsec / 1000;
        if (tz) memset(tz, 0, 2 * sizeof(int));  // struct timezone: UTC, no daylight saving
        return 0;
    }
    LOOKUP(next, "gettimeofday", int (*)(struct timeval *, void *));
    return next(tv, tz);
}

__attribute__((weak)) time_t time(time_t *result) {
    double uptime, wall;
    if (device_time(&uptime, &wall)) {
        time_t now = (time_t)wall;
        if (result) *result = now;
        return now;
    }
    LOOKUP(next, "time", time_t (*)(time_t *));
    return next(result);
}

// MARK: Sleeping

/// After app code slept `seconds` of real time on a manual-clock device, moves the device's clock on by as much,
/// and by at least a microsecond: a loop that sleeps until a faked uptime passes (Foundation's `Thread.sleep`)
/// may ask for less than a nanosecond, and must still get there.
static void note_slept(double seconds) {
    double uptime, wall;
    if (!(seconds >= 0) || !device_time(&uptime, &wall)) return;
    if (seconds < 1e-6) seconds = 1e-6;
    touchstone_process_hooks *hooks = app_hooks();
    if (hooks && hooks->device_slept) hooks->device_slept(seconds);
}

static double slept(const struct timespec *asked, const struct timespec *remaining, int result) {
    double seconds = (double)asked->tv_sec + (double)asked->tv_nsec * 1e-9;
    if (result != 0 && remaining) seconds -= (double)remaining->tv_sec + (double)remaining->tv_nsec * 1e-9;
    return seconds;
}

__attribute__((weak)) int nanosleep(const struct timespec *asked, struct timespec *remaining) {
    LOOKUP(next, "nanosleep", int (*)(const struct timespec *, struct timespec *));
    int result = next(asked, remaining);
    if (asked) note_slept(slept(asked, remaining, result));
    return result;
}

__attribute__((weak)) int clock_nanosleep(clockid_t clock, int flags, const struct timespec *asked,
                                          struct timespec *remaining) {
    LOOKUP(next, "clock_nanosleep", int (*)(clockid_t, int, const struct timespec *, struct timespec *));
    double uptime, wall;
    if (asked && (flags & TIMER_ABSTIME) && device_time(&uptime, &wall)) {
        // A deadline on a faked clock: sleep for its distance from the faked now.
        struct timespec now;
        clock_gettime(clock, &now);
        double seconds = (double)(asked->tv_sec - now.tv_sec) + (double)(asked->tv_nsec - now.tv_nsec) * 1e-9;
        struct timespec relative;
        fill(&relative, seconds);
        int result = next(clock, 0, &relative, NULL);
        note_slept(seconds);
        return result;
    }
    int result = next(clock, flags, asked, remaining);
    if (asked && !(flags & TIMER_ABSTIME)) note_slept(slept(asked, remaining, result));
    return result;
}

__attribute__((weak)) int usleep(useconds_t microseconds) {
    LOOKUP(next, "usleep", int (*)(useconds_t));
    int result = next(microseconds);
    if (result == 0) note_slept((double)microseconds * 1e-6);
    return result;
}

__attribute__((weak)) unsigned int sleep(unsigned int seconds) {
    LOOKUP(next, "sleep", unsigned int (*)(unsigned int));
    unsigned int left = next(seconds);
    note_slept((double)(seconds - left));
    return left;
}

// MARK: libdispatch deadlines

#define DISPATCH_TIME_FOREVER (~0ull)
#define DISPATCH_WALLTIME_NOW (~1ull)
#define UP_OR_MONOTONIC_MASK (1ull << 63)
#define WALLTIME_MASK (1ull << 62)

/// Seconds from now until `when`, reading now from the caller's clocks (faked for app code on a manual-clock
/// device, as `when` was computed); negative when it has passed.
static double seconds_until(dispatch_time_t when) {
    if (when == 0 || when == DISPATCH_WALLTIME_NOW) return 0;
    struct timespec now;
    uint64_t value;
    if ((int64_t)when < 0) {
        if (when & WALLTIME_MASK) {
            value = (uint64_t)(-(int64_t)when);
            clock_gettime(CLOCK_REALTIME, &now);
        } else {
            value = when & ~UP_OR_MONOTONIC_MASK;
            clock_gettime(CLOCK_BOOTTIME, &now);
        }
    } else {
        value = when;
        clock_gettime(CLOCK_MONOTONIC, &now);
    }
    double now_seconds = (double)now.tv_sec + (double)now.tv_nsec * 1e-9;
    return (double)value * 1e-9 - now_seconds;
}

/// `when`, computed on a faked clock, as the same distance from now on the real uptime clock.
static dispatch_time_t rebased(dispatch_time_t when) {
    double uptime, wall;
    if (when == 0 || when == DISPATCH_TIME_FOREVER || !device_time(&uptime, &wall)) return when;
    double delay = seconds_until(when);
    if (delay < 0) delay = 0;
    double deadline = (touchstone_real_uptime() + delay) * 1e9;
    if (deadline >= (double)(WALLTIME_MASK - 1)) return DISPATCH_TIME_FOREVER;
    return (dispatch_time_t)deadline;
}

static void retain_queue(void *queue);
static void release_queue(void *queue);

__attribute__((weak)) void dispatch_after(dispatch_time_t when, void *queue, void *block) {
    LOOKUP(next, "dispatch_after", void (*)(dispatch_time_t, void *, void *));
    touchstone_process_hooks *hooks = when == DISPATCH_TIME_FOREVER ? NULL : app_hooks();
    if (hooks && hooks->take_dispatch && block && queue) {
        LOOKUP_ANY(block_copy, "_Block_copy", void *(*)(const void *));
        LOOKUP_ANY(block_release, "_Block_release", void (*)(const void *));
        if (block_copy && block_release) {
            double delay = seconds_until(when);
            void *copy = block_copy(block);
            int is_main = &_dispatch_main_q && queue == (void *)&_dispatch_main_q;
            retain_queue(queue);
            if (hooks->take_dispatch(copy, queue, is_main, delay > 0 ? delay : 0)) return;
            release_queue(queue);
            block_release(copy);
        }
    }
    next(rebased(when), queue, block);
}

__attribute__((weak)) void dispatch_after_f(dispatch_time_t when, void *queue, void *context, dispatch_function_t work) {
    LOOKUP(next, "dispatch_after_f", void (*)(dispatch_time_t, void *, void *, dispatch_function_t));
    next(rebased(when), queue, context, work);
}

__attribute__((weak)) void dispatch_source_set_timer(void *source, dispatch_time_t start, uint64_t interval, uint64_t leeway) {
    LOOKUP(next, "dispatch_source_set_timer", void (*)(void *, dispatch_time_t, uint64_t, uint64_t));
    next(source, rebased(start), interval, leeway);
}

static void retain_queue(void *queue) {
    LOOKUP_ANY(retain, "dispatch_retain", void (*)(void *));
    if (retain) retain(queue);
}

static void release_queue(void *queue) {
    LOOKUP_ANY(release, "dispatch_release", void (*)(void *));
    if (release) release(queue);
}

/// A block's layout in the Blocks ABI: its function is the fourth field.
struct block_layout {
    void *isa;
    int flags;
    int reserved;
    void (*invoke)(void *);
};

void touchstone_dispatch_deliver(void *block, void *queue, int is_main_queue) {
    LOOKUP_ANY(block_release, "_Block_release", void (*)(const void *));
    if (is_main_queue) {
        ((struct block_layout *)block)->invoke(block);
    } else {
        LOOKUP_ANY(async, "dispatch_async", void (*)(void *, void *));
        if (async) async(queue, block);  // copies the block again
    }
    if (block_release) block_release(block);
    release_queue(queue);
}

void touchstone_dispatch_discard(void *block, void *queue) {
    LOOKUP_ANY(block_release, "_Block_release", void (*)(const void *));
    if (block_release) block_release(block);
    release_queue(queue);
}

// MARK: Foundation timers

/// The context of `timer` when it is one Foundation's Timer made (version 0, no callbacks, an owner), else 0.
static int foundation_timer_context(void *timer, cf_run_loop_timer_context *context) {
    LOOKUP_ANY(get_context, "CFRunLoopTimerGetContext", void (*)(void *, cf_run_loop_timer_context *));
    if (!get_context) return 0;
    memset(context, 0, sizeof *context);
    get_context(timer, context);
    return context->version == 0 && context->info && !context->retain && !context->release
        && !context->copy_description;
}

__attribute__((weak)) void CFRunLoopAddTimer(void *run_loop, void *timer, void *mode) {
    LOOKUP(next, "CFRunLoopAddTimer", void (*)(void *, void *, void *));
    touchstone_process_hooks *hooks = app_hooks();
    cf_run_loop_timer_context context;
    if (hooks && hooks->take_timer && timer && foundation_timer_context(timer, &context)
        && hooks->take_timer(timer, touchstone_timer_fire_date(timer)))
        return;
    next(run_loop, timer, mode);
}

/// Foundation's floor for timer intervals, 0.1 ms, also for a NaN interval, on which Core Foundation would halt
/// without a word; a NaN fire date (now + NaN) becomes 0.1 ms from now. Only while a device runs (hooks installed).
__attribute__((weak)) void *CFRunLoopTimerCreate(void *allocator, double fire_date, double interval,
                                                 unsigned long flags, long order, void *callout, void *context) {
    LOOKUP(next, "CFRunLoopTimerCreate", void *(*)(void *, double, double, unsigned long, long, void *, void *));
    if (!next) next = (__typeof__(next))dlsym(RTLD_DEFAULT, "CFRunLoopTimerCreate");
    if (!next || next == CFRunLoopTimerCreate) return NULL;
    if (app_hooks() && isnan(interval)) {
        interval = 0.0001;
        if (isnan(fire_date)) {
            LOOKUP_ANY(now, "CFAbsoluteTimeGetCurrent", double (*)(void));
            fire_date = (now ? now() : 0) + interval;
        }
    }
    return next(allocator, fire_date, interval, flags, order, callout, context);
}

__attribute__((weak)) void CFRunLoopTimerSetNextFireDate(void *timer, double fire_date) {
    touchstone_timer_set_fire_date_quietly(timer, fire_date);
    touchstone_process_hooks *hooks = app_hooks();
    if (hooks && hooks->timer_rescheduled && timer) hooks->timer_rescheduled(timer, fire_date);
}

void touchstone_timer_set_fire_date_quietly(void *timer, double fire_date) {
    LOOKUP(next, "CFRunLoopTimerSetNextFireDate", void (*)(void *, double));
    if (!next) next = (void (*)(void *, double))dlsym(RTLD_DEFAULT, "CFRunLoopTimerSetNextFireDate");
    if (next && next != CFRunLoopTimerSetNextFireDate) next(timer, fire_date);
}

void touchstone_timer_retain(void *timer) {
    LOOKUP_ANY(retain, "CFRetain", const void *(*)(const void *));
    if (retain) retain(timer);
}

void touchstone_timer_release(void *timer) {
    LOOKUP_ANY(release, "CFRelease", void (*)(const void *));
    if (release) release(timer);
}

int touchstone_timer_is_valid(void *timer) {
    LOOKUP_ANY(is_valid, "CFRunLoopTimerIsValid", unsigned char (*)(void *));
    return is_valid ? is_valid(timer) != 0 : 0;
}

double touchstone_timer_fire_date(void *timer) {
    LOOKUP_ANY(fire_date, "CFRunLoopTimerGetNextFireDate", double (*)(void *));
    return fire_date ? fire_date(timer) : 0;
}

double touchstone_timer_interval(void *timer) {
    LOOKUP_ANY(interval, "CFRunLoopTimerGetInterval", double (*)(void *));
    return interval ? interval(timer) : 0;
}

void *touchstone_timer_owner(void *timer) {
    cf_run_loop_timer_context context;
    return foundation_timer_context(timer, &context) ? context.info : NULL;
}

// MARK: The executable's path (Foundation's main bundle)

void touchstone_set_process_path(const char *path) {
    const char *copy = path ? strdup(path) : NULL;
    // The earlier string is leaked on purpose: Core Foundation may keep the pointer it was given.
    atomic_store(&process_path_override, copy);
}

__attribute__((weak)) const char *_CFProcessPath(void) {
    const char *path = atomic_load(&process_path_override);
    if (path) return path;
    LOOKUP(next, "_CFProcessPath", const char *(*)(void));
    return next ? next() : NULL;
}
