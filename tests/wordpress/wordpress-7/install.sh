#!/usr/bin/env bash
# WordPress 7.0.4 for the WordPress tests, run by tests/wordpress/setup.sh as root:
#
#   install.sh check
#   install.sh PROJECT WORDPRESS CONTENT
#
# The first says in one line, and exits 1, where this machine's Composer registries do not serve
# johnpbloch/wordpress-core in the version of this folder's composer.json; the second checks that
# too, then installs it with Composer into PROJECT, whose package folder is WORDPRESS, and makes
# the site's own wp-content, CONTENT: the default themes WordPress ships, and the Dutch translations
# of Debian's wordpress-l10n (the newest Dutch the machine has: 6.1's; WordPress 7 reads them, and
# strings it added since stay English).
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
wanted=$(php -r 'echo json_decode(file_get_contents($argv[1]), true)["require"]["johnpbloch/wordpress-core"];' \
  "$here/composer.json")

served() {
  command -v composer > /dev/null || {
    echo "tests/wordpress: WordPress $wanted comes from Composer, which is missing (https://getcomposer.org)." >&2
    exit 1
  }
  local missing
  if ! missing=$("$here/../../support/composer-serves.sh" "johnpbloch/wordpress-core:$wanted"); then
    echo "tests/wordpress: this machine's Composer registries do not serve WordPress $wanted ($missing):" \
      "the WordPress $wanted tests did not run." >&2
    exit 1
  fi
}
if [ "${1:-}" = check ]; then
  served
  exit 0
fi
project=${1:?usage: install.sh check | install.sh PROJECT WORDPRESS CONTENT}
wordpress=${2:?usage: install.sh check | install.sh PROJECT WORDPRESS CONTENT}
content=${3:?usage: install.sh check | install.sh PROJECT WORDPRESS CONTENT}

installed() {
  [ -f "$wordpress/wp-includes/version.php" ] &&
    [ "$(php -r 'include $argv[1]; echo $wp_version;' "$wordpress/wp-includes/version.php")" = "$wanted" ]
}
if ! installed; then
  served
  echo "Installing WordPress $wanted with Composer into $project…"
  mkdir -p "$project"
  cp "$here/composer.json" "$project/composer.json"
  rm -f "$project/composer.lock"
  COMPOSER_ALLOW_SUPERUSER=1 composer install --working-dir="$project" --no-interaction --no-progress --quiet
  installed || {
    echo "tests/wordpress: Composer did not install WordPress $wanted into $wordpress." >&2
    exit 1
  }
fi

mkdir -p "$content/themes" "$content/languages"
for theme in "$wordpress"/wp-content/themes/*/; do
  [ -d "$content/themes/$(basename "$theme")" ] || cp -R "$theme" "$content/themes/"
done
cp -n /usr/share/wordpress/wp-content/languages/*nl_NL* "$content/languages/" 2> /dev/null || true
