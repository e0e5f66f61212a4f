/**
 * Component tests render the real components with the real catalogs (Vietnamese, the source
 * language) in a simulated DOM; each test file opts into it with `@vitest-environment happy-dom`.
 */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n, initI18n } from '../lib/i18n';

let ready: Promise<unknown> | undefined;

/** The back office's texts loaded before the first render, so no component suspends. */
export function withTexts(namespaces: string[] = ['common', 'admin']): Promise<unknown> {
  ready ??= initI18n('vi');
  return ready.then(() => i18n.loadNamespaces(namespaces));
}

afterEach(() => cleanup());
