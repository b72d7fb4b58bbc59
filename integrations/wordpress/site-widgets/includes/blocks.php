<?php
/**
 * The blocks' tags and their own attributes, as the bundle's dist/custom-elements.json declares
 * them: what kses lets through and what wpautop leaves alone.
 *
 * @package site-widgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * The attributes of each block's tag (besides the global ones).
 *
 * @return array<string, array<string, bool>>
 */
function site_widgets_block_tags(): array {
	return array(
		'collapse-group'    => array(
			'leave-open'    => true,
			'element'       => true,
			'heading-level' => true,
		),
		'collapse-item'     => array(
			'heading'       => true,
			'opened'        => true,
			'heading-level' => true,
		),
		'image-slider'      => array( 'label' => true ),
		'timeline-slider'   => array(),
		'updates-slider'    => array(
			'heading' => true,
			'label'   => true,
		),
		'language-switch'   => array(),
		'newsletter-signup' => array(
			'brand'        => true,
			'action'       => true,
			'session-info' => true,
		),
	);
}
