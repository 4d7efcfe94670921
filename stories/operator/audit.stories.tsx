import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OPERATEUR1 } from '../../tests/fixtures/operator';
import { AUDIT_ROWS, auditFailing, auditOlderFailing, auditPending, olderAuditRows, supportServer } from '../../tests/msw/support-handlers';
import { AuditPage } from '../../src/features/operator/audit-page';
import { signedInAs } from '../session/signed-in';

const meta = {
  title: 'Pages/Operator/Audit',
  component: AuditPage,
  // no session here: Storybook merges a story's parameters deeply, so a player would inherit the operator's claim
  parameters: { layout: 'fullscreen', route: { path: '/operateur/journal', url: '/operateur/journal' } },
} satisfies Meta<typeof AuditPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const LONG = { timeout: 30_000 };

/** operateur1 signed in; the trail holds one entry of every action unless told otherwise. */
const asOperator1 = (options: Omit<Parameters<typeof supportServer>[0], 'me'> = {}) => signedInAs(OPERATEUR1, ...supportServer({ me: OPERATEUR1, ...options }));

const filters = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('search', { name: 'Filtrer le journal' }));
const rowCount = (canvasElement: HTMLElement) => within(canvasElement).queryAllByRole('row').length - 1;

/** The first page is on its way. */
export const Loading: Story = {
  parameters: signedInAs(OPERATEUR1, ...auditPending()),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Chargement du journal…')).toBeVisible();
  },
};

/** Every kind of action, newest first: when (GMT), who, what, on which draw, of which player, the details. */
export const Loaded: Story = {
  parameters: asOperator1(),
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table', {}, LONG));
    await expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Quand', 'Qui', 'Action', 'Tirage', 'Joueur', 'Détails']);
    await expect(table.getAllByRole('row')).toHaveLength(AUDIT_ROWS.length + 1);
    await expect(table.getByText('3 paris, 1 gagnant, 180 000 CFA versés')).toBeVisible();
    await expect(table.getByText('Plafond par défaut, Togo : 5 000 000 CFA → 3 000 000 CFA')).toBeVisible();
    await expect(within(canvasElement).getByText('Aucune action plus ancienne.')).toBeVisible();
  },
};

/** The same on a phone: the table scrolls sideways in its own region. */
export const Mobile: Story = {
  parameters: asOperator1(),
  globals: { viewport: { value: 'mobile1' } },
  play: Loaded.play,
};

/** Nothing recorded yet. */
export const Empty: Story = {
  parameters: asOperator1({ audit: [] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Aucune action n'est encore inscrite au journal.", {}, LONG)).toBeVisible();
  },
};

/** Only the look-ups ('Consultation'): who looked at whom, when, by what. */
export const FilteredByAction: Story = {
  parameters: asOperator1({ audit: [...AUDIT_ROWS, ...olderAuditRows(3).map((row) => ({ ...row, id: row.id + 200, at: '2026-11-23T07:50:00Z' }))] }),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table', {}, LONG);
    await userEvent.selectOptions(filters(canvasElement).getByRole('combobox', { name: 'Action' }), 'Consultation');
    await userEvent.click(filters(canvasElement).getByRole('button', { name: 'Filtrer' }));
    await waitFor(() => expect(rowCount(canvasElement)).toBe(4), LONG);
    await expect(filters(canvasElement).getByRole('button', { name: 'Tout afficher' })).toBeVisible();
  },
};

/** Filters nothing matches: said, not an error. */
export const FilteredEmpty: Story = {
  parameters: asOperator1(),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table', {}, LONG);
    await userEvent.type(filters(canvasElement).getByRole('textbox', { name: /^Opérateur/ }), 'personne');
    await userEvent.click(filters(canvasElement).getByRole('button', { name: 'Filtrer' }));
    await expect(await within(canvasElement).findByText('Aucune action ne correspond à ces filtres.', {}, LONG)).toBeVisible();
  },
};

/** A range that ends before it starts: refused in French, nothing asked. */
export const RangeInvalid: Story = {
  parameters: asOperator1(),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table', {}, LONG);
    await userEvent.type(filters(canvasElement).getByRole('textbox', { name: 'Du' }), '23/11/2026');
    await userEvent.type(filters(canvasElement).getByRole('textbox', { name: 'Au' }), '20/11/2026');
    await userEvent.click(filters(canvasElement).getByRole('button', { name: 'Filtrer' }));
    await expect(
      await within(canvasElement).findByText('La date de fin doit être le même jour ou après la date de début.', {}, LONG),
    ).toBeVisible();
    await expect(rowCount(canvasElement)).toBe(AUDIT_ROWS.length);
  },
};

/** 'Plus ancien': the page before the last entry shown, added below it. */
export const Older: Story = {
  parameters: asOperator1({ audit: [...olderAuditRows(60), ...AUDIT_ROWS] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Plus ancien' }, LONG));
    await waitFor(() => expect(rowCount(canvasElement)).toBe(68), LONG);
    await expect(canvas.getByText('Aucune action plus ancienne.')).toBeVisible();
  },
};

/** 'Plus ancien' failed: the entries shown stay, the reason is said; asking again retries. */
export const OlderFailed: Story = {
  parameters: signedInAs(OPERATEUR1, ...auditOlderFailing(supportServer({ me: OPERATEUR1, audit: [...olderAuditRows(60), ...AUDIT_ROWS] }))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Plus ancien' }, LONG));
    await expect(await canvas.findByText('Impossible de charger le journal. Veuillez réessayer.', {}, LONG)).toBeVisible();
    await expect(rowCount(canvasElement)).toBe(50);
    await expect(canvas.getByRole('button', { name: 'Plus ancien' })).toBeEnabled();
  },
};

/** The journal could not be read: the reason and 'Réessayer'. */
export const Failed: Story = {
  parameters: signedInAs(OPERATEUR1, ...auditFailing()),
  play: async ({ canvasElement }) => {
    const alert = within(await within(canvasElement).findByRole('alert', {}, LONG));
    await expect(alert.getByText('Impossible de charger le journal. Veuillez réessayer.')).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Réessayer' })).toBeEnabled();
  },
};
