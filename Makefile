# SPDX-License-Identifier: Apache-2.0
#
# The two commands: `make demo` (run MoveMe: in the simulator window, or headless with a scripted session and its
# frames) and `make test` (everything CI checks).
# Each installs the Debian packages it needs first (scripts/install-deps; quick when they are present).

SHELL := /bin/bash
.SHELLFLAGS := -euo pipefail -c
.DEFAULT_GOAL := test

# LeakSanitizer reports XCTest's own runner allocations; scripts/lsan-suppressions.txt ignores exactly those.
ASAN := LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan-suppressions.txt \
	swift test --sanitize=address --filter CoreGraphicsTests --scratch-path .build-asan

# swift-snapshot-testing (in TouchstoneSnapshotTesting) needs Touchstone's C module maps on CPATH, since its
# `#if canImport(UIKit)` finds Touchstone's UIKit (scripts/snapshot-build-env). Changing CPATH rebuilds nothing.
# Expanded when each recipe runs (`=`, not `:=`), so on a fresh machine it sees the headers `deps` just installed.
export CPATH = $(shell scripts/snapshot-build-env --value)

.PHONY: deps demo showcase test layering docs check-docs check-snapshot-package test-window bench check-asan check-tsan check-tsan-quartzcore goldens clean check-port fuzz fuzz-smoke soak

# `make fuzz` runs each libFuzzer target this long (seconds); `make soak` replays MoveMe this long (minutes).
FUZZ_SECONDS ?= 30
SOAK_MINUTES ?= 10

deps:
	@scripts/install-deps

# MoveMe in the simulator window when a display exists; otherwise headless, replaying
# Examples/MoveMe/demo-session.json, with every frame and the animated session.png written to out/moveme.
# `make demo APP=lists`, `APP=catalog` or `APP=storyboards` runs the other sample apps the same way.
APP ?= moveme
DEMO_DIR_moveme := MoveMe
DEMO_DIR_lists := Lists
DEMO_DIR_catalog := Catalog
DEMO_DIR_storyboards := Storyboards
demo: deps
	scripts/demo $(APP) Examples/$(DEMO_DIR_$(APP))/demo-session.json out/$(APP)

# The Core Graphics showcase, rendered to out/showcase.
showcase: deps
	swift run -c release cg-showcase out/showcase

# `make test` is what CI runs on a clean clone of 2 cores, kept well under 30 minutes: the tests run in parallel
# processes (scripts/run-tests). The address-sanitized Core Graphics run (`make check-asan`) is not part of it: its
# clean instrumented build of the whole test product took over 5 minutes on its own; `make fuzz-smoke`, which is,
# runs the image decoders and the parsers under AddressSanitizer through the fuzz targets (a debug build: the
# release build alone took 7 minutes). `make check-tsan-quartzcore` runs the Quartz Core tests under ThreadSanitizer.
test: deps layering check-docs
	swift build --build-tests
	scripts/run-tests
	@$(MAKE) --no-print-directory check-tsan-quartzcore
	scripts/check-port-fixture
	scripts/test-window .build/debug/probe-app
	scripts/test-window-moveme .build/debug/moveme
	@$(MAKE) --no-print-directory fuzz-smoke
	scripts/check-snapshot-package --scratch-path .build

# The simulator window under a private X server (Xvfb), driven with xdotool.
test-window: deps
	swift build --product probe-app
	scripts/test-window .build/debug/probe-app
	swift build --product moveme
	scripts/test-window-moveme .build/debug/moveme

# The port command end to end: the fixture iOS app goes from not compiling to answering taps headless.
check-port: deps
	swift build --build-tests
	scripts/check-port-fixture

# The DocC catalogs (Sources/*/*.docc) as one static site in out/docs, with swift-docc-plugin. A DocC warning (a
# broken symbol link, an unknown article) fails it. A separate build folder, since the symbol graphs need their own
# compiler flags: about 7 minutes from clean on 2 cores, so not part of `make test`.
DOC_TARGETS := UIKit QuartzCore CoreGraphics TouchstoneTesting TouchstoneSnapshotTesting
docs: deps check-docs
	mkdir -p out
	swift package --scratch-path .build-docs \
		--allow-writing-to-directory out/docs generate-documentation $(addprefix --target ,$(DOC_TARGETS)) \
		--enable-experimental-combined-documentation --transform-for-static-hosting --warnings-as-errors \
		--output-path out/docs

# Every public declaration added from now on has a /// comment (scripts/undocumented-symbols.txt lists the older ones).
check-docs:
	scripts/check-doc-comments --self-test
	scripts/check-doc-comments

# Issue 21's check: a package outside Touchstone runs snapshot tests that pass, then fail after a colour change; then
# a project made by the template builds and passes its tests. `make test` runs it last in Touchstone's own build
# folder, where Touchstone's modules are already built (about 2 minutes); alone it uses a folder of its own.
check-snapshot-package: deps
	scripts/check-snapshot-package

layering:
	scripts/check-layering --self-test
	scripts/check-layering

bench: deps
	swift build -c release --product probe-app
	swift build -c release --product device-opener
	swift run -c release touchstone-bench

check-asan: deps
	@start=$$SECONDS; $(ASAN); echo "check-asan: passed in $$((SECONDS - start)) s"

# ThreadSanitizer over the Quartz Core tests, which composite in bands on worker threads (issue 22, the render
# server), and UIKit's render-thread presentation tests (an app whose frames come from the render thread). Its own
# build folder; the instrumented build of the whole test product takes about 18 minutes on 2 cores, too
# long for `make test`, which runs check-tsan-quartzcore instead. TSan exits non-zero when it reports a race.
TSAN := swift test --sanitize=thread --filter 'QuartzCoreTests|RenderThreadPresentationTests' --scratch-path .build-tsan
check-tsan: deps
	@start=$$SECONDS; $(TSAN); echo "check-tsan: passed in $$((SECONDS - start)) s"

# `make test`'s ThreadSanitizer run: the Quartz Core tests alone, in a package cut down to them and what they build on
# (TOUCHSTONE_ONLY_TESTS, read by Package.swift), so the instrumented build compiles Core Graphics and Quartz Core
# rather than UIKit and every test target.
TSAN_QUARTZCORE := TOUCHSTONE_ONLY_TESTS=QuartzCoreTests swift test --sanitize=thread --scratch-path .build-tsan-quartzcore
check-tsan-quartzcore: deps
	@mkdir -p out; start=$$SECONDS; $(TSAN_QUARTZCORE) >out/tsan-quartzcore.log 2>&1 || { grep -a -E "WARNING: ThreadSanitizer|SUMMARY|✘|error:" \
		out/tsan-quartzcore.log | head -60; echo "check-tsan-quartzcore: FAILED (log: out/tsan-quartzcore.log)"; exit 1; }; \
	grep -a "Test run with" out/tsan-quartzcore.log | tail -1; echo "check-tsan-quartzcore: passed in $$((SECONDS - start)) s"

# The libFuzzer targets of Fuzz/ (docs/ARCHITECTURE.md, "Fuzzing and the soak"): a release build with
# -sanitize=fuzzer,address, then each target for FUZZ_SECONDS from its seeds; a failing input is left in
# out/fuzz/<target>/ with the command that reproduces it.
fuzz: deps
	scripts/fuzz --seconds $(FUZZ_SECONDS)

# `make test`'s share of fuzzing: a fixed number of runs a target (about 5 s each) from seed 1 and the seeds alone,
# so a given build always runs the same inputs. Its clean build adds about 4 minutes.
fuzz-smoke: deps
	@start=$$SECONDS; scripts/fuzz --smoke; echo "fuzz-smoke: passed in $$((SECONDS - start)) s"

# MoveMe's demo session replayed headless in a loop for SOAK_MINUTES: fails when the resident set grows more than
# 5 % after a minute's warm-up; prints the frame time p50/p99 (wall time per frame, CLOCK_MONOTONIC_RAW).
soak: deps
	swift build -c release --product touchstone-bench
	"$$(swift build -c release --show-bin-path)/touchstone-bench" --soak-minutes $(SOAK_MINUTES)

goldens: deps
	UPDATE_GOLDENS=1 swift test
	@echo "Goldens re-recorded. Open every changed PNG (git status Tests/) and check it by eye before committing."

clean:
	rm -rf .build .build-asan .build-tsan .build-tsan-quartzcore Fuzz/.build out
