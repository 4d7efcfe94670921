import { Link } from 'react-router';
import { NAV_ENTRIES, type NavEntry, isNavEntryActive } from './nav-entries';
import classes from './player-shell.module.css';

interface ShellNavLinkProps {
  entry: NavEntry;
  pathname: string;
  onNavigate?: () => void;
  /** in the menu drawer: the whole width */
  vertical: boolean;
}

/** One link of the shell's navigation, marked as the current page when the address is its page's. */
export function ShellNavLink({ entry, pathname, onNavigate, vertical }: ShellNavLinkProps) {
  return (
    <Link
      to={entry.to}
      aria-current={isNavEntryActive(entry, pathname) ? 'page' : undefined}
      onClick={onNavigate}
      className={`mantine-focus-auto ${classes.link}`}
      data-vertical={vertical || undefined}
    >
      <span className={classes.linkLabel}>{entry.label}</span>
    </Link>
  );
}

/** The main navigation's links, in the header (wide screens) or the menu drawer (compact). */
export function NavLinks({ pathname, onNavigate, vertical }: Omit<ShellNavLinkProps, 'entry'>) {
  return NAV_ENTRIES.map((entry) => <ShellNavLink key={entry.to} entry={entry} pathname={pathname} onNavigate={onNavigate} vertical={vertical} />);
}
