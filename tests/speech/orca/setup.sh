#!/usr/bin/env bash
# Run by tests/speech/orca.test.ts before its sessions (session.sh): the screen reader Orca, Firefox
# ESR, the accessibility bus and GNOME's settings store, a virtual display, a window manager and
# xdotool, installed when missing as root on Debian, or a stop with the command to run; and the
# Dutch locale Orca speaks in, generated when missing.
set -euo pipefail
fail() {
  echo "Orca tests: $*" >&2
  exit 1
}
# shellcheck source=../../support/debian-packages.sh
. "$(dirname "$0")/../../support/debian-packages.sh"
# dbus-daemon: dbus-run-session; dbus-bin: dbus-update-activation-environment; libglib2.0-bin:
# gsettings, with dconf-gsettings-backend to keep what it sets where Orca and Firefox read it.
need_debian_packages Orca orca firefox-esr at-spi2-core dbus-daemon dbus-bin dbus-x11 libglib2.0-bin \
  dconf-gsettings-backend gsettings-desktop-schemas xvfb openbox xdotool locales

# Orca speaks the language of its locale, which glibc has only when it is generated.
if ! locale -a | grep -qix 'nl_NL\.utf-\?8'; then
  generate="echo 'nl_NL.UTF-8 UTF-8' >> /etc/locale.gen && locale-gen"
  [ "$(id -u)" -eq 0 ] || fail "the locale nl_NL.UTF-8 is missing. Generate it with: sudo sh -c \"$generate\""
  echo "Generating the locale nl_NL.UTF-8 for the Orca tests…"
  if grep -q '^# *nl_NL.UTF-8 UTF-8' /etc/locale.gen; then
    sed -i 's/^# *nl_NL.UTF-8 UTF-8/nl_NL.UTF-8 UTF-8/' /etc/locale.gen
  else
    echo 'nl_NL.UTF-8 UTF-8' >> /etc/locale.gen
  fi
  locale-gen > /dev/null
fi
