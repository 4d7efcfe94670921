import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { config } from '../../config';
import { BET_TYPES } from '../../game/bet-types';
import { COUNTRIES } from '../../game/countries';
import { optionsFor } from '../../game/options';
import { renderPage } from '../../../tests/kit/render';
import { liability } from '../../../tests/msw/liability-handlers';
import { server } from '../../../tests/msw/server';
import userEvent from '@testing-library/user-event';
import { Component as RulesPage } from './rules-page';

function openRules() {
  renderPage(RulesPage, { path: '/rules', url: '/rules', now: '2026-11-23T08:00:00Z' });
}

/** Table rows as arrays of cell texts, with spaces normalised (fr-FR groups digits with U+202F). */
function rowsOf(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent!.replace(/\s/g, ' ')));
}

describe('rules page', () => {
  it('has every section of SPEC §2', () => {
    openRules();
    expect(screen.getByRole('heading', { level: 1, name: 'Règles du jeu' })).toBeInTheDocument();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual([
      'Le concept',
      'Comment jouer',
      'Calendrier des tirages',
      'Types de paris et multiplicateurs',
      'Gains maximum et limites par tirage',
      'Pourquoi jouer',
      'Jeu responsable',
      'Contact',
    ]);
  });

  it('builds the draw schedule from COUNTRIES', () => {
    openRules();
    const [schedule] = screen.getAllByRole('table');
    expect(rowsOf(schedule!)).toEqual([
      ['Togo', 'Du lundi au samedi', '9h, 13h, 18h'],
      ['Bénin', 'Tous les jours', '11h, 14h, 18h, 21h, 24h'],
      ["Côte d'Ivoire", 'Tous les jours', '7h, 10h, 13h, 16h, 18h, 21h, 23h'],
      ['Ghana', 'Du lundi au samedi', '19h'],
    ]);
    expect(rowsOf(schedule!)).toHaveLength(COUNTRIES.length);
  });

  it('shows every bet type with its number range and its multipliers, normal and double chance', () => {
    openRules();
    const betTypes = screen.getAllByRole('table')[1]!;
    const rows = rowsOf(betTypes);
    const optionCount = BET_TYPES.reduce(
      (sum, type) =>
        sum + new Set([...optionsFor(type.id, 'normal'), ...optionsFor(type.id, 'double_chance')].map((o) => o.id)).size,
      0,
    );
    expect(rows).toHaveLength(optionCount);
    const texts = rows.map((cells) => cells.join(' | '));
    expect(texts).toContainEqual(expect.stringMatching(/^Solo.* \| 1 \| Direct \| ×13 \| ×8 \/ ×4$/));
    expect(texts).toContainEqual('Première position | ×60 | ×40 / ×20');
    expect(texts).toContainEqual(expect.stringMatching(/^Perm.* \| 3 à 20 \| Direct \| ×300 \| ×180 \/ ×120$/));
    expect(texts).toContainEqual(expect.stringMatching(/^Banker.* \| 2 à 21 \| Direct/));
    expect(texts).toContainEqual(expect.stringMatching(/^Jackpot.* \| 5 à 10 \| Direct \| ×50 000 \| ×30 000 \/ ×20 000$/));
    expect(texts).toContainEqual('Turbo | ×10 000 | non proposé');
    expect(texts).toContainEqual('Turbo 2 | ×3 000 | ×1 800 / ×1 200');
  });

  it('gives a phone the same figures as a list of types, one option a line, where five columns would scroll away', () => {
    openRules();
    // jsdom's 1024 px window hides it, as a desktop would (and then names it nothing): find it by its label.
    const list = document.querySelector<HTMLElement>('ul[aria-label="Types de paris et multiplicateurs"]')!;
    const types = within(list).getAllByRole('listitem', { hidden: true });
    expect(types).toHaveLength(BET_TYPES.length);
    const lines = types.map((type) => Array.from(type.children, (line) => line.textContent!.replace(/\s/g, ' ')));
    expect(lines).toContainEqual(['Solo · 1 numéro', 'Direct : normal ×13, double chance ×8 / ×4', 'Première position : normal ×60, double chance ×40 / ×20']);
    expect(lines.flat()).toContain('Turbo : normal ×10 000, double chance non proposé');
    expect(lines.map((type) => type[0])).toContainEqual(expect.stringMatching(/^Perm.* · 3 à 20 numéros$/));
  });

  it('states the maximum win, the 100 CFA minimum, and not the inconsistent readings', () => {
    openRules();
    const text = document.body.textContent!.replace(/\s/g, ' ');
    expect(text).toContain('Le gain maximum est de 50 000 × la mise');
    expect(text).toContain('de 100 CFA minimum à 500 000 CFA maximum');
    expect(text).toContain('Une mise accessible dès 100 CFA');
    expect(text).not.toMatch(/25 ?FCFA/);
    expect(text).not.toMatch(/1 (à|a) 5 numéros/);
  });

  it('gives concrete responsible-gaming advice and the support e-mail from config', () => {
    openRules();
    const section = screen.getByRole('heading', { name: 'Jeu responsable' }).parentElement!;
    expect(within(section).getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
    expect(within(section).getByText(/Fixez-vous un budget/)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: config.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${config.supportEmail}`,
    );
    expect(screen.getAllByRole('link', { name: config.supportEmail })).toHaveLength(2);
  });

  it('links to the responsible-gaming page, states the 18+ rule and the limits offered (issue 17)', () => {
    openRules();
    const section = within(screen.getByRole('heading', { name: 'Jeu responsable' }).parentElement!);
    expect(section.getByRole('link', { name: 'Jeu responsable' })).toHaveAttribute('href', '/responsible-gaming');
    expect(section.getByText(/réservé aux personnes de 18 ans ou plus/)).toBeInTheDocument();
    expect(section.getByText(/limiter vos mises et vos dépôts, en CFA, par jour, par semaine et par mois/)).toBeInTheDocument();
    expect(section.getByText(/une hausse ou une suppression 24 h plus tard/)).toBeInTheDocument();
    expect(section.getByText(/24 heures, 7 jours, 30 jours, 6 mois ou définitivement/)).toBeInTheDocument();
    expect(section.getByText(/toutes les 60 minutes de jeu/)).toBeInTheDocument();
  });

  it('states the liability limits, with each country’s default read from the database (issue 40)', async () => {
    server.use(liability.countryLimits([{ country: 'TG', maxPayout: 3_000_000 }, { country: 'GH', maxPayout: 1_500_000 }]));
    openRules();
    const section = screen.getByRole('heading', { level: 2, name: 'Gains maximum et limites par tirage' }).parentElement!;
    expect(section).toHaveTextContent("par exemple : « Le 27 n'est plus disponible pour le tirage de 18h. »");
    const table = await within(section).findByRole('table');
    expect(rowsOf(table)).toEqual([
      ['Togo', '3 000 000 CFA'],
      ['Ghana', '1 500 000 CFA'],
    ]);
  });

  it('says when the limits cannot be read, and reads them again', async () => {
    server.use(liability.countryLimitsFail());
    openRules();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Les limites n'ont pas pu être chargées");
    server.use(liability.countryLimits());
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    const section = screen.getByRole('heading', { level: 2, name: 'Gains maximum et limites par tirage' }).parentElement!;
    expect(rowsOf(await within(section).findByRole('table'))).toHaveLength(4);
  });
});
