import { Callout, FormGroup, HTMLSelect, Radio, RadioGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonRowDto } from '../../api/types';
import { toastSuccess } from '../../app/toaster';
import { TextField } from '../../components/TextField';
import { FormDialog } from '../../components/FormDialog';
import { CARD_DAYS_FOR, checkPowerEntry, isCardCount, type RechargeKind } from '../../domain/inventory';
import { CARD_TYPES, type CardType, PERIOD_DAYS, pointsFromEntered } from '../../domain/power';
import { useStores } from '../../stores/RootStore';
import type { PersonListStore } from '../../stores/ClientListStore';
import { errorText, errorToShow } from '../../lib/errorText';
import { formatNumber } from './format';
import { PowerField } from './PowerField';

interface Props {
  person: PersonRowDto;
  store: PersonListStore;
  onClose: () => void;
  onDone?: (p: PersonRowDto) => void;
}

/** Recharge a card, computing power or a package; the reseller's stock is shown, and a rejection keeps the form. */
export const RechargeDialog = observer(function RechargeDialog({ person, store, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const { session } = useStores();
  const [kind, setKind] = useState<RechargeKind>('card');
  const [cardType, setCardType] = useState<CardType>('month');
  const [count, setCount] = useState('1');
  const [power, setPower] = useState('');
  const [packageId, setPackageId] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [serverError, setServerError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    store.loadRechargeOptions().catch((e: unknown) => setServerError(errorText(e)));
  }, [store]);
  const pkg = store.packages.find((p) => p.id === packageId) ?? store.packages[0];

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setServerError('');
    let err = '';
    if (kind === 'card' && !isCardCount(Number(count))) err = t('reseller.recharge.countInvalid');
    if (kind === 'power') {
      const k = checkPowerEntry(power);
      if (k) err = t(k);
    }
    if (kind === 'package' && !pkg) err = t('reseller.recharge.noPackages');
    setFieldError(err);
    if (err) return;
    setBusy(true);
    try {
      const p = await store.recharge({
        userId: person.userId,
        kind,
        ...(kind === 'card' ? { cardType, count: Number(count) } : {}),
        ...(kind === 'power' ? { power: Number(power.trim()) } : {}),
        ...(kind === 'package' && pkg ? { packageId: pkg.id } : {}),
      });
      // What was added, in the words of the form.
      const what =
        kind === 'card'
          ? t('reseller.recharge.addedCards', {
              count: Number(count),
              card: t(`reseller.recharge.${cardType}`),
              days: CARD_DAYS_FOR(cardType, Number(count)),
            })
          : kind === 'power'
            ? t('reseller.recharge.addedPower', { points: formatNumber(pointsFromEntered(Number(power.trim()))) })
            : t('reseller.recharge.addedPackage', {
                name: pkg?.name ?? '',
                days: pkg ? PERIOD_DAYS[pkg.period] : 0,
                points: formatNumber(pkg?.points ?? 0),
              });
      void toastSuccess(t('reseller.recharge.doneWhat', { name: person.nickname, what }));
      // The reseller's own balance in the top bar follows the stock the recharge drew on.
      void session.refreshUser().catch(() => undefined);
      onDone?.(p);
      onClose();
    } catch (x) {
      setServerError(errorToShow(x) ?? '');
    } finally {
      setBusy(false);
    }
  };

  const stock = store.stock;
  return (
    <FormDialog
      title={t('reseller.recharge.title', { name: person.nickname })}
      onClose={onClose}
      onSubmit={submit}
      submitText={t('reseller.recharge.submit')}
      busy={busy}
      serverError={serverError}
    >
      <p>
        {t('reseller.recharge.yourStock')}:{' '}
        <strong data-testid="my-stock">
          {stock === null
            ? '…'
            : stock.unlimited
              ? t('reseller.recharge.unlimited')
              : t('reseller.recharge.stockLine', { ...stock.cards, power: formatNumber(stock.power) })}
        </strong>
      </p>
      <RadioGroup
        label={t('reseller.recharge.kind')}
        inline
        selectedValue={kind}
        onChange={(e) => {
          setKind(e.currentTarget.value as RechargeKind);
          setFieldError('');
        }}
      >
        <Radio value="card" label={t('reseller.recharge.card')} />
        <Radio value="power" label={t('reseller.recharge.power')} />
        <Radio value="package" label={t('reseller.recharge.package')} />
      </RadioGroup>
      {kind === 'card' && (
        <div className="um-grid-2">
          <FormGroup
            label={t('reseller.recharge.cardType')}
            labelFor="rc-card"
            helperText={t('reseller.recharge.adds', { days: CARD_DAYS_FOR(cardType, Number(count) || 1) })}
          >
            <HTMLSelect
              id="rc-card"
              fill
              value={cardType}
              onChange={(e) => setCardType(e.currentTarget.value as CardType)}
              options={CARD_TYPES.map((c) => ({ value: c, label: t(`reseller.recharge.${c}`) }))}
            />
          </FormGroup>
          <TextField
            id="rc-count"
            label={t('reseller.recharge.count')}
            error={fieldError}
            inputMode="numeric"
            value={count}
            onValueChange={(v) => {
              setCount(v);
              setFieldError('');
            }}
          />
        </div>
      )}
      {kind === 'power' && (
        <PowerField
          id="rc-power"
          label={t('reseller.recharge.powerLabel')}
          value={power}
          onChange={(v) => {
            setPower(v);
            setFieldError('');
          }}
          error={fieldError}
          helpKey="reseller.recharge.powerHelp"
        />
      )}
      {kind === 'package' &&
        (store.packages.length === 0 ? (
          <Callout intent="warning">{t('reseller.recharge.noPackages')}</Callout>
        ) : (
          <FormGroup
            label={t('reseller.recharge.packageLabel')}
            labelFor="rc-package"
            helperText={
              pkg
                ? `${t('reseller.recharge.adds', { days: PERIOD_DAYS[pkg.period] })} · ${t('reseller.recharge.powerHelp', { points: formatNumber(pkg.points) })}`
                : undefined
            }
          >
            <HTMLSelect
              id="rc-package"
              fill
              value={pkg?.id ?? ''}
              onChange={(e) => setPackageId(e.currentTarget.value)}
              options={store.packages.map((p) => ({
                value: p.id,
                label: `${p.name} · ¥${p.priceYuan} · ${t(`reseller.package.${p.period}`)}`,
              }))}
            />
          </FormGroup>
        ))}
    </FormDialog>
  );
});
