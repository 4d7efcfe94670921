import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PART_LOAD_ERROR, lazyPart } from './lazy-part';

type Module = { default: (props: { who: string }) => ReactNode };

/** A part's code the test hands over when it chooses, or fails to download. */
function heldDownloads() {
  const pending: { arrive: () => void; fail: () => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<Module>((resolve, reject) => {
        pending.push({
          arrive: () => resolve({ default: ({ who }) => <p>Partie de {who}</p> }),
          fail: () => reject(new TypeError('Failed to fetch dynamically imported module')),
        });
      }),
  );
  const last = () => pending[pending.length - 1]!;
  return { load, arrive: () => act(async () => last().arrive()), fail: () => act(async () => last().fail()) };
}

/** What an app's root would show of an error no boundary below it took. */
class Above extends Component<{ children: ReactNode }, { error: Error | null }> {
  state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p>Erreur au-dessus : {this.state.error.message}</p> : this.props.children;
  }
}

const page = (part: ReactNode) =>
  render(
    <MantineProvider env="test">
      <Above>
        <h1>La page</h1>
        {part}
      </Above>
    </MantineProvider>,
  );

describe('lazyPart: a part of a page whose code comes later', () => {
  it('shows its fallback while its code downloads, then itself', async () => {
    const downloads = heldDownloads();
    const Part = lazyPart(downloads.load);
    page(<Part who="Awa" fallback={<p>…</p>} />);
    expect(screen.getByText('…')).toBeInTheDocument();
    await downloads.arrive();
    expect(screen.getByText('Partie de Awa')).toBeInTheDocument();
    expect(screen.queryByText('…')).not.toBeInTheDocument();
  });

  it('a failed download: the page stays, the part says so in French, and Réessayer asks again until it comes', async () => {
    const downloads = heldDownloads();
    const Part = lazyPart(downloads.load);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    page(<Part who="Awa" />);
    await downloads.fail();
    expect(screen.getByRole('heading', { name: 'La page' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(PART_LOAD_ERROR.title);
    expect(screen.getByRole('alert')).toHaveTextContent('Vérifiez votre connexion, puis réessayez.');

    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(downloads.load).toHaveBeenCalledTimes(2);
    await downloads.fail();
    expect(screen.getByRole('alert')).toHaveTextContent(PART_LOAD_ERROR.title);

    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await downloads.arrive();
    expect(downloads.load).toHaveBeenCalledTimes(3);
    expect(screen.getByText('Partie de Awa')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    logged.mockRestore();
  });

  it('shown in two places, its code is downloaded once', async () => {
    const downloads = heldDownloads();
    const Part = lazyPart(downloads.load);
    page(
      <>
        <Part who="Awa" />
        <Part who="Kofi" />
      </>,
    );
    await downloads.arrive();
    expect(screen.getByText('Partie de Awa')).toBeInTheDocument();
    expect(screen.getByText('Partie de Kofi')).toBeInTheDocument();
    expect(downloads.load).toHaveBeenCalledOnce();
  });

  it('an error of the part itself is not taken for a failed download: it goes on to the boundary above', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = lazyPart(async () => ({
      default: (): ReactNode => {
        throw new Error('montant illisible');
      },
    }));
    page(<Broken />);
    expect(await screen.findByText('Erreur au-dessus : montant illisible')).toBeInTheDocument();
    expect(screen.queryByText(PART_LOAD_ERROR.title)).not.toBeInTheDocument();
    logged.mockRestore();
  });
});
