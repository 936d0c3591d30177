/**
 * News and updates (admin spec §2 'News and Updates Management', §5 News, §8, §10; issue 30):
 * the limits and messages shared by the server, the staff screen and the storefront's strip.
 */

/** Most pictures one news item holds, kept and new together (spec §10). */
export const MAX_NEWS_IMAGES = 5;
/** The 400's message for a sixth picture (spec §5). */
export const TOO_MANY_NEWS_IMAGES = `You can only upload a maximum of ${MAX_NEWS_IMAGES} images.`;
/** The picker's hint (spec §5: a hint; the server's own limit per file is the media store's, 10 MB). */
export const NEWS_IMAGE_HINT = 'PNG, JPG, JPEG up to 5MB each';
export const NEWS_IMAGE_REQUIRED = 'Please add at least one image.';

/** Characters of a title or subtitle shown on a card (spec §2, §10). */
export const NEWS_CARD_CUT = 200;
/** Items a page of the list holds unless asked otherwise (spec §10), and the most it takes. */
export const NEWS_PAGE_SIZE = 20;
export const MAX_NEWS_PAGE_SIZE = 50;
/** News items the home page's strip shows (issue 30). */
export const NEWS_STRIP_SIZE = 3;

export const MAX_NEWS_TITLE_LENGTH = 300;
export const MAX_NEWS_SUBTITLE_LENGTH = 500;
export const MAX_NEWS_DESCRIPTION_LENGTH = 10_000;

export const NEWS_CREATED = 'News created successfully!';
export const NEWS_UPDATED = 'News updated successfully!';
export const NEWS_DELETED = 'News deleted successfully!';
export const NEWS_NOT_FOUND = 'News item not found';
