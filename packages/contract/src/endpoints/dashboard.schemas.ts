import { z } from 'zod';
import { kitchenAnalyticsSchema, kitchenSummarySchema } from '../analytics.schema.js';
import { dashboardRangeQuery, dashboardStatisticsSchema, recentOrderSchema, revenueSeriesSchema, topDishSchema } from '../dashboard.schema.js';
import type { EndpointSchemaSet } from './schema-types.js';

const query = dashboardRangeQuery;

export const dashboardSchemas = {
  dashboardStatistics: { query, response: dashboardStatisticsSchema },
  dashboardRecentOrders: { response: z.array(recentOrderSchema) },
  dashboardRevenueSeries: { query, response: revenueSeriesSchema },
  dashboardTopDishes: { query, response: z.array(topDishSchema) },
  analyticsKitchen: { query, response: kitchenAnalyticsSchema },
  analyticsKitchenSummary: { query, response: kitchenSummarySchema },
} satisfies Record<string, EndpointSchemaSet>;
