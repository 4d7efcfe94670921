import { NavLink } from '@mantine/core';
import { Link } from 'react-router';
import { NAV_ENTRIES, isNavEntryActive } from './nav-entries';
import classes from './player-shell.module.css';

/** The main navigation's links, in the header (wide screens) or the menu drawer (compact). */
export function NavLinks({ pathname, onNavigate, vertical }: { pathname: string; onNavigate?: () => void; vertical: boolean }) {
  return NAV_ENTRIES.map((entry) => {
    const active = isNavEntryActive(entry, pathname);
    return (
      <NavLink
        key={entry.to}
        component={Link}
        to={entry.to}
        label={entry.label}
        active={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
        className={classes.link}
        w={vertical ? '100%' : 'auto'}
      />
    );
  });
}
