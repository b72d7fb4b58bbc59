#!/usr/bin/env bash
# npm run lint:php: the plugins' PHP, with the tools `composer install` put into vendor/:
#
#   - every PHP file of the repository parses (php -l);
#   - the WordPress plugin and the blocks' render functions follow WordPress's coding standards
#     (WPCS 2.3) and PHPCompatibilityWP (phpcs.xml.dist), and pass PHPStan against WordPress 7.1's
#     API (phpstan.neon.dist);
#   - the Craft plugin follows PSR-12 (phpcs-craft.xml.dist), and passes PHPStan against Craft's
#     classes (phpstan-craft.neon.dist) where Composer can install craftcms/cms (tests/php/craft/);
#     where it cannot, one line says that this part did not run, and the rest still counts.
set -euo pipefail
cd "$(dirname "$0")/../.."
export COMPOSER_ALLOW_SUPERUSER=1 COMPOSER_NO_INTERACTION=1

[ -x vendor/bin/phpcs ] && [ -x vendor/bin/phpstan ] || {
  echo "lint:php: no PHP_CodeSniffer or PHPStan in vendor/bin: run composer install first." >&2
  exit 1
}

# The repository's own PHP files (git's, so nothing installed or built), one php -l each: PHP 8.2
# lints one file a call.
git ls-files -z --cached --others --exclude-standard -- '*.php' |
  xargs -0 -n 1 -P 2 php -l -d display_errors=stderr > /dev/null

vendor/bin/phpcs -q
vendor/bin/phpstan analyse --no-progress --memory-limit=1G
vendor/bin/phpcs -q --standard=phpcs-craft.xml.dist

craft=tests/php/craft
if [ ! -f "$craft/vendor/craftcms/cms/src/Craft.php" ]; then
  wanted=$(php -r 'echo json_decode(file_get_contents($argv[1]), true)["require"]["craftcms/cms"];' \
    "$craft/composer.json")
  if missing=$(tests/support/composer-serves.sh "craftcms/cms:$wanted"); then
    # Craft's own PHP extensions are the sites' to have, not a linter's.
    composer install --working-dir="$craft" --no-progress --quiet --ignore-platform-req='ext-*'
  else
    echo "lint:php: PHPStan over the Craft plugin did not run:" \
      "this machine's Composer registries do not serve $missing."
    exit 0
  fi
fi
vendor/bin/phpstan analyse -c phpstan-craft.neon.dist --no-progress --memory-limit=1G
