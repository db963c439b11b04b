import { Picker, View } from '@tarojs/components'
import React, { useEffect, useState } from 'react'
import type { AddressNode } from '../../../../types/contract'
import { getAddressList } from '@/features/site'
import { useFieldIds } from '@/features/forms/a11y'
import { tapTarget } from '@/utils/tap-target'
import { domAttrs, boolAttr } from '@/utils/dom-attrs'
import { parseRegion, REGION_LEVELS } from '@/utils/region'
import { ClearButton } from './clear-button'
import { FieldFrame } from './field-frame'
import type { FieldProps } from './types'

const LEVELS = ['省份', '城市', '区县']

/**
 * REGION: province, city and district, each loaded from address/list when the level above is chosen.
 * The value is the chosen names from the province down, any level deep (src/utils/region.ts), e.g.
 * ['北京市'] or ['广东省', '深圳市', '南山区']; × empties it.
 */
export function RegionField({ field, value, error, onChange }: FieldProps) {
  const names = parseRegion(value) || []
  const [columns, setColumns] = useState<AddressNode[][]>([[], [], []])
  const [failed, setFailed] = useState(false)
  const ids = useFieldIds(field.key)

  const setColumn = (level: number, nodes: AddressNode[]) => setColumns(prev => prev.map((col, i) => (i === level ? nodes : i > level ? [] : col)))

  // Loads the provinces, then (for a restored draft) the columns under the names already chosen. A name
  // the address list no longer has is cut off with what follows it, so an old draft never blocks the form.
  useEffect(() => {
    let live = true
    void (async () => {
      try {
        let nodes = await getAddressList()
        for (let level = 0; live && level < REGION_LEVELS; level++) {
          setColumn(level, nodes)
          if (level >= names.length) break
          const picked = nodes.find(n => n.name === names[level])
          if (!picked) {
            if (live) onChange(names.slice(0, level))
            break
          }
          if (level === REGION_LEVELS - 1) break
          nodes = picked.children || (await getAddressList(picked.code))
        }
        if (live) setFailed(false)
      } catch {
        if (live) setFailed(true)
      }
    })()
    return () => {
      live = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on mount: later choices load their own children
  }, [])

  const pick = async (level: number, index: number) => {
    const node = columns[level][index]
    if (!node) return
    const next = [...names.slice(0, level), node.name]
    onChange(next)
    if (level >= REGION_LEVELS - 1) return
    setColumn(level + 1, [])
    try {
      const children = node.children || (await getAddressList(node.code))
      setColumn(level + 1, children)
    } catch {
      setFailed(true)
    }
  }

  const clear = () => {
    onChange([])
    setColumns(prev => [prev[0], [], []])
  }

  return (
    <FieldFrame fieldKey={field.key} label={field.label} required={field.required} error={error} hint={failed ? '地区加载失败，请稍后重试' : null}>
      <View className='form-field__with-clear'>
        <View className='form-region' role='group' aria-labelledby={ids.label} aria-describedby={error ? ids.error : undefined}>
          {LEVELS.map((levelName, level) => {
            const options = columns[level]
            const disabled = options.length === 0
            const current = names[level] || ''
            const selectedIndex = Math.max(
              0,
              options.findIndex(n => n.name === current)
            )
            return (
              <Picker
                key={levelName}
                mode='selector'
                name={ids.name}
                range={options.map(n => n.name)}
                value={selectedIndex}
                disabled={boolAttr(disabled)}
                onChange={e => void pick(level, Number(e.detail.value))}
              >
                <View
                  className={`form-field__picker form-region__level ${current ? '' : 'form-field__picker--empty'} ${disabled ? 'form-region__level--disabled' : ''}`}
                  {...tapTarget('button', { disabled })}
                  {...domAttrs({ tabIndex: disabled ? -1 : 0 })}
                  aria-label={`${field.label}：${levelName}`}
                  aria-disabled={disabled ? 'true' : 'false'}
                  aria-invalid={error ? 'true' : 'false'}
                >
                  {current || levelName}
                </View>
              </Picker>
            )
          })}
        </View>
        {names.length > 0 && <ClearButton label={field.label} onClear={clear} />}
      </View>
    </FieldFrame>
  )
}
