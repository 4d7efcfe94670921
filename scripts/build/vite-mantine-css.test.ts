import { describe, expect, it } from 'vitest';
import { createMantineCss, importedNames } from './vite-mantine-css';

const mantine = createMantineCss();
const sheet = (name: string) => `@mantine/core/styles/${name}.layer.css`;

describe('Mantine CSS per component', () => {
  it('a Button needs UnstyledButton and Loader first, then its own sheet', () => {
    const css = mantine.cssFor(['Button']);
    expect(css).toContain(sheet('UnstyledButton'));
    expect(css).toContain(sheet('Loader'));
    expect(css.indexOf(sheet('UnstyledButton'))).toBeLessThan(css.indexOf(sheet('Button')));
    expect(css.at(-1)).toBe(sheet('Button'));
    expect(css).not.toContain(sheet('Input'));
  });

  it('a component without a sheet of its own (NativeSelect) brings the sheets it is built on', () => {
    expect(mantine.cssFor(['NativeSelect'])).toContain(sheet('Input'));
  });

  it('a name without classes of its own (ChipGroup) brings no sheet', () => {
    expect(mantine.cssFor(['ChipGroup'])).toEqual([]);
    expect(mantine.cssFor(['Chip'])).toEqual([sheet('Chip')]);
  });

  it('a checkbox and a radio bring the sheet that puts their label beside them (InlineInput, in src/utils)', () => {
    for (const name of ['Checkbox', 'Radio']) {
      const css = mantine.cssFor([name]);
      expect(css).toContain(sheet('InlineInput'));
      expect(css.indexOf(sheet('InlineInput'))).toBeLessThan(css.indexOf(sheet(name)));
    }
  });

  it('only the sheets of the modules a component reaches: NavLink draws Accordion\'s chevron, not its classes', () => {
    expect(mantine.cssFor(['NavLink'])).toEqual([sheet('UnstyledButton'), sheet('NavLink')]);
  });

  it('keeps the cascade of Mantine\'s whole sheet: what a component is built on comes before it', () => {
    const css = mantine.cssFor(['Modal']);
    for (const base of ['Paper', 'CloseButton', 'Overlay', 'ModalBase']) expect(css.indexOf(sheet(base))).toBeLessThan(css.indexOf(sheet('Modal')));
    const tabs = mantine.cssFor(['Tabs']);
    expect(tabs.indexOf(sheet('UnstyledButton'))).toBeLessThan(tabs.indexOf(sheet('Tabs')));
  });

  it('reads a module: values only, aliases by imported name, dates with the core sheets it uses', () => {
    expect(importedNames(' Text, type MantineTheme, Badge as Tag ')).toEqual(['Text', 'Badge']);
    expect(mantine.cssImports("import type { ButtonProps } from '@mantine/core';")).toEqual([]);
    expect(mantine.cssImports("import { createTheme } from '@mantine/core';")).toEqual([]);
    const dates = mantine.cssImports("import { DateInput } from '@mantine/dates';");
    expect(dates.at(-1)).toBe('@mantine/dates/styles.layer.css');
    expect(dates).toContain(sheet('Popover'));
    const both = mantine.cssImports("import { Card, Text } from '@mantine/core';\nimport { Button } from \"@mantine/core\";");
    expect(both).toContain(sheet('Card'));
    expect(both).toContain(sheet('Button'));
    expect(new Set(both).size).toBe(both.length);
  });

  it('a date component brings the core sheets of what it is built on, not those of every date component', () => {
    const dateInput = mantine.cssImports("import { DateInput } from '@mantine/dates';");
    for (const base of ['Input', 'Popover', 'CloseButton', 'UnstyledButton']) expect(dateInput).toContain(sheet(base));
    // the time pickers' ScrollArea and ActionIcon: they reached every page's sheet when the results page became their ninth user
    expect(dateInput).not.toContain(sheet('ScrollArea'));
    expect(dateInput).not.toContain(sheet('ActionIcon'));
    expect(mantine.cssImports("import { TimePicker } from '@mantine/dates';")).toContain(sheet('ScrollArea'));
    expect(mantine.cssImports("import { DatesProvider } from '@mantine/dates';")).toEqual(['@mantine/dates/styles.layer.css']);
  });
});
