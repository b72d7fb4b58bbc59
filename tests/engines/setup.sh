#!/usr/bin/env bash
# Run by the engine tests' global setup: Debian's Firefox ESR, WebKitGTK's WebDriver with its
# MiniBrowser, and a display for it (Xvfb), installed when missing as root on Debian, or a stop
# with the command to run. (Chromium is found as for the other browser tests.)
set -euo pipefail
fail() {
  echo "engine tests: $*" >&2
  exit 1
}
# shellcheck source=../support/debian-packages.sh
. "$(dirname "$0")/../support/debian-packages.sh"
need_debian_packages engine firefox-esr webkit2gtk-driver xvfb
