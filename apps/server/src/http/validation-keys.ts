import type { MessageParams, MessageRef } from '@app/contract';
import { isMessageKey, viText } from '../errors/messages.js';

/** One issue of a request's validation, as the zod type provider reports it. */
export interface ValidationIssue {
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

const SIZED: Record<string, 'String' | 'Number' | 'Array'> = {
  string: 'String',
  number: 'Number',
  int: 'Number',
  bigint: 'Number',
  array: 'Array',
  set: 'Array',
};

/**
 * The key of a field's message: a schema's own message is a catalog key; zod's built-in ones
 * (no message in the schema) are keyed by issue code with their bounds, so every client says
 * them in its own language.
 */
export function issueKey(issue: ValidationIssue): MessageRef {
  if (issue.message && isMessageKey(issue.message)) return { key: issue.message };
  const p = issue.params;
  const num = (v: unknown): string | number => (typeof v === 'number' || typeof v === 'string' ? v : typeof v === 'bigint' ? String(v) : '');
  const sized = SIZED[typeof p.origin === 'string' ? p.origin : ''];
  switch (issue.keyword) {
    case 'too_small':
      return sized ? { key: `validation.tooSmall${sized}`, params: { minimum: num(p.minimum) } } : { key: 'validation.invalid' };
    case 'too_big':
      return sized ? { key: `validation.tooBig${sized}`, params: { maximum: num(p.maximum) } } : { key: 'validation.invalid' };
    case 'invalid_type':
      return { key: 'validation.invalidType' };
    case 'invalid_value':
      return { key: 'validation.invalidValue' };
    case 'invalid_format':
      return { key: 'validation.invalidFormat' };
    case 'not_multiple_of':
      return { key: 'validation.notMultipleOf', params: { divisor: num(p.divisor) } };
    case 'unrecognized_keys': {
      const keys: MessageParams = { keys: Array.isArray(p.keys) ? p.keys.join(', ') : '' };
      return { key: 'validation.unrecognizedKeys', params: keys };
    }
    default:
      return { key: 'validation.invalid' };
  }
}

/** The issue's Vietnamese text: a schema's key rendered, or zod's own (Vietnamese) message. */
export function issueText(issue: ValidationIssue, ref: MessageRef): string {
  if (issue.message && !isMessageKey(issue.message)) return issue.message;
  return viText(ref.key, ref.params);
}
