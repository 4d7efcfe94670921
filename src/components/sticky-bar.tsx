import { type ReactNode, useEffect, useRef } from 'react';
import classes from './sticky-bar.module.css';

/**
 * A bar stuck to the bottom of the viewport while the page scrolls above its place (issue 38): the bet builder's
 * confirmation after 'Ajouter au panier' and the basket's 'Annuler'. It stays in the page's flow, so scrolled to
 * its place it covers nothing; while `shown`, the page's scroll padding keeps a control reached by Tab (or a
 * focused one scrolled into view) above it, not under it (WCAG 2.4.11). Not shown, it takes no room: its live
 * regions exist before their text, so the first message is announced too.
 */
export function StickyBar({ shown, children }: { shown: boolean; children: ReactNode }) {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!shown) return;
    const root = document.documentElement;
    const before = root.style.scrollPaddingBottom;
    root.style.scrollPaddingBottom = `${(bar.current?.offsetHeight ?? 0) + 8}px`;
    return () => {
      root.style.scrollPaddingBottom = before;
    };
  }, [shown]);
  return (
    <div ref={bar} className={shown ? classes.bar : undefined}>
      {children}
    </div>
  );
}
