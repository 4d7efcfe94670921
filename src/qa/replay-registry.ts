import type { AnyMachineSnapshot } from 'xstate';
import { basketMachine } from '../../machines/basket/basket.machine';
import { basketProjection } from '../../machines/basket/basket.selectors';
import { betBuilderMachine } from '../../machines/bet-builder/bet-builder.machine';
import { betBuilderProjection } from '../../machines/bet-builder/bet-builder.projection';
import { forgotPasswordMachine } from '../../machines/forgot-password/forgot-password.machine';
import { forgotPasswordProjection } from '../../machines/forgot-password/forgot-password.selectors';
import { loginMachine } from '../../machines/login/login.machine';
import { loginProjection } from '../../machines/login/login.selectors';
import { profileMachine } from '../../machines/profile/profile.machine';
import { profileProjection } from '../../machines/profile/profile.selectors';
import { registerMachine } from '../../machines/register/register.machine';
import { registerProjection } from '../../machines/register/register.selectors';
import { declarationMachine } from '../../machines/declaration/declaration.machine';
import { declarationProjection } from '../../machines/declaration/declaration.selectors';
import { conversionMachine } from '../../machines/conversion/conversion.machine';
import { conversionProjection } from '../../machines/conversion/conversion.selectors';
import { rechargeMachine } from '../../machines/recharge/recharge.machine';
import { rechargeProjection } from '../../machines/recharge/recharge.selectors';
import { walletHistoryMachine } from '../../machines/wallet-history/wallet-history.machine';
import { walletHistoryProjection } from '../../machines/wallet-history/wallet-history.selectors';
import { withdrawalMachine } from '../../machines/withdrawal/withdrawal.machine';
import { withdrawalProjection } from '../../machines/withdrawal/withdrawal.selectors';
import { realityCheckMachine } from '../../machines/reality-check/reality-check.machine';
import { realityCheckProjection } from '../../machines/reality-check/reality-check.selectors';
import { responsibleGamingMachine } from '../../machines/responsible-gaming/responsible-gaming.machine';
import { responsibleGamingProjection } from '../../machines/responsible-gaming/responsible-gaming.selectors';
import { sessionMachine } from '../../machines/session/session.machine';
import { sessionProjection } from '../../machines/session/session.selectors';
import { ticketMachine } from '../../machines/ticket/ticket.machine';
import { ticketProjection } from '../../machines/ticket/ticket.selectors';
import { ticketsMachine } from '../../machines/tickets/tickets.machine';
import { ticketsProjection } from '../../machines/tickets/tickets.selectors';
import { resultsMachine } from '../../machines/results/results.machine';
import { resultsProjection } from '../../machines/results/results.selectors';
import { winNoticesMachine } from '../../machines/win-notices/win-notices.machine';
import { winNoticesProjection } from '../../machines/win-notices/win-notices.selectors';
import { wonBetsMachine } from '../../machines/won-bets/won-bets.machine';
import { wonBetsProjection } from '../../machines/won-bets/won-bets.selectors';
import { operatorMachine } from '../../machines/operator/operator.machine';
import { operatorProjection } from '../../machines/operator/operator.selectors';
import { houseLimitsMachine } from '../../machines/house-limits/house-limits.machine';
import { houseLimitsProjection } from '../../machines/house-limits/house-limits.selectors';
import { operatorGateMachine } from '../../machines/operator-gate/operator-gate.machine';
import { operatorGateProjection } from '../../machines/operator-gate/operator-gate.selectors';
import { operatorExposureMachine } from '../../machines/operator-exposure/operator-exposure.machine';
import { operatorExposureProjection } from '../../machines/operator-exposure/operator-exposure.selectors';
import { operatorReportMachine } from '../../machines/operator-report/operator-report.machine';
import { operatorReportProjection } from '../../machines/operator-report/operator-report.selectors';
import { playStatusMachine } from '../../machines/play-status/play-status.machine';
import { playStatusProjection } from '../../machines/play-status/play-status.selectors';
import { supportLookupMachine } from '../../machines/support-lookup/support-lookup.machine';
import { supportLookupProjection } from '../../machines/support-lookup/support-lookup.selectors';
import { auditTrailMachine } from '../../machines/audit-trail/audit-trail.machine';
import { auditTrailProjection } from '../../machines/audit-trail/audit-trail.selectors';
import { replayMachine } from '../../machines/replay/replay.machine';
import { replayProjection } from '../../machines/replay/replay.selectors';
import { favouritesMachine } from '../../machines/favourites/favourites.machine';
import { favouritesProjection } from '../../machines/favourites/favourites.selectors';
import type { ReplayRegistry } from './replayer';

// Each projection takes its own machine's snapshot; the registry is looked up by the trace's machine id.
const projection = <S,>(project: (snapshot: S) => unknown) => project as unknown as (snapshot: AnyMachineSnapshot) => unknown;

/**
 * Every machine a trace can name (by machine id), and what its screens show (the projection replays
 * compare). Inputs are plain JSON, taken from the trace; invoked actors are answered by the replayer;
 * the containers' side effects (storage, navigation) are the machines' own no-op stubs.
 */
export const replayRegistry: ReplayRegistry = {
  betBuilder: { machine: betBuilderMachine, project: projection(betBuilderProjection) },
  basket: { machine: basketMachine, project: projection(basketProjection) },
  session: { machine: sessionMachine, project: projection(sessionProjection) },
  login: { machine: loginMachine, project: projection(loginProjection) },
  register: { machine: registerMachine, project: projection(registerProjection) },
  forgotPassword: { machine: forgotPasswordMachine, project: projection(forgotPasswordProjection) },
  profile: { machine: profileMachine, project: projection(profileProjection) },
  tickets: { machine: ticketsMachine, project: projection(ticketsProjection) },
  favourites: { machine: favouritesMachine, project: projection(favouritesProjection) },
  ticket: { machine: ticketMachine, project: projection(ticketProjection) },
  responsibleGaming: { machine: responsibleGamingMachine, project: projection(responsibleGamingProjection) },
  declaration: { machine: declarationMachine, project: projection(declarationProjection) },
  realityCheck: { machine: realityCheckMachine, project: projection(realityCheckProjection) },
  recharge: { machine: rechargeMachine, project: projection(rechargeProjection) },
  withdrawal: { machine: withdrawalMachine, project: projection(withdrawalProjection) },
  conversion: { machine: conversionMachine, project: projection(conversionProjection) },
  walletHistory: { machine: walletHistoryMachine, project: projection(walletHistoryProjection) },
  results: { machine: resultsMachine, project: projection(resultsProjection) },
  winNotices: { machine: winNoticesMachine, project: projection(winNoticesProjection) },
  wonBets: { machine: wonBetsMachine, project: projection(wonBetsProjection) },
  operator: { machine: operatorMachine, project: projection(operatorProjection) },
  playStatus: { machine: playStatusMachine, project: projection(playStatusProjection) },
  operatorGate: { machine: operatorGateMachine, project: projection(operatorGateProjection) },
  houseLimits: { machine: houseLimitsMachine, project: projection(houseLimitsProjection) },
  operatorExposure: { machine: operatorExposureMachine, project: projection(operatorExposureProjection) },
  supportLookup: { machine: supportLookupMachine, project: projection(supportLookupProjection) },
  auditTrail: { machine: auditTrailMachine, project: projection(auditTrailProjection) },
  operatorReport: { machine: operatorReportMachine, project: projection(operatorReportProjection) },
  replay: { machine: replayMachine, project: projection(replayProjection) },
};
