import { RemoveScroll } from 'react-remove-scroll';
import { expect, it } from 'vitest';
import { FIXED_BAR_CLASS } from './scroll-lock';

it("is the class react-remove-scroll moves clear of the scroll bar's gap", () => {
  expect(FIXED_BAR_CLASS).toBe(RemoveScroll.classNames.zeroRight);
});
