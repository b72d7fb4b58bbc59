<?php

/**
 * `craft.siteWidgets` in templates:
 *
 *   {{ craft.siteWidgets.head(['collapse-group', 'image-slider']) }}   the stylesheet, the entry and
 *       the named blocks' preloads, with Subresource Integrity and the page's CSP nonce
 *   {{ craft.siteWidgets.render(entry.pageBlocks) }}                   a Matrix field's blocks, each
 *       through its component
 *   craft.siteWidgets.signupFlash()                                    after a signup posted without
 *       JavaScript: { status, msg, email, field }, or null
 */

declare(strict_types=1);

namespace sitewidgets\craft\variables;

use Craft;
use craft\web\View;
use sitewidgets\craft\controllers\SignupController;
use sitewidgets\craft\Plugin;
use Twig\Markup;

class SiteWidgetsVariable
{
    /**
     * The head's tags for `tags` (widget tags or page behaviour chunks). `options.nonce` sets the CSP
     * nonce; without it, the one of a Content-Security-Policy header the site has set on the
     * response is used.
     *
     * @param string[] $tags
     * @param array{nonce?: string} $options
     */
    public function head(array $tags = [], array $options = []): Markup
    {
        $plugin = Plugin::getInstance();
        $html = Craft::$app->getView()->renderTemplate('_site-widgets/site-widgets.twig', [
            'manifest' => $plugin->bundle->manifest(),
            'base' => $plugin->bundle->distUrl(),
            'tags' => array_values($tags),
            'nonce' => $options['nonce'] ?? $this->responseNonce(),
        ], View::TEMPLATE_MODE_SITE);
        return new Markup($html, 'UTF-8');
    }

    /**
     * A Matrix field's blocks (`entry.pageBlocks`: its query or its blocks), each rendered through
     * the component of its block type.
     */
    public function render(mixed $blocks): Markup
    {
        return new Markup(Plugin::getInstance()->blockTypes->render($blocks), 'UTF-8');
    }

    /**
     * What a signup posted without JavaScript left for the page it was sent back to, once.
     *
     * @return array{status: string, msg: string, email: string, field: string|null}|null
     */
    public function signupFlash(): ?array
    {
        $flash = Craft::$app->getSession()->getFlash(SignupController::FLASH);
        return is_array($flash) ? $flash : null;
    }

    /** The nonce of script-src (else default-src) in a Content-Security-Policy header set so far, or ''. */
    private function responseNonce(): string
    {
        $policy = (string) Craft::$app->getResponse()->getHeaders()->get('Content-Security-Policy', '');
        foreach (['script-src', 'default-src'] as $directive) {
            if (preg_match("/(?:^|;)\\s*$directive\\s[^;]*'nonce-([A-Za-z0-9+\\/_=-]+)'/i", $policy, $match)) {
                return $match[1];
            }
        }
        return '';
    }
}
