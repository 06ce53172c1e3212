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

.PHONY: deps build release run test check-lessons bench install clean

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

## test: unit and end-to-end tests, then every shipped lesson in every language
test: deps
	$(SWIFT) build
	set -o pipefail; $(SWIFT) test 2>&1 | tee .build/swift-test.log
	$(MAKE) --no-print-directory check-lessons
	@n=$$(grep -oE 'Test run with [0-9]+ tests' .build/swift-test.log | tail -1 | grep -oE '[0-9]+'); \
	  echo "swift test and check-lessons (en, ko) passed"; echo "tests: $${n:-0} passed, 0 failed"

check-lessons:
	@for lang in en ko; do \
	  echo "check-lessons --lang $$lang"; \
	  .build/debug/keylab check-lessons lessons --lang $$lang || exit 1; \
	done

## bench: release-build benchmarks; results go to docs/performance.md
bench: release
	@bash bench/run.sh

install: release
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(DESTDIR)$(PREFIX)/share/keylab"
	install -m 755 -s .build/release/keylab "$(DESTDIR)$(PREFIX)/bin/keylab"
	rm -rf "$(DESTDIR)$(PREFIX)/share/keylab/lessons"
	cp -R lessons "$(DESTDIR)$(PREFIX)/share/keylab/lessons"

clean:
	rm -rf .build
