/**
 * Looks a server message up in a `messages` table (Vietnamese -> the UI language). Some
 * messages are filled in by the server ('Tối đa 200 ký tự', 'Món "Phở bò" đã hết'); the table
 * holds them once with `{name}` placeholders, matched as patterns. Filled-in parts that are
 * themselves known messages (an order status in a transition error) are translated too.
 */
type Table = Record<string, string>;
interface Template {
  pattern: RegExp;
  names: string[];
  translation: string;
}

const compiled = new WeakMap<Table, Template[]>();

function templatesOf(table: Table): Template[] {
  let templates = compiled.get(table);
  if (templates) return templates;
  templates = Object.entries(table)
    // A key of placeholders only would match anything: not a template.
    .filter(([key]) => /\{\w+\}/.test(key) && key.replace(/\{\w+\}/g, '').trim() !== '')
    // The most literal text first: 'Dữ liệu không hợp lệ: {field}: {message}' before 'Dữ liệu không hợp lệ: {detail}'.
    .sort(([a], [b]) => b.replace(/\{\w+\}/g, '').length - a.replace(/\{\w+\}/g, '').length)
    .map(([key, translation]) => {
      const names: string[] = [];
      const source = key
        .split(/(\{\w+\})/)
        .map((part) => {
          const name = /^\{(\w+)\}$/.exec(part)?.[1];
          if (name === undefined) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          names.push(name);
          return '(.+?)';
        })
        .join('');
      return { pattern: new RegExp(`^${source}$`, 's'), names, translation };
    });
  compiled.set(table, templates);
  return templates;
}

/** The translation of `message`, or undefined when the table does not know it. */
export function translateFromTable(table: Table, message: string, depth = 0): string | undefined {
  const exact = table[message];
  if (exact !== undefined) return exact;
  for (const { pattern, names, translation } of templatesOf(table)) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values = new Map(names.map((name, i) => [name, match[i + 1] ?? '']));
    return translation.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = values.get(name);
      if (value === undefined) return whole;
      return (depth < 2 ? translateFromTable(table, value, depth + 1) : table[value]) ?? value;
    });
  }
  return undefined;
}
