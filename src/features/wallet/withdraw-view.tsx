import { Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { FieldErrors, MobileMoneyForm } from '../../../machines/mobile-money/mobile-money-form';
import type { Failure, MobileMoneyPayment } from '../../../machines/mobile-money/mobile-money.types';
import type { WithdrawalFormEvent, WithdrawalPhone } from '../../../machines/withdrawal/withdrawal.machine';
import type { WithdrawalStep } from '../../../machines/withdrawal/withdrawal.selectors';
import { LoadError } from '../../components/load-states';
import { PlayStatusBanner } from '../../components/play-status-banner';
import { offlineNotice } from '../../game/offline';
import { PageLoader } from '../../components/page-loader';
import { formatAmount } from '../../game/format';
import { PROVIDER_NAMES, type PaymentProvider, WITHDRAWAL_MAX, WITHDRAWAL_MIN, WITHDRAWAL_PHONE_RULE } from '../../game/payments';
import { formatPhone } from '../../game/phone';
import { AvailableWinnings } from './available-winnings';
import { FailureAlert, OutcomeAlert } from './outcome-alert';
import { Reason } from './payment-reason';
import { WithdrawFields } from './withdraw-fields';

export interface WithdrawViewProps {
  step: WithdrawalStep;
  submitting: boolean;
  form: MobileMoneyForm;
  /** the numbers the player may withdraw to */
  phones: readonly WithdrawalPhone[];
  errors: FieldErrors;
  providers: readonly PaymentProvider[];
  winnings: number;
  payment: MobileMoneyPayment | null;
  failure: Failure | null;
  canRetry: boolean;
  /** the browser is offline: no withdrawal is asked (issue 41) */
  offline?: boolean;
  onFormChange: (event: WithdrawalFormEvent) => void;
  onSubmit: () => void;
  onRetry: () => void;
  onEdit: () => void;
}

function Result({ step, payment, onEdit }: { step: WithdrawalStep; payment: MobileMoneyPayment; onEdit: () => void }) {
  const amount = formatAmount(payment.amount);
  const phone = formatPhone(payment.phone);
  const provider = PROVIDER_NAMES[payment.provider];
  if (step === 'pending') {
    return (
      <Card withBorder radius="lg" padding="lg" role="status">
        <Stack gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Loader size="sm" color="amber.7" aria-hidden />
            <Title order={2} fz="h3">
              Retrait en cours
            </Title>
          </Group>
          <Text>
            Votre retrait de <strong>{amount}</strong> vers le <strong>{phone}</strong> ({provider}) attend la confirmation de l&apos;opérateur.
          </Text>
          <Text size="sm" c="gray.7">
            Le montant a été déduit de vos gains. S&apos;il échoue, il vous sera rendu.
          </Text>
        </Stack>
      </Card>
    );
  }
  const again = <Button onClick={onEdit}>Nouveau retrait</Button>;
  if (step === 'paid') {
    return (
      <OutcomeAlert tone="success" title="Retrait effectué" actions={again}>
        {amount} ont été envoyés au {phone} ({provider}).
      </OutcomeAlert>
    );
  }
  return (
    <OutcomeAlert tone="error" title="Retrait échoué" actions={again}>
      {provider} n&apos;a pas pu effectuer le retrait. Les {amount} ont été remis sur vos gains.
      <Reason payment={payment} />
    </OutcomeAlert>
  );
}

/** No number may receive a withdrawal yet: the rule, and the way to /recharge instead of a form that could only be refused. */
function NoPhone() {
  return (
    <OutcomeAlert
      tone="info"
      title="Aucun numéro pour recevoir un retrait"
      actions={
        <Button component={Link} to="/recharge">
          Recharger mon compte
        </Button>
      }
    >
      {WITHDRAWAL_PHONE_RULE} Vous n&apos;avez encore rechargé depuis aucun numéro : rechargez votre compte une première fois depuis votre
      numéro mobile money, il pourra ensuite recevoir vos retraits.
    </OutcomeAlert>
  );
}

/** /withdraw 'Retrait': winnings to mobile money, to a number the player recharged from, pending until the provider pays. */
export function WithdrawView(props: WithdrawViewProps) {
  const { step } = props;
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>Retrait</Title>
      <AvailableWinnings winnings={props.winnings} />
      {step === 'loading' && <PageLoader />}
      {step === 'unavailable' && props.failure && (
        <LoadError title="Vos numéros de retrait n'ont pas pu être chargés" error={props.failure.message} onRetry={props.onRetry} />
      )}
      {step === 'noPhone' && <NoPhone />}
      {step === 'form' && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            props.onSubmit();
          }}
        >
          <Stack gap="lg">
            <Text c="gray.7">
              Retirez vos gains sur votre compte mobile money, de {formatAmount(WITHDRAWAL_MIN)} à {formatAmount(WITHDRAWAL_MAX)} par retrait.
            </Text>
            {props.offline && <PlayStatusBanner notice={offlineNotice('withdraw')} />}
            <WithdrawFields
              form={props.form}
              errors={props.errors}
              phones={props.phones}
              providers={props.providers}
              disabled={props.submitting}
              onChange={props.onFormChange}
            />
            <Button type="submit" loading={props.submitting} disabled={props.offline} maw={260}>
              Retirer
            </Button>
          </Stack>
        </form>
      )}
      {step === 'failed' && props.failure && (
        <FailureAlert title="Le retrait n'a pas abouti" message={props.failure.message} canRetry={props.canRetry} onRetry={props.onRetry} onEdit={props.onEdit} />
      )}
      {(step === 'pending' || step === 'paid' || step === 'reversed') && props.payment && <Result step={step} payment={props.payment} onEdit={props.onEdit} />}
    </Stack>
  );
}
