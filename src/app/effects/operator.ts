import type { OperatorEffects } from '../../components/effects';

// src/api's operator module loads with the console's own chunk, never with a player's pages.
const operator = () => import('../../api/operator');
// … and the liability limits' with the exposure page (issue 40)
const liability = () => import('../../api/liability');

/** Every draw on sale in the seven days ahead (four countries, at most 16 draws a day) fits in one read. */
export const ON_SALE_LIMIT = 200;

/** The operators' console's effects, on Supabase through src/api. */
export const operatorEffects: OperatorEffects = {
  isOperator: async () => (await operator()).isOperator(),
  loadQueue: async (now) => {
    const api = await operator();
    const [awaiting, drafts, onSale, settlements, discrepancies] = await Promise.all([
      api.drawsAwaitingResult(),
      api.draftsAwaitingConfirmation(),
      api.drawsOnSale(now, undefined, ON_SALE_LIMIT),
      api.drawSettlements(),
      api.paymentDiscrepancies(),
    ]);
    // the database's clock decides: a draw it has closed is no longer on sale, whatever the device's clock says
    const over = new Set([...awaiting, ...drafts].map((draw) => draw.id));
    return { awaiting, drafts, onSale: onSale.filter((draw) => !over.has(draw.id)), settlements, discrepancies };
  },
  loadSettlements: async () => (await operator()).drawSettlements(),
  // the desk's module (issue 40) loads with the reports page
  report: async (from, to, country) => (await import('../../api/operator-desk')).operatorReport(from, to, country),
  // support look-ups and the audit trail (issue 40): the same module, loaded with their pages
  findTicket: async (code) => (await import('../../api/operator-desk')).supportFindTicket(code),
  findPlayer: async (username) => (await import('../../api/operator-desk')).supportFindPlayer(username),
  auditTrail: async (filter) => (await import('../../api/operator-desk')).operatorAuditTrail(filter),
  recordResult: async (drawId, winning, machine) => (await operator()).recordResult(drawId, winning, machine),
  exposure: async () => (await liability()).openDrawsExposure(),
  drawExposure: async (drawId, top) => (await liability()).drawExposure(drawId, top),
  countryLimits: async () => (await liability()).countryLiabilityLimits(),
  setLimit: async (target, amount) => (await liability()).setLiabilityLimit(target, amount),
  act: async (request) => {
    const api = await operator();
    switch (request.kind) {
      case 'close':
        return api.closeDraw(request.drawId);
      case 'cancel':
        return api.cancelDraw(request.drawId, request.reason);
      case 'confirm':
        return api.confirmResult(request.drawId, request.winning, request.machine);
    }
  },
};
