<?php
/*
 * Renders templates of integrations/craft/ under Debian's Twig 3 (php-twig) for the Twig tests.
 *
 * Reads JSON on stdin, a list of { template, params, autoescape } (or { source, … } for a template
 * given inline, which may include those files), and prints { twig: VERSION, results: [{ html } or
 * { error }] } in the same order. Templates are named from integrations/craft/, as
 * `components/collapse-group.twig` or `site-widgets.twig`. `autoescape` is 'html' or false. Like
 * Craft in dev mode the variables are strict, and every PHP notice or deprecation is an error.
 * `json_decode` stands in for Craft's filter of that name.
 *
 * Usage: php tests/twig/render.php < requests.json
 */

declare(strict_types=1);

const TWIG_AUTOLOAD = '/usr/share/php/Twig/autoload.php';

set_error_handler(
	static function ( int $level, string $message, string $file, int $line ): bool {
		throw new ErrorException( $message, 0, $level, $file, $line );
	}
);

if ( ! is_file( TWIG_AUTOLOAD ) ) {
	fwrite( STDERR, 'tests/twig/render.php: no Twig at ' . TWIG_AUTOLOAD . ": apt-get install php-twig\n" );
	exit( 1 );
}
require TWIG_AUTOLOAD;

/**
 * integrations/craft/ under one autoescape setting. Twig names a compiled template's class after
 * its loader's cache key and the environment's options, but not autoescape: without the setting in
 * the key, the second environment of a run would get the templates compiled for the first.
 */
final class Templates implements \Twig\Loader\LoaderInterface {
	private \Twig\Loader\FilesystemLoader $files;

	public function __construct( private string $autoescape ) {
		$this->files = new \Twig\Loader\FilesystemLoader( dirname( __DIR__, 2 ) . '/integrations/craft' );
	}

	public function getSourceContext( string $name ): \Twig\Source {
		return $this->files->getSourceContext( $name );
	}

	public function getCacheKey( string $name ): string {
		return "autoescape {$this->autoescape}: " . $this->files->getCacheKey( $name );
	}

	public function isFresh( string $name, int $time ): bool {
		return $this->files->isFresh( $name, $time );
	}

	public function exists( string $name ): bool {
		return $this->files->exists( $name );
	}
}

$requests = json_decode( (string) stream_get_contents( STDIN ), true, 512, JSON_THROW_ON_ERROR );

/** One environment per autoescape setting, as a site configures it once. */
$environments = array();
$environment  = static function ( string $mode ) use ( &$environments ): \Twig\Environment {
	if ( ! isset( $environments[ $mode ] ) ) {
		$twig = new \Twig\Environment(
			new Templates( $mode ),
			array(
				'autoescape'       => 'off' === $mode ? false : $mode,
				'strict_variables' => true,
				'cache'            => false,
			)
		);
		$twig->addFilter(
			new \Twig\TwigFilter(
				'json_decode',
				static fn ( $json ) => json_decode( (string) $json, true, 512, JSON_THROW_ON_ERROR )
			)
		);
		$environments[ $mode ] = $twig;
	}
	return $environments[ $mode ];
};

$results = array();
foreach ( $requests as $request ) {
	try {
		$mode      = false === $request['autoescape'] ? 'off' : (string) $request['autoescape'];
		$twig      = $environment( $mode );
		$template  = isset( $request['source'] )
			? $twig->createTemplate( $request['source'], "inline, autoescape $mode" )
			: $twig->load( $request['template'] );
		$results[] = array( 'html' => $template->render( $request['params'] ?? array() ) );
	} catch ( Throwable $error ) {
		$results[] = array( 'error' => get_class( $error ) . ': ' . $error->getMessage() );
	}
}

echo json_encode(
	array(
		'twig'    => \Twig\Environment::VERSION,
		'results' => $results,
	),
	JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_THROW_ON_ERROR
);
