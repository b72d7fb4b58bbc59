<?php

/**
 * The plugin's texts in English. English is the language they are written in (see
 * ../nl/site-widgets.php for the list), so each is its own translation: a site changes one in its own
 * translations/en/site-widgets.php, which Craft reads over this file.
 */

return [];
