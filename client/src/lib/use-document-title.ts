import { useEffect } from 'react';
import { APP_NAME } from './brand';

/** Sets the tab title to '<page> | Sacred Circle' (or the product name alone) for the mounted page. */
export function useDocumentTitle(pageTitle?: string): void {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${APP_NAME}` : APP_NAME;
  }, [pageTitle]);
}
