# SPDX-License-Identifier: Apache-2.0
#
# Sourced by the window tests: makes $work (a scratch folder), starts a private X server (Xvfb) on a random
# display and exports DISPLAY; on exit kills $app_pid (set it when starting the app) and the X server, and removes
# $work.

work=$(mktemp -d)
display=":$(( 90 + RANDOM % 400 ))"
xvfb_pid="" app_pid=""
cleanup() {
    [[ -n "$app_pid" ]] && kill "$app_pid" 2>/dev/null || true
    [[ -n "$xvfb_pid" ]] && kill "$xvfb_pid" 2>/dev/null || true
    wait 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

Xvfb "$display" -screen 0 800x700x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
xvfb_pid=$!
export DISPLAY=$display
for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break; [[ -e /tmp/.X11-unix/X${display#:} ]] && break; sleep 0.1; done
