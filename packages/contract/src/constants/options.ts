/**
 * Refusals of a dish's option choice. `{dish}`, `{group}`, `{option}`, `{n}` are filled in by
 * the server so the guest knows exactly which choice to fix.
 */
export const OPTION_MESSAGES = {
  unknownOption: 'Lựa chọn #{option} không tồn tại',
  notForDish: 'Lựa chọn "{option}" (nhóm "{group}") không dùng cho món "{dish}"',
  inactive: 'Lựa chọn "{option}" của nhóm "{group}" đã hết',
  tooFew: 'Vui lòng chọn ít nhất {n} mục ở nhóm "{group}" cho món "{dish}"',
  tooMany: 'Chỉ được chọn tối đa {n} mục ở nhóm "{group}" cho món "{dish}"',
  groupNotFound: 'Không tìm thấy nhóm lựa chọn',
  optionNotFound: 'Không tìm thấy lựa chọn',
  minAboveMax: 'Số lựa chọn tối thiểu không được lớn hơn tối đa',
  minAboveCount: 'Số lựa chọn tối thiểu lớn hơn số lựa chọn của nhóm',
  tooManyDefaults: 'Số lựa chọn mặc định vượt quá số lựa chọn tối đa',
  unknownGroups: 'Nhóm lựa chọn không tồn tại: {ids}',
} as const;

/** Fills `{key}` placeholders of a message. */
export function fillMessage(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
}
