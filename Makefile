# Encore — the two commands: `make run` and `make test`. Each installs what is missing first.
SHELL := /bin/bash
SWIFT ?= swift
HOST ?= 127.0.0.1
PORT ?= 8080
ENCORE := .build/debug/encore
# make test's release build (the cluster test's binary); make bench builds its own in .build.
RELEASE_BUILD := .build-release
# glibc keeps one malloc arena per thread by default; libvips' worker threads would multiply memory.
export MALLOC_ARENA_MAX = 2

.PHONY: run test build migrate test-repeat test-format test-client test-swift test-postgres test-browser test-release test-cluster test-sanitizers test-address-sanitizer test-thread-sanitizer cluster bench clean

run: build
	$(ENCORE) migrate --yes
	$(ENCORE) serve --hostname $(HOST) --port $(PORT)

# The release build and the client generator's build go on beside the Swift and browser tests, at
# the lowest CPU priority (scripts/background.sh): the tests leave about a third of the machine idle,
# and on 2 cores the builds one after another were most of CI's hour. They are held while the
# PostgreSQL suite runs: beside them, its hundreds of apps connecting to one server at once timed out
# waiting 30 s for a connection. The release build has a build folder of its own (RELEASE_BUILD):
# `swift test` opens .build's build database, which a build there holds locked ("unable to attach DB:
# database is locked").
# Each phase is timed (scripts/timed.sh), and the times are printed at the end, green or red.
TIMED := scripts/timed.sh
FAILED = { scripts/background.sh stop builds; $(TIMED) --report; exit 1; }
test:
	@$(TIMED) --reset
	$(TIMED) install scripts/install-deps.sh test || $(FAILED)
	$(TIMED) format $(MAKE) --no-print-directory test-format || $(FAILED)
	$(TIMED) build $(SWIFT) build --build-tests || $(FAILED)
	scripts/background.sh start builds bash -c '$(SWIFT) build -c release --product encore \
	  --scratch-path $(RELEASE_BUILD) && $(SWIFT) build --package-path Tools/ClientGenerator --product swift-openapi-generator'
	$(TIMED) swift $(MAKE) --no-print-directory test-swift || $(FAILED)
	scripts/background.sh pause builds
	$(TIMED) postgres $(MAKE) --no-print-directory test-postgres || $(FAILED)
	scripts/background.sh resume builds
	$(TIMED) browser $(MAKE) --no-print-directory test-browser || $(FAILED)
	$(TIMED) wait-for-builds scripts/background.sh wait builds || $(FAILED)
	$(TIMED) client $(MAKE) --no-print-directory test-client || $(FAILED)
	$(TIMED) release $(MAKE) --no-print-directory test-release || $(FAILED)
	$(TIMED) cluster $(MAKE) --no-print-directory test-cluster || $(FAILED)
	$(TIMED) address-sanitizer $(MAKE) --no-print-directory test-address-sanitizer || $(FAILED)
	@$(TIMED) --report

build:
	scripts/install-deps.sh run
	$(SWIFT) build --product encore

migrate: build
	$(ENCORE) migrate --yes

# The code is formatted as .swift-format says (fix with: swift format format -i -r -p Sources Tests Package.swift),
# the Python (bench/, scripts/, Tests/browser/) as ruff.toml says (fix with: .venv/bin/ruff format .), and the
# JavaScript modules keep to 120 columns.
test-format:
	$(SWIFT) format lint --strict -r -p Sources Tests Package.swift
	.venv/bin/ruff check .
	.venv/bin/ruff format --check .
	@awk 'length > 120 { print FILENAME ":" FNR ": longer than 120 columns"; long = 1 } END { exit long }' Public/js/*.js

# EncoreKit's committed generated code is what swift-openapi-generator makes of its copy of the
# OpenAPI document, and the generator warns of nothing it skipped (the copy itself is checked against
# the served document by EncoreKitDocumentTests). Builds the generator from Tools/ClientGenerator.
test-client:
	scripts/generate-client.sh --check

# Every Swift test on SQLite (in memory, one database per test). Suites named …LoadTests send
# bursts of concurrent requests: they run on their own, so the other suites running in parallel
# cannot starve them of CPU and turn a load test into a test of the machine's speed.
test-swift:
	$(SWIFT) test --skip-build --skip LoadTests
	$(SWIFT) test --skip-build --filter LoadTests

# The database-facing suites again, on a throwaway PostgreSQL server.
test-postgres:
	scripts/with-postgres.sh bash -c '$(SWIFT) test --skip-build --skip HangulTests --skip QRCodeTests --skip FuzzTests \
	  --skip LoadTests && $(SWIFT) test --skip-build --filter LoadTests'

# One suite again and again under the load `make test` puts beside it, to find the tests that fail
# now and then: make test-repeat SUITE=swift|postgres|browser TIMES=10 [FILTER=Room] [LOAD=build|none].
test-repeat:
	scripts/install-deps.sh test
	$(SWIFT) build --build-tests
	scripts/repeat.sh $(or $(SUITE),swift) $(or $(TIMES),10) '$(FILTER)'

# Browser tests: Playwright drives Debian's Chromium against the real server and fake upstreams.
test-browser:
	.venv/bin/python -m pytest Tests/browser -q

# The release build compiles (some errors only show with optimisation and whole-module builds).
test-release:
	$(SWIFT) build -c release --product encore --scratch-path $(RELEASE_BUILD)

# Two release instances on one PostgreSQL behind nginx: 50 users for 15 s must see no 5xx, and
# after one instance is killed with SIGKILL mid-run, or PostgreSQL restarts mid-run, no acknowledged
# write may be missing and /healthz must come back to 200 without restarting Encore. Then a party
# room with players on both instances: every socket must see the same game (bench/rooms.py --check). First,
# both instances must serve the same 오늘의 퀴즈 and one player's guesses on either make one game (daily_check.py).
test-cluster:
	ENCORE_BINARY=$(RELEASE_BUILD)/release/encore scripts/cluster.sh --instances 2 --port 0 -- bash -c \
	  'python3 bench/daily_check.py && .venv/bin/python bench/safety_check.py && python3 bench/load.py --users 50 --seconds 15 --phases clean,kill,postgres --check && .venv/bin/python bench/rooms.py --check'

# The suites that run C and unsafe code (the image pipeline and uploads through libvips, the
# starter sync, the rooms, nickname skeletons through ICU) or shared state (the idol catalog) under
# a sanitizer. A memory error (overflow, use after free, double free) or a data race fails the run.
# Leaks are not checked: process-wide pools and the test client's sockets live until exit on purpose.
SANITIZED := Image|Upload|PipelineConcurrency|RevealGrid|SealedSource|StarterPack|Room|PosterBytes|Nickname|Idol
test-sanitizers: test-address-sanitizer test-thread-sanitizer

# AddressSanitizer on this package's own code (Swift and the C shims), built in .build over the plain
# debug build's dependencies (ENCORE_SANITIZE in Package.swift): about 6 minutes, not a second whole
# build. Uninstrumented code gives it no false reports; it only cannot see inside the dependencies.
# The next plain build compiles this package's code again.
test-address-sanitizer:
	ENCORE_SANITIZE=address $(SWIFT) build --build-tests
	ENCORE_SANITIZE=address ASAN_OPTIONS=detect_leaks=0 $(SWIFT) test --skip-build --filter '$(SANITIZED)'

# ThreadSanitizer needs every library instrumented (it must see NIO's and Fluent's synchronisation),
# so a whole build of its own in .build-tsan (about 15 minutes on 2 cores). Not part of `make test`,
# which must stay under CI's hour: run it after changing shared state (locks, caches, actors, rooms).
test-thread-sanitizer:
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan
	TSAN_OPTIONS="halt_on_error=1 suppressions=$(CURDIR)/Tests/tsan-suppressions.txt" \
	  $(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan \
	  --filter '$(SANITIZED)'

# Encore as on several machines, on loopback: PostgreSQL, N release instances, nginx (Ctrl-C stops).
cluster:
	scripts/install-deps.sh bench
	scripts/cluster.sh --instances $(or $(INSTANCES),2) --port $(PORT)

# Benchmarks print ratios measured side by side in one run (never pass/fail). Release build.
bench:
	scripts/install-deps.sh bench
	$(SWIFT) build -c release --product encore
	.venv/bin/python bench/routes.py
	python3 bench/images.py
	.venv/bin/python bench/rooms.py
	.venv/bin/python bench/rooms.py --players 1000
	.venv/bin/python bench/rooms.py --rooms 20 --players 50
	ENCORE_BINARY=.build/release/encore scripts/cluster.sh --instances 2 --port 0 -- bash -c \
	  '.venv/bin/python bench/rooms.py --url $$ENCORE_CLUSTER_URL --rooms 20 --players 50 && python3 bench/cached_images.py && python3 bench/load.py --users 200 --think 2 --seconds 30 --phases clean,kill,postgres && python3 bench/load.py --users 50 --seconds 15 --phases clean'
	# The same saturated mix on one instance (same nginx and PostgreSQL): what the second instance adds.
	ENCORE_BINARY=.build/release/encore scripts/cluster.sh --instances 1 --port 0 -- \
	  python3 bench/load.py --users 50 --seconds 15 --phases clean

clean:
	rm -rf .build .build-release .build-tsan .venv Tests/browser/artifacts
