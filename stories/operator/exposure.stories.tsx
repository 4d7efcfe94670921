import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ExposurePage } from '../../src/features/operator/exposure-page';
import { OPERATEUR1 } from '../../tests/fixtures/operator';
import { cfa } from '../../tests/kit/amounts';
import { EXPOSURE, type ExposureServerOptions, NO_OPEN_DRAW, exposureFailing, exposurePending, exposureServer } from '../../tests/msw/exposure-handlers';
import { signedInAs } from '../session/signed-in';

const TOGO_18H = 'Togo · Lundi 23 nov. 2026 à 18h';
const BENIN_14H = 'Bénin · Lundi 23 nov. 2026 à 14h';

const meta = {
  title: 'Pages/Operator/Exposure',
  component: ExposurePage,
  // the desk's layout checks the operator (its own stories and tests); here the page, signed in as operateur1
  parameters: { layout: 'fullscreen', route: { path: '/operateur/exposition', url: '/operateur/exposition' } },
} satisfies Meta<typeof ExposurePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const asOperator = (options: ExposureServerOptions = {}, fixture = EXPOSURE) => signedInAs(OPERATEUR1, ...exposureServer(fixture, options));

// Text queries read every space of the page (U+202F too) as a plain space, so their sentences have plain spaces;
// accessible names keep U+202F: cfa().
const canvas = (element: HTMLElement) => within(element);
const drawRow = async (element: HTMLElement, title: string) => within((await canvas(element).findByRole('rowheader', { name: new RegExp(`^${title}`) }, { timeout: 30_000 })).closest('tr')!);

/** Opens a draw's lines and limits; the section it opens. */
async function openDraw(element: HTMLElement, title: string) {
  await userEvent.click((await drawRow(element, title)).getByRole('button', { name: `Lignes et limites : ${title}` }));
  return within(await canvas(element).findByRole('region', { name: title }, { timeout: 30_000 }));
}

/** The line form of the open draw: a line and an amount typed, then 'Enregistrer'. */
async function limitLine(section: ReturnType<typeof within>, line: string, amount: string) {
  const form = within(await section.findByRole('form', { name: "Limite d'une ligne" }, { timeout: 30_000 }));
  await userEvent.type(form.getByRole('textbox', { name: 'Ligne' }), line);
  await userEvent.type(form.getByRole('textbox', { name: 'Limite de la ligne (CFA)' }), amount);
  await userEvent.click(form.getByRole('button', { name: 'Enregistrer' }));
  return form;
}

/** The first read is on its way. */
export const Loading: Story = {
  parameters: signedInAs(OPERATEUR1, ...exposurePending()),
  play: async ({ canvasElement }) => {
    await expect(await canvas(canvasElement).findByText("Chargement de l'exposition…")).toBeVisible();
  },
};

/** Monday's open draws: stakes, tickets, players, each draw's most exposed line against its limit; the countries' defaults. */
export const Loaded: Story = {
  parameters: asOperator(),
  play: async ({ canvasElement }) => {
    const togo = await drawRow(canvasElement, TOGO_18H);
    await expect(togo.getByRole('cell', { name: cfa('152 000 CFA') })).toBeVisible();
    await expect(togo.getByRole('cell', { name: '31' })).toBeVisible();
    await expect(togo.getByRole('cell', { name: '12' })).toBeVisible();
    await expect(togo.getByRole('cell', { name: '27' })).toBeVisible();
    await expect(togo.getByRole('cell', { name: cfa('2 400 000 CFA') })).toBeVisible();
    await expect(togo.getByRole('meter', { name: 'Part de la limite, ligne 27' })).toHaveAttribute('aria-valuetext', '0\u202f%');
    // nothing sold yet on Côte d'Ivoire's 16h
    await expect((await drawRow(canvasElement, "Côte d'Ivoire · Lundi 23 nov. 2026 à 16h")).getByText('Aucune vente')).toBeVisible();
    // Ghana's Tuesday draw is another date
    await expect(canvas(canvasElement).queryByRole('rowheader', { name: /^Ghana ·/ })).toBeNull();
    const countries = within(canvas(canvasElement).getByRole('region', { name: 'Limites par défaut des pays' }));
    await expect(within(countries.getByRole('rowheader', { name: 'Togo' }).closest('tr')!).getByRole('cell', { name: cfa('25 000 000 000 CFA') })).toBeVisible();
  },
};

/** The same on a phone: the tables scroll sideways. */
export const Mobile: Story = {
  parameters: asOperator(),
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await drawRow(canvasElement, TOGO_18H);
    await expect(canvas(canvasElement).getByRole('region', { name: 'Exposition des tirages en vente' })).toHaveAttribute('tabindex', '0');
  },
};

/** No draw on sale: said so; the countries' defaults are still there to set. */
export const Empty: Story = {
  parameters: asOperator({}, NO_OPEN_DRAW),
  play: async ({ canvasElement }) => {
    await expect(await canvas(canvasElement).findByText('Aucun tirage en vente.', {}, { timeout: 30_000 })).toBeVisible();
    await expect(canvas(canvasElement).getByRole('button', { name: 'Modifier la limite par défaut : Ghana' })).toBeEnabled();
  },
};

/** The exposure could not be read: why, and 'Réessayer'. */
export const LoadFailed: Story = {
  parameters: signedInAs(OPERATEUR1, ...exposureFailing()),
  play: async ({ canvasElement }) => {
    const alert = await canvas(canvasElement).findByRole('alert', {}, { timeout: 30_000 });
    await expect(alert).toHaveTextContent("L'exposition n'a pas pu être chargée");
    await expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeEnabled();
  },
};

/** Read again ('Actualiser', or every 10 s) and failed: the last figures stay, and the page says so. */
export const RefreshFailed: Story = {
  parameters: asOperator({ failAfterFirstRead: true }),
  play: async ({ canvasElement }) => {
    await drawRow(canvasElement, TOGO_18H);
    await userEvent.click(canvas(canvasElement).getByRole('button', { name: 'Actualiser' }));
    const status = await canvas(canvasElement).findByText('Actualisation impossible', {}, { timeout: 30_000 });
    await expect(status.closest('[role="status"]')).toHaveTextContent(
      "Impossible de charger l'exposition des tirages. Veuillez réessayer. Les chiffres affichés sont ceux de la dernière lecture.",
    );
    await expect((await drawRow(canvasElement, TOGO_18H)).getByRole('cell', { name: cfa('152 000 CFA') })).toBeVisible();
  },
};

/** A draw's lines could not be read: why, and 'Réessayer'. */
export const DrawLinesFailed: Story = {
  parameters: asOperator({ drawFails: true }),
  play: async ({ canvasElement }) => {
    const togo = await openDraw(canvasElement, TOGO_18H);
    const alert = await togo.findByRole('alert', {}, { timeout: 30_000 });
    await expect(alert).toHaveTextContent("Les lignes de ce tirage n'ont pas pu être chargées");
    await expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeEnabled();
  },
};

/** Lines near their limit (from 80 %) and at it (no bet can be added) are flagged, in the overview and in a draw's top lines. */
export const NearAndAtLimit: Story = {
  parameters: asOperator(),
  play: async ({ canvasElement }) => {
    const benin = await drawRow(canvasElement, BENIN_14H);
    await expect(benin.getByText('Proche de la limite')).toBeVisible();
    await expect(benin.getByRole('meter', { name: 'Part de la limite, ligne 9' })).toHaveAttribute('aria-valuetext', '96\u202f%');
    const togo = await openDraw(canvasElement, TOGO_18H);
    const top = within(await togo.findByRole('table', { name: 'Lignes les plus exposées' }, { timeout: 30_000 }));
    const row = (line: string) => within(top.getByRole('rowheader', { name: line }).closest('tr')!);
    await expect(top.getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['27', '12-27', '45', '7', '3-12-27', '12-45']);
    await expect(row('12-27').getByText('Proche de la limite')).toBeVisible();
    await expect(row('12-27').getByText('limite de la ligne')).toBeVisible();
    await expect(row('3-12-27').getByText('Limite atteinte')).toBeVisible();
    await expect(row('27').queryByText('Proche de la limite')).toBeNull();
    await expect(row('27').queryByText('Limite atteinte')).toBeNull();
    await expect(togo.getByText('Lignes fermées à la vente').nextSibling).toHaveTextContent('1');
  },
};

/** A line and an amount that cannot be sent: what is wrong, in French, under each field; nothing sent. */
export const LimitFormInvalid: Story = {
  parameters: asOperator(),
  play: async ({ canvasElement }) => {
    const togo = await openDraw(canvasElement, TOGO_18H);
    const form = await limitLine(togo, '27-27', '12,5');
    await expect(form.getByText("Un numéro ne peut figurer qu'une fois dans une ligne.")).toBeVisible();
    await expect(form.getByText('Saisissez un montant entier en CFA, sans décimales (par exemple 5 000 000).')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Ligne' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The change on its way: 'Enregistrer' waits. */
export const Saving: Story = {
  parameters: asOperator({ saveDelay: 'infinite' }),
  play: async ({ canvasElement }) => {
    const togo = await openDraw(canvasElement, TOGO_18H);
    const form = await limitLine(togo, '27', '1 000 000');
    await waitFor(() => expect(form.getByRole('button', { name: 'Enregistrer' })).toHaveAttribute('data-loading', 'true'));
  },
};

/** An operator lowers the 27's limit on Togo's 18h below what is sold: the saved notice, and the line flagged at its limit. */
export const Saved: Story = {
  parameters: asOperator(),
  play: async ({ canvasElement }) => {
    const togo = await openDraw(canvasElement, TOGO_18H);
    await limitLine(togo, '27', '1 000 000');
    await expect(
      await canvas(canvasElement).findByText("Limite de la ligne 27 du tirage Togo · Lundi 23 nov. 2026 à 18h enregistrée : 1 000 000 CFA. Le 27 n'est plus en vente sur ce tirage.",
        {},
        { timeout: 30_000 },
      ),
    ).toBeVisible();
    const top = within(togo.getByRole('table', { name: 'Lignes les plus exposées' }));
    const row = within(top.getByRole('rowheader', { name: '27' }).closest('tr')!);
    await waitFor(() => expect(row.getByText('Limite atteinte')).toBeVisible(), { timeout: 30_000 });
    await expect(row.getByRole('meter', { name: 'Part de la limite, ligne 27' })).toHaveAttribute('aria-valuetext', '240\u202f%');
    const limits = within(togo.getByRole('table', { name: 'Lignes à limite propre' }));
    await expect(limits.getByRole('rowheader', { name: '27' })).toBeVisible();
  },
};

/** The database refused (here: the draw's sales ended meanwhile): its French reason in the form, what was typed kept. */
export const Refused: Story = {
  parameters: asOperator({ refuse: ['invalid_state', { reason: 'not_open' }] }),
  play: async ({ canvasElement }) => {
    const togo = await openDraw(canvasElement, TOGO_18H);
    const form = await limitLine(togo, '27', '1 000 000');
    await expect(await form.findByRole('alert', {}, { timeout: 30_000 })).toHaveTextContent('Les ventes de ce tirage sont déjà fermées.');
    await expect(form.getByRole('textbox', { name: 'Ligne' })).toHaveValue('27');
  },
};

/** A draw's own limit, then back to the country's default. */
export const DrawLimit: Story = {
  parameters: asOperator(),
  play: async ({ canvasElement }) => {
    const togo = await openDraw(canvasElement, TOGO_18H);
    const form = within(await togo.findByRole('form', { name: 'Limite du tirage' }, { timeout: 30_000 }));
    await userEvent.type(form.getByRole('textbox', { name: 'Limite du tirage (CFA)' }), '10 000 000');
    await userEvent.click(form.getByRole('button', { name: 'Enregistrer' }));
    await expect(await canvas(canvasElement).findByText(`Limite du tirage ${TOGO_18H} enregistrée : 10 000 000 CFA par ligne.`, {}, { timeout: 30_000 })).toBeVisible();
    await userEvent.click(await togo.findByRole('button', { name: cfa('Revenir à la limite du pays (25 000 000 000 CFA)') }, { timeout: 30_000 }));
    await expect(
      await canvas(canvasElement).findByText(`Limite propre du tirage ${TOGO_18H} retirée : la limite par défaut du pays s'applique (25 000 000 000 CFA par ligne).`, {}, { timeout: 30_000 }),
    ).toBeVisible();
  },
};

/** A line's own limit removed: it follows the draw's again. */
export const LineLimitRemoved: Story = {
  parameters: asOperator(),
  play: async ({ canvasElement }) => {
    const togo = await openDraw(canvasElement, TOGO_18H);
    await userEvent.click(await togo.findByRole('button', { name: 'Retirer la limite propre de la ligne 12-27' }, { timeout: 30_000 }));
    await expect(
      await canvas(canvasElement).findByText(`Limite propre de la ligne 12-27 du tirage ${TOGO_18H} retirée : la limite du tirage s'applique (25 000 000 000 CFA).`, {}, { timeout: 30_000 }),
    ).toBeVisible();
    await waitFor(() => expect(togo.queryByRole('button', { name: 'Retirer la limite propre de la ligne 12-27' })).toBeNull(), { timeout: 30_000 });
  },
};

/** A country's default changed from the one in force. */
export const CountryDefault: Story = {
  parameters: asOperator(),
  play: async ({ canvasElement }) => {
    await userEvent.click(await canvas(canvasElement).findByRole('button', { name: 'Modifier la limite par défaut : Togo' }, { timeout: 30_000 }));
    const form = within(canvas(canvasElement).getByRole('form', { name: 'Limite par défaut : Togo' }));
    const amount = form.getByRole('textbox', { name: 'Limite par défaut (CFA)' });
    await expect(amount).toHaveValue('25000000000');
    await userEvent.clear(amount);
    await userEvent.type(amount, '5 000 000 000');
    await userEvent.click(form.getByRole('button', { name: 'Enregistrer' }));
    await expect(await canvas(canvasElement).findByText('Togo : limite par défaut enregistrée, 5 000 000 000 CFA par ligne et par tirage.', {}, { timeout: 30_000 })).toBeVisible();
    const countries = within(canvas(canvasElement).getByRole('region', { name: 'Limites par défaut des pays' }));
    await expect(within(countries.getByRole('rowheader', { name: 'Togo' }).closest('tr')!).getByRole('cell', { name: cfa('5 000 000 000 CFA') })).toBeVisible();
  },
};
