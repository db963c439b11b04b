/**
 * The one format of a REGION answer, shared by the picker, the saved draft, the app's validation and the
 * server (which imports this file): the chosen names from the province down, 1 to 3 levels, as
 * `address/list` names them, e.g. ['北京市'], ['广东省', '深圳市'], ['广东省', '深圳市', '南山区'].
 * No imports: the server loads it as plain TypeScript.
 */
type RegionValue = string[]

/** Province, city, district. */
export const REGION_LEVELS = 3
/** The longest name a level may have (the longest real ones are about 15 characters). */
const REGION_NAME_MAX = 30
/** How a region is written for people (answers lists, the promoter's editor). */
const REGION_SEPARATOR = ' / '

/**
 * The region's names, or null when the value is not a region. Besides the array, text written the way
 * `regionText` writes it ("广东省 / 深圳市", also with `/`, commas or spaces between the names) is read,
 * so values typed as text (the promoter's compact editor) and older drafts keep working. An empty value
 * (null, '', []) is the empty region [].
 */
export function parseRegion(value: unknown): RegionValue | null {
  if (value === null || value === undefined) return []
  let parts: unknown[]
  if (Array.isArray(value)) parts = value
  else if (typeof value === 'string') parts = value.split(/\s*[/,，、]\s*|\s+/)
  else return null
  const names: string[] = []
  for (const part of parts) {
    if (typeof part !== 'string') return null
    const name = part.trim()
    if (!name) continue
    if (name.length > REGION_NAME_MAX || /[/,，、]/.test(name)) return null
    names.push(name)
  }
  return names.length <= REGION_LEVELS ? names : null
}

/** "广东省 / 深圳市 / 南山区"; '' for an empty or malformed value. */
export function regionText(value: unknown): string {
  return (parseRegion(value) || []).join(REGION_SEPARATOR)
}

/** One place of the address tree (`address/list`). */
interface RegionNode {
  name: string
  code: string
}

/**
 * The longest leading part of `names` that is a real path in the address tree (a province, then a city of
 * it, then a district of that city): `childrenOf(null)` gives the provinces, `childrenOf(code)` the places
 * under a code. The server refuses a region that is not wholly known; the picker cuts a stale draft back
 * the same way.
 */
export function knownRegionPrefix(names: RegionValue, childrenOf: (code: string | null) => RegionNode[]): RegionValue {
  const known: string[] = []
  let code: string | null = null
  for (const name of names.slice(0, REGION_LEVELS)) {
    const node: RegionNode | undefined = childrenOf(code).find(n => n.name === name)
    if (!node) break
    known.push(node.name)
    code = node.code
  }
  return known
}

/** The places whose name holds the search text (spaces around it ignored); all of them for an empty search. */
export function matchingPlaces<T extends RegionNode>(places: readonly T[], search: string): T[] {
  const text = search.trim()
  return text ? places.filter(place => place.name.includes(text)) : [...places]
}
