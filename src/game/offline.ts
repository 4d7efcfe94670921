import { formatInstant } from './format';
import type { PlayNotice, PlayPlace } from './responsible-gaming-notices';

/**
 * Without network (issue 41): what the app shows from the device, and what it refuses to do. It never
 * places or pays offline: the server alone decides a sale or a payment.
 */
/** Where the app refuses to act offline: the places of a play notice, and the two other money pages. */
export type OfflinePlace = PlayPlace | 'withdraw' | 'convert';

const OFFLINE_ACTION: Record<OfflinePlace, string> = {
  catalogue: 'Sans connexion, vous ne pouvez pas parier.',
  builder: 'Sans connexion, vous pouvez préparer vos paris, pas les valider.',
  basket: 'Sans connexion, vos paris ne peuvent pas être validés. Votre panier est conservé : validez-le dès le retour du réseau.',
  recharge: 'Sans connexion, aucun paiement ne peut être lancé. Réessayez dès le retour du réseau.',
  withdraw: 'Sans connexion, aucun retrait ne peut être demandé. Réessayez dès le retour du réseau.',
  convert: 'Sans connexion, vos gains ne peuvent pas être convertis. Réessayez dès le retour du réseau.',
};

/** The notice that disables a place's action while the browser is offline. */
export function offlineNotice(place: OfflinePlace): PlayNotice {
  return { kind: 'offline', blocking: true, title: 'Hors ligne', text: OFFLINE_ACTION[place] };
}

/** What a page shows of the device's copy: 'Hors ligne : vos tickets tels que lus le 24 nov. 2026 à 10:00, peut-être plus à jour.' */
export function staleNote(what: string, readAt: string, timeZone: string): string {
  return `Hors ligne : ${what} tels que lus le ${formatInstant(readAt, timeZone)}. Ils ne sont peut-être plus à jour.`;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A page of a list as src/api gives it (items, page, page size, total), read back from the device. */
export function isPageShape(value: unknown): boolean {
  return isRecord(value) && Array.isArray(value.items) && [value.page, value.pageSize, value.total].every(Number.isInteger);
}

/** The results page's data (draws and the player's tickets on them), read back from the device. */
export function isResultsShape(value: unknown): boolean {
  return isRecord(value) && Array.isArray(value.draws) && value.draws.every(isRecord) && isRecord(value.mine);
}
