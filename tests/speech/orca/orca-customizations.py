# Read by Orca at start from its settings folder (`orca -u DIR`), after its own settings. Settings
# for a test run: no audio, nothing but speech, and every spoken line in the debug file at once.
import orca.debug
import orca.settings

# Orca speaks through speech-dispatcher, which on a machine without a sound device blocks Orca's
# main loop. Without a speech server Orca still composes every utterance and logs it to its debug
# file as `SPEECH OUTPUT: '…'`, which is what the tests read.
orca.settings.speechFactoryModules = []
orca.settings.speechServerFactory = None

# No braille display, no sounds.
orca.settings.enableBraille = False
orca.settings.enableSound = False

# A page is not read aloud from top to bottom when it has loaded: the tests hear what their keys
# make Orca say, and a long page read on load would push those lines far down the log.
orca.settings.sayAllOnLoad = False

# Orca opens `--debug-file` block-buffered: the lines would reach the file only in blocks of a few
# kilobytes, or when Orca exits. The session script waits for lines as they are spoken.
if orca.debug.debugFile is not None:
    orca.debug.debugFile.reconfigure(line_buffering=True)
