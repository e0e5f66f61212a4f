import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { ConfirmProvider } from '../ui/ConfirmDialog';
import { LoadingScreen } from '../ui/Spinner';
import { DashboardGate, NavGuard, RoleHome } from './guards';
import { createQueryClient } from './lib/query-client';
import { useStaffLanguageSync } from './lib/staff-language';
import { followStaffLanguage } from './lib/zod-language';
import { RequireAuth } from './session/RequireAuth';
import { useSession } from './session/session-context';
import { SessionProvider } from './session/SessionProvider';

followStaffLanguage();

/** Each page is its own chunk, so heavy pages (charts, QR codes) load only when opened. */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}

// The signed-in frame (sidebar, live alerts) is not needed to sign in.
const AdminLayout = page(() => import('./layout/AdminLayout'), 'AdminLayout');
const DashboardPage = page(() => import('./pages/dashboard/DashboardPage'), 'DashboardPage');
const KitchenAnalyticsPage = page(() => import('./pages/kitchen-analytics/KitchenAnalyticsPage'), 'KitchenAnalyticsPage');
const UsersPage = page(() => import('./pages/users/UsersPage'), 'UsersPage');
const CategoriesPage = page(() => import('./pages/categories/CategoriesPage'), 'CategoriesPage');
const ProductsPage = page(() => import('./pages/products/ProductsPage'), 'ProductsPage');
const OptionGroupsPage = page(() => import('./pages/option-groups/OptionGroupsPage'), 'OptionGroupsPage');
const TablesPage = page(() => import('./pages/tables/TablesPage'), 'TablesPage');
const OrdersPage = page(() => import('./pages/orders/OrdersPage'), 'OrdersPage');
const KitchenDisplayPage = page(() => import('./pages/orders/kitchen/KitchenDisplayPage'), 'KitchenDisplayPage');
const OrderHistoryPage = page(() => import('./pages/order-history/OrderHistoryPage'), 'OrderHistoryPage');
const NotificationsPage = page(() => import('./pages/notifications/NotificationsPage'), 'NotificationsPage');
const CallHistoryPage = page(() => import('./pages/call-history/CallHistoryPage'), 'CallHistoryPage');
const CallHistoryTestPage = page(() => import('./pages/call-history-test/CallHistoryTestPage'), 'CallHistoryTestPage');
const LanguagePage = page(() => import('./pages/language/LanguagePage'), 'LanguagePage');
const RestaurantInfoPage = page(() => import('./pages/restaurant-info/RestaurantInfoPage'), 'RestaurantInfoPage');
const ImageManagerPage = page(() => import('./pages/image-manager/ImageManagerPage'), 'ImageManagerPage');
const UserGuidePage = page(() => import('./pages/user-guide/UserGuidePage'), 'UserGuidePage');
const SettingsPage = page(() => import('./pages/settings/SettingsPage'), 'SettingsPage');
const RestaurantCategoriesPage = page(() => import('./pages/restaurant-categories/RestaurantCategoriesPage'), 'RestaurantCategoriesPage');

function FullScreenFallback() {
  const { t } = useTranslation('common');
  return <LoadingScreen label={t('states.loading')} fullScreen />;
}

function StaffLanguage({ children }: { children: ReactNode }) {
  const { user } = useSession();
  useStaffLanguageSync(user);
  return <>{children}</>;
}

const guarded = (key: Parameters<typeof NavGuard>[0]['navKey'], element: ReactNode) => <NavGuard navKey={key}>{element}</NavGuard>;

export default function AdminApp() {
  // Loading the admin namespace here keeps the diner's first load free of back-office texts.
  useTranslation('admin');
  const [queryClient] = useState(createQueryClient);
  // Signing out leaves the back office with a full page load: the sign-in page is its own small app,
  // and nothing of the signed-in session stays in memory.
  const onSignedOut = useCallback(() => {
    queryClient.clear();
    window.location.replace('/admin/login');
  }, [queryClient]);

  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider onSignedOut={onSignedOut}>
        <StaffLanguage>
          <ConfirmProvider>
            <Suspense fallback={<FullScreenFallback />}>
              <Routes>
                <Route
                  path="restaurant-categories"
                  element={
                    <RequireAuth>
                      <RestaurantCategoriesPage />
                    </RequireAuth>
                  }
                />
                <Route
                  element={
                    <RequireAuth>
                      <AdminLayout />
                    </RequireAuth>
                  }
                >
                  <Route index element={<RoleHome />} />
                  <Route
                    path="dashboard"
                    element={
                      <DashboardGate>
                        <DashboardPage />
                      </DashboardGate>
                    }
                  />
                  <Route path="kitchen-analytics" element={guarded('kitchen-analytics', <KitchenAnalyticsPage />)} />
                  <Route path="users" element={guarded('users', <UsersPage />)} />
                  <Route path="categories" element={guarded('categories', <CategoriesPage />)} />
                  <Route path="products" element={guarded('products', <ProductsPage />)} />
                  <Route path="option-groups" element={guarded('products', <OptionGroupsPage />)} />
                  <Route path="tables" element={guarded('tables', <TablesPage />)} />
                  <Route path="orders" element={guarded('orders', <OrdersPage />)} />
                  <Route path="kitchen" element={guarded('orders', <KitchenDisplayPage />)} />
                  <Route path="order-history" element={guarded('order-history', <OrderHistoryPage />)} />
                  <Route path="notifications" element={guarded('notifications', <NotificationsPage />)} />
                  <Route path="call-history" element={guarded('call-history', <CallHistoryPage />)} />
                  <Route path="call-history-test" element={guarded('call-history', <CallHistoryTestPage />)} />
                  <Route path="language" element={guarded('language', <LanguagePage />)} />
                  <Route path="restaurant-info" element={guarded('restaurant-info', <RestaurantInfoPage />)} />
                  <Route path="image-manager" element={guarded('image-manager', <ImageManagerPage />)} />
                  <Route path="user-guide" element={<UserGuidePage />} />
                  <Route path="settings" element={guarded('settings', <SettingsPage />)} />
                </Route>
                <Route path="*" element={<Navigate to="/" replace />} />
              </Routes>
            </Suspense>
          </ConfirmProvider>
        </StaffLanguage>
      </SessionProvider>
    </QueryClientProvider>
  );
}
