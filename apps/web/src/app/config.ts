/**
 * Product-wide constants that are configuration rather than code. The forum is a separate
 * Discourse-style site run outside this repository, so it is only ever linked, in a new tab.
 */
export const FORUM_URL = 'https://forum.mnemoria.app';

/** Where the landing page's contact icon writes to. */
export const CONTACT_EMAIL = 'hello@mnemoria.app';

export const PRODUCT_NAME = 'Mnemoria';
