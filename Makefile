# Rummy Desktop: developer commands. GNU make + bash; needs only Python 3.11+ on a fresh clone.
#
#   make run     install what is needed, then open the game (make run ARGS="analyze ...")
#   make test    install the dev tools, then lint, format check and the whole test suite
#
# `make help` lists every target.

SHELL := bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
VPY := $(BIN)/python
ARGS ?=
# pytest-xdist workers for make test: two a core, at most 8 (many tests wait on Qt timers and
# subprocesses rather than compute: on 2 cores 4 workers took 205 s where 2 took 267 s).
# make test TEST_WORKERS=0 runs the tests in one process.
TEST_WORKERS ?= $(shell n=$$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2); echo $$(( n * 2 > 8 ? 8 : n * 2 )))
# The tests' environment: offscreen Qt, and bytecode caches written even where the shell sets
# PYTHONDONTWRITEBYTECODE: else every one of the hundreds of Python processes the tests start
# (and each test worker's assertion rewriting) compiles the game again (15 s of a 250 s run).
PYTEST_ENV := env -u PYTHONDONTWRITEBYTECODE QT_QPA_PLATFORM=offscreen

# pip --quiet, and without setuptools' notice on every editable install ("Editable installation
# ... Please be careful with folders ..."), which a newcomer reads as an error; pip's own
# warnings and every other one stay. PIP_FLAGS: more options (the install test passes --no-deps).
PIP := PYTHONWARNINGS="ignore:Editable installation" $(VPY) -m pip
PIP_FLAGS ?=

# $(call venv_install,REQUIREMENT): install into the venv with uv (a pip-compatible installer
# in one binary wheel: the game and its tools in about 10 s where pip takes 30 s, a quarter of
# the 4-minute budget of `make test` on a fresh clone), bytecode compiled as pip does; pip
# installs when uv cannot be had or fails.
UV := $(BIN)/uv
DEV_INSTALL := -e '.[dev,cluster]'
define venv_install
if { [ -x $(UV) ] || $(PIP) install --quiet 'uv>=0.9,<1' >/dev/null 2>&1; } \
	&& $(UV) pip install --quiet --compile-bytecode --python $(VPY) $(PIP_FLAGS) $(1); then :; \
else \
	$(PIP) install --quiet --upgrade pip || echo "warning: could not upgrade pip; going on" >&2; \
	$(PIP) install --quiet $(PIP_FLAGS) $(1); \
fi
endef

# Translations (docs/dev/translations.md): each translations/*.ts (the pseudo-locale's is
# generated from the German one's sources) built by lrelease into resources/translations/*.qm,
# only when the .ts is newer. `make translations` refreshes the .ts files from the code first.
TS_FILES := $(sort $(wildcard translations/rummy_desktop_*.ts) translations/rummy_desktop_pseudo.ts)
QM_FILES := $(patsubst translations/%.ts,resources/translations/%.qm,$(TS_FILES))

# Stamps make repeated runs cheap: reinstall only when pyproject.toml changes.
STAMP_INSTALL := $(VENV)/.installed
STAMP_DEV := $(VENV)/.installed-dev

# Shared libraries Qt needs even offscreen (library:Debian package), per PLATFORM_NOTES.md.
# libpulse: QtMultimedia (the table's sounds) links it; without it the game is silent, and the
# sound test, which loads the real QSoundEffect, fails.
QT_OFFSCREEN_LIBS := libEGL.so.1:libegl1 libGL.so.1:libgl1 libxkbcommon.so.0:libxkbcommon0 \
	libfontconfig.so.1:libfontconfig1 libfreetype.so.6:libfreetype6 \
	libglib-2.0.so.0:libglib2.0-0 libdbus-1.so.3:libdbus-1-3 \
	libpulse.so.0:libpulse0
# Extra libraries for a real X display (only probed when DISPLAY is set).
QT_X11_LIBS := libxkbcommon-x11.so.0:libxkbcommon-x11-0 libxcb-cursor.so.0:libxcb-cursor0 \
	libxcb-icccm.so.4:libxcb-icccm4 libxcb-keysyms.so.1:libxcb-keysyms1 \
	libxcb-image.so.0:libxcb-image0 libxcb-render-util.so.0:libxcb-render-util0 \
	libxcb-shape.so.0:libxcb-shape0

# $(call ensure_libs,LIB:PKG ...): on Linux, install the packages of missing libraries with
# apt-get, only as root and only where apt-get exists; otherwise just warn. Never fails.
define ensure_libs
@[ "$$(uname -s)" = Linux ] || exit 0; \
ldc=$$(command -v ldconfig || echo /sbin/ldconfig); [ -x "$$ldc" ] || exit 0; \
cache=$$("$$ldc" -p 2>/dev/null || true); missing=""; \
for pair in $(1); do \
	grep -qF "$${pair%%:*} " <<<"$$cache" || missing="$$missing $${pair#*:}"; \
done; \
[ -n "$$missing" ] || exit 0; \
$(call apt_install,$$missing,system libraries that Qt needs,Qt may fail to start,Qt needs these \
system packages (or your system's equivalents))
endef

# $(call apt_install,PKGS,WHAT,IF FAILED,IF NOT ROOT): shell code that installs PKGS (a leading
# space) with apt-get, only as root and only where apt-get exists; otherwise it warns.
define apt_install
if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	echo "Installing $(2):$(1)"; \
	{ apt-get update -qq && DEBIAN_FRONTEND=noninteractive \
		apt-get install -y -qq --no-install-recommends $(1); } \
	|| echo "warning: could not install$(1); $(3)" >&2; \
else \
	echo "warning: $(4):$(1)" >&2; \
fi
endef

.PHONY: help venv install install-dev qm translations system-deps system-deps-xvfb system-deps-a11y system-deps-display run \
	system-deps-package system-deps-nsis test test-slow lint format bench package test-package installers \
	icons clean distclean

help: ## list the targets
	@echo "Rummy Desktop"
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | sed -E 's/^([a-z-]+):.*## (.*)/  make \1\t\2/' | expand -t 24

$(VPY):
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' \
		|| { echo "Rummy Desktop needs Python 3.11 or newer; '$(PYTHON)' is $$($(PYTHON) -V 2>&1)." \
		     "Try: make PYTHON=python3.12 ..." >&2; exit 1; }
	@echo "Creating $(VENV) with $$($(PYTHON) -V 2>&1)"
	@if ! $(PYTHON) -m venv $(VENV); then \
		rm -rf $(VENV); \
		if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
			echo "venv failed: installing the python3-venv package"; \
			apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv; \
			$(PYTHON) -m venv $(VENV); \
		else \
			echo "'$(PYTHON) -m venv' failed: install your system's python3-venv package." >&2; exit 1; \
		fi; \
	fi

venv: $(VPY) ## create .venv (if missing)

$(STAMP_INSTALL): pyproject.toml | $(VPY)
	@echo "Installing Rummy Desktop and the libraries it needs into $(VENV) (only when needed)"
	@$(call venv_install,-e .)
	@touch $@

$(STAMP_DEV): pyproject.toml | $(VPY)
	@echo "Installing Rummy Desktop and its developer tools into $(VENV)"
	@$(call venv_install,$(DEV_INSTALL))
	@touch $@ $(STAMP_INSTALL)

install: $(STAMP_INSTALL) ## install the game into .venv (editable)

install-dev: $(STAMP_DEV) ## install the game plus pytest, pytest-qt, hypothesis, ruff, pyinstaller, ray

translations/rummy_desktop_pseudo.ts: translations/rummy_desktop_de.ts tools/translations.py \
		rummy_desktop/i18n/pseudo.py | $(STAMP_INSTALL)
	$(VPY) tools/translations.py pseudo

resources/translations/%.qm: translations/%.ts | $(STAMP_INSTALL)
	@mkdir -p $(@D)
	$(BIN)/pyside6-lrelease -silent -nounfinished $< -qm $@

qm: $(QM_FILES) ## build the translations' .qm files (when a .ts is newer)

translations: install-dev ## lupdate: the code's sentences into translations/*.ts, then build the .qm
	$(VPY) tools/translations.py update
	@$(MAKE) --no-print-directory qm

system-deps: ## install Qt's system libraries if missing (root + apt-get only; never fails)
	$(call ensure_libs,$(QT_OFFSCREEN_LIBS))

# The packaged-app test also starts the bundle on a virtual X display (xvfb-run), which needs
# the X libraries too. Installed like the rest: root + apt-get only, else a warning.
system-deps-xvfb: system-deps
	$(call ensure_libs,$(QT_X11_LIBS))
	@command -v xvfb-run >/dev/null 2>&1 || [ "$$(uname -s)" != Linux ] || { \
	$(call apt_install, xvfb xauth,a virtual X display for the packaged app's test,its X \
	display test will be skipped,the packaged app's X display test needs); }

# The screen-reader test (tests/ui/atspi) reads the game over the accessibility bus with a
# real AT-SPI client: the bus, Debian's pyatspi for the system python3, a D-Bus session and a
# virtual X display. Installed like the rest: root + apt-get only, else a warning (the test
# then skips and says why).
system-deps-a11y: system-deps-xvfb
	@[ "$$(uname -s)" = Linux ] || exit 0; \
	{ command -v dbus-run-session >/dev/null 2>&1 && command -v xvfb-run >/dev/null 2>&1 \
	  && { [ -x /usr/libexec/at-spi-bus-launcher ] || command -v at-spi-bus-launcher >/dev/null; } \
	  && /usr/bin/python3 -c 'import pyatspi' >/dev/null 2>&1; } || { \
	$(call apt_install, at-spi2-core python3-pyatspi dbus xvfb xauth,the accessibility bus and \
	an AT-SPI client for the screen-reader test,the screen-reader test will be skipped,the \
	screen-reader test needs); }

# The Linux package's checks: the freedesktop validators (desktop-file-validate, appstreamcli)
# and xdg-mime, which asks the desktop which program opens a .rummy file. Installed like the
# rest: root + apt-get only, else a warning (those checks then skip and say why).
system-deps-package: system-deps-xvfb
	@[ "$$(uname -s)" = Linux ] || exit 0; \
	{ command -v desktop-file-validate && command -v appstreamcli && command -v xdg-mime \
	  && command -v update-mime-database; } >/dev/null 2>&1 || { \
	$(call apt_install, desktop-file-utils appstream xdg-utils shared-mime-info,the desktop \
	file and AppStream validators and xdg-mime for the Linux package's tests,those checks will \
	be skipped,the Linux package's tests need); }

# makensis (NSIS) compiles the Windows installer's script; Debian's nsis package runs it on
# Linux too, so the script is checked everywhere; 7z reads the installer back to check it.
system-deps-nsis:
	@[ "$$(uname -s)" = Linux ] || exit 0; \
	{ command -v makensis && command -v 7z; } >/dev/null 2>&1 || { \
	$(call apt_install, nsis p7zip-full,NSIS to compile the Windows installer and 7z to read \
	it back,make installers will fail,make installers needs); }

system-deps-display: system-deps
	$(if $(DISPLAY),$(call ensure_libs,$(QT_X11_LIBS)),@:)

run: install qm system-deps-display ## open the game window (pass a sub-command with ARGS="...")
	$(BIN)/rummy-desktop $(ARGS)

# `make test` is everything but the long bot sweeps and strength runs, which play thousands
# of games (about 20 minutes on 2 cores), and the tournaments on a real local Ray cluster:
# `make test-slow`; and the build of the packaged app (PyInstaller, a minute and a half of one
# core), which `make test-package` builds and tests. CI (.ci/run) runs all three.
test: install-dev qm system-deps-a11y system-deps-package system-deps-nsis ## every check: ruff, the import rules, mypy, the whole test suite
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/lint-imports --no-cache
	$(BIN)/mypy
	$(PYTEST_ENV) $(BIN)/pytest -q -n $(TEST_WORKERS) -m "not slow and not installs"

test-slow: install-dev system-deps ## the long bot sweeps, strength and Ray cluster tests (about 20 minutes)
	$(PYTEST_ENV) $(BIN)/pytest -q -m slow tests/ai tests/cli

lint: install-dev ## ruff lint and format check, the import rules, mypy, no tests
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/lint-imports --no-cache
	$(BIN)/mypy

format: install-dev ## rewrite the code with ruff format and apply ruff's safe fixes
	$(BIN)/ruff format .
	$(BIN)/ruff check --fix .

bench: install ## run every bench/*.py script; each prints its own figures
	@shopt -s nullglob; scripts=(bench/*.py); \
	if [ $${#scripts[@]} -eq 0 ]; then echo "No benchmark scripts in bench/ yet."; exit 0; fi; \
	for f in "$${scripts[@]}"; do \
		echo "== $$f"; QT_QPA_PLATFORM=offscreen $(VPY) "$$f"; \
	done

package: install-dev qm system-deps ## build the app into dist/, run its --selftest, pack it (and the .deb on Linux)
	QT_QPA_PLATFORM=offscreen $(VPY) packaging/build.py $(ARGS)

# As root (CI, a container) it installs the .deb into this system and removes it again.
test-package: install-dev qm system-deps-package ## build the bundle and .deb in a temp folder; install, use, remove it
	QT_QPA_PLATFORM=offscreen $(BIN)/pytest -q -m "packaging or installs" tests/packaging

installers: install-dev qm system-deps system-deps-nsis ## the Windows installer (NSIS; the Linux folder stands in off Windows)
	QT_QPA_PLATFORM=offscreen $(VPY) packaging/installers.py $(ARGS)

icons: install-dev ## redraw resources/icons/* (PNG, ICO, ICNS) from rummy-desktop.svg
	QT_QPA_PLATFORM=offscreen $(VPY) packaging/make_icons.py

clean: ## remove build output and caches (keeps .venv)
	rm -rf build dist out *.egg-info .pytest_cache .ruff_cache .hypothesis \
		packaging/build packaging/dist resources/translations translations/rummy_desktop_pseudo.ts
	find . -path ./$(VENV) -prune -o -name __pycache__ -type d -prune -exec rm -rf {} +

distclean: clean ## clean, and remove .venv too
	rm -rf $(VENV)
