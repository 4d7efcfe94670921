import { Anchor, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { FieldErrors, MobileMoneyForm, MobileMoneyFormEvent } from '../../../machines/mobile-money/mobile-money-form';
import type { Balances, Failure, MobileMoneyPayment } from '../../../machines/mobile-money/mobile-money.types';
import type { RechargeStep } from '../../../machines/recharge/recharge.selectors';
import { PageLoader } from '../../components/page-loader';
import { PlayStatusBanner } from '../../components/play-status-banner';
import { formatAmount } from '../../game/format';
import { PROVIDER_NAMES, type PaymentProvider, QUICK_RECHARGE_AMOUNTS } from '../../game/payments';
import { formatPhone } from '../../game/phone';
import type { PlayNotice } from '../../game/responsible-gaming-notices';
import { MobileMoneyFields } from './mobile-money-fields';
import { Reason } from './payment-reason';
import { FailureAlert, OutcomeAlert } from './outcome-alert';

export interface RechargeViewProps {
  step: RechargeStep;
  submitting: boolean;
  form: MobileMoneyForm;
  errors: FieldErrors;
  providers: readonly PaymentProvider[];
  payment: MobileMoneyPayment | null;
  balances: Balances | null;
  failure: Failure | null;
  canRetry: boolean;
  notice: string | null;
  onFormChange: (event: MobileMoneyFormEvent) => void;
  onSubmit: () => void;
  onCancel: () => void;
  onRetry: () => void;
  onEdit: () => void;
  /** what the player's exclusion or deposit limits allow (issue 38): a blocking one replaces the form */
  playNotice?: PlayNotice | null;
}

const describe = (payment: MobileMoneyPayment) => ({
  amount: formatAmount(payment.amount),
  phone: formatPhone(payment.phone),
  provider: PROVIDER_NAMES[payment.provider],
});

function Waiting({ payment, onCancel }: { payment: MobileMoneyPayment; onCancel: () => void }) {
  const { amount, phone, provider } = describe(payment);
  return (
    <Card withBorder radius="lg" padding="lg" role="status">
      <Stack gap="sm" align="flex-start">
        <Group gap="sm" wrap="nowrap">
          <Loader size="sm" color="amber.7" aria-hidden />
          <Title order={2} fz="h3">
            Confirmez le paiement sur votre téléphone
          </Title>
        </Group>
        <Text>
          {provider} vous demande de confirmer le paiement de <strong>{amount}</strong> depuis le <strong>{phone}</strong>.
        </Text>
        <Text size="sm" c="gray.7">
          Votre compte sera crédité dès votre confirmation. Sans réponse dans les 2 minutes, la demande expire.
        </Text>
        <Button variant="default" onClick={onCancel}>
          Annuler
        </Button>
      </Stack>
    </Card>
  );
}

function Outcome(props: RechargeViewProps) {
  const { step, payment, balances, failure } = props;
  if (step === 'failed' && failure) {
    return <FailureAlert title="La recharge n'a pas abouti" message={failure.message} canRetry={props.canRetry} onRetry={props.onRetry} onEdit={props.onEdit} />;
  }
  if (!payment) return null;
  const { amount, provider } = describe(payment);
  const again = <Button onClick={props.onEdit}>{step === 'succeeded' ? 'Nouvelle recharge' : 'Nouvelle tentative'}</Button>;
  if (step === 'succeeded') {
    return (
      <OutcomeAlert tone="success" title="Recharge réussie" actions={again}>
        Votre compte a été crédité de {amount}.{balances && ` Nouveau solde : ${formatAmount(balances.balance)}.`}
      </OutcomeAlert>
    );
  }
  if (step === 'refused') {
    return (
      <OutcomeAlert tone="error" title="Paiement refusé" actions={again}>
        {provider} a refusé le paiement de {amount}. Votre compte n&apos;a pas été crédité.
        <Reason payment={payment} />
      </OutcomeAlert>
    );
  }
  return (
    <OutcomeAlert tone="error" title="Délai dépassé" actions={again}>
      Le paiement de {amount} n&apos;a pas été confirmé dans les 2 minutes. Votre compte n&apos;a pas été crédité.
      <Reason payment={payment} />
    </OutcomeAlert>
  );
}

const TITLE = 'Recharger mon compte';

/** /recharge before its form can be chosen: the profile (the player's country) is being read. */
export function RechargeLoadingView() {
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>{TITLE}</Title>
      <PageLoader />
    </Stack>
  );
}

/** Instead of a form that cannot succeed: why, until when, and what the player may still do. */
function Closed({ notice }: { notice: PlayNotice }) {
  return (
    <PlayStatusBanner notice={notice}>
      {notice.kind !== 'offline' && (
      <Group gap="md">
        {notice.kind === 'excluded' && (
          <Anchor component={Link} to="/withdraw" size="sm" fw={600} c="dark.6" underline="always">
            Retirer mes gains
          </Anchor>
        )}
        <Anchor component={Link} to="/responsible-gaming" size="sm" fw={600} c="dark.6" underline="always">
          Jeu responsable
        </Anchor>
      </Group>
      )}
    </PlayStatusBanner>
  );
}

/** /recharge 'Recharger mon compte': the form, the wait for the phone's confirmation, the outcome. */
export function RechargeView(props: RechargeViewProps) {
  const { step, playNotice = null } = props;
  const closed = playNotice?.blocking === true;
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>{TITLE}</Title>
      {step === 'loading' && <PageLoader />}
      {step === 'form' && closed && <Closed notice={playNotice} />}
      {step === 'form' && !closed && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            props.onSubmit();
          }}
        >
          <Stack gap="lg">
            <Text c="gray.7">Payez par mobile money : votre solde est crédité dès que vous confirmez le paiement sur votre téléphone.</Text>
            {playNotice && <PlayStatusBanner notice={playNotice} />}
            {props.notice && (
              <OutcomeAlert tone="info" title="Attente annulée">
                {props.notice}
              </OutcomeAlert>
            )}
            <MobileMoneyFields
              form={props.form}
              errors={props.errors}
              providers={props.providers}
              amountLabel="Montant (CFA)"
              quickAmounts={QUICK_RECHARGE_AMOUNTS}
              disabled={props.submitting}
              onChange={props.onFormChange}
            />
            <Button type="submit" loading={props.submitting} maw={260}>
              Recharger
            </Button>
          </Stack>
        </form>
      )}
      {step === 'waiting' && props.payment && <Waiting payment={props.payment} onCancel={props.onCancel} />}
      {(step === 'succeeded' || step === 'refused' || step === 'expired' || step === 'failed') && <Outcome {...props} />}
    </Stack>
  );
}
