/** Header (and handshake `auth.tableKey`) carrying the table's secret from the QR code. */
export const TABLE_KEY_HEADER = 'X-Table-Key';
/** The QR URL's query parameter holding the key. */
export const TABLE_KEY_PARAM = 'k';

export const TABLE_NUMBER_TAKEN = 'tables.numberTaken';
export const TABLE_NOT_FOUND = 'tables.notFound';
export const TABLE_INACTIVE = 'tables.inactive';
