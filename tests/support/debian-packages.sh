# Sourced by the test setups that need Debian packages (tests/twig/setup.sh,
# tests/wordpress/setup.sh): `need_debian_packages WHAT PACKAGE…` installs the missing ones with
# apt-get as root on Debian, saying so, and otherwise stops with the command to run. WHAT names
# the tests in the messages; the caller defines fail().

need_debian_packages() {
  local what=$1
  shift
  if [ ! -f /etc/debian_version ] || ! command -v apt-get > /dev/null; then
    fail "these tests need Debian's packages $* (Debian or Ubuntu, as root)."
  fi
  local missing=() package
  for package in "$@"; do
    dpkg-query -W -f='${Status}' "$package" 2> /dev/null | grep -q 'install ok installed' || missing+=("$package")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ "$(id -u)" -ne 0 ]; then
    fail "missing Debian packages: ${missing[*]}. Install them with: sudo apt-get install -y $*"
  fi
  echo "Installing ${missing[*]} with apt-get (Debian packages) for the $what tests…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "$@" > /dev/null
}
