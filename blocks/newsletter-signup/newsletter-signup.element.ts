import { defineWidget } from '../../widgets/define-widget';
import block from './newsletter-signup.block';
import { NewsletterSignup } from './newsletter-signup';

defineWidget(block, NewsletterSignup, { showsChildren: true });
