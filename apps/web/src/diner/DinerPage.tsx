/**
 * The table menu page (SPEC §2 "Table menu page"): / and /table/{tableNumber}.
 * Its own lazy chunk; nothing heavy in here (no Radix, no query library, no form library).
 */
import './diner.css';
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import type { Order, Product } from '@app/contract';
import { i18n } from '../lib/i18n';
import type { CartLine, OptionChoice } from './lib/cart';
import { filterDishes, NO_DISH_FILTER, type DishFilter } from './lib/dish-filter';
import { dateTime, money } from './lib/format';
import { initialMenuLanguage, uiLanguageFor } from './lib/language';
import { notifyError, notifyOrderError, notifySuccess } from './lib/notify';
import { filterProducts, menuCategories } from './lib/search';
import { isValidTableNumber, rememberTableKey, TABLE_KEY_PARAM } from './lib/table-key';
import { useCart } from './hooks/useCart';
import { useMenu } from './hooks/useMenu';
import { usePlaceOrder } from './hooks/usePlaceOrder';
import { useServiceCall } from './hooks/useServiceCall';
import { useTable } from './hooks/useTable';
import { useTableOrders } from './hooks/useTableOrders';
import { ActiveOrderBar } from './components/ActiveOrderBar';
import { CallWaiterButton } from './components/CallWaiterButton';
import { BillButton } from './components/party/BillButton';
import { BillDialog } from './components/party/lazy';
import { CartBar } from './components/CartBar';
import { AllergenLegend, CartPanel, ConfirmOrderDialog, FeaturedCarousel, HistoryDialog, OptionSheet, prefetchDeferred } from './components/deferred';
import { AllergenFilter } from './components/AllergenFilter';
import { FeaturedStatic } from './components/FeaturedSlide';
import { Footer } from './components/Footer';
import { Header } from './components/Header';
import { MenuFilters } from './components/MenuFilters';
import { ProductGrid } from './components/ProductGrid';
import { MenuLoadingScreen, TableNotFoundScreen } from './components/StatusScreens';

const NOT_FOUND_REDIRECT_MS = 2500;

/**
 * Route entry. Puts the UI in the guest's language before the first text is drawn (the shell
 * starts diners in Vietnamese unless they chose before), then shows the page for the table.
 */
export default function DinerRoute() {
  const { tableNumber } = useParams();
  const onTableRoute = tableNumber !== undefined;
  const target = uiLanguageFor(initialMenuLanguage());
  const [ready, setReady] = useState(() => i18n.language === target && i18n.hasLoadedNamespace('diner'));

  useEffect(() => {
    if (ready) return;
    let cancelled = false;
    // The shell starts i18n without waiting for it; switch only once it is up.
    const initialized = i18n.isInitialized ? Promise.resolve() : new Promise<void>((resolve) => i18n.on('initialized', () => resolve()));
    initialized
      .then(() => i18n.loadNamespaces('diner'))
      .then(() => (i18n.language === target ? undefined : i18n.changeLanguage(target)))
      .finally(() => !cancelled && setReady(true));
    return () => {
      cancelled = true;
    };
  }, [ready, target]);

  if (onTableRoute && !isValidTableNumber(tableNumber)) return <Navigate to="/" replace />;
  if (!ready) return <div className="min-h-dvh bg-amber-50/60" aria-busy="true" />;
  return <DinerPage key={tableNumber ?? ''} tableNumber={tableNumber ?? null} />;
}

export { DinerRoute as DinerPage };

function DinerPage({ tableNumber }: { tableNumber: string | null }) {
  const { t } = useTranslation('diner');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [tableKey] = useState(() => (tableNumber ? rememberTableKey(tableNumber, params.get(TABLE_KEY_PARAM)) : null));

  // The key is kept in localStorage; the visible address loses it (screenshots, shared links).
  useEffect(() => {
    if (params.has(TABLE_KEY_PARAM)) {
      setParams(
        (p) => {
          p.delete(TABLE_KEY_PARAM);
          return p;
        },
        { replace: true },
      );
    }
  }, [params, setParams]);

  const tableState = useTable(tableNumber ?? undefined);
  const table = tableState.kind === 'ready' ? tableState.table : null;
  const { menu, switchingTo, switchLanguage, reload } = useMenu();
  const cart = useCart(tableNumber ?? '_');
  const orders = useTableOrders(table ? table.tableNumber : null, tableKey, reload);
  const serviceCall = useServiceCall(table, tableKey);

  const [query, setQuery] = useState('');
  const [cartOpen, setCartOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [dishFilter, setDishFilter] = useState<DishFilter>(NO_DISH_FILTER);
  /** The dish whose options are being chosen (by id, so a live menu refetch reaches the open sheet). */
  const [sheet, setSheet] = useState<{ productId: number; quantity: number } | null>(null);
  const [legendOpen, setLegendOpen] = useState(false);
  /** Dialogs are mounted (and their code loaded) from the first time they open. */
  const [mounted, setMounted] = useState({ cart: false, confirm: false, history: false });
  const openCart = () => {
    setMounted((m) => ({ ...m, cart: true }));
    setCartOpen(true);
  };
  const [billOpen, setBillOpen] = useState(false);
  const [billMounted, setBillMounted] = useState(false);
  const openBill = () => {
    setBillMounted(true);
    setBillOpen(true);
  };
  const openHistory = () => {
    setMounted((m) => ({ ...m, history: true }));
    setHistoryOpen(true);
  };

  // SPEC §2: unknown table -> not-found screen, then home; inactive -> message, then home.
  useEffect(() => {
    if (tableState.kind === 'notFound') {
      const timer = setTimeout(() => navigate('/', { replace: true }), NOT_FOUND_REDIRECT_MS);
      return () => clearTimeout(timer);
    }
    if (tableState.kind === 'inactive') {
      notifyError(t('tableInactive'), 'table-inactive');
      navigate('/', { replace: true });
    }
    return undefined;
  }, [tableState.kind, navigate, t]);

  const lang = menu?.lang ?? initialMenuLanguage();
  const currency = menu?.settings?.currency;
  const formatPrice = useCallback((n: number) => money(n, currency, lang), [currency, lang]);
  const formatDateTime = useCallback((iso: string) => dateTime(iso, lang), [lang]);

  const categories = useMemo(() => menuCategories(menu?.categories ?? []), [menu?.categories]);
  const selectedSlug = params.get('category');
  const products = useMemo(
    () => filterDishes(filterProducts(menu?.products ?? [], menu?.categories ?? [], selectedSlug, query), dishFilter),
    [menu?.products, menu?.categories, selectedSlug, query, dishFilter],
  );
  const featured = useMemo(() => filterDishes((menu?.products ?? []).filter((p) => p.isFeatured), dishFilter), [menu?.products, dishFilter]);
  const productById = useMemo(() => new Map((menu?.products ?? []).map((p) => [p.id, p])), [menu?.products]);
  const inCart = useMemo(() => {
    // One dish may sit on several lines (other options): the card shows them together.
    const counts = new Map<number, number>();
    for (const l of cart.lines) counts.set(l.productId, (counts.get(l.productId) ?? 0) + l.quantity);
    return counts;
  }, [cart.lines]);
  const nameOf = useCallback((line: CartLine) => productById.get(line.productId)?.name || line.productName, [productById]);

  const selectCategory = useCallback(
    (slug: string | null) =>
      setParams(
        (p) => {
          if (slug) p.set('category', slug);
          else p.delete('category');
          return p;
        },
        { replace: true },
      ),
    [setParams],
  );

  const { add, addChoice } = cart;
  const addToCart = useCallback(
    (product: Product, quantity: number) => {
      if (!product.isActive) return;
      // A dish with options is added from its option sheet.
      if ((product.optionGroups ?? []).length > 0) return setSheet({ productId: product.id, quantity: Math.max(1, quantity) });
      if (quantity < 1) return;
      add(product, quantity);
      notifySuccess(t('product.added', { name: product.name }), 'cart-add');
    },
    [add, t],
  );
  const addChosen = useCallback(
    (product: Product, quantity: number, choice: OptionChoice) => {
      addChoice(product, quantity, choice);
      cart.setCardQuantity(product.id, 0);
      setSheet(null);
      notifySuccess(t('product.added', { name: product.name }), 'cart-add');
    },
    [addChoice, cart, t],
  );

  // A failed refresh of the table's orders (not a missing key: that clears silently, SPEC §6).
  useEffect(() => {
    if (orders.load === 'error') notifyOrderError(t('errors.orderLoad'));
  }, [orders.load, t]);

  const { clear: clearCart } = cart;
  const { addPlaced } = orders;
  const onPlaced = useCallback(
    (order: Order) => {
      clearCart();
      setConfirmOpen(false);
      addPlaced(order);
    },
    [clearCart, addPlaced],
  );
  const { specialRequests, setSpecialRequests, sending, error: orderError, clearError, submit: submitOrder } = usePlaceOrder({ table, tableKey, lines: cart.lines, onPlaced });

  const openConfirm = () => {
    if (cart.lines.length === 0) return notifyOrderError(t('order.emptyCart'));
    setCartOpen(false);
    clearError();
    setMounted((m) => ({ ...m, confirm: true }));
    setConfirmOpen(true);
  };

  useEffect(() => {
    if (menu) prefetchDeferred();
  }, [menu]);

  if (tableState.kind === 'notFound') return <TableNotFoundScreen />;
  if (tableState.kind === 'inactive') return null;
  const loading = !menu || tableState.kind === 'loading';
  const needsKey = !!tableNumber && !tableKey && menu?.settings?.requireTableKey !== false;

  return (
    <div className="min-h-dvh bg-[#fbf7f2] text-stone-900">
      <Header
        restaurant={menu?.restaurant ?? null}
        loading={loading}
        tableNumber={table?.tableNumber ?? (loading ? tableNumber : null)}
        languages={menu?.languages ?? []}
        language={lang}
        switchingTo={switchingTo}
        onLanguageChange={(code) => void switchLanguage(code)}
        hasActiveOrder={!!orders.activeOrder}
        onOpenHistory={table ? openHistory : null}
        cartCount={cart.summary.lines}
        onOpenCart={openCart}
      />
      {!menu || loading ? (
        <MenuLoadingScreen />
      ) : (
        <>
          <main>
            {(!table || needsKey) && (
              <p className="mx-auto mt-4 max-w-6xl px-3 sm:px-6">
                <span className="block rounded-2xl bg-amber-100 px-4 py-3 text-sm font-medium text-amber-950 ring-1 ring-amber-300">{t('home.scanHint')}</span>
              </p>
            )}
            {orders.activeOrder && <ActiveOrderBar order={orders.activeOrder} onOpen={openHistory} />}
            {table && !needsKey && <BillButton onOpen={openBill} />}
            <Suspense fallback={<FeaturedStatic products={featured} formatPrice={formatPrice} />}>
              <FeaturedCarousel products={featured} formatPrice={formatPrice} />
            </Suspense>
            <ProductGrid
              products={products}
              cardQuantities={cart.cardQuantities}
              inCart={inCart}
              formatPrice={formatPrice}
              onQuantityChange={cart.setCardQuantity}
              onAdd={addToCart}
              onRetry={menu.failed.menu ? () => void reload() : null}
              filters={
                <>
                  <MenuFilters query={query} onQueryChange={setQuery} categories={categories} selectedSlug={selectedSlug} onSelectCategory={selectCategory} />
                  <div className="mt-3">
                    <AllergenFilter value={dishFilter} onChange={setDishFilter} onOpenLegend={() => setLegendOpen(true)} />
                  </div>
                </>
              }
            />
          </main>
          <Footer restaurant={menu.restaurant} fallbackName={t('header.restaurantFallback')} />
        </>
      )}

      <CartBar count={cart.summary.lines} total={formatPrice(cart.summary.total)} onOpen={openCart} />
      {table && (
        <CallWaiterButton
          onCall={() => void serviceCall.call()}
          sending={serviceCall.sending}
          locked={serviceCall.locked}
          secondsLeft={serviceCall.secondsLeft}
          progress={serviceCall.progress}
          raised={cart.summary.lines > 0}
        />
      )}

      {mounted.cart && (
        <Suspense fallback={null}>
          <CartPanel
            open={cartOpen}
            onClose={() => setCartOpen(false)}
            lines={cart.lines}
            summary={cart.summary}
            nameOf={nameOf}
            formatPrice={formatPrice}
            onQuantity={cart.setQuantity}
            onNotes={cart.setNotes}
            onRemove={cart.remove}
            onClear={cart.clear}
            onOrder={openConfirm}
          />
        </Suspense>
      )}
      {mounted.confirm && (
        <Suspense fallback={null}>
          <ConfirmOrderDialog
            open={confirmOpen}
            onClose={() => !sending && setConfirmOpen(false)}
            tableNumber={table?.tableNumber ?? null}
            lines={cart.lines}
            summary={cart.summary}
            nameOf={nameOf}
            formatPrice={formatPrice}
            specialRequests={specialRequests}
            onSpecialRequestsChange={setSpecialRequests}
            sending={sending}
            error={orderError}
            onConfirm={() => void submitOrder()}
          />
        </Suspense>
      )}
      {sheet && (
        <Suspense fallback={null}>
          <OptionSheet
            product={productById.get(sheet.productId) ?? null}
            initialQuantity={sheet.quantity}
            formatPrice={formatPrice}
            onClose={() => setSheet(null)}
            onAdd={addChosen}
          />
        </Suspense>
      )}
      {legendOpen && (
        <Suspense fallback={null}>
          <AllergenLegend open onClose={() => setLegendOpen(false)} />
        </Suspense>
      )}
      {table && mounted.history && (
        <Suspense fallback={null}>
          <HistoryDialog
            open={historyOpen}
            onClose={() => setHistoryOpen(false)}
            tableNumber={table.tableNumber}
            orders={orders.orders}
            load={orders.load}
            keyProblem={orders.keyProblem}
            onRefresh={() => void orders.refresh()}
            formatPrice={formatPrice}
            formatDateTime={formatDateTime}
          />
        </Suspense>
      )}
      {table && billMounted && (
        <Suspense fallback={null}>
          <BillDialog
            open={billOpen}
            onClose={() => setBillOpen(false)}
            tableNumber={table.tableNumber}
            tableKey={tableKey}
            restaurant={menu?.restaurant ?? null}
            formatPrice={formatPrice}
            formatDateTime={formatDateTime}
          />
        </Suspense>
      )}
    </div>
  );
}
