/** The longest name (and nickname) a profile or a business card takes, in characters as the visitor sees them. */
export const NAME_MAX = 20

/** The one rule for a person's own name on a profile or a business card: undefined when valid, else what to show. */
export function personNameError(value: string): string | undefined {
  const name = value.trim()
  if (!name) return '请填写姓名'
  if ([...name].length > NAME_MAX) return `姓名不能超过${NAME_MAX}个字`
  return undefined
}
