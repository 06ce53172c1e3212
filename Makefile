# keylab — make run (start the REPL), make test (everything CI checks).
SHELL := /bin/bash
PREFIX ?= /usr/local
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = "0" ] || echo sudo)
# A statically linked Swift runtime starts in about half the time (no
# dynamic loading of Foundation and ICU); Linux only.
STATIC := $(shell [ "$$(uname)" = "Linux" ] && echo --static-swift-stdlib)
# A position-dependent executable: the loader has no relocations to apply to
# its pages at start-up (about 1.2 MiB less resident; docs/decisions.md).
NOPIE := $(shell [ "$$(uname)" = "Linux" ] && echo -Xlinker -no-pie)

.PHONY: deps build release run test check check-lessons bench bench-everyday install clean

## deps: install libedit and libcmark when pkg-config cannot find them
deps:
	@missing=""; \
	pkg-config --exists libedit 2>/dev/null || missing="$$missing edit"; \
	pkg-config --exists libcmark 2>/dev/null || missing="$$missing cmark"; \
	if [ -z "$$missing" ]; then exit 0; fi; \
	echo "installing the missing C libraries:$$missing"; \
	if command -v apt-get >/dev/null 2>&1; then \
	  pkgs=""; for m in $$missing; do \
	    case $$m in edit) pkgs="$$pkgs libedit-dev";; cmark) pkgs="$$pkgs libcmark-dev";; esac; done; \
	  command -v pkg-config >/dev/null 2>&1 || pkgs="$$pkgs pkg-config"; \
	  $(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$pkgs; \
	elif command -v brew >/dev/null 2>&1; then \
	  for m in $$missing; do case $$m in edit) brew install libedit;; cmark) brew install cmark;; esac; done; \
	else echo "error: install libedit and libcmark (with pkg-config files) by hand" >&2; exit 1; fi

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release $(STATIC) $(NOPIE)

run: build
	@$(SWIFT) run --skip-build keylab

## test: what CI runs: every unit and end-to-end test, the whole corpus, and
## every lesson in every language (check-lessons), each once; see docs/testing.md
test: deps
	@bash scripts/test-all.sh

## check: the inner loop: unit tests, the corpus and a smoke run of the course
check: deps
	@bash scripts/check-fast.sh

check-lessons: build
	.build/debug/keylab check-lessons lessons

## bench: release-build benchmarks; results go to docs/performance.md
bench: release
	@bash bench/run.sh

## bench-everyday: only the 15 everyday programs against CPython (issue 26), printed
bench-everyday: release
	@bash bench/run.sh --everyday

install: release
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(DESTDIR)$(PREFIX)/share/keylab"
	install -m 755 -s .build/release/keylab "$(DESTDIR)$(PREFIX)/bin/keylab"
	rm -rf "$(DESTDIR)$(PREFIX)/share/keylab/lessons"
	cp -R lessons "$(DESTDIR)$(PREFIX)/share/keylab/lessons"

clean:
	rm -rf .build
