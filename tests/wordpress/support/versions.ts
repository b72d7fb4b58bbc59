// The WordPress versions the WordPress suite runs against, one after the other (npm run
// test:wordpress; tests/wordpress/setup.sh installs each), newest first: the newest, from Composer,
// and the oldest the plugin supports, Debian's. readme.txt's "Tested up to" and "Requires at least"
// follow them (tests/unit/wordpress-readme.test.ts).
export const WORDPRESS_VERSIONS = [
  { version: '7.0.4', port: 8091 },
  { version: '6.1', port: 8090 },
] as const;
