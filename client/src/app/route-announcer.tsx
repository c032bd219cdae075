import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { focusNewPage } from './route-focus';

/**
 * A move to another page within the app (no page load) starts where a page load would: focus on the new page's
 * start, and its title read out. The first page is left alone: the browser already starts at its top.
 */
export function RouteAnnouncer() {
  const [pathname] = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    setAnnouncement('');
    return focusNewPage(setAnnouncement);
  }, [pathname]);
  return (
    <p role="status" aria-live="polite" className="sr-only">
      {announcement}
    </p>
  );
}
