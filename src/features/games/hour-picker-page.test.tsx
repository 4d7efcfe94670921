import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as HourPickerPage } from './hour-picker-page';
import { renderPage } from '../../../tests/kit/render';

const PATH = '/games/:countryCode/:day';

function openAt(url: string, now: string | (() => Date)) {
  return renderPage(HourPickerPage, { path: PATH, url, now }).router;
}

/** The hours in screen order, as labelled, with '✗' on the ones that cannot be chosen. */
function hours() {
  return screen.getAllByRole('radio').map((radio) => {
    const label = document.querySelector(`label[for="${radio.id}"]`)?.textContent;
    return (radio as HTMLInputElement).disabled ? `✗ ${label}` : label;
  });
}

const continueButton = () => screen.getByRole('button', { name: 'Continuer' });

describe('hour picker', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists a future day’s hours, all selectable, and names the draw date', () => {
    openAt('/games/TG/mardi', '2026-11-23T08:00:00Z');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Togo · Mardi 24 nov. 2026');
    expect(screen.getByRole('radiogroup', { name: "Choisissez l'heure du tirage" })).toBeInTheDocument();
    expect(hours()).toEqual(['9h', '13h', '18h']);
  });

  it('exactly on the hour, that hour is past: greyed, marked, disabled, after the upcoming ones', () => {
    openAt('/games/TG/lundi', '2026-11-23T13:00:00Z');
    expect(hours()).toEqual(['18h', '✗ 9h (passé)', '✗ 13h (passé)']);
  });

  it('one second before the hour, it can still be chosen', () => {
    openAt('/games/TG/lundi', '2026-11-23T12:59:59Z');
    expect(hours()).toEqual(['13h', '18h', '✗ 9h (passé)']);
  });

  it('keeps Continuer disabled until an hour is chosen, then opens the bet builder', async () => {
    const router = openAt('/games/TG/lundi', '2026-11-23T08:00:00Z');
    expect(continueButton()).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: '13h' }));
    expect(screen.getByRole('radio', { name: '13h' })).toBeChecked();
    expect(continueButton()).toBeEnabled();
    await userEvent.click(continueButton());
    expect(router.state.location.pathname).toBe('/betting/TG/lundi/13h');
  });

  it('a past hour cannot be chosen', async () => {
    openAt('/games/TG/lundi', '2026-11-23T13:30:00Z');
    await userEvent.click(screen.getByRole('radio', { name: '9h (passé)' }));
    expect(screen.getByRole('radio', { name: '9h (passé)' })).not.toBeChecked();
    expect(continueButton()).toBeDisabled();
  });

  it('offers 24h until midnight in Porto-Novo, and links it as 24h', async () => {
    const router = openAt('/games/BJ/lundi', '2026-11-23T22:59:59Z');
    expect(hours()).toEqual(['24h', '✗ 11h (passé)', '✗ 14h (passé)', '✗ 18h (passé)', '✗ 21h (passé)']);
    await userEvent.click(screen.getByRole('radio', { name: '24h' }));
    await userEvent.click(continueButton());
    expect(router.state.location.pathname).toBe('/betting/BJ/lundi/24h');
  });

  it('at 23:59 in Abidjan, all of Monday is past there', () => {
    openAt('/games/CI/lundi', '2026-11-23T23:59:00Z');
    expect(hours().every((hour) => hour?.startsWith('✗'))).toBe(true);
    expect(screen.getByText('Tous les tirages de ce jour sont passés. Choisissez un autre jour.')).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
  });

  it('at the same instant (00:59 Tuesday in Porto-Novo), Bénin’s Monday is next week and fully open', () => {
    openAt('/games/BJ/lundi', '2026-11-23T23:59:00Z');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bénin · Lundi 30 nov. 2026');
    expect(hours()).toEqual(['11h', '14h', '18h', '21h', '24h']);
  });

  it('on a Sunday, Bénin’s Sunday greys its past hours', () => {
    openAt('/games/BJ/dimanche', '2026-11-29T10:00:00Z');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bénin · Dimanche 29 nov. 2026');
    expect(hours()).toEqual(['14h', '18h', '21h', '24h', '✗ 11h (passé)']);
  });

  it('accepts a lowercase code and links with the uppercase one', async () => {
    const router = openAt('/games/tg/lundi', '2026-11-23T08:00:00Z');
    expect(screen.getByRole('link', { name: 'Retour' })).toHaveAttribute('href', '/games/TG');
    await userEvent.click(screen.getByRole('radio', { name: '9h' }));
    await userEvent.click(continueButton());
    expect(router.state.location.pathname).toBe('/betting/TG/lundi/9h');
  });

  it('accepts the weekday in capitals and links it in lowercase', async () => {
    const router = openAt('/games/TG/LUNDI', '2026-11-23T08:00:00Z');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Togo · Lundi 23 nov. 2026');
    await userEvent.click(screen.getByRole('radio', { name: '9h' }));
    await userEvent.click(continueButton());
    expect(router.state.location.pathname).toBe('/betting/TG/lundi/9h');
  });

  it.each([
    ['/games/XX/lundi', '/games'],
    ['/games/togo/lundi', '/games'],
    ['/games/TG/dimanche', '/games/TG'],
    ['/games/gh/dimanche', '/games/GH'],
    ['/games/TG/funday', '/games/TG'],
    ['/games/TG/9h', '/games/TG'],
  ])('redirects %s to %s', (url, target) => {
    const router = openAt(url, '2026-11-29T10:00:00Z');
    expect(router.state.location.pathname).toBe(target);
    expect(screen.getByText(`Redirigé vers ${target}`)).toBeInTheDocument();
  });

  it('when the hour turns while the page is open, the chosen hour greys out and the choice is cleared', () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T08:59:30Z') });
    openAt('/games/TG/lundi', () => new Date());
    fireEvent.click(screen.getByRole('radio', { name: '9h' }));
    expect(continueButton()).toBeEnabled();

    act(() => {
      vi.advanceTimersByTime(31_000);
    });

    expect(hours()).toEqual(['13h', '18h', '✗ 9h (passé)']);
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    expect(continueButton()).toBeDisabled();
  });

  it('when midnight turns, a choice on that weekday is cleared since it now names next week’s draw', () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T22:59:30Z') });
    openAt('/games/BJ/lundi', () => new Date());
    fireEvent.click(screen.getByRole('radio', { name: '24h' }));
    expect(continueButton()).toBeEnabled();

    act(() => {
      vi.advanceTimersByTime(31_000);
    });

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bénin · Lundi 30 nov. 2026');
    expect(screen.getByRole('radio', { name: '24h' })).not.toBeChecked();
    expect(continueButton()).toBeDisabled();
  });
});
