import type * as c from '../schemas.js';
import { endpoint } from './endpoint.js';
import type { Out } from './schema-types.js';

type Range = Out<typeof c.dashboardRangeQuery>;
const access = 'dashboard.view';

export const dashboardStatistics = endpoint('GET', '/Dashboard/statistics', access).of<{ query: Range; response: Out<typeof c.dashboardStatisticsSchema> }>();
export const dashboardRecentOrders = endpoint('GET', '/Dashboard/recent-orders', access).of<{ response: Out<typeof c.recentOrderSchema>[] }>();
export const dashboardRevenueSeries = endpoint('GET', '/Dashboard/revenue-series', access).of<{ query: Range; response: Out<typeof c.revenueSeriesSchema> }>();
export const dashboardTopDishes = endpoint('GET', '/Dashboard/top-dishes', access).of<{ query: Range; response: Out<typeof c.topDishSchema>[] }>();

export const analyticsKitchen = endpoint('GET', '/Analytics/kitchen', access).of<{ query: Range; response: Out<typeof c.kitchenAnalyticsSchema> }>();
/** The dashboard's kitchen cards, open to whoever may open the analytics page. */
export const analyticsKitchenSummary = endpoint('GET', '/Analytics/kitchen/summary', access).of<{
  query: Range;
  response: Out<typeof c.kitchenSummarySchema>;
}>();
