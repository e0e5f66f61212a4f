import type { OptionGroup } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const optionGroupKeys = { all: ['admin', 'option-groups'] as const };

/** Every option group with its options, translations and the dishes using it. */
export function useOptionGroups(enabled = true) {
  return useQuery({
    queryKey: optionGroupKeys.all,
    queryFn: ({ signal }) => api.get<OptionGroup[]>('/OptionGroup', { signal }),
    enabled,
  });
}
