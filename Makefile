# gridwords: the two commands of the README.
#   make demo   runs the engine's demo on the embedded lexicon
#   make test   installs what the tests need and runs every test
# Every other target is a step of those two.

CARGO ?= cargo
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c

.PHONY: demo test test-rust lint bench-build bench

demo:
	$(CARGO) run --release -q -p gridwords-cli -- demo

test: lint test-rust bench-build
	@echo "make test: all suites passed"

lint:
	$(CARGO) fmt --all --check
	$(CARGO) clippy --workspace --all-targets -- -D warnings

test-rust:
	$(CARGO) test --workspace

bench-build:
	$(CARGO) bench --workspace --no-run

bench:
	$(CARGO) bench --workspace
