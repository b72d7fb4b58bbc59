#!/usr/bin/env bash
# A WordPress for the WordPress tests, at http://127.0.0.1:$WP_PORT/, in the version $WP_VERSION:
#
#   6.1     Debian's packages (wordpress, wordpress-l10n), the oldest the plugin supports
#   7.0.4   johnpbloch/wordpress-core from Composer (wordpress-7/composer.json), installed into the
#           state folder, with the Dutch translations of Debian's wordpress-l10n
#
# A version Composer has to install (7.0.4) is checked first: where this machine's Composer
# registries do not serve it, `setup.sh check` says so in one line and exits 1, before anything is
# installed (6.1, from Debian, is always there to install).
#
# Each version has its own database, configuration, wp-content, Apache and state folder, so both
# can run side by side. Two steps around the plugin's installation, which the caller does through
# wp-admin as a site owner does (Plugins → Add New → Upload Plugin, with the zip of
# npm run build:wordpress):
#
#   setup.sh prepare          installs mariadb-server, apache2, php, gettext (for the plugin's
#                             translations), phpunit and Java (for the Nu HTML Checker) and Debian's
#                             WordPress with its translations with apt-get when missing (as root on
#                             Debian; otherwise stops with the command to run), starts MariaDB and
#                             a dedicated Apache without systemd, creates the database, installs
#                             WordPress and its users, removes any earlier copy of the plugin and
#                             the debug log, and copies in the demo's images and the test site's
#                             mu-plugins
#   setup.sh content OUT.json writes the test posts (seed.php) once the plugin is active; OUT.json
#                             gets the posts' URLs and the site's details
#
# Every step checks what is there first, so a second run reuses the first one's work.
set -euo pipefail

step=${1:?usage: setup.sh check | setup.sh prepare | setup.sh content OUTPUT.json}
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
version=${WP_VERSION:?WP_VERSION: the WordPress version to test (6.1 or 7.0.4)}
port=${WP_PORT:?WP_PORT: the port of the test site}
packages=(wordpress-l10n mariadb-server apache2 php libapache2-mod-php php-mysql gettext phpunit)
case $version in
  6.1)
    site=site-widgets-test # Debian's wp-config.php reads /etc/wordpress/config-$site.php
    state=/var/lib/site-widgets-wordpress-test
    database=site_widgets_test
    wordpress=/usr/share/wordpress
    content=/var/lib/wordpress/wp-content
    config=/etc/wordpress/config-$site.php
    packages+=(wordpress)
    ;;
  7.0.4)
    site=site-widgets-wordpress7-test
    state=/var/lib/$site
    database=site_widgets_wordpress7_test
    # Composer's folder for the package; wp-config.php sits one level above it, where WordPress
    # looks for it too.
    wordpress=$state/core/vendor/johnpbloch/wordpress-core
    content=$state/wp-content
    config=$state/config.php
    packages+=(unzip) # Composer unpacks the packages it downloads
    ;;
  *)
    echo "tests/wordpress: no test site for WordPress $version (6.1 or 7.0.4)" >&2
    exit 1
    ;;
esac
debug_log=$state/debug.log

fail() {
  echo "tests/wordpress (WordPress $version): $*" >&2
  exit 1
}
export SITE_WIDGETS_WP_SITE=$site SITE_WIDGETS_WP_PORT=$port SITE_WIDGETS_WP_ROOT=$wordpress
export SITE_WIDGETS_REPO=$repo

if [ "$step" = content ]; then
  exec php "$here/seed.php" content "${2:?usage: setup.sh content OUTPUT.json}"
fi
if [ "$step" = check ]; then
  if [ "$version" = 7.0.4 ]; then exec "$here/wordpress-7/install.sh" check; fi
  exit 0
fi
[ "$step" = prepare ] || fail "usage: setup.sh check | setup.sh prepare | setup.sh content OUTPUT.json"

source "$here/../support/debian-packages.sh"
source "$here/../support/apache.sh"
need_debian_packages WordPress "${packages[@]}"
# Java for the Nu HTML Checker, which checks a rendered post (valid-html.test.ts).
"$here/../support/java-setup.sh"
[ "$(id -u)" -eq 0 ] || fail "the setup starts MariaDB and Apache and writes to /etc/wordpress and /var/lib:" \
  "run it as root (sudo npm run test:wordpress)."
mkdir -p "$state"

if [ "$version" = 7.0.4 ]; then
  "$here/wordpress-7/install.sh" "$state/core" "$wordpress" "$content"
fi

# MariaDB, through its init script (there may be no systemd).
if ! mysqladmin ping --silent > /dev/null 2>&1; then
  echo "Starting MariaDB…"
  /etc/init.d/mariadb start > /dev/null
fi
db_password=site-widgets-test
mysql <<SQL
CREATE DATABASE IF NOT EXISTS $database CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_520_ci;
CREATE USER IF NOT EXISTS '$database'@'localhost' IDENTIFIED BY '$db_password';
GRANT ALL PRIVILEGES ON $database.* TO '$database'@'localhost';
SQL

# The debug log gets what PHP and WordPress report while the tests run (debug-log.test.ts reads it).
rm -f "$debug_log"
touch "$debug_log"
chown www-data:www-data "$debug_log"
mkdir -p "$(dirname "$config")"
cat > "$config" <<PHP
<?php
// Written by the site-widgets WordPress tests (tests/wordpress/setup.sh).
define( 'DB_NAME', '$database' );
define( 'DB_USER', '$database' );
define( 'DB_PASSWORD', '$db_password' );
define( 'DB_HOST', 'localhost' );
define( 'WP_HOME', 'http://127.0.0.1:$port' );
define( 'WP_SITEURL', 'http://127.0.0.1:$port' );
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', '$debug_log' );
define( 'WP_DEBUG_DISPLAY', false );
define( 'FS_METHOD', 'direct' ); // plugin uploads written as the web server's user, no FTP asked
// No outside network here: the dashboard's browser and PHP checks (which WordPress repeats on every
// load when they fail) and update checks are refused at once instead of waiting on DNS.
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'AUTH_KEY', 'site-widgets-test-auth' );
define( 'SECURE_AUTH_KEY', 'site-widgets-test-secure-auth' );
define( 'LOGGED_IN_KEY', 'site-widgets-test-logged-in' );
define( 'NONCE_KEY', 'site-widgets-test-nonce' );
define( 'AUTH_SALT', 'site-widgets-test-auth-salt' );
define( 'SECURE_AUTH_SALT', 'site-widgets-test-secure-auth-salt' );
define( 'LOGGED_IN_SALT', 'site-widgets-test-logged-in-salt' );
define( 'NONCE_SALT', 'site-widgets-test-nonce-salt' );
PHP
chgrp www-data "$config"
chmod 640 "$config"
if [ "$version" = 7.0.4 ]; then
  cat > "$(dirname "$wordpress")/wp-config.php" <<PHP
<?php
// Written by the site-widgets WordPress tests (tests/wordpress/setup.sh).
require '$config';
\$table_prefix = 'wp_';
define( 'WP_CONTENT_DIR', '$content' );
define( 'WP_CONTENT_URL', 'http://127.0.0.1:$port/wp-content' );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', '$wordpress/' );
}
require_once ABSPATH . 'wp-settings.php';
PHP
fi

# No plugin yet: the caller uploads its zip through wp-admin. A copy from an earlier run goes.
rm -rf "$content/plugins/site-widgets"
# The demo's images.
rm -rf "$content/uploads/site-widgets-demo"
mkdir -p "$content/uploads"
cp -R "$repo/demo/assets" "$content/uploads/site-widgets-demo"
sed -i 's|"/assets/|"/wp-content/uploads/site-widgets-demo/|g' "$content/uploads/site-widgets-demo/"*.html
# What a theme prints around the content: a site icon, and the cookie bar (theme.php); and the
# test site's own settings (test-site.php).
mkdir -p "$content/mu-plugins"
cp "$here/theme.php" "$content/mu-plugins/site-widgets-test-theme.php"
cp "$here/test-site.php" "$content/mu-plugins/site-widgets-test-site.php"
# WordPress installs an uploaded plugin as the web server's user.
mkdir -p "$content/plugins" "$content/upgrade"
chown -R www-data:www-data "$content/plugins" "$content/upgrade" "$content/uploads"

# A dedicated Apache serving WordPress and the test site's wp-content.
serve_with_apache "$state" "$port" wp-includes/images/blank.gif WP_PORT <<CONF
DocumentRoot $wordpress
Alias /wp-content $content
SetEnv WORDPRESS_CONFIG $site
<Directory $wordpress>
  Options FollowSymLinks
  Require all granted
</Directory>
<Directory $content>
  Options FollowSymLinks
  Require all granted
</Directory>
CONF

# WordPress itself, then its users (two PHP runs: plugins do not load while WordPress installs).
php "$here/seed.php" install
php "$here/seed.php" users
