import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../tests/kit/render';
import { AppProviders } from './app-providers';

const themeVariables = () => [...document.querySelectorAll('style')].filter((style) => style.textContent?.includes('--mantine-primary-color-filled'));

describe("AppProviders' theme CSS variables", () => {
  it('are written for the app, whose stylesheets read them', () => {
    render(<AppProviders>page</AppProviders>);
    expect(themeVariables()).toHaveLength(1);
  });

  it('are left out when asked, as the test renderer does', () => {
    renderPage(() => <p>page</p>, { path: '/', url: '/' });
    expect(themeVariables()).toEqual([]);
  });
});
