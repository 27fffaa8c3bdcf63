# gridwords: the commands of the README.
#   make demo   runs the engine's demo on the embedded lexicon
#   make test   installs what the tests need and runs every test (what CI runs)
#   make check  the developer's quick loop: fmt, clippy, the layers check, the core's tests
# Every other target is a step of those.

CARGO ?= cargo
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c

.PHONY: demo test check test-rust lint bench-build bench bench-host-calls test-aarch64
.PHONY: tools tool-cbindgen tool-venv tool-npm tool-valgrind header header-check
.PHONY: tool-clang tool-clang-tsan test-clang-module test-c-tsan
.PHONY: tool-kotlin kotlin-build test-kotlin
.PHONY: ffi-release test-c test-c-sanitize example-c python-build test-python node-build node-regen test-node
.PHONY: python-regen test-differential
.PHONY: kotlin-regen kotlin-shapes-check
.PHONY: example-python example-node bench-node test-node-load test-node-bots
.PHONY: tool-chromium test-browser
.PHONY: tool-server-deps tool-redis test-server-play test-server-restart test-server-privacy test-server-cluster
.PHONY: test-python-package test-notebook
.PHONY: install test-install tool-pkg-config test-npm-pack test-node-panic
.PHONY: node-npm-dirs npm-artifact npm-stage npm-pack
.PHONY: tool-cargo-fuzz fuzz-build fuzz-smoke fuzz

demo:
	$(CARGO) run --release -q -p gridwords-cli -- demo hunt
	$(CARGO) run --release -q -p gridwords-cli -- demo duel
	$(CARGO) run --release -q -p gridwords-cli -- demo solo

test: tools lint test-rust fuzz-smoke bench-build header-check test-c test-c-sanitize test-c-tsan test-clang-module test-kotlin test-install test-python example-python test-python-package test-notebook test-node test-differential test-node-panic test-node-load test-node-bots example-node test-server-play test-server-restart test-server-privacy test-server-cluster test-npm-pack test-browser
	@echo "make test: all suites passed"

# The declared rust-version: clippy's incompatible_msrv lint checks our code,
# tools/check_msrv.py our dependencies (only one toolchain can be installed).
# gridwords-layers: no module imports one that imports it, and the core's
# layers import only the layers below (ARCHITECTURE.md, "The layers").
lint:
	$(CARGO) fmt --all --check
	$(CARGO) clippy --workspace --all-targets -- -D warnings
	$(CARGO) run -q -p gridwords-layers
	python3 tools/check_msrv.py

# The Python and Node extension crates link only inside their hosts: they are
# built and tested by test-python and test-node instead.
NOT_CARGO_TESTED := --exclude gridwords-python --exclude gridwords-node

test-rust:
	$(CARGO) test --workspace $(NOT_CARGO_TESTED)

# The developer's quick loop, not part of `make test` (CI runs that): the
# formatting and clippy of `lint` on every crate that builds outside its host
# (the Python and Node crates are left to their own targets), the layers check
# (gridwords-layers), then the core's tests alone. Installs nothing.
check:
	$(CARGO) fmt --all --check
	$(CARGO) clippy --workspace --all-targets $(NOT_CARGO_TESTED) -- -D warnings
	$(CARGO) run -q -p gridwords-layers
	$(CARGO) test -p gridwords

bench-build:
	$(CARGO) bench --workspace $(NOT_CARGO_TESTED) --no-run

# Every cargo bench of the workspace, then the host calls in every language
# (bench-host-calls, below: it builds the bindings it times, and runs the
# Rust host_calls bench again beside them).
bench:
	$(CARGO) bench --workspace $(NOT_CARGO_TESTED)
	$(MAKE) bench-host-calls

# The core built for aarch64 (phones: the scorer's NEON bit count,
# hunt/walk.rs) and its scoring, solving and golden-vector tests run under
# qemu-user. Installs the target's standard library (rustup), the cross
# linker and qemu-user (Debian packages; needs root). Not part of `make
# test`: the target's standard library comes from rustup's own server,
# which a CI machine may not reach. Emulated, so it proves results, not
# speed.
AARCH64 := aarch64-unknown-linux-gnu
test-aarch64:
	rustup target add $(AARCH64)
	command -v aarch64-linux-gnu-gcc >/dev/null && command -v qemu-aarch64 >/dev/null \
		|| apt-get install -y -q gcc-aarch64-linux-gnu libc6-dev-arm64-cross qemu-user
	CARGO_TARGET_AARCH64_UNKNOWN_LINUX_GNU_LINKER=aarch64-linux-gnu-gcc \
	CARGO_TARGET_AARCH64_UNKNOWN_LINUX_GNU_RUNNER="qemu-aarch64 -L /usr/aarch64-linux-gnu" \
		$(CARGO) test --release --target $(AARCH64) -p gridwords --lib \
		--test hunt_vectors --test hunt_solve --test hunt_deal --test duel_vectors --test solo_vectors

# ---------------------------------------------------------------------------
# Bindings: the C ABI (ffi/, include/gridwords.h), Python (bindings/python)
# and Node (bindings/node). `make tools` installs, idempotently, everything
# their tests need beyond Rust, gcc, python3 and node/npm: a pinned cbindgen
# under .tools/, a virtual environment .venv/ with pinned maturin, pytest and
# ruff (and, for the Python tests and examples, mypy with pandas-stubs,
# numpy, pandas, pyarrow, matplotlib and dask), the napi CLI (npm ci), and
# valgrind (apt-get) if it is missing.

TARGET_DIR ?= $(if $(CARGO_TARGET_DIR),$(CARGO_TARGET_DIR),$(CURDIR)/target)
RELEASE_DIR := $(TARGET_DIR)/release
TOOLS := $(CURDIR)/.tools
# A cbindgen upgrade alone changes the header: bump deliberately, then `make header`.
CBINDGEN_VERSION := 0.29.4
CBINDGEN := $(TOOLS)/bin/cbindgen
CBINDGEN_ARGS := --quiet --config ffi/cbindgen.toml --crate gridwords-ffi --output include/gridwords.h ffi
VENV := $(CURDIR)/.venv
PY_PINS := maturin==1.16.0 pytest==9.2.0 ruff==0.17.6
# For the tests only (the wheel needs none of them): numpy arrays through
# hunt.score_many, and examples/python/dask_trays.py with its outputs.
PY_PINS += numpy==2.4.6 pandas==3.1.1 pyarrow==26.0.1 matplotlib==3.11.2
PY_PINS += dask==2026.8.0 distributed==2026.8.0
# examples/python/analysis.ipynb, executed by test-notebook.
PY_PINS += nbclient==0.11.0 nbformat==5.11.1 ipykernel==7.4.0
# bindings/python/tests/test_typing.py: mypy --strict on a host's code;
# pandas-stubs (of the pinned pandas's 3.1 line) types gridwords.analysis's
# tables and the examples' frames for it.
PY_PINS += mypy==2.4.1 pandas-stubs==3.1.0.261029
# test-python-package: auditwheel checks the wheel's manylinux tag.
PY_PINS += auditwheel==6.8.2
NODE_DIR := bindings/node
NAPI := ./node_modules/.bin/napi
NODE_GEN := $(TARGET_DIR)/napi-generated
CC := gcc
C_OUT := $(TARGET_DIR)/c
C_FLAGS := -std=c11 -Wall -Wextra -Werror -pedantic -O1 -g -Iinclude -Itests/c
# `cargo rustc -p gridwords-ffi --crate-type staticlib -- --print native-static-libs`
C_STATIC_LIBS := -lgcc_s -lutil -lrt -lpthread -lm -ldl -lc
C_PROGRAMS := tests/c/test_ffi.c tests/c/test_duel.c tests/c/test_solo.c tests/c/test_handles.c tests/c/test_seals.c tests/c/test_verify_many.c \
	tests/c/test_threads.c tests/c/first_call.c \
	examples/c/hunt_round.c examples/c/duel_bot.c examples/c/solo_greedy.c
C_EXAMPLES := hunt_round duel_bot solo_greedy
# GW_UNDER_VALGRIND=1 tells the C tests that loop or time (test_handles.c,
# test_threads.c) to run fewer rounds and print their time bounds instead of
# asserting them: valgrind runs threads one at a time, about 50x slower.
VALGRIND := GW_UNDER_VALGRIND=1 valgrind -q --error-exitcode=1 --leak-check=full \
	--errors-for-leak-kinds=definite,indirect --show-leak-kinds=definite,indirect

tools: tool-cbindgen tool-venv tool-npm tool-valgrind tool-pkg-config tool-kotlin

tool-cbindgen:
	@if [ "$$($(CBINDGEN) --version 2>/dev/null)" != "cbindgen $(CBINDGEN_VERSION)" ]; then \
		$(CARGO) install cbindgen --version $(CBINDGEN_VERSION) --locked --force --root $(TOOLS); \
	fi

tool-venv:
	@if [ ! -x $(VENV)/bin/python ]; then python3 -m venv $(VENV); fi
	@if [ "$$(cat $(VENV)/.gridwords-pins 2>/dev/null)" != "$(PY_PINS)" ]; then \
		$(VENV)/bin/python -m pip install -q --disable-pip-version-check $(PY_PINS); \
		echo "$(PY_PINS)" > $(VENV)/.gridwords-pins; \
	fi

tool-npm:
	@cd $(NODE_DIR) && if ! cmp -s package-lock.json node_modules/.gridwords-lock; then \
		npm ci --no-audit --no-fund && cp package-lock.json node_modules/.gridwords-lock; \
	fi

tool-valgrind:
	@command -v valgrind >/dev/null || { apt-get update && apt-get install -y valgrind; }

tool-pkg-config:
	@command -v pkg-config >/dev/null || { apt-get update && apt-get install -y pkg-config; }

tool-patchelf:
	@command -v patchelf >/dev/null || { apt-get update && apt-get install -y patchelf; }

# Regenerates ffi/src/status.rs from the core's error codes, then
# include/gridwords.h from ffi/src (commit both).
header: tool-cbindgen
	GW_REGENERATE=1 $(CARGO) test -q -p gridwords-ffi --test status_file -- status_rs_is_generated
	$(CBINDGEN) $(CBINDGEN_ARGS)

# Fails when regenerating the header would change a byte, and writes nothing
# in the tree: the header is generated into a temporary directory and
# compared with include/gridwords.h (cbindgen's own --verify rewrites the
# file it checks).
header-check: tool-cbindgen
	@tmp=$$(mktemp -d); trap 'rm -rf "$$tmp"' EXIT; \
	$(CBINDGEN) $(subst --output include/gridwords.h,--output $$tmp/gridwords.h,$(CBINDGEN_ARGS)); \
	if ! diff -u include/gridwords.h $$tmp/gridwords.h; then \
		echo "include/gridwords.h is stale: make header"; exit 1; \
	fi

# The header as Apple apps get it (docs/mobile.md, "iOS and macOS: an xcframework"):
# tools/xcframework.sh's Headers (GridWords/gridwords.h and
# GridWords/module.modulemap) merged into one include/ folder with a second
# library's, whose module.modulemap sits at its Headers root, as Xcode merges
# every framework's Headers; no path may be written twice. Then the header is
# compiled as a Clang module: a C program's #include <GridWords/gridwords.h>
# must build the GridWords module (its .pcm is checked), link against the
# static library and agree on the ABI version; Objective-C's @import GridWords
# must find the module by name (what Swift's `import GridWords` does).
CLANG ?= clang
tool-clang:
	@command -v $(CLANG) >/dev/null || { apt-get update && apt-get install -y clang; }

test-clang-module: ffi-release tool-clang
	@tmp=$$(mktemp -d); trap 'rm -rf "$$tmp"' EXIT; \
	bash tools/xcframework.sh headers $$tmp/gridwords-headers; \
	mkdir -p $$tmp/include; \
	dupes=$$( (cd $$tmp/gridwords-headers && find . -type f; cd $(CURDIR)/tests/c/module/otherlib && find . -type f) | sort | uniq -d); \
	if [ -n "$$dupes" ]; then echo "two frameworks' Headers both write: $$dupes"; exit 1; fi; \
	cp -R $$tmp/gridwords-headers/. tests/c/module/otherlib/. $$tmp/include/; \
	$(CLANG) -std=c11 -Wall -Wextra -Werror -pedantic -fmodules -fmodules-cache-path=$$tmp/cache -I$$tmp/include \
		tests/c/module/include_module.c $(RELEASE_DIR)/libgridwords_ffi.a $(C_STATIC_LIBS) -o $$tmp/include_module; \
	ls $$tmp/cache/*/GridWords-*.pcm >/dev/null 2>&1 || { echo "clang did not build the GridWords module"; exit 1; }; \
	$$tmp/include_module; \
	$(CLANG) -Wall -Werror -fmodules -fmodules-cache-path=$$tmp/cache-objc -I$$tmp/include \
		-x objective-c -fsyntax-only tests/c/module/import_module.m; \
	ls $$tmp/cache-objc/*/GridWords-*.pcm >/dev/null 2>&1 || { echo "@import GridWords built no module"; exit 1; }; \
	echo "== GridWords as a Clang module beside another framework's Headers: #include and @import"

ffi-release:
	$(CARGO) build --release -p gridwords-ffi

# ---------------------------------------------------------------------------
# Kotlin (bindings/kotlin): the Android library over the C ABI through JNA,
# built and tested on the desktop JVM against the freshly built
# libgridwords_ffi.so. Debian's kotlinc (1.3), JNA, Gson, kotlinx-coroutines
# and JUnit 4 (tool-kotlin installs them); the sources also build with a
# current Kotlin and Gradle (bindings/kotlin/README.md). kotlinc -Werror: a
# warning fails the build. The tests read the repository's tests/ (vectors,
# the error table) through -Dgridwords.tests.
KOTLIN_DIR := bindings/kotlin
KOTLIN_OUT := $(TARGET_DIR)/kotlin
JAVA_SHARE := /usr/share/java
KOTLIN_DEB := kotlin libjna-java libgoogle-gson-java libkotlinx-coroutines-java libkotlinx-atomicfu-java junit4
KOTLIN_CP := $(JAVA_SHARE)/jna.jar:$(JAVA_SHARE)/gson.jar:$(JAVA_SHARE)/kotlinx-coroutines-core.jar
KOTLIN_RUN_CP := $(KOTLIN_CP):$(JAVA_SHARE)/kotlin-stdlib.jar:$(JAVA_SHARE)/atomicfu.jar
KOTLIN_TEST_CP := $(KOTLIN_RUN_CP):$(JAVA_SHARE)/junit4.jar:$(JAVA_SHARE)/hamcrest-core.jar
# kotlinc's own script, without its -noverify (which JDK 13+ warns of on
# every run), so a warning of ours is the only output and -Werror's exit
# code is the compiler's.
KOTLIN_HOME := /usr/share/kotlin/kotlinc
KOTLINC := java -cp $(KOTLIN_HOME)/lib/kotlin-preloader.jar org.jetbrains.kotlin.preloading.Preloader \
	-cp $(KOTLIN_HOME)/lib/kotlin-compiler.jar org.jetbrains.kotlin.cli.jvm.K2JVMCompiler \
	-kotlin-home $(KOTLIN_HOME) -Werror -jvm-target 1.8

tool-kotlin:
	@command -v kotlinc >/dev/null && [ -f $(JAVA_SHARE)/jna.jar ] && [ -f $(JAVA_SHARE)/gson.jar ] \
		&& [ -f $(JAVA_SHARE)/kotlinx-coroutines-core.jar ] && [ -f $(JAVA_SHARE)/atomicfu.jar ] \
		&& [ -f $(JAVA_SHARE)/junit4.jar ] \
		|| { apt-get update && apt-get install -y $(KOTLIN_DEB); }

# The library jar, then the tests (and the example docs/mobile.md shows)
# against it.
kotlin-build: tool-kotlin ffi-release kotlin-shapes-check
	@mkdir -p $(KOTLIN_OUT)
	$(KOTLINC) -cp $(KOTLIN_CP) -d $(KOTLIN_OUT)/gridwords.jar \
		$$(find $(KOTLIN_DIR)/src/main -name '*.kt' | sort)
	$(KOTLINC) -cp $(KOTLIN_TEST_CP):$(KOTLIN_OUT)/gridwords.jar -Xfriend-paths=$(KOTLIN_OUT)/gridwords.jar \
		-d $(KOTLIN_OUT)/tests.jar \
		$$(find $(KOTLIN_DIR)/src/test $(KOTLIN_DIR)/examples -name '*.kt' | sort)

# Every *Test class under src/test, on the JVM, with the release library.
test-kotlin: kotlin-build
	java -Djna.library.path=$(RELEASE_DIR) -Dgridwords.tests=$(CURDIR)/tests \
		-cp $(KOTLIN_OUT)/tests.jar:$(KOTLIN_OUT)/gridwords.jar:$(KOTLIN_TEST_CP) org.junit.runner.JUnitCore \
		$$(cd $(KOTLIN_DIR)/src/test/kotlin && find . -name '*Test.kt' | sort | sed 's|^\./||; s|\.kt$$||; s|/|.|g')

# The Kotlin types of the engine's JSON shapes, gridwords/{hunt,duel,solo}/Shapes.kt,
# are generated by tools/gen_kotlin.py (standard library only; it imports
# gen_pytypes.py's parser) from the TypeScript ones ts-rs writes from the
# core's Rust types (dts-header.d.ts, see node-build), as the Python
# TypedDicts are: `make kotlin-regen` rewrites them (after `make node-regen`);
# kotlin-shapes-check (python3 alone, no Kotlin) regenerates them into a
# temporary folder and fails when the checked-in ones are stale.
# src/test/kotlin/gridwords/ShapesTest.kt holds them to tests/vectors.
KOTLIN_SHAPES := bindings/kotlin/src/main/kotlin/gridwords

kotlin-regen:
	python3 tools/gen_kotlin.py --out-dir $(KOTLIN_SHAPES)

kotlin-shapes-check:
	@tmp=$$(mktemp -d); trap 'rm -rf "$$tmp"' EXIT; \
	python3 tools/gen_kotlin.py --out-dir $$tmp || exit 1; \
	for game in hunt duel solo; do \
		diff -u $(KOTLIN_SHAPES)/$$game/Shapes.kt $$tmp/$$game/Shapes.kt \
			|| { echo "$(KOTLIN_SHAPES)/$$game/Shapes.kt is stale: make kotlin-regen"; exit 1; }; \
	done

# Every C program linked once against the static and once against the shared
# library, run, then run again under valgrind (no errors, no leaks).
test-c: ffi-release tool-valgrind
	@mkdir -p $(C_OUT)
	g++ -std=c++11 -Wall -Wextra -Werror -pedantic -fsyntax-only -x c++ include/gridwords.h
	@for src in $(C_PROGRAMS); do \
		name=$$(basename $$src .c); \
		echo "== $$src (static, shared)"; \
		$(CC) $(C_FLAGS) $$src $(RELEASE_DIR)/libgridwords_ffi.a $(C_STATIC_LIBS) -o $(C_OUT)/$$name-static; \
		$(CC) $(C_FLAGS) $$src -L$(RELEASE_DIR) -lgridwords_ffi -lpthread -Wl,-rpath,$(RELEASE_DIR) -o $(C_OUT)/$$name-shared; \
		if ! ldd $(C_OUT)/$$name-shared | grep libgridwords_ffi.so >/dev/null; then \
			echo "$(C_OUT)/$$name-shared does not link libgridwords_ffi.so"; exit 1; \
		fi; \
		if ldd $(C_OUT)/$$name-static | grep libgridwords_ffi.so >/dev/null; then \
			echo "$(C_OUT)/$$name-static links libgridwords_ffi.so: not a static build"; exit 1; \
		fi; \
		$(C_OUT)/$$name-static; \
		$(C_OUT)/$$name-shared; \
		echo "== $$src under valgrind (static, shared)"; \
		$(VALGRIND) $(C_OUT)/$$name-static; \
		$(VALGRIND) $(C_OUT)/$$name-shared; \
	done
	@# The host-call bench's C runner builds against today's header and spec
	@# (it runs in `make bench-host-calls`, not here).
	python3 tools/bench_spec_h.py $(HOST_CALLS_SPEC) --out $(C_OUT)/host_calls_spec.h
	$(CC) $(C_FLAGS) -I$(C_OUT) -fsyntax-only ffi/bench/host_calls.c

# The same C programs (tests and examples) built with gcc's AddressSanitizer
# and UndefinedBehaviorSanitizer, linked against the static library, run with
# LeakSanitizer on (valgrind cannot run beside ASan, so it stays in test-c).
# Only the C side is instrumented; inside the Rust library ASan still sees
# every malloc/free (Rust's allocator is the system one): leaks, double and
# foreign frees. tests/c/leak_canary.c leaks a library string on purpose and
# must fail with a leak report, or leak checking is not live here. About 10 s.
# See docs/hardening.md, "Sanitizers and memory".
C_SANITIZE := -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all
C_SAN_OUT := $(C_OUT)/sanitize
C_SAN_ENV := ASAN_OPTIONS=detect_leaks=1:strict_string_checks=1:detect_stack_use_after_return=1 \
	UBSAN_OPTIONS=print_stacktrace=1

test-c-sanitize: ffi-release
	@mkdir -p $(C_SAN_OUT)
	@for src in $(C_PROGRAMS) tests/c/leak_canary.c; do \
		name=$$(basename $$src .c); \
		$(CC) $(C_FLAGS) $(C_SANITIZE) $$src $(RELEASE_DIR)/libgridwords_ffi.a $(C_STATIC_LIBS) -o $(C_SAN_OUT)/$$name; \
		log=$(C_SAN_OUT)/$$name.log; \
		if [ $$name = leak_canary ]; then \
			if $(C_SAN_ENV) $(C_SAN_OUT)/$$name >$$log 2>&1 || ! grep -q 'ERROR: LeakSanitizer: detected memory leaks' $$log; then \
				cat $$log; echo "leak_canary was not caught: LeakSanitizer is not working here"; exit 1; \
			fi; \
			echo "== $$src under ASan+UBSan: its deliberate leak reported, as it must be"; \
		else \
			start=$$(date +%s%N); \
			$(C_SAN_ENV) $(C_SAN_OUT)/$$name >$$log 2>&1 || { cat $$log; echo "$$src failed under ASan+UBSan"; exit 1; }; \
			echo "== $$src under ASan+UBSan+LSan: clean, $$(( ($$(date +%s%N) - start) / 1000000 )) ms ($$(tail -n 1 $$log))"; \
		fi; \
	done

# The C programs under ThreadSanitizer (clang -fsanitize=thread), against
# the library as cargo builds it, as an app under Xcode's or the NDK's TSan
# links it. The library's Rust code (and Rust's std with it) is not
# instrumented, so TSan cannot see its locks (std's futex-based Mutex,
# Condvar, atomics) and reports the heap memory they guard, touched through
# the malloc/free/memcpy it intercepts, as races: 11 distinct reports a run
# of test_threads here, all with Rust frames on both sides. With the library
# and std built instrumented (nightly -Zbuild-std -Zsanitizer=thread) there
# are none, so tests/c/tsan.supp suppresses exactly the reports with a Rust
# frame (see its header). A race in C frames alone, or any other report,
# fails the run (halt_on_error): it found the harness's counters racing
# (now atomic). The count printed is TSan's suppression matches
# (print_suppressions; the same race may match more than once). test_threads
# skips its time bounds here (GW_UNDER_TSAN), as under valgrind. About 15 s.
# Debian's clang only Recommends libclang-rt-<N>-dev, which holds the TSan
# runtime: tool-clang-tsan links an empty program with -fsanitize=thread and
# installs it if that fails.
C_TSAN_OUT := $(TARGET_DIR)/c-tsan
C_TSAN_ENV := GW_UNDER_TSAN=1 TSAN_OPTIONS=suppressions=$(CURDIR)/tests/c/tsan.supp:halt_on_error=1:print_suppressions=1

tool-clang-tsan: tool-clang
	@echo 'int main(void) { return 0; }' | $(CLANG) -fsanitize=thread -x c - -o /dev/null 2>/dev/null \
		|| { apt-get update && apt-get install -y libclang-rt-$$($(CLANG) -dumpversion | cut -d. -f1)-dev; }

test-c-tsan: ffi-release tool-clang-tsan
	@mkdir -p $(C_TSAN_OUT)
	@for src in $(C_PROGRAMS); do \
		name=$$(basename $$src .c); \
		$(CLANG) $(C_FLAGS) -fsanitize=thread $$src $(RELEASE_DIR)/libgridwords_ffi.a $(C_STATIC_LIBS) -o $(C_TSAN_OUT)/$$name; \
		log=$(C_TSAN_OUT)/$$name.log; \
		$(C_TSAN_ENV) $(C_TSAN_OUT)/$$name >$$log 2>&1 || { cat $$log; echo "$$src failed under ThreadSanitizer"; exit 1; }; \
		if grep -q 'WARNING: ThreadSanitizer' $$log; then cat $$log; echo "$$src: ThreadSanitizer reported a race"; exit 1; fi; \
		sup=$$(awk '$$2 ~ /^race:/ && $$1 ~ /^[0-9]+$$/ {n += $$1} END {print n + 0}' $$log); \
		res=$$(grep -E 'passed, [0-9]+ failed' $$log | tail -n 1 || true); \
		echo "== $$src under TSan: clean ($$sup suppression matches in Rust frames$${res:+; $$res})"; \
	 done

example-c: ffi-release
	@mkdir -p $(C_OUT)
	@for name in $(C_EXAMPLES); do \
		$(CC) $(C_FLAGS) examples/c/$$name.c $(RELEASE_DIR)/libgridwords_ffi.a $(C_STATIC_LIBS) -o $(C_OUT)/$$name; \
		$(C_OUT)/$$name; \
	done

# Installing the C library the way SQLite installs (see docs/c.md, "C: the first
# hour"): `make install PREFIX=/opt/gridwords` (default /usr/local; DESTDIR
# for staging) puts include/gridwords.h in PREFIX/include and, in PREFIX/lib,
# libgridwords.a and libgridwords.so.<ABI> with the SONAME
# libgridwords.so.<ABI> (set by patchelf: the build's own library names
# itself libgridwords_ffi.so, see ffi/build.rs), libgridwords.so linking to
# it, the build's names libgridwords_ffi.{a,so} as symlinks for link lines
# that use the crate's name, and two pkg-config files: gridwords.pc
# (-lgridwords, the shared library; Libs.private for `--static`) and
# gridwords-static.pc (the archive by its path plus the system libraries it
# needs). A program linked against ABI 2 asks for libgridwords.so.2, and
# checks gw_abi_version() == GW_ABI_VERSION at start-up (also the pc
# variable abi_version).
PREFIX ?= /usr/local
DESTDIR ?=
GW_PREFIX = $(abspath $(PREFIX))
GW_LIBDIR = $(DESTDIR)$(GW_PREFIX)/lib
GW_VERSION = $(shell $(CARGO) pkgid -p gridwords-ffi | sed 's/.*@//')
GW_ABI = $(shell sed -n 's/^\#define GW_ABI_VERSION \([0-9]*\)$$/\1/p' include/gridwords.h)
GW_PC_HEAD = prefix=$(GW_PREFIX)\nexec_prefix=$${prefix}\nlibdir=$${exec_prefix}/lib\nincludedir=$${prefix}/include\nabi_version=$(GW_ABI)\n\n
GW_PC_DESC = C ABI of the gridwords word-game engine (Word Grid, Wordgrid, Sóló)

# What ships is stripped of debug info (the release profile keeps line
# tables for the project's own backtraces and profiles): `install`, the npm
# addon (`node-build`) and the wheel (`strip = true` in pyproject.toml).
# Sizes in the README's "Shipped sizes".
STRIP ?= strip
# Fails if a shipped binary still carries DWARF sections.
CHECK_STRIPPED = if readelf -S $(1) | grep -q '\.debug_'; then echo "$(1): not stripped"; exit 1; fi

install: ffi-release tool-patchelf
	install -d $(DESTDIR)$(GW_PREFIX)/include $(GW_LIBDIR)/pkgconfig $(DESTDIR)$(GW_PREFIX)/share/doc/gridwords
	@# The library holds the lexicon, whose licence must accompany every copy.
	install -m 644 LICENSE-MIT LICENSE-APACHE core/lexicon/LICENCE-wordlists.txt \
		$(DESTDIR)$(GW_PREFIX)/share/doc/gridwords/
	install -m 644 include/gridwords.h $(DESTDIR)$(GW_PREFIX)/include/gridwords.h
	install -m 644 $(RELEASE_DIR)/libgridwords_ffi.a $(GW_LIBDIR)/libgridwords.a
	install -m 755 $(RELEASE_DIR)/libgridwords_ffi.so $(GW_LIBDIR)/libgridwords.so.$(GW_ABI)
	patchelf --set-soname libgridwords.so.$(GW_ABI) $(GW_LIBDIR)/libgridwords.so.$(GW_ABI)
	$(STRIP) --strip-debug $(GW_LIBDIR)/libgridwords.a
	$(STRIP) --strip-unneeded $(GW_LIBDIR)/libgridwords.so.$(GW_ABI)
	ln -sfn libgridwords.so.$(GW_ABI) $(GW_LIBDIR)/libgridwords.so
	ln -sfn libgridwords.a $(GW_LIBDIR)/libgridwords_ffi.a
	ln -sfn libgridwords.so $(GW_LIBDIR)/libgridwords_ffi.so
	printf '$(GW_PC_HEAD)Name: gridwords\nDescription: $(GW_PC_DESC)\nVersion: $(GW_VERSION)\nLibs: -L$${libdir} -lgridwords\nLibs.private: $(C_STATIC_LIBS)\nCflags: -I$${includedir}\n' \
		> $(GW_LIBDIR)/pkgconfig/gridwords.pc
	printf '$(GW_PC_HEAD)Name: gridwords-static\nDescription: $(GW_PC_DESC), linked statically\nVersion: $(GW_VERSION)\nLibs: $${libdir}/libgridwords.a $(C_STATIC_LIBS)\nCflags: -I$${includedir}\n' \
		> $(GW_LIBDIR)/pkgconfig/gridwords-static.pc

# Installs into a temporary prefix, then builds every C example with nothing
# but pkg-config's flags (no -I or -L into this tree): once shared (`gridwords`,
# rpath from its libdir) and once static (`gridwords-static`), and runs both.
GW_PC_CFLAGS := -std=c11 -Wall -Wextra -Werror -pedantic -O1

test-install: ffi-release tool-pkg-config
	@tmp=$$(mktemp -d); trap 'rm -rf "$$tmp"' EXIT; \
	$(MAKE) --no-print-directory -s install PREFIX=$$tmp/prefix >/dev/null; \
	export PKG_CONFIG_PATH=$$tmp/prefix/lib/pkgconfig; \
	echo "== installed gridwords $$(pkg-config --modversion gridwords) (ABI $$(pkg-config --variable=abi_version gridwords)): $$(cd $$tmp/prefix && find . -type f -o -type l | sort | tr '\n' ' ')"; \
	test "$$(pkg-config --modversion gridwords)" = "$(GW_VERSION)"; \
	grep -q "Kevin Atkinson" $$tmp/prefix/share/doc/gridwords/LICENCE-wordlists.txt; \
	pkg-config --exists --print-errors 'gridwords = $(GW_VERSION)' 'gridwords-static = $(GW_VERSION)'; \
	libdir=$$(pkg-config --variable=libdir gridwords); \
	$(call CHECK_STRIPPED,$$libdir/libgridwords.so.$(GW_ABI)); \
	readelf -d $$libdir/libgridwords.so.$(GW_ABI) | grep -q 'SONAME.*\[libgridwords.so.$(GW_ABI)\]' \
		|| { echo "libgridwords.so.$(GW_ABI) does not name itself so"; exit 1; }; \
	$(call CHECK_STRIPPED,$$libdir/libgridwords.a); \
	for name in $(C_EXAMPLES); do \
		echo "== examples/c/$$name.c: cc \$$(pkg-config --cflags --libs gridwords), and gridwords-static"; \
		$(CC) $(GW_PC_CFLAGS) examples/c/$$name.c $$(pkg-config --cflags --libs gridwords) \
			-Wl,-rpath,$$libdir -o $$tmp/$$name-shared; \
		$(CC) $(GW_PC_CFLAGS) examples/c/$$name.c $$(pkg-config --static --cflags --libs gridwords-static) \
			-o $$tmp/$$name-static; \
		if ! ldd $$tmp/$$name-shared | grep "libgridwords.so.$(GW_ABI) => $$libdir/libgridwords.so.$(GW_ABI)" >/dev/null; then \
			echo "$$name-shared does not load $$libdir/libgridwords.so.$(GW_ABI) by its SONAME"; exit 1; \
		fi; \
		if ldd $$tmp/$$name-static | grep libgridwords >/dev/null; then \
			echo "$$name-static loads a libgridwords shared library: not a static build"; exit 1; \
		fi; \
		$$tmp/$$name-shared >/dev/null; \
		$$tmp/$$name-static >/dev/null; \
	done

# The npm packages as a user gets them (bindings/node/scripts/test-pack.mjs),
# in a temporary directory: the layout staged by scripts/npm-stage.mjs
# (npm/<platform>/ exactly what `napi create-npm-dirs` writes from the napi
# targets; each platform package.json with os, cpu, libc on Linux and the main
# one's version; the main's optionalDependencies exactly the targets' packages
# at that version); `npm pack` of the main package (no .node in it) and of
# this machine's linux-x64-gnu package, both installed offline into a fresh
# project and used there by require, import and tsc --strict; index.d.ts
# declares exactly the exports; with the main package alone (and on faked
# platforms) require throws "gridwords: no binary for <platform>: install
# gridwords-<platform>@<version> ...". About 20 s after node-build.
test-npm-pack: node-build
	for f in $(NODE_DIR)/*.node; do $(call CHECK_STRIPPED,$$f); done
	cd $(NODE_DIR) && node scripts/test-pack.mjs

# The npm packages per platform (bindings/node/README.md, "Packages per
# platform"). package.json's napi.targets is the one list of platforms;
# node-npm-dirs rewrites bindings/node/npm/<platform>/ from it with `napi
# create-npm-dirs` (commit them; test-npm-pack and npm-stage fail on drift).
# npm-artifact builds one target's addon (NAPI_TARGET=aarch64-apple-darwin,
# ...; stripped by cargo, so on any host) into NPM_ARTIFACTS, on a CI runner
# that can build it (NAPI_FLAGS=--use-napi-cross or --cross-compile for napi's
# cross builds); npm-stage lays out every target's package from NPM_ARTIFACTS,
# and the main package, in NPM_STAGE, ready for `npm publish` (platforms
# first). Here only linux-x64-gnu is built: npm-pack stages this machine's
# package from node-build's addon and packs it and the main one into
# $(TARGET_DIR)/npm/ (install both tarballs together).
NPM_ARTIFACTS ?= $(TARGET_DIR)/npm-artifacts
NPM_STAGE ?= $(TARGET_DIR)/npm-stage
NAPI_TARGET ?=
NAPI_FLAGS ?=
NPM_PACK_DIR := $(TARGET_DIR)/npm

node-npm-dirs: tool-npm
	rm -rf $(NODE_DIR)/npm
	cd $(NODE_DIR) && $(NAPI) create-npm-dirs

npm-artifact: tool-npm
	@test -n "$(NAPI_TARGET)" || { echo "npm-artifact: set NAPI_TARGET to one of package.json's napi.targets"; exit 1; }
	rm -rf $(abspath $(NPM_ARTIFACTS))/$(NAPI_TARGET)
	cd $(NODE_DIR) && CARGO_PROFILE_RELEASE_STRIP=symbols $(NAPI) build --platform --release \
		--target $(NAPI_TARGET) $(NAPI_FLAGS) --output-dir $(abspath $(NPM_ARTIFACTS))/$(NAPI_TARGET)
	mv -f $(abspath $(NPM_ARTIFACTS))/$(NAPI_TARGET)/*.node $(abspath $(NPM_ARTIFACTS))/
	rm -rf $(abspath $(NPM_ARTIFACTS))/$(NAPI_TARGET)

npm-stage: tool-npm
	rm -rf $(abspath $(NPM_STAGE))
	cd $(NODE_DIR) && node scripts/npm-stage.mjs --artifacts $(abspath $(NPM_ARTIFACTS)) --out $(abspath $(NPM_STAGE))

npm-pack: node-build
	rm -rf $(NPM_PACK_DIR)
	cd $(NODE_DIR) && node scripts/npm-stage.mjs --artifacts . --out $(NPM_PACK_DIR)/stage \
		$$(for f in gridwords.*.node; do p=$${f#gridwords.}; echo --only $${p%.node}; done)
	for d in $(NPM_PACK_DIR)/stage/*/; do npm pack --silent --pack-destination $(NPM_PACK_DIR) $$d; done
	rm -rf $(NPM_PACK_DIR)/stage

# Builds the abi3 wheel and installs it into .venv. On Linux the wheel is
# tagged PY_MANYLINUX, which maturin checks against the glibc symbol versions
# the extension needs (the build fails if they are newer). Here glibc is 2.36
# and Rust's std links dlopen/pthread_create at GLIBC_2.34, so manylinux_2_34:
# pip installs it on glibc 2.34+ (Debian 12, Ubuntu 22.04, RHEL 9). An older
# tag needs a build against an older glibc (CI: a manylinux container, or
# maturin --zig): `make python-build PY_MANYLINUX=manylinux_2_28` there. The
# flag lives here, not in pyproject.toml, so pip's builds from the sdist tag
# their wheel for the machine they run on.
PY_MANYLINUX ?= manylinux_2_34

python-build: tool-venv
	rm -rf $(TARGET_DIR)/wheels
	$(VENV)/bin/maturin build --release --quiet -m bindings/python/Cargo.toml \
		--compatibility $(PY_MANYLINUX) --interpreter $(VENV)/bin/python --out $(TARGET_DIR)/wheels
	$(VENV)/bin/python -m pip install -q --disable-pip-version-check --no-index \
		--force-reinstall --no-deps $(TARGET_DIR)/wheels/gridwords-*.whl

# The TypedDicts of the engine's JSON shapes, gridwords/types.py, are
# generated by tools/gen_pytypes.py (standard library only) from the
# TypeScript ones ts-rs writes from the core's Rust types (dts-header.d.ts,
# see node-build): `make python-regen` rewrites them (after `make
# node-regen`), with the few hand-written in gridwords/_handwritten_types.py
# re-exported; test-python fails when they are stale. Then mypy's stubtest
# holds the installed package (stubs, types.py, the wrappers) to the runtime
# module, with tests/stubtest-allowlist.txt (each entry's reason there), and
# `mypy --strict` checks the examples against it (examples/python/mypy.ini),
# the generator, and the installed package itself. The generator needs Python 3.10+. tools/gen_pyoptions.py
# writes the typed constructors' options (parameters, each with its doc) into
# _core.pyi from the core's declaration, read from the built module; the
# wheel is then built again so the installed package holds what was written.
PY_TYPES := bindings/python/python/gridwords/types.py
PY_STUBTEST := $(TARGET_DIR)/stubtest

python-regen: python-build
	python3 tools/gen_pytypes.py --out $(PY_TYPES)
	$(VENV)/bin/python tools/gen_pyoptions.py
	$(MAKE) python-build

test-python: python-build
	$(VENV)/bin/ruff check bindings/python examples/python tools
	$(VENV)/bin/ruff format --check bindings/python examples/python tools
	python3 tools/gen_pytypes.py --stdout | diff -u $(PY_TYPES) - \
		|| { echo "$(PY_TYPES) is stale: make python-regen"; exit 1; }
	@# The typed constructors' options in the stub, from the core's declaration.
	$(VENV)/bin/python tools/gen_pyoptions.py --check
	@# From a directory of its own: stubtest leaves a mypy cache where it runs.
	mkdir -p $(PY_STUBTEST)
	cd $(PY_STUBTEST) && $(VENV)/bin/python -m mypy.stubtest \
		--allowlist $(CURDIR)/bindings/python/tests/stubtest-allowlist.txt gridwords
	$(VENV)/bin/python -m mypy --strict --config-file examples/python/mypy.ini \
		--cache-dir $(PY_STUBTEST)/examples-cache examples/python/*.py tools/gen_pytypes.py
	@# The installed package itself, strictly: its wrappers, analysis.py's
	@# tables (with pandas-stubs) and the stubs (stubtest's build is not strict).
	cd $(PY_STUBTEST) && $(VENV)/bin/python -m mypy --strict \
		--cache-dir $(PY_STUBTEST)/package-cache -p gridwords
	cd bindings/python && $(VENV)/bin/python -m pytest -q tests

# The analysis examples: 10 000 trays dealt and solved over two processes,
# pickled games played out in workers and verified by replay; Wordgrid bot
# matches (each level against the next, from both seats) played out by
# gridwords.analysis.tournament on two processes, audited by replay, with
# Wilson intervals, their positions' legal moves counted on threads;
# 4 000 trays scored and solved on a two-worker Dask LocalCluster (Parquet and
# a PNG under target/dask_trays).
example-python: python-build
	$(VENV)/bin/python examples/python/tray_stats.py --trays 10000 --workers 2
	$(VENV)/bin/python examples/python/duel_bots.py --seeds 8 --workers 2
	$(VENV)/bin/python examples/python/dask_trays.py --trays 4000 --workers 2 \
		--out $(TARGET_DIR)/dask_trays

# The package as a user gets it. The wheel from python-build must carry a
# real manylinux tag: `auditwheel show` (pinned in PY_PINS) must find it
# consistent with the PY_MANYLINUX tag in its name (or an older one) and find
# no external library it would have to graft in, which is why the wheel is
# checked, not repaired: `auditwheel repair` would have nothing to add, and
# would rewrite the wheel test-python tested. Then it goes into a fresh
# virtual environment (`pip install --no-index`); then `maturin sdist` (the
# core crate and its lexicon blob included) is built and installed by pip into
# another, in pip's isolated build environment (maturin from the index, pinned
# to PY_PINS's by PIP_CONSTRAINT). Each runs bindings/python/tests/
# smoke_installed.py, copied to a temporary directory, with `python -I`.
# The sdist compiles in its own target directory: its files carry a fixed old
# mtime, so in the shared one cargo would take python-build's artifacts as up
# to date (and maturin would drop its wheel into target/wheels); its two
# workspace crates are cleaned first so every run compiles the sdist's sources.
# Cold (as in CI) pip's build took 70-100 s on two busy cores, warm about 30 s.
PY_VERSION = $(shell $(CARGO) pkgid -p gridwords-python | sed 's/.*@//')
PY_SDIST_TARGET := $(TARGET_DIR)/sdist-build
# auditwheel's verdict (show --json) on the wheel named by argv[2], tagged argv[3].
define PY_AUDITWHEEL_CHECK
import json, os, re, sys
report, wheel, want = json.load(open(sys.argv[1])), os.path.basename(sys.argv[2]), sys.argv[3]
glibc = lambda tag: tuple(map(int, re.fullmatch(r"manylinux_(\d+)_(\d+)_\w+", tag).groups()))
tags = wheel[:-4].split("-")[-1].split(".")
assert tags == [want], f"{wheel}: tagged {tags}, not {want}"
assert not report["pure"], report
assert report["external_libs"] == {}, f"{wheel} needs libraries outside the policy: {report['external_libs']}"
assert glibc(report["overall_tag"]) <= glibc(want), f"auditwheel: {wheel} is {report['overall_tag']}, not {want}"
newest = max((v for vs in report["versioned_symbols"].values() for v in vs if v.startswith("GLIBC_")), key=lambda v: tuple(map(int, v[6:].split("."))))
print(f"== auditwheel show {wheel}: consistent with {report['overall_tag']} (newest symbol {newest}), no external libraries")
endef
export PY_AUDITWHEEL_CHECK

test-python-package: python-build
	@tmp=$$(mktemp -d); trap 'rm -rf "$$tmp"' EXIT; \
	cp bindings/python/tests/smoke_installed.py $$tmp/; \
	wheel=$$(ls $(TARGET_DIR)/wheels/gridwords-*.whl); \
	python3 -c 'import sys, zipfile; z = zipfile.ZipFile(sys.argv[1]); z.extractall(sys.argv[2], [n for n in z.namelist() if n.endswith(".so")])' "$$wheel" $$tmp/unpacked; \
	$(call CHECK_STRIPPED,$$tmp/unpacked/gridwords/_core*.so); \
	if [ "$$(uname -s)" = Linux ]; then \
		$(VENV)/bin/auditwheel show --json "$$wheel" > $$tmp/auditwheel.json; \
		$(VENV)/bin/python -c "$$PY_AUDITWHEEL_CHECK" $$tmp/auditwheel.json "$$wheel" $(PY_MANYLINUX)_$$(uname -m); \
	fi; \
	echo "== $$(basename $$wheel) into a fresh venv"; \
	python3 -m venv $$tmp/wheel-venv; \
	$$tmp/wheel-venv/bin/python -m pip install -q --disable-pip-version-check --no-index "$$wheel"; \
	(cd $$tmp && wheel-venv/bin/python -I smoke_installed.py $(PY_VERSION)); \
	echo "== sdist"; \
	$(VENV)/bin/maturin sdist -m bindings/python/Cargo.toml --out $$tmp/sdist >$$tmp/sdist.log 2>&1 \
		|| { cat $$tmp/sdist.log; exit 1; }; \
	sdist=$$(ls $$tmp/sdist/gridwords-*.tar.gz); \
	listing=$$(tar -tzf "$$sdist"); \
	for f in core/Cargo.toml core/src/lib.rs core/lexicon/gridwords.fst core/lexicon/gridwords.manifest \
			Cargo.lock bindings/python/Cargo.toml python/gridwords/_core.pyi python/gridwords/py.typed; do \
		grep -qx "gridwords-$(PY_VERSION)/$$f" <<<"$$listing" || { echo "$$(basename $$sdist) lacks $$f"; exit 1; }; \
	done; \
	echo "$(filter maturin==%,$(PY_PINS))" > $$tmp/constraints.txt; \
	$(CARGO) clean -q --release -p gridwords -p gridwords-python --target-dir $(PY_SDIST_TARGET); \
	python3 -m venv $$tmp/sdist-venv; \
	start=$$(date +%s); \
	CARGO_TARGET_DIR=$(PY_SDIST_TARGET) PIP_CONSTRAINT=$$tmp/constraints.txt \
		$$tmp/sdist-venv/bin/python -m pip install -q --disable-pip-version-check --no-cache-dir "$$sdist"; \
	echo "== $$(basename $$sdist) ($$(wc -l <<<"$$listing") files) built and installed by pip in $$(( $$(date +%s) - start )) s"; \
	(cd $$tmp && sdist-venv/bin/python -I smoke_installed.py $(PY_VERSION))

# examples/python/analysis.ipynb executed top to bottom, small
# (GW_NOTEBOOK_SMALL=1), as a copy in $(TARGET_DIR)/notebook, on the
# .venv's python3 kernel (ipykernel's kernelspec in .venv, run with the
# .venv's Python); any cell's error fails. Jupyter's, IPython's and
# matplotlib's own files go there too, not into $HOME.
NB_DIR := $(TARGET_DIR)/notebook

test-notebook: python-build
	rm -rf $(NB_DIR)
	mkdir -p $(NB_DIR)
	cp examples/python/analysis.ipynb $(NB_DIR)/analysis.ipynb
	cd $(NB_DIR) && GW_NOTEBOOK_SMALL=1 JUPYTER_DATA_DIR=$(NB_DIR)/jupyter-data \
		JUPYTER_RUNTIME_DIR=$(NB_DIR)/jupyter-runtime JUPYTER_CONFIG_DIR=$(NB_DIR)/jupyter-config \
		IPYTHONDIR=$(NB_DIR)/ipython MPLCONFIGDIR=$(NB_DIR)/matplotlib \
		$(VENV)/bin/jupyter-execute --kernel_name=python3 --timeout=300 --inplace analysis.ipynb

# The TypeScript declarations of the engine's JSON shapes, generated from the
# core's Rust types (ts-rs, the core's `ts` feature, on only for this
# generator) and formatted by the TypeScript printer: dts-header.d.ts, which
# `napi build` puts at the top of index.d.ts.
NODE_TYPINGS := $(CARGO) run -q -p gridwords-node --example typings | node $(NODE_DIR)/scripts/format-dts.mjs

# Builds the addon; the generated typings, loader and declarations must match
# the checked-in ones (`make node-regen` refreshes them).
node-build: tool-npm
	rm -rf $(NODE_GEN)
	mkdir -p $(NODE_GEN)
	$(NODE_TYPINGS) > $(NODE_GEN)/dts-header.d.ts
	diff -u $(NODE_DIR)/dts-header.d.ts $(NODE_GEN)/dts-header.d.ts
	cd $(NODE_DIR) && $(NAPI) build --platform --release --output-dir $(NODE_GEN)
	diff -u $(NODE_DIR)/index.d.ts $(NODE_GEN)/index.d.ts
	diff -u $(NODE_DIR)/index.js $(NODE_GEN)/index.js
	@# Copied beside and renamed over: overwriting a loaded addon in place
	@# crashes the Node processes that have it open (SIGBUS).
	for f in $(NODE_GEN)/*.node; do \
		cp $$f $(NODE_DIR)/.$$(basename $$f).new && $(STRIP) --strip-unneeded $(NODE_DIR)/.$$(basename $$f).new && \
		mv -f $(NODE_DIR)/.$$(basename $$f).new $(NODE_DIR)/$$(basename $$f); \
	done
	@# The licences travel in the npm package (npm pack skips symlinks, so
	@# copies, ignored by git): the code's two and the word lists'.
	cp LICENSE-MIT LICENSE-APACHE core/lexicon/LICENCE-wordlists.txt $(NODE_DIR)/

node-regen: tool-npm
	mkdir -p $(TARGET_DIR)
	$(NODE_TYPINGS) > $(TARGET_DIR)/dts-header.d.ts
	mv $(TARGET_DIR)/dts-header.d.ts $(NODE_DIR)/dts-header.d.ts
	cd $(NODE_DIR) && $(NAPI) build --platform --release

# Test files by name: `node --test DIR` works on Node 20 only.
NODE_TESTS := test/*.test.js test/*.test.mjs ../../tests/node/*.test.js

test-node: node-build
	cd $(NODE_DIR) && node --test $(NODE_TESTS)

# The same ~1,100 inputs (most of them absurd) through Python and Node: the
# same outcome and code in both, but for the differences allowed.json lists
# with their reasons (tests/differential/check.py says what fails it).
test-differential: python-build node-build
	$(VENV)/bin/ruff check tests/differential
	$(VENV)/bin/ruff format --check tests/differential
	$(VENV)/bin/python tests/differential/check.py

# Every exported call's panic guard (bindings/node/src/lib.rs, `guard`), shown
# on a second addon built with the `test-panic` feature into its own folder:
# its armPanicForTest() makes the next call panic. Only the node crate is
# rebuilt for it (and again, without the feature, by the next node-build).
NODE_PANIC_GEN := $(TARGET_DIR)/napi-panic
test-node-panic: node-build
	rm -rf $(NODE_PANIC_GEN)
	cd $(NODE_DIR) && $(NAPI) build --platform --release --features test-panic --output-dir $(NODE_PANIC_GEN)
	RUST_BACKTRACE=0 GW_PANIC_ADDON=$(NODE_PANIC_GEN)/$$(cd $(NODE_PANIC_GEN) && ls *.node) node --test $(NODE_DIR)/test/panic/guard.test.mjs

# The example server under load (tests/server/load.mjs), small: 300
# games of the three kinds created and held at once, driven over loopback
# HTTP through a full round on a scripted clock, every result checked against
# a replay of its log, then dropped after the server's keep time; twice, and
# the JS heap must come back near its baseline. About 5 s. The 10 000-game run
# and its figures: docs/hardening.md, "Concurrency and load".
test-node-load: node-build
	node --expose-gc tests/server/load.mjs --games 300

# 100 human-vs-hard Wordgrid games on the example server while other
# games' players submit words and spammers decline draws (issue 27): no
# word refused, every spammed refusal answered without a search.
test-node-bots: node-build
	node tests/server/bots.mjs --games 100

# The game server example: simulated players over HTTP on the real clock;
# then a Wordgrid game against the hard bot and a greedy Sóló game (best
# swaps), both on a simulated clock.
example-node: node-build tool-server-deps
	rm -f $(TARGET_DIR)/example-node-games.db*
	GW_STORE=sqlite:$(TARGET_DIR)/example-node-games.db node examples/node/play.mjs
	node examples/node/duel.mjs
	node examples/node/solo.mjs

# The example server's web client (examples/node/public/) in Debian's
# chromium, driven by playwright-core (pinned by tests/browser/package-lock.json):
# the server on a free loopback port with its game clocks at 10x wall time;
# two pages play a Word Grid round, one plays Wordgrid against the easy bot,
# one makes Sóló swaps. Screenshots in $(TARGET_DIR)/screenshots. About 30 s.
BROWSER_DIR := tests/browser

tool-chromium:
	@command -v chromium >/dev/null || { apt-get update && apt-get install -y chromium; }

test-browser: node-build tool-chromium tool-server-deps
	@cd $(BROWSER_DIR) && if ! cmp -s package-lock.json node_modules/.gridwords-lock; then \
		npm ci --no-audit --no-fund && cp package-lock.json node_modules/.gridwords-lock; \
	fi
	mkdir -p $(TARGET_DIR)/screenshots
	rm -f $(TARGET_DIR)/browser-games.db*
	GW_STORE=sqlite:$(TARGET_DIR)/browser-games.db GW_SCREENSHOTS=$(TARGET_DIR)/screenshots \
		node --test $(BROWSER_DIR)/play.test.mjs

# The example server's stores (examples/node/store.mjs): better-sqlite3 and
# redis, pinned by examples/node/package-lock.json (better-sqlite3 compiles
# against Node's headers, about a minute, once); Debian's redis-server.
SERVER_DIR := examples/node

# better-sqlite3 compiles against Node's headers: the distribution's nodejs
# package installs them under /usr/include/node, so npm needs no download.
NODE_HEADERS := $(if $(wildcard /usr/include/node/node_api.h),--nodedir=/usr)

tool-server-deps:
	@cd $(SERVER_DIR) && if ! cmp -s package-lock.json node_modules/.gridwords-lock; then \
		npm ci --no-audit --no-fund $(NODE_HEADERS) && cp package-lock.json node_modules/.gridwords-lock; \
	fi

tool-redis:
	@command -v redis-server >/dev/null || { apt-get update && apt-get install -y redis-server; }

# The example server end to end over HTTP (tests/server/play.test.mjs):
# concurrent games of every kind, simulated players, exact scores and a
# replay of each game's log; the HTTP rules (http.test.mjs) and the abuse
# limits (limits.test.mjs). About 7 s. (It lived in the Node binding's own
# tests, which need no example to pass.)
test-server-play: node-build tool-server-deps
	node --test tests/server/play.test.mjs tests/server/http.test.mjs tests/server/limits.test.mjs

# A server that loses no game: server.mjs killed with SIGKILL mid-round and
# started again on its store ends six games of the three kinds exactly as an
# uninterrupted run does; on a SQLite file, then on a redis-server the test
# starts on a free port in a temporary directory (no persistence of its
# own), where a second server process takes the games over; a restart on
# 2 000 stored games (hard-bot games mid-play among them) answers within
# 2 s; the bytes written per action do not grow with the game. About 20 s.
test-server-restart: node-build tool-server-deps tool-redis
	node --test tests/server/restart.test.mjs

# What a seat may not see, over HTTP: a two-human Word Grid game on server.mjs
# (scripted clock, SQLite in a temporary directory); while the round is live
# neither seat's word reaches the other seat's view, feed or stream, a
# spectator or the lobby; forged seats and tokens are refused on every route
# and change nothing; no answer carries another seat's token. About 1 s.
test-server-privacy: node-build tool-server-deps
	node --test tests/server/privacy.test.mjs

# Several server processes on one real redis-server (Debian's, started on a
# free loopback port), on the wall clock (tests/server/cluster.test.mjs):
# any process answers for any game (it forwards to the owner); of two
# conflicting moves sent to two processes exactly one is acknowledged; a
# process SIGSTOPped past its lease writes nothing once continued; the
# owner's SIGKILL moves its games in under 2 s; a live instance name is
# refused; a rolling restart of three processes under steady play loses no
# acknowledged move; the store's append script fences every write. And the
# operator's settings, seeds players cannot choose, per-seat feeds
# (tests/server/operator.test.mjs). About 12 s.
test-server-cluster: node-build tool-server-deps tool-redis
	node --test tests/server/cluster.test.mjs tests/server/operator.test.mjs

# Per-call cost from Node (timings, not a test). The Rust figures beside them:
# `cargo bench -p gridwords --bench hunt_game -- submit` and `--bench lexicon -- contains`;
# Wordgrid's `play` and Sóló's `swap` in Rust, timed the way the Node bench
# times them, by play_bench.
bench-node: node-build
	node --expose-gc $(NODE_DIR)/bench/overhead.mjs
	$(CARGO) run --release -q -p gridwords-node --example play_bench

# The host-facing calls a user waits on (create, act, view, snapshot,
# restore, replay, verify, best swaps, a hard bot move) in Rust, C, Python
# and Node, each row of tests/bench/host_calls.json timed the same way in
# every language (timings, not a test; performance.md, "Host calls in every
# language"). C reads no JSON: tools/bench_spec_h.py writes the spec as a
# header into $(BENCH_DIR), where ffi/bench/host_calls.c is built against the
# release static library. Each runner prints one JSON line a row into
# $(BENCH_DIR)/host_calls.jsonl; tools/bench_host_calls.py prints them as one
# markdown table, each binding's overhead against Rust beside it. A failed
# call (or a verify that says false) in any runner fails the target. A few
# minutes on two cores.
BENCH_DIR := $(TARGET_DIR)/bench
HOST_CALLS_SPEC := tests/bench/host_calls.json
HOST_CALLS_OUT := $(BENCH_DIR)/host_calls.jsonl

bench-host-calls: ffi-release python-build node-build
	@mkdir -p $(BENCH_DIR)
	python3 tools/bench_spec_h.py $(HOST_CALLS_SPEC) --out $(BENCH_DIR)/host_calls_spec.h
	$(CC) $(C_FLAGS) -O2 -I$(BENCH_DIR) ffi/bench/host_calls.c $(RELEASE_DIR)/libgridwords_ffi.a $(C_STATIC_LIBS) \
		-o $(BENCH_DIR)/host_calls
	: > $(HOST_CALLS_OUT)
	$(CARGO) bench -q -p gridwords --bench host_calls >> $(HOST_CALLS_OUT)
	$(BENCH_DIR)/host_calls >> $(HOST_CALLS_OUT)
	$(VENV)/bin/python bindings/python/bench/host_calls.py $(HOST_CALLS_SPEC) >> $(HOST_CALLS_OUT)
	node --expose-gc $(NODE_DIR)/bench/host_calls.mjs $(HOST_CALLS_SPEC) >> $(HOST_CALLS_OUT)
	python3 tools/bench_host_calls.py $(HOST_CALLS_OUT)

# ---------------------------------------------------------------------------
# Fuzzing (fuzz/, its own workspace; docs/hardening.md, "Fuzzing"). cargo-fuzz
# pinned under .tools/ builds the targets with libFuzzer (compiled by the
# libfuzzer-sys crate) on the stable toolchain: `--sanitizer none` passes only
# stable flags (-Cpasses=sancov-module, -Cllvm-args=-sanitizer-coverage-*,
# -Cdebug-assertions). fuzz-smoke runs each target for a few seconds on its
# committed corpus (fuzz/corpus/<target>; new inputs go to a temporary
# directory) and fails on any crash, leaving the input in
# $(TARGET_DIR)/fuzz-artifacts/<target>/. `make fuzz FUZZ_TARGET=actions
# FUZZ_SECONDS=1800` runs one target for longer, by hand.
CARGO_FUZZ_VERSION := 0.13.2
CARGO_FUZZ := $(TOOLS)/bin/cargo-fuzz
FUZZ_TARGETS := hunt_words actions json_inputs lexicon_from_bytes c_abi
FUZZ_TRIPLE := $(shell rustc -vV | sed -n 's/^host: //p')
FUZZ_BIN := $(TARGET_DIR)/fuzz/$(FUZZ_TRIPLE)/release
FUZZ_SMOKE_SECONDS ?= 5
FUZZ_TARGET ?= actions
FUZZ_SECONDS ?= 60

tool-cargo-fuzz:
	@if [ "$$($(CARGO_FUZZ) --version 2>/dev/null)" != "cargo-fuzz $(CARGO_FUZZ_VERSION)" ]; then \
		$(CARGO) install cargo-fuzz --version $(CARGO_FUZZ_VERSION) --locked --force --root $(TOOLS); \
	fi

fuzz-build: tool-cargo-fuzz
	cd fuzz && $(CARGO_FUZZ) fuzz build --sanitizer none --target-dir $(TARGET_DIR)/fuzz

fuzz-smoke: fuzz-build
	@tmp=$$(mktemp -d); trap 'rm -rf "$$tmp"' EXIT; \
	for t in $(FUZZ_TARGETS); do \
		mkdir -p $$tmp/$$t $(TARGET_DIR)/fuzz-artifacts/$$t; \
		echo "== fuzz $$t for $(FUZZ_SMOKE_SECONDS) s"; \
		if ! $(FUZZ_BIN)/$$t $$tmp/$$t fuzz/corpus/$$t -max_total_time=$(FUZZ_SMOKE_SECONDS) -timeout=10 \
			-print_final_stats=1 -artifact_prefix=$(TARGET_DIR)/fuzz-artifacts/$$t/ >$$tmp/$$t.log 2>&1; then \
			tail -60 $$tmp/$$t.log; echo "fuzz target $$t failed: input in $(TARGET_DIR)/fuzz-artifacts/$$t/"; exit 1; \
		fi; \
		grep -E '^(#[0-9]+ +DONE|stat::number_of_executed_units)' $$tmp/$$t.log | tr -s ' \n' ' '; echo; \
	done

fuzz: fuzz-build
	@mkdir -p $(TARGET_DIR)/fuzz-corpus/$(FUZZ_TARGET) $(TARGET_DIR)/fuzz-artifacts/$(FUZZ_TARGET)
	$(FUZZ_BIN)/$(FUZZ_TARGET) $(TARGET_DIR)/fuzz-corpus/$(FUZZ_TARGET) fuzz/corpus/$(FUZZ_TARGET) \
		-max_total_time=$(FUZZ_SECONDS) -timeout=10 -print_final_stats=1 \
		-artifact_prefix=$(TARGET_DIR)/fuzz-artifacts/$(FUZZ_TARGET)/
