# Sourced by the CMS tests' setups (tests/wordpress/setup.sh, tests/craft/setup.sh): a dedicated
# Apache with mod_php for a test site, with its own configuration, port, pid file and logs in the
# site's state folder, leaving the system's Apache alone and needing no systemd.
#
#   serve_with_apache STATE PORT CHECK_PATH PORT_VARIABLE < SITE_LINES
#
# writes STATE/apache2.conf (what every test site needs, then the site's own lines from standard
# input: its DocumentRoot and directories), starts Apache or reloads it, and waits until
# http://127.0.0.1:PORT/CHECK_PATH answers. PORT_VARIABLE names the setting that moves the port, for
# the message when it is taken. The caller defines fail().

serve_with_apache() {
  local state=$1 port=$2 check=$3 port_variable=$4 php_module
  php_module=$(find /usr/lib/apache2/modules -name 'libphp*.so' | sort | tail -n 1)
  [ -n "$php_module" ] || fail "no PHP module for Apache in /usr/lib/apache2/modules (package libapache2-mod-php)."
  mkdir -p "$state"
  {
    cat <<CONF
# Written by the site-widgets tests (tests/support/apache.sh).
ServerRoot /etc/apache2
ServerName 127.0.0.1
Listen 127.0.0.1:$port
PidFile $state/apache2.pid
ErrorLog $state/error.log
LogLevel warn
User www-data
Group www-data
LoadModule mpm_prefork_module /usr/lib/apache2/modules/mod_mpm_prefork.so
LoadModule authz_core_module /usr/lib/apache2/modules/mod_authz_core.so
LoadModule dir_module /usr/lib/apache2/modules/mod_dir.so
LoadModule mime_module /usr/lib/apache2/modules/mod_mime.so
LoadModule alias_module /usr/lib/apache2/modules/mod_alias.so
LoadModule env_module /usr/lib/apache2/modules/mod_env.so
LoadModule rewrite_module /usr/lib/apache2/modules/mod_rewrite.so
LoadModule php_module $php_module
TypesConfig /etc/mime.types
AddType text/javascript .js .mjs
DirectoryIndex index.php
<FilesMatch "\.php$">
  SetHandler application/x-httpd-php
</FilesMatch>
<Directory />
  AllowOverride None
  Require all denied
</Directory>
CONF
    cat
  } > "$state/apache2.conf"
  apache2 -t -f "$state/apache2.conf" 2> /dev/null || apache2 -t -f "$state/apache2.conf"
  if [ -f "$state/apache2.pid" ] && kill -0 "$(cat "$state/apache2.pid")" 2> /dev/null; then
    apache2 -f "$state/apache2.conf" -k graceful
  else
    echo "Starting Apache on 127.0.0.1:$port…"
    apache2 -f "$state/apache2.conf" -k start
  fi
  local url="http://127.0.0.1:$port/$check"
  for _ in $(seq 1 50); do
    php -r 'exit(@file_get_contents($argv[1]) === false ? 1 : 0);' "$url" && return 0
    sleep 0.2
  done
  fail "Apache does not answer $url (is the port taken? set $port_variable); see $state/error.log."
}
