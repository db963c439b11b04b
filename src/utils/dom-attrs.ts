/** DOM attributes Taro's typings leave out (role on Text, tabIndex): spread them onto a component. */
export function domAttrs(attrs: Record<string, string | number | undefined>): object {
  return attrs
}

/**
 * A boolean prop that becomes an attribute on Taro's H5 custom elements (disabled): React writes
 * false as disabled="false", which still reads as disabled, so false is left out instead.
 */
export const boolAttr = (on: boolean): true | undefined => (on ? true : undefined)
