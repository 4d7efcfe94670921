import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ReportsPage } from '../../src/features/operator/reports-page';
import { OPERATEUR1 } from '../../tests/fixtures/operator';
import { REPORT_ROWS, operatorReport } from '../../tests/msw/report-handlers';
import { signedInAs } from '../session/signed-in';

const meta = {
  title: 'Pages/Operator desk/Reports',
  component: ReportsPage,
  // the page as the desk's layout shows it (the layout checks the operator: stories/operator/operator-page.stories.tsx)
  parameters: { layout: 'padded', route: { path: '/operateur/rapports', url: '/operateur/rapports' } },
} satisfies Meta<typeof ReportsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The report's table (a date field's calendar is a table too). */
const REPORT = { name: /^Rapport du / };
const WEEK = 'Rapport du 17 nov. 2026 au 23 nov. 2026, tous les pays';
const normalize = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
/** The totals line, cell by cell. */
const totalsOf = (table: HTMLElement) => [...table.querySelectorAll('tfoot th, tfoot td')].map((cell) => normalize(cell.textContent));

/** The default range (the 7 days up to Monday 23 Nov 2026, every country) on its way. */
export const Loading: Story = {
  parameters: signedInAs(OPERATEUR1, operatorReport.pending()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Chargement du rapport…')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Date de début' })).toHaveValue('17/11/2026');
    await expect(canvas.getByRole('textbox', { name: 'Date de fin' })).toHaveValue('23/11/2026');
    await expect(canvas.getByRole('combobox', { name: 'Pays' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Télécharger le CSV' })).toBeDisabled();
  },
};

/** Five draws of the week, settled, cancelled or still on sale, and their totals; the CSV can be downloaded. */
export const Loaded: Story = {
  parameters: signedInAs(OPERATEUR1, operatorReport.serves(REPORT_ROWS)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: WEEK }, { timeout: 30_000 });
    await expect(table.querySelectorAll('tbody tr')).toHaveLength(5);
    await expect(totalsOf(table)).toEqual(['Total', '61 500 CFA', '51 000 CFA', '6 000 CFA', '4 500 CFA', '']);
    await expect(canvas.getByRole('button', { name: 'Télécharger le CSV' })).toBeEnabled();
  },
};

/** The same on a phone: the table scrolls sideways. */
export const Mobile: Story = {
  parameters: signedInAs(OPERATEUR1, operatorReport.serves(REPORT_ROWS)),
  globals: { viewport: { value: 'mobile1' } },
  play: Loaded.play,
};

/** No draw had money in the range. */
export const Empty: Story = {
  parameters: signedInAs(OPERATEUR1, operatorReport.serves([])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Aucune vente sur cette période.')).toBeVisible();
    await expect(canvas.queryByRole('table', REPORT)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Télécharger le CSV' })).toBeDisabled();
  },
};

/** The report could not be read: 'Réessayer'. */
export const Failed: Story = {
  parameters: signedInAs(OPERATEUR1, operatorReport.failing()),
  play: async ({ canvasElement }) => {
    const alert = within(await within(canvasElement).findByRole('alert'));
    await expect(alert.getByText("Le rapport n'a pas pu être chargé")).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  },
};

/** The database refused (an account that is no longer an operator): its French sentence. */
export const Refused: Story = {
  parameters: signedInAs(OPERATEUR1, operatorReport.refuses('not_operator')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Cette action est réservée aux opérateurs.')).toBeVisible();
  },
};

/** An end date before the start: said on the field, in French; nothing is read and nothing can be downloaded. */
export const InvalidRange: Story = {
  parameters: signedInAs(OPERATEUR1, operatorReport.serves(REPORT_ROWS)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: WEEK }, { timeout: 30_000 });
    const end = canvas.getByRole('textbox', { name: 'Date de fin' });
    await userEvent.click(end);
    (end as HTMLInputElement).setSelectionRange(0, 10);
    await userEvent.paste('10/11/2026');
    await expect(await canvas.findByText('La date de fin doit être le même jour ou après la date de début.')).toBeVisible();
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByRole('table', REPORT)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Télécharger le CSV' })).toBeDisabled();
  },
};

/** One country chosen: its draws alone (a cancelled one refunded, a big win), and their totals. */
export const OneCountry: Story = {
  parameters: signedInAs(OPERATEUR1, operatorReport.serves(REPORT_ROWS)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: WEEK }, { timeout: 30_000 });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Pays' }), "Côte d'Ivoire");
    const table = await canvas.findByRole('table', { name: "Rapport du 17 nov. 2026 au 23 nov. 2026, Côte d'Ivoire" });
    await expect(table.querySelectorAll('tbody tr')).toHaveLength(2);
    await expect(totalsOf(table)).toEqual(['Total', '16 000 CFA', '36 000 CFA', '6 000 CFA', '-26 000 CFA', '']);
  },
};
