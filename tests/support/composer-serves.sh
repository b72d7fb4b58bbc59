#!/usr/bin/env bash
# Whether this machine's Composer registries serve each package named, in a version within its
# constraint, asked of the registries themselves (from /, outside any project):
#
#   composer-serves.sh craftcms/craft:4.3.0 craftcms/cms:4.5.11
#
# exits 0 when they serve every one; otherwise prints those they do not serve ("craftcms/craft
# 4.3.0, craftcms/cms 4.5.11") and exits 1. .ci/run, npm run lint:php and the Craft and WordPress 7
# tests ask it before they install anything, so that a suite a machine cannot install says so at
# once instead of failing half-way through an install.
set -uo pipefail
export COMPOSER_ALLOW_SUPERUSER=1 COMPOSER_NO_INTERACTION=1

missing=()
for wanted in "$@"; do
  package=${wanted%%:*}
  constraint=${wanted#*:}
  # A registry that does not answer within a minute serves nothing to this run.
  if ! (cd / && timeout 60 composer show --available --quiet "$package" "$constraint") > /dev/null 2>&1; then
    missing+=("$package $constraint")
  fi
done
if [ ${#missing[@]} -gt 0 ]; then
  (IFS=','; echo "${missing[*]}" | sed 's/,/, /g')
  exit 1
fi
