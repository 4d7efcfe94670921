import { Table, Text } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { houseLimitsMachine } from '../../../machines/house-limits/house-limits.machine';
import { selectLimits, selectLimitsFailed, selectLimitsLoading } from '../../../machines/house-limits/house-limits.selectors';
import { useEffects } from '../../components/effects';
import { LoadError, Loading } from '../../components/load-states';
import { useQaRecording } from '../../components/qa-recording';
import { findCountry } from '../../game/countries';
import { formatAmount } from '../../game/format';
import { lineUnavailableText } from '../../game/liability-lines';

/** The rules' statement of the house's liability limits (issue 40, DESIGN §12), with each country's default, read live. */
export function HouseLimits({ maxWin }: { maxWin: string }) {
  const effects = useEffects().liability;
  const qa = useQaRecording();
  const [logic] = useState(() => houseLimitsMachine.provide({ actors: { loadLimits: fromPromise(() => effects.countryLimits()) } }));
  const actor = useActorRef(logic, { inspect: qa.inspect });
  const limits = useSelector(actor, selectLimits);
  const loading = useSelector(actor, selectLimitsLoading);
  const failed = useSelector(actor, selectLimitsFailed);
  return (
    <>
      <Text>
        Un pari rapporte au plus <strong>{maxWin}</strong> de base, quel que soit le nombre de ses combinaisons gagnantes.
      </Text>
      <Text>
        Pour chaque tirage, l'opérateur limite ce qu'il peut avoir à payer sur une même ligne : un numéro (Solo), une
        paire (Duo, Tournant, Fermeture, Addition, Perm, Banker) ou une combinaison (Trio, Quadra, Jackpot). Quand les
        paris déjà validés sur une ligne approchent de sa limite, cette ligne n'est plus proposée pour ce tirage, et un
        pari qui la dépasserait est refusé sans que votre solde soit débité, par exemple : «&nbsp;{lineUnavailableText('27', '18h')}&nbsp;»
      </Text>
      <Text>L'opérateur peut abaisser la limite d'un tirage ou d'une ligne. Limites par défaut, par ligne et par tirage :</Text>
      {loading && <Loading label="Chargement des limites…" />}
      {failed && <LoadError title="Les limites n'ont pas pu être chargées" error="Vérifiez votre connexion." onRetry={() => actor.send({ type: 'retry' })} />}
      {limits.length > 0 && (
        <Table withTableBorder maw={480}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Pays</Table.Th>
              <Table.Th scope="col">Paiement maximum par ligne</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {limits.map((limit) => (
              <Table.Tr key={limit.country}>
                <Table.Th scope="row" fw={400}>
                  {findCountry(limit.country)?.name ?? limit.country}
                </Table.Th>
                <Table.Td>{formatAmount(limit.maxPayout)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}
