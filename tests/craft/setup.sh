#!/usr/bin/env bash
# A real Craft CMS 4 for the Craft tests, at http://127.0.0.1:$CRAFT_PORT/ (Dutch) and /en/ (English),
# in two steps around the build that fills integrations/craft/, after a check:
#
#   setup.sh check    whether this machine's Composer registries serve Craft (craftcms/craft and
#                     craftcms/cms, in the versions below); when they do not, says so in one line
#                     and exits 1, before anything is installed (setup.sh site checks first too)
#   setup.sh site     installs mariadb-server, apache2, PHP with the extensions Craft needs with
#                     apt-get when missing (as root on Debian), starts MariaDB and a dedicated Apache
#                     without systemd, creates the database, makes a site with `composer
#                     create-project craftcms/craft` in $STATE/site, installs Craft, and adds the
#                     English site, the users, the test section and the test templates (site-content.php),
#                     and a mailer that writes emails to files (app.php)
#   setup.sh plugin   requires the plugin from integrations/craft with Composer and installs it,
#                     then lets it make the Matrix field "Page blocks" (php craft site-widgets/matrix),
#                     puts it on the test pages and trusts the tests' X-Forwarded-For (site-content.php)
#
# Every step checks what is there first, so a second run reuses the first one's work.
set -euo pipefail

step=${1:?usage: setup.sh check | setup.sh site | setup.sh plugin}
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
port=${CRAFT_PORT:-8095}
state=/var/lib/site-widgets-craft-test
site=$state/site
database=site_widgets_craft
db_password=site-widgets-craft-test
# The starter project the site is made from, and the Craft the plugin asks for (its composer.json).
craft_project=4.3.0
craft_cms=$(php -r 'echo json_decode(file_get_contents($argv[1]), true)["require"]["craftcms/cms"];' \
  "$repo/integrations/craft/composer.json")
packages=(mariadb-server apache2 libapache2-mod-php php-mysql php-bcmath php-curl php-zip php-gd php-intl
  php-mbstring php-xml unzip)
export COMPOSER_ALLOW_SUPERUSER=1 COMPOSER_NO_INTERACTION=1

fail() {
  echo "tests/craft: $*" >&2
  exit 1
}
# Craft runs as the web server's user, so that what it writes (storage, the project config) stays
# writable by Apache.
craft() { runuser -u www-data -- php "$site/craft" "$@"; }
site_content() { runuser -u www-data -- php "$here/site-content.php" "$site" "$@"; }
# Some packages unpack with mode 0600, and Apache runs as www-data: it reads the site and writes
# what Craft writes (storage, the project config a control-panel change saves, published resources).
web_server_owns_its_folders() {
  chmod -R a+rX "$site"
  mkdir -p "$site/storage" "$site/web/cpresources" "$site/web/uploads"
  chown -R www-data:www-data "$site/storage" "$site/config" "$site/web/cpresources" "$site/web/uploads"
  # install/craft writes its settings into .env.
  if [ -f "$site/.env" ]; then chown www-data:www-data "$site/.env"; fi
}

plugin_package=$(php -r 'echo json_decode(file_get_contents($argv[1]), true)["name"];' \
  "$repo/integrations/craft/composer.json")
# A site installed from another checkout (the site outlives it) links this one's plugin, as the
# path repository links it (the starter project keeps no lock file to update it from), before
# Craft loads the plugin from a folder that may be gone.
link_this_checkouts_plugin() {
  local installed=$site/vendor/$plugin_package
  if [ -L "$installed" ] && [ "$(readlink -f "$installed")" != "$(readlink -f "$repo/integrations/craft")" ]; then
    ln -sfn "$repo/integrations/craft/" "$installed"
  fi
}

if [ "$step" = plugin ]; then
  [ -x "$site/craft" ] || fail "no Craft site in $site: run setup.sh site first."
  [ -f "$repo/integrations/craft/composer.json" ] || fail "no plugin in integrations/craft (composer.json)."
  cd "$site"
  composer config repositories.site-widgets path "$repo/integrations/craft"
  # The path repository symlinks the plugin, so the site always runs the plugin of this checkout.
  if ! composer show "$plugin_package" > /dev/null 2>&1; then
    composer require --quiet "$plugin_package:@dev"
  fi
  link_this_checkouts_plugin
  web_server_owns_its_folders
  craft plugin/install site-widgets --interactive=0 > /dev/null
  craft site-widgets/matrix --interactive=0 > /dev/null
  site_content plugin
  exit 0
fi
[ "$step" = site ] || [ "$step" = check ] || fail "usage: setup.sh check | setup.sh site | setup.sh plugin"

# Craft comes from Composer's registries, by name, or not at all.
command -v composer > /dev/null || fail "no composer: these tests need Composer 2 (Debian's composer package)."
if ! missing=$("$here/../support/composer-serves.sh" "craftcms/craft:$craft_project" "craftcms/cms:$craft_cms"); then
  fail "this machine's Composer registries do not serve Craft ($missing): the Craft tests did not run."
fi
[ "$step" = check ] && exit 0

source "$here/../support/debian-packages.sh"
source "$here/../support/apache.sh"
need_debian_packages Craft "${packages[@]}"
[ "$(id -u)" -eq 0 ] || fail "the setup starts MariaDB and Apache and writes to $state: run it as root."

# MariaDB, through its init script (there may be no systemd).
if ! mysqladmin ping --silent > /dev/null 2>&1; then
  echo "Starting MariaDB…"
  /etc/init.d/mariadb start > /dev/null
fi
mysql <<SQL
CREATE DATABASE IF NOT EXISTS $database CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
CREATE USER IF NOT EXISTS '$database'@'localhost' IDENTIFIED BY '$db_password';
GRANT ALL PRIVILEGES ON $database.* TO '$database'@'localhost';
SQL

# The site, made once: into a scratch folder first, so that an interrupted run leaves no half site.
mkdir -p "$state"
if [ ! -f "$site/vendor/craftcms/cms/src/Craft.php" ] || [ ! -f "$site/craft" ]; then
  echo "Making a Craft site with composer create-project (about 1.5 minutes)…"
  rm -rf "$site" "$site.partial"
  composer create-project --quiet --no-progress craftcms/craft "$site.partial" "$craft_project"
  mv "$site.partial" "$site"
fi

cat > "$site/.env" <<ENV
# Written by the site-widgets Craft tests (tests/craft/setup.sh).
CRAFT_APP_ID=site-widgets-craft-test
CRAFT_ENVIRONMENT=dev
CRAFT_SECURITY_KEY=site-widgets-craft-test-security-key
CRAFT_DB_DRIVER=mysql
CRAFT_DB_SERVER=localhost
CRAFT_DB_PORT=3306
CRAFT_DB_DATABASE=$database
CRAFT_DB_USER=$database
CRAFT_DB_PASSWORD=$db_password
CRAFT_DB_SCHEMA=public
CRAFT_DB_TABLE_PREFIX=
DEV_MODE=true
ALLOW_ADMIN_CHANGES=true
DISALLOW_ROBOTS=true
PRIMARY_SITE_URL=http://127.0.0.1:$port/
ENV

web_server_owns_its_folders
# The site runs the plugin from this checkout (a path repository's symlink) and its content script
# as the web server's user, who must be able to read them.
runuser -u www-data -- test -r "$here/site-content.php" ||
  fail "the web server's user (www-data) cannot read $repo: let it (chmod o+rx on the folders above)."
link_this_checkouts_plugin
if ! craft install/check > /dev/null 2>&1; then
  echo "Installing Craft…"
  craft install/craft --interactive=0 --username=sw-admin --password=site-widgets-craft-admin \
    --email=admin@example.test --site-name='Site widgets test' --site-url="http://127.0.0.1:$port/" \
    --language=nl > /dev/null
fi
# The English site, the users, the test section with its entries, the test templates and routes.
site_content site "$port"
mkdir -p "$site/templates/_test"
cp "$here/templates/"*.twig "$site/templates/_test/"
cp "$here/routes.php" "$site/config/routes.php"
cp "$here/app.php" "$site/config/app.php"
# The fixtures' parameters, for the fixture pages (source() reads templates only).
cp "${SITE_WIDGETS_FIXTURE_PARAMS:?set by global-setup.ts}" "$site/templates/_test/fixtures.json"
# The images the fixtures name (/images/NAME.jpg): plain JPEGs made with GD (php-gd, which Craft needs).
mkdir -p "$site/web/images"
for image in $(grep -o '"/images/[^"?]*' "$site/templates/_test/fixtures.json" | cut -c2- | sort -u); do
  php -r 'imagejpeg(imagecreatetruecolor(1200, 800), $argv[1]);' "$site/web$image"
done

web_server_owns_its_folders

# A dedicated Apache serving the site's web/ folder.
serve_with_apache "$state" "$port" '' CRAFT_PORT <<CONF
MaxRequestWorkers 60
DocumentRoot $site/web
<Directory $site/web>
  Options FollowSymLinks
  AllowOverride None
  Require all granted
  # Craft's pretty URLs: what is not a file goes to index.php (as the starter's web/.htaccess).
  RewriteEngine On
  RewriteCond %{REQUEST_FILENAME} !-f
  RewriteCond %{REQUEST_FILENAME} !-d
  RewriteRule (.+) index.php [L]
</Directory>
CONF
