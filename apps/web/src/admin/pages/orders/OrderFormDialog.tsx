import { zodResolver } from '@hookform/resolvers/zod';
import { ORDER_LIMITS, ORDER_TYPES, placeOrderSchema, type Order, type PlaceOrder, type PlaceOrderInput, type Product } from '@app/contract';
import { AlertCircle, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { formatVnd } from '../../../lib/format';
import { ApiError } from '../../../lib/http';
import { Button } from '../../../ui/Button';
import { DateTimeInput } from '../../../ui/DateTimeInput';
import { Field } from '../../../ui/Field';
import { FormDialog } from '../../../ui/FormDialog';
import { Input, Textarea } from '../../../ui/Input';
import { Select } from '../../../ui/Select';
import { errorText, messageText } from '../../lib/errors';
import { defaultOptionIds, groupProblem, optionIdsFor, unitPrice } from './line-options';
import { KeptLineOptions, OrderLineOptions } from './OrderLineOptions';
import { useFormChoices, useOrderMutations } from './orders.api';

/** `null`: a new order; an order: edit it. */
export type OrderFormTarget = { mode: 'create' } | { mode: 'edit'; order: Order };

interface OrderFormDialogProps {
  target: OrderFormTarget | null;
  onClose: () => void;
  onSaved?: (order: Order) => void;
}

type FormValues = PlaceOrderInput;

/** ISO instant -> the value of an <input type="datetime-local"> in the browser's time zone. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

function defaultsOf(target: OrderFormTarget): FormValues {
  if (target.mode === 'create') {
    return {
      tableId: '',
      orderType: 'dine-in',
      customerName: '',
      customerPhone: '',
      specialRequests: '',
      bookingStartTime: '',
      bookingEndTime: '',
      orderItems: [{ productId: '', quantity: 1, notes: '', optionIds: [] }],
    };
  }
  const o = target.order;
  return {
    tableId: o.tableId ?? '',
    orderType: o.orderType,
    customerName: o.customerName,
    customerPhone: o.customerPhone,
    specialRequests: o.specialRequests,
    bookingStartTime: toLocalInput(o.bookingStartTime),
    bookingEndTime: toLocalInput(o.bookingEndTime),
    orderItems: o.orderItems.map((i) => ({
      id: i.id,
      productId: i.productId ?? '',
      quantity: i.quantity,
      notes: i.notes,
      optionIds: i.options.map((x) => x.optionId),
    })),
  };
}

export function OrderFormDialog({ target, onClose, onSaved }: OrderFormDialogProps) {
  return target ? <OrderForm key={target.mode === 'edit' ? target.order.id : 'new'} target={target} onClose={onClose} onSaved={onSaved} /> : null;
}

/** Products grouped by category for the dish picker; sold-out dishes stay visible but cannot be chosen. */
function groupProducts(products: Product[]): [string, Product[]][] {
  const groups = new Map<string, Product[]>();
  for (const p of products) {
    const key = p.categoryName ?? '';
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  return [...groups.entries()];
}

/** order form with the contract's placeOrderSchema (the schema POST Order validates with). */
function OrderForm({ target, onClose, onSaved }: { target: OrderFormTarget; onClose: () => void; onSaved?: (order: Order) => void }) {
  const { t } = useTranslation('orders');
  const { tables, products } = useFormChoices(true);
  const { create, update } = useOrderMutations();
  const [serverError, setServerError] = useState<string | null>(null);
  const editing = target.mode === 'edit' ? target.order : null;
  const paid = !!editing && (editing.isPaid || editing.status === 'paid');

  const form = useForm<FormValues, unknown, PlaceOrder>({
    resolver: zodResolver(placeOrderSchema),
    defaultValues: defaultsOf(target),
  });
  const { register, handleSubmit, formState, control, setError, clearErrors, watch, setValue } = form;
  const { errors, isSubmitting } = formState;
  // keyName 'key': the generated React key must not overwrite an existing line's own `id`.
  const items = useFieldArray({ control, name: 'orderItems', keyName: 'key' });

  const productGroups = useMemo(() => groupProducts(products.data ?? []), [products.data]);
  const tableOptions = useMemo(
    () =>
      (tables.data?.data ?? []).map((tb) => ({
        value: String(tb.id),
        label: tb.isActive ? t('table', { number: tb.tableNumber }) : `${t('table', { number: tb.tableNumber })} (${t('form.inactive')})`,
        disabled: !tb.isActive && tb.id !== editing?.tableId,
      })),
    [tables.data, t, editing?.tableId],
  );

  const watchedItems = watch('orderItems');
  const special = watch('specialRequests') ?? '';
  const productsById = useMemo(() => new Map((products.data ?? []).map((p) => [p.id, p])), [products.data]);
  const keptItems = useMemo(() => new Map((editing?.orderItems ?? []).map((i) => [i.id, i])), [editing]);
  /** A line of the order being edited that still holds its dish keeps its price and options as ordered. */
  const keptItemOf = (line: FormValues['orderItems'][number] | undefined) => {
    const item = line?.id !== undefined ? keptItems.get(Number(line.id)) : undefined;
    return item && item.productId === Number(line?.productId) ? item : undefined;
  };
  const groupsOf = (productId: unknown) => productsById.get(Number(productId))?.optionGroups ?? [];
  const chosenOf = (line: FormValues['orderItems'][number] | undefined) => (line?.optionIds ?? []).map(Number);
  const linePrice = (line: FormValues['orderItems'][number] | undefined) => {
    const kept = keptItemOf(line);
    if (kept) return kept.price;
    const product = productsById.get(Number(line?.productId));
    return product ? unitPrice(product.price, product.optionGroups, chosenOf(line)) : 0;
  };
  const estimate = (watchedItems ?? []).reduce((sum, i) => sum + linePrice(i) * (Number(i.quantity) || 0), 0);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    // Options of new lines are checked here first so staff fix them in place; the server decides.
    let refused = false;
    values.orderItems.forEach((line, index) => {
      if (keptItemOf(watchedItems?.[index])) return;
      const problem = groupProblem(groupsOf(line.productId), line.optionIds);
      if (!problem) return;
      refused = true;
      setError(`orderItems.${index}.optionIds`, { message: t(`form.options.${problem.kind}`, { count: problem.n, group: problem.group.name }) });
    });
    if (refused) return;
    try {
      const body = { ...values, orderItems: values.orderItems.map((line) => ({ ...line, optionIds: optionIdsFor(groupsOf(line.productId), line.optionIds) })) };
      const saved = editing ? await update.mutateAsync({ id: editing.id, body }) : await create.mutateAsync(body);
      toast.success(editing ? t('toast.updated') : t('toast.created', { id: saved.id }));
      onSaved?.(saved);
      onClose();
    } catch (err) {
      const message = errorText(err, t('errors.save'));
      setServerError(message);
      if (err instanceof ApiError && err.fields) {
        for (const [name, msg] of Object.entries(err.fields)) setError(name as FieldPath<FormValues>, { message: msg });
      }
    }
  });

  /** The contract's messages for an empty choice read oddly in a form: say what to do instead. */
  const tableError = errors.tableId && (watch('tableId') === '' ? t('form.tableRequired') : messageText(errors.tableId.message));
  const dishError = (index: number) => {
    const err = errors.orderItems?.[index]?.productId;
    if (!err) return undefined;
    return watchedItems?.[index]?.productId === '' ? t('form.dishRequired') : messageText(err.message);
  };

  /** The line's options: as ordered for a kept line, a picker for a new line whose dish has groups. */
  function lineOptions(index: number) {
    const line = watchedItems?.[index];
    const kept = keptItemOf(line);
    const groups = groupsOf(line?.productId);
    if (!kept && groups.length === 0) return null;
    return (
      <div className="col-span-2 space-y-2 sm:col-span-4">
        {kept ? (
          <KeptLineOptions options={kept.options} />
        ) : (
          <OrderLineOptions
            n={index + 1}
            groups={groups}
            value={chosenOf(line)}
            onChange={(ids) => {
              setValue(`orderItems.${index}.optionIds`, ids, { shouldDirty: true });
              clearErrors(`orderItems.${index}.optionIds`);
            }}
            error={messageText(errors.orderItems?.[index]?.optionIds?.message)}
            disabled={paid}
          />
        )}
        <p className="text-sm text-zinc-700" data-testid="order-line-price">
          {t('form.options.unitPrice')} <span className="font-semibold text-zinc-900 tabular-nums">{formatVnd(linePrice(line))}</span>
        </p>
      </div>
    );
  }

  return (
    <FormDialog
      open
      onClose={onClose}
      title={editing ? t('form.editTitle', { id: editing.id }) : t('form.createTitle')}
      size="xl"
      busy={isSubmitting}
      submitLabel={editing ? t('common:actions.save') : t('form.create')}
      submitDisabled={paid}
    >
      {(formId) => (
        <form id={formId} onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-6" data-testid="order-form">
          {paid && <p className="rounded-lg bg-purple-50 px-3 py-2 text-sm text-purple-900 ring-1 ring-purple-200 ring-inset">{t('form.paidLocked')}</p>}
          {serverError && (
            <div role="alert" className="flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 ring-1 ring-red-200 ring-inset">
              <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {serverError}
            </div>
          )}

          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Field label={t('fields.table')} error={tableError} required>
              <Select {...register('tableId')} placeholder={tables.isPending ? t('common:states.loading') : t('form.chooseTable')} options={tableOptions} />
            </Field>
            <Field label={t('fields.type')} error={messageText(errors.orderType?.message)} required>
              <Select {...register('orderType')} options={ORDER_TYPES.map((type) => ({ value: type, label: t(`orderType.${type}`) }))} />
            </Field>
            <Field label={t('fields.customer')} error={messageText(errors.customerName?.message)} hint={t('form.customerHint')}>
              <Input {...register('customerName')} autoComplete="off" maxLength={100} />
            </Field>
            <Field label={t('fields.phone')} error={messageText(errors.customerPhone?.message)}>
              <Input {...register('customerPhone')} type="tel" autoComplete="off" maxLength={30} />
            </Field>
            <Field label={t('fields.bookingStart')} error={messageText(errors.bookingStartTime?.message)}>
              <DateTimeInput
                value={watch('bookingStartTime') ?? ''}
                onChange={(v) => setValue('bookingStartTime', v, { shouldDirty: true })}
                timeLabel={`${t('fields.bookingStart')}: ${t('common:date.time')}`}
              />
            </Field>
            <Field label={t('fields.bookingEnd')} error={messageText(errors.bookingEndTime?.message)}>
              <DateTimeInput
                value={watch('bookingEndTime') ?? ''}
                onChange={(v) => setValue('bookingEndTime', v, { shouldDirty: true })}
                timeLabel={`${t('fields.bookingEnd')}: ${t('common:date.time')}`}
              />
            </Field>
            <Field
              label={t('fields.specialRequests')}
              error={messageText(errors.specialRequests?.message)}
              counter={{ value: String(special).length, max: ORDER_LIMITS.maxSpecialRequests }}
              className="sm:col-span-2"
            >
              <Textarea {...register('specialRequests')} rows={2} />
            </Field>
          </div>

          <fieldset className="space-y-3">
            <legend className="mb-2 flex w-full items-center justify-between gap-3 text-sm font-semibold text-zinc-900">{t('form.items')}</legend>
            {typeof errors.orderItems?.message === 'string' && (
              <p role="alert" className="text-sm font-medium text-red-700">
                {errors.orderItems.message}
              </p>
            )}
            <ul className="space-y-3">
              {items.fields.map((field, index) => (
                <li
                  key={field.key}
                  className="grid grid-cols-[1fr_auto] gap-3 rounded-xl border border-zinc-200 p-3 sm:grid-cols-[minmax(0,2fr)_6rem_minmax(0,2fr)_auto] sm:items-start"
                  data-testid="order-form-item"
                >
                  <Field label={t('form.dish', { n: index + 1 })} error={dishError(index)} required className="col-span-2 sm:col-span-1">
                    <Select
                      {...register(`orderItems.${index}.productId`, {
                        // A newly chosen dish starts from its groups' defaults.
                        onChange: (e: { target: { value: string } }) =>
                          setValue(`orderItems.${index}.optionIds`, defaultOptionIds(groupsOf(e.target.value)), { shouldDirty: true }),
                      })}
                      placeholder={products.isPending ? t('common:states.loading') : t('form.chooseDish')}
                    >
                      {productGroups.map(([category, list]) => (
                        <optgroup key={category} label={category || t('form.noCategory')}>
                          {list.map((p) => (
                            <option key={p.id} value={p.id} disabled={!p.isActive}>
                              {p.name} — {formatVnd(p.price)}
                              {p.isActive ? '' : ` (${t('form.soldOut')})`}
                            </option>
                          ))}
                        </optgroup>
                      ))}
                    </Select>
                  </Field>
                  <Field label={t('fields.quantity')} error={errors.orderItems?.[index]?.quantity?.message} required>
                    <Input
                      {...register(`orderItems.${index}.quantity`)}
                      type="number"
                      inputMode="numeric"
                      min={ORDER_LIMITS.minQuantity}
                      max={ORDER_LIMITS.maxQuantity}
                    />
                  </Field>
                  <Field
                    label={t('form.note')}
                    error={errors.orderItems?.[index]?.notes?.message}
                    className="col-span-2 row-start-3 sm:col-span-1 sm:row-start-auto"
                  >
                    <Input {...register(`orderItems.${index}.notes`)} maxLength={ORDER_LIMITS.maxNotes} placeholder={t('form.notePlaceholder')} />
                  </Field>
                  <div className="flex items-end self-stretch sm:pt-6">
                    <Button
                      variant="ghost"
                      size="icon"
                      onClick={() => items.remove(index)}
                      disabled={paid || items.fields.length <= 1}
                      aria-label={t('form.removeItem', { n: index + 1 })}
                      className="text-red-700 hover:bg-red-50"
                    >
                      <Trash2 className="size-5" aria-hidden="true" />
                    </Button>
                  </div>
                  {lineOptions(index)}
                </li>
              ))}
            </ul>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <Button
                variant="secondary"
                onClick={() => items.append({ productId: '', quantity: 1, notes: '', optionIds: [] })}
                disabled={paid || items.fields.length >= ORDER_LIMITS.maxLines}
              >
                <Plus className="size-4" aria-hidden="true" />
                {t('form.addItem')}
              </Button>
              <p className="text-sm text-zinc-700">
                {t('form.estimate')} <span className="font-semibold text-zinc-900 tabular-nums">{formatVnd(estimate)}</span>
              </p>
            </div>
          </fieldset>
        </form>
      )}
    </FormDialog>
  );
}
