/**
 * The table menu page: / and /table/{tableNumber}.
 * Nothing heavy in here (no router, no Radix, no query library, no form library).
 */
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Order, Product } from '@app/contract';
import { i18n, translateServerMessage, useTranslation, type ServerMessage } from './lib/i18n';
import { dishCounts, dishCountsText, type CartLine, type OptionChoice } from './lib/cart';
import { filterDishes, NO_DISH_FILTER, type DishFilter } from './lib/dish-filter';
import { firstDataOrDeadline, firstDataSettled } from './lib/first-load';
import { dateTime, money } from './lib/format';
import { useDocumentMeta } from './hooks/useDocumentMeta';
import { useOnline } from './hooks/useOnline';
import { initialMenuLanguage, uiLanguageFor } from './lib/language';
import { notifyError, notifyOrderError, notifySuccess } from './lib/notify';
import { navigate, useLocation, useSearchParams } from './lib/router';
import { filterProducts, menuCategories } from './lib/search';
import { isValidTableNumber, rememberTableKey, TABLE_KEY_PARAM } from './lib/table-key';
import { useCart } from './hooks/useCart';
import { useMenu } from './hooks/useMenu';
import { usePlaceOrder } from './hooks/usePlaceOrder';
import { useServiceCall } from './hooks/useServiceCall';
import { useTable } from './hooks/useTable';
import { useTableOrders, type TableLiveHandlers } from './hooks/useTableOrders';
import { ActiveOrderBar } from './components/ActiveOrderBar';
import { CallWaiterButton } from './components/CallWaiterButton';
import { BillButton } from './components/party/BillButton';
import { BillDialog } from './components/party/lazy';
import { CartBar } from './components/CartBar';
import { AllergenLegend, CartPanel, ConfirmOrderDialog, HistoryDialog, OptionSheet, prefetchDeferred } from './components/deferred';
import { AllergenFilter } from './components/AllergenFilter';
import { FeaturedCarousel } from './components/FeaturedCarousel';
import { Footer } from './components/Footer';
import { Header } from './components/Header';
import { MenuFilters } from './components/MenuFilters';
import { ProductGrid } from './components/ProductGrid';
import { NetworkBanner } from './components/NetworkBanner';
import { SkipLinks } from './components/SkipLinks';
import { MenuLoadingScreen, TableNotFoundScreen } from './components/StatusScreens';

const NOT_FOUND_REDIRECT_MS = 2500;

/** `/table/{n}` -> 'n'; `/` -> null; anything else -> undefined (not a diner address). */
export function tableNumberFromPath(pathname: string): string | null | undefined {
  if (pathname === '/' || pathname === '') return null;
  const match = /^\/table\/([^/]+)\/?$/.exec(pathname);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1] ?? '');
  } catch {
    return undefined;
  }
}

/**
 * The longest the first screen waits for the menu and the table after the page's code started:
 * on a good connection they arrive well before, and the page draws once, complete; on a slow
 * one the guest sees the page's frame and a loading screen from then on.
 */
export const FIRST_DATA_WAIT_MS = 1000;

/**
 * Route entry. Puts the UI in the guest's language before the first text is drawn, waits a
 * moment for the first menu (see FIRST_DATA_WAIT_MS), then shows the page for the table (or the
 * home page).
 */
export function DinerRoute() {
  const { pathname } = useLocation();
  const parsed = tableNumberFromPath(pathname);
  const valid = parsed === null || isValidTableNumber(parsed ?? undefined);
  const tableNumber = valid ? (parsed ?? null) : null;
  const target = uiLanguageFor(initialMenuLanguage());
  // Drawn at once when the first data and texts are in already (the server drew the page, or
  // they came from this phone's copy before the code ran).
  const [ready, setReady] = useState(() => i18n.language === target && i18n.hasLoadedLanguage(target) && firstDataSettled());

  useEffect(() => {
    if (!valid) navigate('/', { replace: true });
  }, [valid]);

  useEffect(() => {
    if (ready) return;
    let cancelled = false;
    // Boot already asked for these catalogs and the menu; this waits for them (or loads the
    // catalogs again after a failure).
    void Promise.all([i18n.changeLanguage(target).catch(() => undefined), firstDataOrDeadline(FIRST_DATA_WAIT_MS)]).finally(() => !cancelled && setReady(true));
    return () => {
      cancelled = true;
    };
  }, [ready, target]);

  if (!valid) return null;
  if (!ready) return <div className="min-h-dvh bg-[#fbf7f2]" aria-busy="true" />;
  return <DinerPage key={tableNumber ?? ''} tableNumber={tableNumber} />;
}

function DinerPage({ tableNumber }: { tableNumber: string | null }) {
  const { t } = useTranslation('diner');
  const [params, setParams] = useSearchParams();
  const online = useOnline();
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
  const [historyOpen, setHistoryOpen] = useState(false);
  const [cartOpen, setCartOpen] = useState(false);
  /** Filled below once the cart exists; the live connection always calls the latest. */
  const live = useRef<TableLiveHandlers>({});
  // An open history or cart follows the table live at once (other phones change the cart).
  const orders = useTableOrders(table ? table.tableNumber : null, tableKey, historyOpen || cartOpen, live.current);
  const serviceCall = useServiceCall(table, tableKey);

  const needsKey = !!tableNumber && !tableKey && menu?.settings?.requireTableKey !== false;
  /** The key was checked on load (the table's orders read) and refused: ordering waits for a new scan. */
  const keyRefused = !!table && !!tableKey && orders.keyProblem;
  const guestLabel = useCallback((n: number) => t('party.guest', { n }), [t]);
  const onCartRefused = useCallback((err: ServerMessage) => void translateServerMessage(err).then(notifyOrderError), []);
  // The table's shared cart once the menu is on screen; without a valid key the cart stays on this phone.
  const shared = !!table && !!menu && !needsKey && !keyRefused;
  const cart = useCart({ tableNumber, tableKey, shared, online, guestLabel, onRefused: onCartRefused });
  /** Grows with every bill event, so an open bill reloads. */
  const [billVersion, setBillVersion] = useState(0);

  const [query, setQuery] = useState('');
  const [confirmOpen, setConfirmOpen] = useState(false);
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

  // Unknown table -> not-found screen, then home; inactive -> message, then home.
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
  }, [tableState.kind, t]);

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
  const featured = useMemo(
    () =>
      filterDishes(
        (menu?.products ?? []).filter((p) => p.isFeatured),
        dishFilter,
      ),
    [menu?.products, dishFilter],
  );
  const productById = useMemo(() => new Map((menu?.products ?? []).map((p) => [p.id, p])), [menu?.products]);
  // Lines from the shared cart carry no picture: the menu has it.
  const cartLines = useMemo(
    () => cart.lines.map((l) => (l.imageUrl || !productById.get(l.productId) ? l : { ...l, imageUrl: productById.get(l.productId)!.imageUrl ?? null })),
    [cart.lines, productById],
  );
  // One dish may sit on several lines (other options): the card shows them together.
  const inCartText = dishCountsText(cart.lines);
  const inCart = useMemo(() => dishCounts(inCartText), [inCartText]);
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

  const openLegend = useCallback(() => setLegendOpen(true), []);
  const retryMenu = useCallback(() => void reload(), [reload]);
  // Made once per change of its inputs: the grid it goes into is memoized.
  const filters = useMemo(
    () => (
      <>
        <MenuFilters query={query} onQueryChange={setQuery} categories={categories} selectedSlug={selectedSlug} onSelectCategory={selectCategory} />
        <div className="mt-3">
          <AllergenFilter value={dishFilter} onChange={setDishFilter} onOpenLegend={openLegend} />
        </div>
      </>
    ),
    [query, categories, selectedSlug, selectCategory, dishFilter, openLegend],
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

  // A failed refresh of the table's orders (not a wrong key: that has its own banner). Offline
  // the page already says so.
  useEffect(() => {
    if (orders.load === 'error' && online) notifyOrderError(t('errors.orderLoad'));
  }, [orders.load, online, t]);

  const { clear: clearCart } = cart;
  const { addPlaced } = orders;
  const onPlaced = useCallback(
    (order: Order, sameCart: boolean) => {
      if (sameCart) clearCart();
      setConfirmOpen(false);
      addPlaced(order);
    },
    [clearCart, addPlaced],
  );
  const closeConfirm = useCallback(() => setConfirmOpen(false), []);
  const placing = usePlaceOrder({ table, tableKey, lines: cart.lines, online, onPlaced, onQueued: closeConfirm, placeShared: shared ? cart.place : null });
  const { specialRequests, setSpecialRequests, sending, error: orderError, clearError, submit: submitOrder } = placing;
  const { refresh: refreshCart } = cart;
  const { adoptPlaced } = orders;
  live.current.onMenuUpdated = reload;
  live.current.onCartUpdated = (payload) => {
    void refreshCart();
    if (payload.placedOrderId) {
      // Another phone (or this one) placed the table's cart: it is everyone's order now.
      adoptPlaced(payload.placedOrderId);
      clearError();
      notifySuccess(t('order.success'), 'order');
      setConfirmOpen(false);
    }
  };
  live.current.onBillUpdated = () => setBillVersion((v) => v + 1);
  // A new order or a status change on the table changes its bill too. Not on the first render:
  // no bill is open yet, and that would draw the whole page a second time while it boots.
  const ordersSeen = useRef(orders.orders);
  useEffect(() => {
    if (ordersSeen.current === orders.orders) return;
    ordersSeen.current = orders.orders;
    setBillVersion((v) => v + 1);
  }, [orders.orders]);
  live.current.onConnect = () => {
    void refreshCart();
    setBillVersion((v) => v + 1);
  };

  const canOrder = !!table && !needsKey && !keyRefused && !placing.pending;

  const openConfirm = () => {
    if (cart.lines.length === 0) return notifyOrderError(t('order.emptyCart'));
    if (keyRefused) return notifyOrderError(t('errors.tableKey'));
    setCartOpen(false);
    clearError();
    setMounted((m) => ({ ...m, confirm: true }));
    setConfirmOpen(true);
  };

  useEffect(() => {
    if (menu) prefetchDeferred();
  }, [menu]);

  useDocumentMeta({ restaurant: menu?.restaurant?.name || (menu ? t('header.restaurantFallback') : null), tableNumber: table?.tableNumber ?? null, lang });

  if (tableState.kind === 'notFound') return <TableNotFoundScreen />;
  if (tableState.kind === 'inactive') return null;
  const loading = !menu || tableState.kind === 'loading';

  return (
    <div className="min-h-dvh bg-[#fbf7f2] text-stone-900">
      <SkipLinks onOpenCart={openCart} />
      <Header
        restaurant={menu?.restaurant ?? null}
        loading={loading}
        tableNumber={table?.tableNumber ?? (loading ? tableNumber : null)}
        languages={menu?.languages ?? []}
        language={lang}
        switchingTo={switchingTo}
        onLanguageChange={(code) => void switchLanguage(code)}
        activeOrderCount={orders.activeOrders.length}
        onOpenHistory={table ? openHistory : null}
        cartCount={cart.summary.lines}
        onOpenCart={openCart}
      />
      <NetworkBanner online={online} pending={placing.pending} sending={placing.flushing} />
      {!menu || loading ? (
        <MenuLoadingScreen />
      ) : (
        <>
          <main id="menu" tabIndex={-1} className="focus:outline-none">
            {keyRefused && (
              <p className="mx-auto mt-4 max-w-6xl px-3 sm:px-6" role="alert" data-testid="table-key-refused">
                <span className="block rounded-2xl bg-red-50 px-4 py-3 text-sm font-semibold text-red-900 ring-1 ring-red-300">{t('errors.tableKey')}</span>
              </p>
            )}
            {(!table || needsKey) && (
              <p className="mx-auto mt-4 max-w-6xl px-3 sm:px-6">
                <span className="block rounded-2xl bg-amber-100 px-4 py-3 text-sm font-medium text-amber-950 ring-1 ring-amber-300">{t('home.scanHint')}</span>
              </p>
            )}
            <ActiveOrderBar orders={orders.activeOrders} onOpen={openHistory} />
            {table && !needsKey && <BillButton onOpen={openBill} />}
            <FeaturedCarousel products={featured} formatPrice={formatPrice} />
            <ProductGrid
              products={products}
              cardQuantities={cart.cardQuantities}
              inCart={inCart}
              formatPrice={formatPrice}
              onQuantityChange={cart.setCardQuantity}
              onAdd={addToCart}
              onRetry={menu.failed.menu ? retryMenu : null}
              filters={filters}
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
            lines={cartLines}
            summary={cart.summary}
            nameOf={nameOf}
            formatPrice={formatPrice}
            guestName={shared ? (cart.guest?.name ?? '') : null}
            canRename={shared && !cart.guest?.typed}
            onRename={cart.setGuestName}
            onQuantity={cart.setQuantity}
            onNotes={cart.setNotes}
            onRemove={cart.remove}
            onClear={cart.clear}
            onOrder={openConfirm}
            orderBlocked={!canOrder && !!table ? (placing.pending ? t('offline.pending') : t('order.keyRequired')) : null}
          />
        </Suspense>
      )}
      {mounted.confirm && (
        <Suspense fallback={null}>
          <ConfirmOrderDialog
            open={confirmOpen}
            onClose={() => !sending && setConfirmOpen(false)}
            tableNumber={table?.tableNumber ?? null}
            lines={cartLines}
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
            version={billVersion}
          />
        </Suspense>
      )}
    </div>
  );
}
