#!/usr/bin/env bash
# Run by the setups of the tests that use the Nu HTML Checker (vnu.jar from npm's vnu-jar, a Java
# program; tests/support/nu-checker.ts): Debian's headless Java runtime, installed when there is no
# `java` command, as root on Debian, or a stop with the command to run.
set -euo pipefail
fail() {
  echo "Nu HTML Checker: $*" >&2
  exit 1
}
command -v java > /dev/null && exit 0
# shellcheck source=debian-packages.sh
. "$(dirname "$0")/debian-packages.sh"
need_debian_packages "Nu HTML Checker" default-jre-headless
command -v java > /dev/null || fail "default-jre-headless is installed, but there is no java command."
