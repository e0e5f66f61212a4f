import type { OptionGroupInput } from '@app/contract';
import { optionGroupsCreate, optionGroupsList, optionGroupsRemove, optionGroupsUpdate } from '@app/contract/endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';

export const optionGroupKeys = { all: ['admin', 'option-groups'] as const };

/** Every option group with its options, translations and the dishes using it. */
export function useOptionGroups(enabled = true) {
  return useQuery({
    queryKey: optionGroupKeys.all,
    queryFn: ({ signal }) => call(optionGroupsList, { signal }),
    enabled,
  });
}

/** Creates the group, or replaces it when `id` is given. */
export function saveOptionGroup(id: number | undefined, values: OptionGroupInput) {
  return id === undefined ? call(optionGroupsCreate, { body: values }) : call(optionGroupsUpdate, { params: { id }, body: values });
}

export function deleteOptionGroup(id: number) {
  return call(optionGroupsRemove, { params: { id } });
}
