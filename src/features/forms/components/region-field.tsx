import { Text, View } from '@tarojs/components'
import React, { useEffect, useState } from 'react'
import type { AddressNode } from '../../../../types/contract'
import { Button } from '@/components/button'
import { SearchField } from '@/components/search-field'
import { Sheet } from '@/components/sheet'
import { getAddressList } from '@/features/site'
import { useFieldIds } from '@/features/forms/a11y'
import { useQuery } from '@/hooks/use-query'
import { tapTarget } from '@/utils/tap-target'
import { domAttrs } from '@/utils/dom-attrs'
import { matchingPlaces, parseRegion, REGION_LEVELS } from '@/shared/region'
import { ClearButton } from './clear-button'
import { FieldFrame } from './field-frame'
import type { FieldProps } from './types'

const LEVELS = ['省份', '城市', '区县']

/** The places under `parent`: its own children when the answer carried them, else asked for by its code. */
function usePlacesUnder(parent: AddressNode | null | undefined): { places: AddressNode[] | null; error: Error | null } {
  const asked = !!parent && !parent.children
  const query = useQuery(['getAddressList', asked ? parent.code : null], () => getAddressList(parent?.code), {
    enabled: parent !== undefined && !parent?.children
  })
  if (parent?.children) return { places: parent.children, error: null }
  // (while it loads, a list another parent had is not shown as this one's)
  return { places: parent === undefined || query.loading || query.error ? null : (query.data ?? []), error: query.error }
}

/** The place of `name` in `places`; undefined when there is no name or the places are not in yet, null when they lack it. */
function placeNamed(places: AddressNode[] | null, name: string | undefined): AddressNode | null | undefined {
  if (!name || !places) return undefined
  return places.find(n => n.name === name) ?? null
}

/**
 * REGION: province, city and district, each loaded from address/list when the level above is chosen. A level's
 * button opens a sheet (选择所在地区, over the dimmed form) listing that level with a search box; a choice loads
 * and shows the next level, and the last one (or 完成) closes it. The value is the chosen names from the
 * province down, any level deep (src/shared/region.ts), e.g. ['北京市'] or ['广东省', '深圳市', '南山区']; ×
 * empties it. Views and Taro inputs only, so the mini-program builds draw it too.
 */
export function RegionField({ field, value, error, onChange }: FieldProps) {
  const names = parseRegion(value) || []
  // Each level lists the places under the one chosen above it (the provinces under none).
  const provinces = usePlacesUnder(null)
  const province = placeNamed(provinces.places, names[0])
  const cities = usePlacesUnder(province || undefined)
  const city = placeNamed(cities.places, names[1])
  const districts = usePlacesUnder(city || undefined)
  const levels = [provinces, cities, districts]
  const columns = levels.map(l => l.places || [])
  const failed = levels.some(l => l.error)
  /** The level the sheet shows; null while it is closed. */
  const [open, setOpen] = useState<number | null>(null)
  /** After a choice: the level to show once its places are in (closed instead when it has none). */
  const [next, setNext] = useState<{ level: number; under: string } | null>(null)
  const [query, setQuery] = useState('')
  const ids = useFieldIds(field.key)

  // A name the address list no longer has (an old draft) is cut off with what follows it, so it never blocks the form.
  const missing = [province, city, placeNamed(districts.places, names[2])].indexOf(null)
  useEffect(() => {
    if (missing >= 0) onChange(names.slice(0, missing))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when a level's places show a name missing
  }, [missing])

  const show = (level: number | null) => {
    setQuery('')
    setOpen(level)
  }

  useEffect(() => {
    if (!next || names[next.level - 1] !== next.under) return
    const { places, error: failedNow } = levels[next.level]
    if (!places && !failedNow) return
    setNext(null)
    // A place without places under it (东莞市, 台湾省) is a whole answer.
    show(places?.length ? next.level : null)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- levels is rebuilt each render from these
  }, [next, value, provinces.places, cities.places, districts.places, failed])

  const pick = (level: number, node: AddressNode) => {
    onChange([...names.slice(0, level), node.name])
    setQuery('')
    if (level >= REGION_LEVELS - 1) return show(null)
    setNext({ level: level + 1, under: node.name })
  }

  const clear = () => onChange([])

  const level = open ?? 0
  const shown = matchingPlaces(columns[level], query)

  return (
    <FieldFrame fieldKey={field.key} label={field.label} required={field.required} error={error} hint={failed ? '地区加载失败，请稍后重试' : null}>
      <View className='form-field__with-clear'>
        <View className='form-region' role='group' aria-labelledby={ids.label} aria-describedby={error ? ids.error : undefined}>
          {LEVELS.map((levelName, i) => {
            const disabled = columns[i].length === 0
            const current = names[i] || ''
            return (
              <View
                key={levelName}
                className={`form-field__picker form-region__level ${current ? '' : 'form-field__picker--empty'} ${disabled ? 'form-region__level--disabled' : ''}`}
                {...tapTarget('button', { disabled })}
                {...domAttrs({ tabIndex: disabled ? -1 : 0 })}
                aria-label={`${field.label}：${levelName}`}
                aria-invalid={error ? 'true' : 'false'}
                onClick={() => !disabled && show(i)}
              >
                {current || levelName}
              </View>
            )
          })}
        </View>
        {names.length > 0 && <ClearButton label={field.label} onClear={clear} />}
      </View>
      <Sheet open={open !== null} onClose={() => show(null)} title='选择所在地区' className='region-sheet'>
        <View className='region-sheet__levels' role='tablist' aria-label='地区层级'>
          {LEVELS.map((levelName, i) =>
            i === 0 || columns[i].length > 0 ? (
              <View
                key={levelName}
                className={`region-sheet__level ${i === level ? 'region-sheet__level--on' : ''}`}
                {...tapTarget('tab')}
                aria-selected={i === level ? 'true' : 'false'}
                onClick={() => show(i)}
              >
                {names[i] || `请选择${levelName}`}
              </View>
            ) : null
          )}
        </View>
        <SearchField
          classes={{ box: 'region-sheet__search', icon: 'region-sheet__search-icon', input: 'region-sheet__search-input', clear: 'region-sheet__search-clear' }}
          value={query}
          placeholder={`搜索${LEVELS[level]}`}
          label={`搜索${LEVELS[level]}`}
          onInput={setQuery}
          onConfirm={setQuery}
          onClear={() => setQuery('')}
        />
        <View className='region-sheet__list' role='listbox' aria-label={LEVELS[level]}>
          {shown.map(node => (
            <View
              key={node.code}
              className={`region-sheet__option ${names[level] === node.name ? 'region-sheet__option--on' : ''}`}
              {...tapTarget('option')}
              aria-selected={names[level] === node.name ? 'true' : 'false'}
              onClick={() => pick(level, node)}
            >
              {node.name}
            </View>
          ))}
          {shown.length === 0 && (
            <Text className='region-sheet__empty'>{columns[level].length ? `没有名称含“${query.trim()}”的${LEVELS[level]}` : '加载中…'}</Text>
          )}
        </View>
        <View className='region-sheet__foot'>
          <Button className='region-sheet__done' variant='primary' onClick={() => show(null)}>
            完成
          </Button>
        </View>
      </Sheet>
    </FieldFrame>
  )
}
