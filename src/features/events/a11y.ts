/** DOM attributes Taro's typings leave out (role on Text, tabIndex): spread them onto a component. */
export function domAttrs(attrs: Record<string, string | number | undefined>): object {
  return attrs
}
