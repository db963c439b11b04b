/**
 * A boolean for a Taro component prop that becomes an attribute on the H5 custom element: React 18
 * writes `false` as disabled="false", which still reads as disabled, so false is left out instead.
 */
export const boolAttr = (on: boolean): true | undefined => (on ? true : undefined)
