import { Container, Stack } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { fromPromise } from 'xstate';
import { operatorGateMachine } from '../../../machines/operator-gate/operator-gate.machine';
import { selectGateStatus } from '../../../machines/operator-gate/operator-gate.selectors';
import { useEffects } from '../../components/effects';
import { PageLoader } from '../../components/page-loader';
import { useQaRecording } from '../../components/qa-recording';
import { useSession } from '../../components/session-context';
import { OperatorHeader } from './operator-header';

/**
 * The desk's pages beyond the draws (issue 40): operators only (app_metadata.role); anyone else is sent to
 * /player before anything is read. Its pages are the console's own chunks, which no player page loads.
 */
export function OperatorDeskLayout() {
  const effects = useEffects().operator;
  const qa = useQaRecording();
  const { logout, signingOut } = useSession();
  const [logic] = useState(() => operatorGateMachine.provide({ actors: { checkOperator: fromPromise(() => effects.isOperator()) } }));
  const actor = useActorRef(logic, { inspect: qa.inspect });
  const status = useSelector(actor, selectGateStatus);
  if (status === 'denied') return <Navigate to="/player" replace />;
  if (status === 'checking') return <PageLoader />;
  return (
    <Stack gap={0} mih="100dvh" bg="gray.0">
      <OperatorHeader signingOut={signingOut} onLogout={logout} />
      <Container component="main" size="lg" w="100%" py="lg">
        <Outlet />
      </Container>
    </Stack>
  );
}

export { OperatorDeskLayout as Component };
