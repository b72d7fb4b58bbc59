import type { AttributeSpecs } from '../attributes';

export const newsletterSignupAttributes = {
  brand: { type: 'string', default: '', description: 'The organisation named in the consent label ("I agree that {brand} may contact me by email").' },
  action: { type: 'url', default: '/api/v1/newsletter/signup', description: 'Where the signup is posted (multipart form data with email and consent=1); on the page’s own origin, or nothing is sent.' },
  'session-info': { type: 'url', default: '/actions/users/session-info', description: 'Where a fresh CSRF token is read (Craft’s session-info action) before each signup; on the page’s own origin, or nothing is sent.' },
} as const satisfies AttributeSpecs;
