#!/usr/bin/env bash
# Debian's PHP and Twig 3 for the Twig tests: installs php-cli and php-twig with apt-get when
# missing (as root on Debian; otherwise stops with the command to run). tests/twig/render.php
# loads Twig from php-twig's autoloader. The Nu HTML Checker, which checks a page of the Craft
# components (page.test.ts), needs Java: tests/support/java-setup.sh installs it when missing.
#
# Usage: tests/twig/setup.sh
set -euo pipefail

packages=(php-cli php-twig)
autoload=/usr/share/php/Twig/autoload.php

fail() {
  echo "tests/twig: $*" >&2
  exit 1
}

source "$(dirname "$0")/../support/debian-packages.sh"
need_debian_packages Twig "${packages[@]}"
command -v php > /dev/null || fail "php-cli is installed, but there is no php command."
[ -f "$autoload" ] || fail "php-twig is installed, but there is no $autoload."
"$(dirname "$0")/../support/java-setup.sh"
