#!/usr/bin/env bash
# Debian's PHP and Twig 3 for the Twig tests: installs php-cli and php-twig with apt-get when
# missing (as root on Debian; otherwise stops with the command to run). tests/twig/render.php
# loads Twig from php-twig's autoloader.
#
# Usage: tests/twig/setup.sh
set -euo pipefail

packages=(php-cli php-twig)
autoload=/usr/share/php/Twig/autoload.php

fail() {
  echo "tests/twig: $*" >&2
  exit 1
}

if [ ! -f /etc/debian_version ] || ! command -v apt-get > /dev/null; then
  fail "these tests need Debian's php-cli and php-twig packages (Debian or Ubuntu, as root)."
fi
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2> /dev/null | grep -q 'install ok installed' || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ]; then
    fail "missing Debian packages: ${missing[*]}. Install them with: sudo apt-get install -y ${packages[*]}"
  fi
  echo "Installing ${missing[*]} with apt-get (Debian packages) for the Twig tests…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${packages[@]}" > /dev/null
fi
command -v php > /dev/null || fail "php-cli is installed, but there is no php command."
[ -f "$autoload" ] || fail "php-twig is installed, but there is no $autoload."
