/**
 * Sets document.title on the client, in the same words the server rendered into the <head>
 * (packages/domain/src/seo/page-titles.rules.ts), so navigating inside the app updates the title.
 */
import { useEffect } from 'react';
import { documentTitle } from '@shop/domain/seo/page-titles.rules';
import { usePublicSettings } from './get-public-settings';

/** `page | shop name`, or the home title when `page` is undefined; nothing while `enabled` is false. */
export function useDocumentTitle(page: string | undefined, enabled = true): void {
  const { shopName } = usePublicSettings();
  useEffect(() => {
    if (enabled) document.title = documentTitle(page, shopName);
  }, [page, shopName, enabled]);
}
