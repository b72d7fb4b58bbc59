#!/usr/bin/env bash
# One session of the Orca screen reader (Debian's `orca`) with Firefox ESR on a virtual display:
# opens URL, presses KEYs as a keyboard does, and writes what Orca says to OUT/speech.txt.
#
#   session.sh [--lang LOCALE] OUT URL [KEY…]
#
# LOCALE: the language Orca speaks (default C.UTF-8, English; nl_NL.UTF-8 for Dutch, which must
# be generated: setup.sh does it). A KEY is an xdotool key name (Tab, shift+Tab, Return, space).
# The keys start once Orca has presented the loaded page and gone quiet; after each key the session
# waits until Orca is quiet again.
#
# OUT/speech.txt holds every line Orca spoke, one a line, Orca's key echo included ("tab"); before
# the lines that follow a key, a line `--- key KEY`. OUT also gets Orca's debug log (orca.log) and
# the other programs' output, to read when a test fails. OUT must be new or empty.
#
# Exits 0 once every key is pressed, and otherwise with the reason on stderr. Every process the
# session starts is ended before it exits, also when it is stopped with SIGTERM or SIGINT; a caller
# that gives up on it can also end the whole process group (the test starts it as its own group).
# tests/speech/orca/setup.sh installs what it needs.
set -uo pipefail

LOCALE=C.UTF-8
if [ "${1:-}" = --lang ]; then
  LOCALE=$2
  shift 2
fi
if [ $# -lt 2 ]; then
  echo "usage: $0 [--lang LOCALE] OUT URL [KEY…]" >&2
  exit 64
fi
OUT=$(realpath -m "$1")
URL=$2
shift 2
HERE=$(dirname "$(realpath "$0")")

if [ -z "${ORCA_SESSION_HOME:-}" ]; then
  mkdir -p "$OUT"
  if [ -n "$(ls -A "$OUT")" ]; then
    echo "orca session: $OUT is not empty" >&2
    exit 64
  fi
  # Orca, Firefox and the accessibility bus keep state in the home and runtime folders (dconf's
  # settings, the buses' sockets, the Firefox profile): folders of this session only, so that
  # sessions at the same time, and the machine's own desktop, never meet. Under /tmp: a socket's
  # path has at most 107 bytes.
  ORCA_SESSION_HOME=$(mktemp -d /tmp/orca-session.XXXXXX)
  export ORCA_SESSION_HOME
  export HOME=$ORCA_SESSION_HOME/home XDG_RUNTIME_DIR=$ORCA_SESSION_HOME/run
  export XDG_CONFIG_HOME=$HOME/.config XDG_CACHE_HOME=$HOME/.cache XDG_DATA_HOME=$HOME/.local/share
  mkdir -p "$XDG_CONFIG_HOME" "$XDG_CACHE_HOME" "$XDG_DATA_HOME"
  mkdir -m 700 "$XDG_RUNTIME_DIR"
  # An inherited NO_AT_BRIDGE=1 turns accessibility off in GTK programs; an inherited bus or
  # display would mix another session's events with these.
  unset NO_AT_BRIDGE DBUS_SESSION_BUS_ADDRESS AT_SPI_BUS_ADDRESS DISPLAY
  # Orca finds the accessibility bus (AT-SPI) through the session bus: a private one, which
  # dbus-run-session ends when the script's second run, inside it, exits.
  dbus-run-session -- "$0" --lang "$LOCALE" "$OUT" "$URL" "$@" 2> "$OUT/dbus.log" &
  inner=$!
  trap 'kill -TERM $inner 2> /dev/null' TERM INT HUP
  wait $inner
  status=$?
  # A signal interrupts the first wait: wait again for the inner run to end its programs.
  kill -0 $inner 2> /dev/null && wait $inner
  rm -rf "$ORCA_SESSION_HOME"
  exit $status
fi

ORCA_LOG=$OUT/orca.log
PIDS=()
KEY_MARKS=()
stop() {
  local pid alive
  for ((i = ${#PIDS[@]} - 1; i >= 0; i--)); do kill "${PIDS[i]}" 2> /dev/null; done
  for _ in $(seq 50); do
    alive=0
    for pid in "${PIDS[@]}"; do kill -0 "$pid" 2> /dev/null && alive=1; done
    [ $alive -eq 0 ] && break
    sleep 0.1
  done
  for pid in "${PIDS[@]}"; do kill -9 "$pid" 2> /dev/null; done
  # What Orca said, without its log's time and the voice after each line, with the key marks.
  grep -a 'SPEECH OUTPUT:' "$ORCA_LOG" 2> /dev/null |
    sed -E "s/^[0-9:.]+ - SPEECH OUTPUT: '(.*)'( voice=[a-z]+)?[[:space:]]*(\{.*\})?[[:space:]]*$/\1/" |
    awk -v marks="${KEY_MARKS[*]}" 'BEGIN { n = split(marks, m, " ") }
      { for (i = 1; i <= n; i++) { split(m[i], mark, "="); if (mark[1] == NR - 1) print "--- key " mark[2] } print }
      END { for (i = 1; i <= n; i++) { split(m[i], mark, "="); if (mark[1] >= NR) print "--- key " mark[2] } }' \
      > "$OUT/speech.txt"
}
trap stop EXIT
trap 'exit 143' TERM INT HUP
fail() {
  echo "orca session: $*" >&2
  exit 1
}
spoken() { grep -a -c 'SPEECH OUTPUT:' "$ORCA_LOG" 2> /dev/null || true; }
# wait_quiet SECONDS MAX: until Orca has said nothing new for SECONDS, for at most MAX seconds.
wait_quiet() {
  local quiet=$(($1 * 1000)) end=$(($(date +%s) + $2)) count now since
  count=$(spoken)
  since=$(date +%s%3N)
  while [ "$(date +%s)" -lt "$end" ]; do
    sleep 0.1
    now=$(spoken)
    if [ "$now" != "$count" ]; then
      count=$now
      since=$(date +%s%3N)
    elif [ $(($(date +%s%3N) - since)) -ge $quiet ]; then
      return 0
    fi
  done
}
# wait_for SECONDS TEXT: until Orca has spoken a line that starts with TEXT.
wait_for() {
  local end=$(($(date +%s) + $1))
  while [ "$(date +%s)" -lt "$end" ]; do
    grep -a -q -F "SPEECH OUTPUT: '$2" "$ORCA_LOG" 2> /dev/null && return 0
    sleep 0.1
  done
  return 1
}
# orca_text MESSAGE: Orca's MESSAGE in LOCALE, from Orca's own translations (with Debian's Python,
# which has Orca's modules).
orca_text() {
  LANG=$LOCALE LANGUAGE='' LC_ALL='' LC_MESSAGES='' /usr/bin/python3 -c \
    'import sys; from orca.orca_i18n import _; print(_(sys.argv[1]))' "$1"
}

# A virtual display with the first free number (-displayfd writes it), as large as the engine tests'
# desktop viewport.
Xvfb -displayfd 5 -screen 0 1280x800x24 -nolisten tcp 5> "$OUT/display" > "$OUT/xvfb.log" 2>&1 &
PIDS+=($!)
for _ in $(seq 100); do
  [ -s "$OUT/display" ] && break
  sleep 0.1
done
[ -s "$OUT/display" ] || fail "Xvfb did not start (xvfb.log)"
DISPLAY=:$(head -1 "$OUT/display")
export DISPLAY
# The programs the session bus starts when asked (the accessibility registry) need the display too.
dbus-update-activation-environment DISPLAY

# GNOME's accessibility switches, in dconf through the session bus: toolkit-accessibility makes
# programs put their accessibility tree on the AT-SPI bus; screen-reader-enabled says that a
# screen reader runs.
gsettings set org.gnome.desktop.interface toolkit-accessibility true
gsettings set org.gnome.desktop.a11y.applications screen-reader-enabled true
/usr/libexec/at-spi-bus-launcher --launch-immediately > "$OUT/at-spi.log" 2>&1 &
PIDS+=($!)
# A window manager: without one, Firefox's window cannot be activated and get the keyboard focus.
openbox --sm-disable > "$OUT/openbox.log" 2>&1 &
PIDS+=($!)

# Orca, with a settings folder of its own: orca-customizations.py turns the speech server off (it
# hangs without a sound device) and has every spoken line written to the debug log at once.
mkdir -p "$OUT/orca-settings"
cp "$HERE/orca-customizations.py" "$OUT/orca-settings/"
LANG=$LOCALE LANGUAGE='' LC_ALL='' orca -u "$OUT/orca-settings" --debug-file "$ORCA_LOG" > "$OUT/orca.out" 2>&1 &
PIDS+=($!)
wait_for 30 "$(orca_text 'Screen reader on.')" || fail "Orca did not start (orca.out, orca.log)"

# Firefox ESR with a window: a headless Firefox has no accessibility bridge. GNOME_ACCESSIBILITY=1
# and accessibility.force_disabled=-1 in a fresh profile turn its accessibility on, whatever it
# detects. The other settings keep first-run, welcome, default-browser and telemetry pages and bars
# and session restore away: the window shows only the page.
mkdir -p "$ORCA_SESSION_HOME/firefox"
cat > "$ORCA_SESSION_HOME/firefox/user.js" << 'PREFS'
user_pref("accessibility.force_disabled", -1);
user_pref("app.update.enabled", false);
user_pref("browser.aboutwelcome.enabled", false);
user_pref("browser.newtab.preload", false);
user_pref("browser.newtabpage.enabled", false);
user_pref("browser.sessionstore.resume_from_crash", false);
user_pref("browser.shell.checkDefaultBrowser", false);
user_pref("browser.startup.homepage_override.mstone", "ignore");
user_pref("browser.startup.page", 0);
user_pref("datareporting.policy.dataSubmissionEnabled", false);
user_pref("datareporting.policy.firstRunURL", "");
user_pref("startup.homepage_welcome_url", "");
user_pref("startup.homepage_welcome_url.additional", "");
user_pref("toolkit.telemetry.reportingpolicy.firstRun", false);
user_pref("trailhead.firstrun.didSeeAboutWelcome", true);
PREFS
GNOME_ACCESSIBILITY=1 MOZ_CRASHREPORTER_DISABLE=1 firefox-esr --no-remote --profile "$ORCA_SESSION_HOME/firefox" \
  --width 1280 --height 800 "$URL" > "$OUT/firefox.log" 2>&1 &
PIDS+=($!)
# Orca's "Finished loading TITLE." answers the page's load event.
loaded=$(orca_text 'Finished loading %s.')
wait_for 60 "${loaded%%%s*}" || fail "Orca never presented the loaded page (orca.log, firefox.log)"
window=$(xdotool search --sync --onlyvisible --class firefox | tail -1)
[ -n "$window" ] || fail "no Firefox window"
xdotool windowactivate --sync "$window" 2> /dev/null
# The page's scripts upgrade its blocks after the load. A key pressed while Orca still holds a live
# region's message drops that message.
wait_quiet 2 15

for key in "$@"; do
  KEY_MARKS+=("$(spoken)=$key")
  # XTEST events, as from a keyboard, to the window that has the focus.
  xdotool key --clearmodifiers "$key"
  wait_quiet 1 10
done
