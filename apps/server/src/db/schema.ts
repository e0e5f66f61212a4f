import type { Generated } from 'kysely';
import type { NotificationStatus, NotificationType, OrderStatus, OrderType, PaymentMethod, PrintJobStatus, Station, TableStatus } from '@app/contract';

/**
 * Row types of every table. Flags are integers 0/1 and timestamps ISO-8601 UTC strings on
 * both SQLite and PostgreSQL, so repositories behave the same on either; money is integer.
 */
type Flag = number;
type Timestamp = string;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  password_hash: string;
  full_name: string;
  role: string;
  language: Generated<string>;
  /** Access tokens issued under an older epoch are refused (password, role or account changes). */
  session_epoch: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Sign-in attempts per throttled key (IP, or user name + IP) in a fixed window. */
export interface LoginAttemptsTable {
  key: string;
  count: number;
  window_started_at: number;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  user_id: number;
  family_id: string;
  token_hash: string;
  /** Absolute end of the family (30 days from sign-in), copied to every rotation. */
  expires_at: Timestamp;
  created_at: Timestamp;
  used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface RestaurantInfoTable {
  id: Generated<number>;
  name: string;
  address: string;
  phone: string;
  email: string;
  opening_hours: string;
  logo_url: string | null;
  updated_at: Timestamp;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface LanguagesTable {
  id: Generated<number>;
  name: string;
  code: string;
  is_active: Flag;
  created_at: Timestamp;
}

export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  slug: string;
  parent_id: number | null;
  is_active: Flag;
  display_order: number;
  image: string | null;
  icon: string | null;
  station: Station;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProductsTable {
  id: Generated<number>;
  name: string;
  description: string;
  price: number;
  image_url: string | null;
  is_active: Flag;
  is_featured: Flag;
  category_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** JSON array of allergen codes. */
  allergens: Generated<string>;
  /** JSON array of additive labels. */
  additives: Generated<string>;
  spice_level: Generated<number>;
  /** JSON array of diet tags. */
  diet_tags: Generated<string>;
}

export interface OptionGroupsTable {
  id: Generated<number>;
  name: string;
  min_select: number;
  max_select: number;
  display_order: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OptionsTable {
  id: Generated<number>;
  group_id: number;
  name: string;
  price_delta: number;
  is_active: Flag;
  is_default: Flag;
  display_order: number;
}

export interface ProductOptionGroupsTable {
  product_id: number;
  group_id: number;
  display_order: number;
}

export interface ProductCategoriesTable {
  product_id: number;
  category_id: number;
}

export interface DiningTablesTable {
  id: Generated<number>;
  table_number: string;
  capacity: number;
  location: string;
  status: TableStatus;
  is_active: Flag;
  secret_key: string;
  /** Start of the current guests' session; diner history shows orders since then. */
  session_started_at: Timestamp;
  booking_start_time: Timestamp | null;
  booking_end_time: Timestamp | null;
  booking_time: Timestamp | null;
  customer_name: string | null;
  customer_phone: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OrdersTable {
  id: Generated<number>;
  table_id: number | null;
  table_number: string;
  customer_name: string;
  customer_phone: string;
  total_amount: number;
  status: OrderStatus;
  notification_status: string;
  preparation_status: string;
  order_type: OrderType;
  special_requests: string;
  booking_start_time: Timestamp | null;
  booking_end_time: Timestamp | null;
  is_paid: Flag;
  /** Round of this order within its table's session (1, 2, 3 ...). */
  call_number: number;
  source: string;
  /** The guests' orders of the table numbered 1, 2, 3 ... (the per-minute limit); null for staff orders. */
  diner_seq: number | null;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  paid_at: Timestamp | null;
  archived_at: Timestamp | null;
  /** When the first dish was ticked (or staff moved it to preparing), and when it became completed. */
  preparing_at: Generated<Timestamp | null>;
  completed_at: Generated<Timestamp | null>;
  /** Staff marked it urgent: first on every station's display. */
  is_rush: Generated<Flag>;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  product_id: number | null;
  product_name: string;
  station: Station;
  quantity: number;
  price: number;
  notes: string;
  call_number: number;
  is_completed: Flag;
  completed_at: Timestamp | null;
  completed_by: Generated<number | null>;
  /** JSON array of the chosen options as ordered (OrderItemOption). */
  options: Generated<string>;
}

export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  order_id: number;
  created_at: Timestamp;
}

export interface NotificationsTable {
  id: Generated<number>;
  order_id: number | null;
  message: string;
  status: NotificationStatus;
  type: NotificationType;
  /** Comma-separated stations this notification concerns ('' = everyone). */
  stations: string;
  created_at: Timestamp;
}

export interface ServiceCallsTable {
  id: Generated<number>;
  table_id: number | null;
  table_number: string;
  message: string;
  status: string;
  type: string;
  created_at: Timestamp;
}

export interface ImagesTable {
  id: Generated<number>;
  hash: string;
  file_name: string;
  original_name: string;
  width: number;
  height: number;
  size: number;
  created_at: Timestamp;
}

export interface ImageVariantsTable {
  image_id: number;
  width: number;
  mime: string;
  data: Buffer;
}

export interface TranslationsTable {
  id: Generated<number>;
  entity: string;
  entity_id: number;
  field: string;
  language: string;
  text: string;
  is_machine: Flag;
  updated_at: Timestamp;
}

export interface TranslationCacheTable {
  source_hash: string;
  source_lang: string;
  target_lang: string;
  source_text: string;
  translated_text: string;
  provider: string;
  created_at: Timestamp;
}

/** What a deleted order was, and who deleted it when (the order row itself is gone). */
export interface OrderDeletionsTable {
  id: Generated<number>;
  order_id: number;
  table_number: string;
  customer_name: string;
  status: OrderStatus;
  total_amount: number;
  item_count: number;
  order_created_at: Timestamp;
  deleted_by: number | null;
  deleted_by_name: string;
  deleted_at: Timestamp;
}

export interface KitchenBumpsTable {
  id: Generated<number>;
  station: Station;
  order_id: number;
  /** 'item' (one dish tapped) or 'ticket' (the whole ticket bumped). */
  kind: 'item' | 'ticket';
  item_ids: string;
  user_id: number | null;
  created_at: Timestamp;
  recalled_at: Timestamp | null;
}

export interface PrintJobsTable {
  id: Generated<number>;
  station: Station;
  order_id: number | null;
  table_number: string;
  call_number: number;
  ticket: string;
  /** pending -> printed, or failed after the last attempt (reprint puts it back to pending). */
  status: Generated<PrintJobStatus>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  last_error: Generated<string>;
  claimed_until: Generated<Timestamp | null>;
  created_at: Timestamp;
  printed_at: Generated<Timestamp | null>;
}

export interface BillsTable {
  id: Generated<number>;
  table_id: number;
  table_number: string;
  session_started_at: Timestamp;
  receipt_token: string;
  status: string;
  created_at: Timestamp;
  settled_at: Timestamp | null;
}

export interface PaymentsTable {
  id: Generated<number>;
  bill_id: number;
  amount: number;
  method: PaymentMethod;
  split_index: number | null;
  split_count: number | null;
  created_at: Timestamp;
  created_by: number | null;
}

export interface PaymentOrdersTable {
  payment_id: number;
  order_id: number;
  amount: number;
}

export interface PaymentItemsTable {
  order_item_id: number;
  payment_id: number;
}

export interface CartsTable {
  id: Generated<number>;
  table_id: number;
  session_started_at: Timestamp;
  version: Generated<number>;
  last_order_id: number | null;
  updated_at: Timestamp;
}

export interface CartLinesTable {
  id: Generated<number>;
  cart_id: number;
  product_id: number;
  quantity: number;
  notes: string;
  added_by: string;
  /** JSON snapshot of the chosen options (`OrderItemOption[]`). */
  options: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  password_resets: PasswordResetsTable;
  login_attempts: LoginAttemptsTable;
  restaurant_info: RestaurantInfoTable;
  settings: SettingsTable;
  languages: LanguagesTable;
  categories: CategoriesTable;
  products: ProductsTable;
  product_categories: ProductCategoriesTable;
  option_groups: OptionGroupsTable;
  options: OptionsTable;
  product_option_groups: ProductOptionGroupsTable;
  dining_tables: DiningTablesTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_deletions: OrderDeletionsTable;
  idempotency_keys: IdempotencyKeysTable;
  notifications: NotificationsTable;
  service_calls: ServiceCallsTable;
  images: ImagesTable;
  image_variants: ImageVariantsTable;
  translations: TranslationsTable;
  translation_cache: TranslationCacheTable;
  kitchen_bumps: KitchenBumpsTable;
  print_jobs: PrintJobsTable;
  bills: BillsTable;
  payments: PaymentsTable;
  payment_orders: PaymentOrdersTable;
  payment_items: PaymentItemsTable;
  carts: CartsTable;
  cart_lines: CartLinesTable;
}
