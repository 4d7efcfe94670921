/**
 * The class react-remove-scroll (Mantine's modals and drawers) looks for on fixed bars: while a dialog locks the
 * page's scroll, it moves them clear of the scroll bar's gap, so they do not jump sideways. Its value is the
 * library's `RemoveScroll.classNames.zeroRight` (checked in scroll-lock.test.ts), kept here so that a bar
 * needs no import of the library before the first dialog opens.
 */
export const FIXED_BAR_CLASS = 'right-scroll-bar-position';
