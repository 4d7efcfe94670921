import { ActionIcon, Button, CloseButton, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { type ActorRefFrom, fromPromise } from 'xstate';
import type { betBuilderMachine } from '../../../machines/bet-builder/bet-builder.machine';
import type { BetBuilderSnapshot } from '../../../machines/bet-builder/bet-builder.selectors';
import { type FavouritesEvent, favouritesMachine } from '../../../machines/favourites/favourites.machine';
import {
  selectDeleteError,
  selectDeletingId,
  selectFavourites,
  selectIsEmpty,
  selectIsLoading,
  selectIsSaving,
  selectListOpen,
  selectLoadError,
  selectName,
  selectNaming,
  selectPickedName,
  selectSaveError,
  selectSavedName,
} from '../../../machines/favourites/favourites.selectors';
import { useEffects } from '../../components/effects';
import { FAVOURITES_LIST_ID, FavouritesBar } from './betting-view';
import { FAVOURITE_NAME_MAX, type Favourite, describeFavourite, favouriteBetOf } from '../../game/favourites';

type BuilderActor = ActorRefFrom<typeof betBuilderMachine>;
type FavouritesActor = ActorRefFrom<typeof favouritesMachine>;

export interface FavouritesPanelProps {
  /** the bet builder: its complete selection is saved, and a favourite is loaded into it (`favourite.load`) */
  actor: BuilderActor;
  /** the tap that opened the panel: 'Enregistrer en favori' or 'Mes favoris' */
  opening: 'save' | 'list';
}

const selectComplete = (s: BetBuilderSnapshot) => s.hasTag('complete');
const NAME_ID = 'favourite-name';

/**
 * The favourites' panel (issue 41), for a signed-in player: loaded lazily by the betting page at the first tap on
 * its bar, which starts the favourites machine; the list is read when 'Mes favoris' is opened, not before.
 */
export default function FavouritesPanel({ actor, opening }: FavouritesPanelProps) {
  const complete = useSelector(actor, selectComplete);
  const saveEvent = (): FavouritesEvent => ({ type: 'save.open', bet: favouriteBetOf(actor.getSnapshot().context) });
  const [first] = useState<FavouritesEvent>(() => (opening === 'save' ? saveEvent() : { type: 'list.open' }));
  return <Favourites builder={actor} opening={first} canSave={complete} saveEvent={saveEvent} />;
}

function Favourites({
  builder,
  opening,
  canSave,
  saveEvent,
}: {
  builder: BuilderActor;
  opening: FavouritesEvent;
  canSave: boolean;
  saveEvent: () => FavouritesEvent;
}) {
  const { favourites } = useEffects();
  const [logic] = useState(() =>
    favouritesMachine.provide({
      actors: {
        loadFavourites: fromPromise(() => favourites.list()),
        saveFavourite: fromPromise(({ input }) => favourites.save(input)),
        deleteFavourite: fromPromise(({ input }) => favourites.remove(input.id)),
      },
    }),
  );
  const actor = useActorRef(logic);
  // the tap that started the machine, once
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    actor.send(opening);
  }, [actor, opening]);
  const listOpen = useSelector(actor, selectListOpen);
  return (
    <Stack gap="xs">
      <FavouritesBar
        canSave={canSave}
        listOpen={listOpen}
        onSave={() => actor.send(saveEvent())}
        onList={() => actor.send({ type: listOpen ? 'list.close' : 'list.open' })}
      />
      <SavedNotice actor={actor} />
      <NamingForm actor={actor} />
      {listOpen && <List actor={actor} builder={builder} />}
    </Stack>
  );
}

function SavedNotice({ actor }: { actor: FavouritesActor }) {
  const saved = useSelector(actor, selectSavedName);
  return (
    <div role="status" aria-live="polite">
      {saved !== null && (
        <Group gap="xs" wrap="nowrap" justify="space-between">
          <Text size="sm" c="forest.9">
            « {saved} » est enregistré dans vos favoris.
          </Text>
          <CloseButton size="sm" aria-label="Fermer le message" onClick={() => actor.send({ type: 'notice.dismiss' })} />
        </Group>
      )}
    </div>
  );
}

function NamingForm({ actor }: { actor: FavouritesActor }) {
  const naming = useSelector(actor, selectNaming);
  const name = useSelector(actor, selectName);
  const error = useSelector(actor, selectSaveError);
  const saving = useSelector(actor, selectIsSaving);
  if (!naming) return null;
  return (
    <Paper withBorder p="sm">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'save.submit' });
        }}
      >
        <Stack gap="xs">
          <TextInput
            id={NAME_ID}
            label="Nom du favori"
            description={`${FAVOURITE_NAME_MAX} caractères au plus`}
            value={name}
            error={error}
            disabled={saving}
            data-autofocus
            autoComplete="off"
            onChange={(event) => actor.send({ type: 'name.change', value: event.currentTarget.value })}
          />
          <Group gap="xs">
            <Button type="submit" loading={saving}>
              Enregistrer
            </Button>
            <Button variant="default" disabled={saving} onClick={() => actor.send({ type: 'save.cancel' })}>
              Annuler
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function List({ actor, builder }: { actor: FavouritesActor; builder: BuilderActor }) {
  const loading = useSelector(actor, selectIsLoading);
  const loadError = useSelector(actor, selectLoadError);
  const items = useSelector(actor, selectFavourites);
  const empty = useSelector(actor, selectIsEmpty);
  const deleting = useSelector(actor, selectDeletingId);
  const deleteError = useSelector(actor, selectDeleteError);
  const picked = useSelector(actor, selectPickedName);
  const pick = (favourite: Favourite) => {
    const { type, mode, option, selection } = favourite;
    builder.send({ type: 'favourite.load', favourite: { type, mode, option, selection } });
    actor.send({ type: 'favourite.pick', id: favourite.id });
  };
  return (
    <Paper withBorder p="sm" id={FAVOURITES_LIST_ID}>
      <Stack gap="xs" aria-busy={loading}>
        <Text fw={600} size="sm">
          Mes favoris
        </Text>
        {loading && <Text size="sm">Chargement de vos favoris…</Text>}
        {loadError !== null && (
          <Group gap="xs">
            <Text size="sm" c="red.9" role="alert">
              {loadError}
            </Text>
            <Button size="xs" variant="default" onClick={() => actor.send({ type: 'retry' })}>
              Réessayer
            </Button>
          </Group>
        )}
        {empty && <Text size="sm">Aucun favori pour l’instant : composez un pari complet, puis « Enregistrer en favori ».</Text>}
        <div aria-live="polite">
          {picked !== null && (
            <Text size="sm" c="forest.9">
              « {picked} » est chargé dans la grille.
            </Text>
          )}
          {deleteError !== null && (
            <Text size="sm" c="red.9">
              {deleteError}
            </Text>
          )}
        </div>
        {items.length > 0 && (
          <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
            {items.map((favourite) => (
              <Group component="li" key={favourite.id} gap="xs" wrap="nowrap">
                <Button
                  variant="subtle"
                  justify="flex-start"
                  h="auto"
                  py={6}
                  style={{ flex: 1 }}
                  styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
                  aria-label={`Charger ${favourite.name} : ${describeFavourite(favourite)}`}
                  disabled={deleting === favourite.id}
                  onClick={() => pick(favourite)}
                >
                  {/* one line, the accessible name's words in order (WCAG 2.5.3: the visible text is part of the name) */}
                  <Text size="sm" span>
                    <Text fw={600} span inherit>
                      {favourite.name}
                    </Text>{' '}
                    : {describeFavourite(favourite)}
                  </Text>
                </Button>
                <ActionIcon
                  variant="default"
                  aria-label={`Supprimer ${favourite.name}`}
                  loading={deleting === favourite.id}
                  disabled={deleting !== null && deleting !== favourite.id}
                  onClick={() => actor.send({ type: 'favourite.delete', id: favourite.id })}
                >
                  ×
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
