// SPDX-License-Identifier: Apache-2.0
//
// Process-wide hooks that let an app's own calls into Foundation, libdispatch and libc follow the simulated
// device (docs/ARCHITECTURE.md, "Foundation's clocks and names"). This C target defines, in the executable that
// links UIKit, functions of the same names as these libraries' exported ones; the dynamic linker then binds the
// libraries' calls to them (they are called through the libraries' procedure linkage tables), and each hook
// forwards to the real function unless UIKit has taken over:
//
// - clock_gettime, gettimeofday, time: from app code (the main thread, or a block on the main queue) while a
//   device with a manual clock is current, they read the device's clock: the wall clock as the device's start
//   date plus device time, the monotonic clocks as device time. CLOCK_MONOTONIC_RAW stays real, for measuring. So Date(), ProcessInfo.systemUptime,
//   DispatchTime.now() and CFAbsoluteTimeGetCurrent() follow the headless device's clock.
// - CFRunLoopAddTimer, CFRunLoopTimerSetNextFireDate: a Foundation Timer scheduled from app code while a device is
//   current goes onto UIKit's timer queue instead of the thread's run loop, and fires at its fire date on the
//   device's clock.
// - dispatch_after: a block scheduled from app code while a device is current goes onto the timer queue too, and
//   is submitted to its queue (run in place for the main queue) when the device's clock reaches its time.
// - dispatch_after_f, dispatch_source_set_timer: deadlines computed from a faked clock are moved onto the real
//   clock (the same distance from now), so Swift concurrency's sleeps and dispatch sources neither fire at once
//   nor hang.
// - nanosleep, clock_nanosleep, usleep, sleep: app code that sleeps while a manual-clock device is current sleeps
//   in real time, then the device's clock moves on by the time asked for (Foundation's `Thread.sleep` loops until
//   the uptime it reads has passed, which would otherwise never happen).
// - _CFProcessPath: Core Foundation's path of the running executable, from which it derives the main bundle;
//   UIKit sets it to a path inside the app's `.app` folder so Foundation's Bundle.main is the app bundle.
//
// The hooks are weak definitions: a build that links Foundation statically keeps Foundation's own functions (and
// loses the device clock for Foundation's timers) instead of failing to link.

#ifndef TOUCHSTONE_PROCESS_HOOKS_H
#define TOUCHSTONE_PROCESS_HOOKS_H

#include <stdint.h>

#pragma clang assume_nonnull begin

/// What UIKit answers for the hooks. Every callback runs on the thread that made the hooked call, only when that
/// call comes from app code (the main thread or a block on the main queue), and never re-entrantly for the clock.
typedef struct touchstone_process_hooks {
    /// Fills the current device's time in seconds: `uptime` (its monotonic clock) and `wall` (seconds since 1970)
    /// and returns nonzero, when the current device's clock is manual; returns 0 to leave the real clocks alone.
    int (*device_time)(double *uptime, double *wall);
    /// Offers a Foundation timer being scheduled: `timer` (a CFRunLoopTimer), its fire date (seconds since 2001,
    /// on the clock the caller reads). Returns nonzero when UIKit took it (the run loop never sees it).
    int (*take_timer)(void *timer, double fire_date);
    /// Tells UIKit that a timer it took has a new fire date.
    void (*timer_rescheduled)(void *timer, double fire_date);
    /// Offers a `dispatch_after` block (already copied) for `queue`, due `delay` seconds from now on the caller's
    /// clock. Returns nonzero when UIKit took it; UIKit then owns the block and a retain of the queue, and must
    /// pass both to `touchstone_dispatch_deliver` or `touchstone_dispatch_discard` exactly once.
    int (*take_dispatch)(void *block, void *queue, int is_main_queue, double delay);
    /// Tells UIKit that app code slept `seconds` (nanosleep, usleep, sleep, `Thread.sleep`) while the device's
    /// clock is manual: the sleep took real time and the device's clock moves on by the same amount, as a
    /// stalled main thread lets time pass on a device.
    void (*device_slept)(double seconds);
} touchstone_process_hooks;

/// Installs UIKit's answers (copied). Passing NULL removes them: every hook forwards to the real function.
void touchstone_install_process_hooks(const touchstone_process_hooks *_Nullable hooks);

/// Whether the calling thread runs app code: it is the process's main thread, or it is running a block on the
/// main queue (Swift Testing's main actor on Linux runs on a dispatch worker thread).
int touchstone_is_app_context(void);

/// Like `touchstone_is_app_context`, but also before any hooks are installed (it marks the main queue on first
/// use): UIKit's Main Thread Checker asks it on every checked call, so it is a few loads and one dispatch lookup.
int touchstone_is_main_queue(void);

/// The path Core Foundation reports as the running executable (its main bundle is the folder holding it when
/// that folder has an Info.plist). Takes effect only if nothing has asked for the main bundle yet. NULL restores
/// the real path.
void touchstone_set_process_path(const char *_Nullable path);

/// The real (never faked) clocks, in seconds: CLOCK_MONOTONIC and the wall clock since 1970.
double touchstone_real_uptime(void);
double touchstone_real_wall_time(void);

// Foundation timers taken by `take_timer` (opaque CFRunLoopTimer pointers).

/// Keeps `timer` alive while UIKit holds it (CFRetain) / lets it go (CFRelease).
void touchstone_timer_retain(void *timer);
void touchstone_timer_release(void *timer);
/// Whether `timer` has not been invalidated.
int touchstone_timer_is_valid(void *timer);
/// The timer's next fire date (seconds since 2001) and its repeat interval (0 for a one-shot timer).
double touchstone_timer_fire_date(void *timer);
double touchstone_timer_interval(void *timer);
/// Sets the next fire date without telling UIKit (used by UIKit itself after a repeating timer fires).
void touchstone_timer_set_fire_date_quietly(void *timer, double fire_date);
/// The Foundation `Timer` object that owns `timer` (its context's info pointer), unretained; NULL if the timer
/// was not made by Foundation's Timer.
void *_Nullable touchstone_timer_owner(void *timer);

// Blocks taken by `take_dispatch`.

/// Runs the block on its queue: in place when it is for the main queue (the caller is app code on the main
/// thread or queue), else submitted with dispatch_async; then releases it.
void touchstone_dispatch_deliver(void *block, void *queue, int is_main_queue);
/// Releases the block without running it (its device went away).
void touchstone_dispatch_discard(void *block, void *queue);

#pragma clang assume_nonnull end

#endif
