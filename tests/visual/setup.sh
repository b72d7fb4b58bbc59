#!/usr/bin/env bash
# Run by the visual tests' global setup, before the engines' own (../engines/setup.sh): the one font
# family every screenshot is drawn with, DejaVu, from Debian (support/fonts.conf lets the browsers
# see no other), installed when missing as root on Debian, or a stop with the command to run.
set -euo pipefail
fail() {
  echo "visual tests: $*" >&2
  exit 1
}
# shellcheck source=../support/debian-packages.sh
. "$(dirname "$0")/../support/debian-packages.sh"
need_debian_packages visual fonts-dejavu-core
